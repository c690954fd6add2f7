from enum import StrEnum

class Signer(StrEnum):
    PLAYER = "player"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
