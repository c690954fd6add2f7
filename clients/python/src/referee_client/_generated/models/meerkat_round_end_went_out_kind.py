from enum import StrEnum

class MeerkatRoundEndWentOutKind(StrEnum):
    WENT_OUT = "went_out"

    def __str__(self) -> str:
        return str(self.value)
