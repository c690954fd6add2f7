from enum import StrEnum

class PlayedBy(StrEnum):
    CLOCK = "clock"
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)
