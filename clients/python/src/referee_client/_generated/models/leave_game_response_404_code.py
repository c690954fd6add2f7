from enum import StrEnum

class LeaveGameResponse404Code(StrEnum):
    GAME_NOT_FOUND = "game_not_found"
    INVALID_PATH = "invalid_path"
    NOT_SEATED = "not_seated"

    def __str__(self) -> str:
        return str(self.value)
