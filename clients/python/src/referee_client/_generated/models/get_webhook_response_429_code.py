from enum import StrEnum

class GetWebhookResponse429Code(StrEnum):
    RATE_LIMITED = "rate_limited"

    def __str__(self) -> str:
        return str(self.value)
