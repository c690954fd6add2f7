from enum import StrEnum

class BiscuitsCardMinusOneKind(StrEnum):
    MINUS_ONE = "minus_one"

    def __str__(self) -> str:
        return str(self.value)
