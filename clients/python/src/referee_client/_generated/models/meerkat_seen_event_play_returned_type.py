from enum import StrEnum

class MeerkatSeenEventPlayReturnedType(StrEnum):
    PLAY_RETURNED = "play_returned"

    def __str__(self) -> str:
        return str(self.value)
