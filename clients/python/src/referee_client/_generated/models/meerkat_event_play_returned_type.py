from enum import StrEnum

class MeerkatEventPlayReturnedType(StrEnum):
    PLAY_RETURNED = "play_returned"

    def __str__(self) -> str:
        return str(self.value)
