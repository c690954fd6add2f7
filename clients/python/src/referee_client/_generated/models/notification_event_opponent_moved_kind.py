from enum import StrEnum

class NotificationEventOpponentMovedKind(StrEnum):
    OPPONENT_MOVED = "opponent_moved"

    def __str__(self) -> str:
        return str(self.value)
