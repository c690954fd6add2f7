from enum import StrEnum

class PutWebhookResponse422Code(StrEnum):
    INVALID_WEBHOOK_SECRET = "invalid_webhook_secret"
    INVALID_WEBHOOK_URL = "invalid_webhook_url"
    WEBHOOK_ADDRESS_REFUSED = "webhook_address_refused"

    def __str__(self) -> str:
        return str(self.value)
