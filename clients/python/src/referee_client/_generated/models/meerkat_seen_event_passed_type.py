from enum import StrEnum

class MeerkatSeenEventPassedType(StrEnum):
    PASSED = "passed"

    def __str__(self) -> str:
        return str(self.value)
