from enum import StrEnum

class BiscuitsSeenEventCatCaughtType(StrEnum):
    CAT_CAUGHT = "cat_caught"

    def __str__(self) -> str:
        return str(self.value)
