from enum import StrEnum

class RollSecretResponse404Code(StrEnum):
    WEBHOOK_NOT_FOUND = "webhook_not_found"

    def __str__(self) -> str:
        return str(self.value)
