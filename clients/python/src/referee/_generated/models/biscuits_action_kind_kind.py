from enum import StrEnum

class BiscuitsActionKindKind(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
