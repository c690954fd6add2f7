from enum import StrEnum

class NotificationEventGameInvitedKind(StrEnum):
    GAME_INVITED = "game_invited"

    def __str__(self) -> str:
        return str(self.value)
