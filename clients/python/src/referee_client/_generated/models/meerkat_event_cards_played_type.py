from enum import StrEnum

class MeerkatEventCardsPlayedType(StrEnum):
    CARDS_PLAYED = "cards_played"

    def __str__(self) -> str:
        return str(self.value)
