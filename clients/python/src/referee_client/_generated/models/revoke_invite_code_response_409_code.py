from enum import StrEnum

class RevokeInviteCodeResponse409Code(StrEnum):
    GAME_NOT_OPEN = "game_not_open"

    def __str__(self) -> str:
        return str(self.value)
