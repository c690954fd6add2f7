from enum import StrEnum

class BiscuitsActionPlayKind(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
