from enum import StrEnum

class RollSecretResponse422Code(StrEnum):
    INVALID_GRACE_SECS = "invalid_grace_secs"
    INVALID_WEBHOOK_SECRET = "invalid_webhook_secret"

    def __str__(self) -> str:
        return str(self.value)
