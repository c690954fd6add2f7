from enum import StrEnum

class MeerkatRoundEndPileEmptyKind(StrEnum):
    PILE_EMPTY = "pile_empty"

    def __str__(self) -> str:
        return str(self.value)
