from enum import StrEnum

class BiscuitsSeenEventWarningTakenType(StrEnum):
    WARNING_TAKEN = "warning_taken"

    def __str__(self) -> str:
        return str(self.value)
