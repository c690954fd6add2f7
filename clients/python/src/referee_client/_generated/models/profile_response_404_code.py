from enum import StrEnum

class ProfileResponse404Code(StrEnum):
    INVALID_PATH = "invalid_path"
    UNKNOWN_PLAYER = "unknown_player"

    def __str__(self) -> str:
        return str(self.value)
