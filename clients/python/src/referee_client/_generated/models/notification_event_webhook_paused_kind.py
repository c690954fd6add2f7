from enum import StrEnum

class NotificationEventWebhookPausedKind(StrEnum):
    WEBHOOK_PAUSED = "webhook_paused"

    def __str__(self) -> str:
        return str(self.value)
