from enum import StrEnum

class NotificationEventGameAbortedKind(StrEnum):
    GAME_ABORTED = "game_aborted"

    def __str__(self) -> str:
        return str(self.value)
