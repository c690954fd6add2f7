from enum import StrEnum

class TokenKind(StrEnum):
    APP = "app"
    PERSONAL = "personal"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
