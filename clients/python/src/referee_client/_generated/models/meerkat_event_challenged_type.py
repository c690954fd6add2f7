from enum import StrEnum

class MeerkatEventChallengedType(StrEnum):
    CHALLENGED = "challenged"

    def __str__(self) -> str:
        return str(self.value)
