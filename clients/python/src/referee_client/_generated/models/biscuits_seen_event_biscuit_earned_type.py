from enum import StrEnum

class BiscuitsSeenEventBiscuitEarnedType(StrEnum):
    BISCUIT_EARNED = "biscuit_earned"

    def __str__(self) -> str:
        return str(self.value)
