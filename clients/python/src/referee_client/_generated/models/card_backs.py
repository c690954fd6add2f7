from enum import StrEnum

class CardBacks(StrEnum):
    EXACT = "exact"
    HIDDEN = "hidden"
    ROUNDED = "rounded"

    def __str__(self) -> str:
        return str(self.value)
