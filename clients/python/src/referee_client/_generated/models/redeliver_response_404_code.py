from enum import StrEnum

class RedeliverResponse404Code(StrEnum):
    DELIVERY_NOT_FOUND = "delivery_not_found"
    INVALID_PATH = "invalid_path"
    WEBHOOK_NOT_FOUND = "webhook_not_found"

    def __str__(self) -> str:
        return str(self.value)
