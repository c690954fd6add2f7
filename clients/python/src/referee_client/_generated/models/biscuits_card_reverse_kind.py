from enum import StrEnum

class BiscuitsCardReverseKind(StrEnum):
    REVERSE = "reverse"

    def __str__(self) -> str:
        return str(self.value)
