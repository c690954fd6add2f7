from enum import StrEnum

class MeerkatSeenEventRoundEndedType(StrEnum):
    ROUND_ENDED = "round_ended"

    def __str__(self) -> str:
        return str(self.value)
