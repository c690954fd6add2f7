from enum import StrEnum

class BiscuitsRedactedActionOf(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
