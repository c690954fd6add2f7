from enum import StrEnum

class TurnFilter(StrEnum):
    MINE = "mine"

    def __str__(self) -> str:
        return str(self.value)
