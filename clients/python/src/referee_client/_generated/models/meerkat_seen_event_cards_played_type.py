from enum import StrEnum

class MeerkatSeenEventCardsPlayedType(StrEnum):
    CARDS_PLAYED = "cards_played"

    def __str__(self) -> str:
        return str(self.value)
