from enum import StrEnum

class MeerkatSeenEventChallengedType(StrEnum):
    CHALLENGED = "challenged"

    def __str__(self) -> str:
        return str(self.value)
