from enum import StrEnum

class LeaderboardResponse404Code(StrEnum):
    INVALID_PATH = "invalid_path"
    UNKNOWN_GAME = "unknown_game"

    def __str__(self) -> str:
        return str(self.value)
