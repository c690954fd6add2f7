from enum import StrEnum

class GetWebhookResponse404Code(StrEnum):
    WEBHOOK_NOT_FOUND = "webhook_not_found"

    def __str__(self) -> str:
        return str(self.value)
