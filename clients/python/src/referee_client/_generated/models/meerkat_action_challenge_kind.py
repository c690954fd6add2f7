from enum import StrEnum

class MeerkatActionChallengeKind(StrEnum):
    CHALLENGE = "challenge"

    def __str__(self) -> str:
        return str(self.value)
