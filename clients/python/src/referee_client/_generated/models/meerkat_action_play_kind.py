from enum import StrEnum

class MeerkatActionPlayKind(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
