from enum import StrEnum

class MeerkatActionPassKind(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
