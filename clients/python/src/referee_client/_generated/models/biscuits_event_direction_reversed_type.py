from enum import StrEnum

class BiscuitsEventDirectionReversedType(StrEnum):
    DIRECTION_REVERSED = "direction_reversed"

    def __str__(self) -> str:
        return str(self.value)
