from enum import StrEnum

class BiscuitsEventRoundEndedType(StrEnum):
    ROUND_ENDED = "round_ended"

    def __str__(self) -> str:
        return str(self.value)
