from enum import StrEnum

class MeerkatEventPassedType(StrEnum):
    PASSED = "passed"

    def __str__(self) -> str:
        return str(self.value)
