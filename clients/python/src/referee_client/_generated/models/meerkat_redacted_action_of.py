from enum import StrEnum

class MeerkatRedactedActionOf(StrEnum):
    CHALLENGE = "challenge"
    PASS = "pass"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
