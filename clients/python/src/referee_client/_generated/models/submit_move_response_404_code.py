from enum import StrEnum

class SubmitMoveResponse404Code(StrEnum):
    GAME_NOT_FOUND = "game_not_found"
    INVALID_PATH = "invalid_path"

    def __str__(self) -> str:
        return str(self.value)
