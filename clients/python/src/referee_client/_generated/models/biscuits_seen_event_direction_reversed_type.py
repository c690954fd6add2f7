from enum import StrEnum

class BiscuitsSeenEventDirectionReversedType(StrEnum):
    DIRECTION_REVERSED = "direction_reversed"

    def __str__(self) -> str:
        return str(self.value)
