from enum import StrEnum

class Penalty(StrEnum):
    CAT_UNDER_BONE = "cat_under_bone"
    OVER_14 = "over_14"

    def __str__(self) -> str:
        return str(self.value)
