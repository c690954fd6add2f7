from enum import StrEnum

class BiscuitsEventBiscuitEarnedType(StrEnum):
    BISCUIT_EARNED = "biscuit_earned"

    def __str__(self) -> str:
        return str(self.value)
