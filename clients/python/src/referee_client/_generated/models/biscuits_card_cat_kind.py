from enum import StrEnum

class BiscuitsCardCatKind(StrEnum):
    CAT = "cat"

    def __str__(self) -> str:
        return str(self.value)
