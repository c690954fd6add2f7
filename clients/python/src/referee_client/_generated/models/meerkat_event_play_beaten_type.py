from enum import StrEnum

class MeerkatEventPlayBeatenType(StrEnum):
    PLAY_BEATEN = "play_beaten"

    def __str__(self) -> str:
        return str(self.value)
