from enum import StrEnum

class BiscuitsSeenEventPointsLostType(StrEnum):
    POINTS_LOST = "points_lost"

    def __str__(self) -> str:
        return str(self.value)
