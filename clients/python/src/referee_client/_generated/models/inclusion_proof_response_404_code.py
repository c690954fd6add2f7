from enum import StrEnum

class InclusionProofResponse404Code(StrEnum):
    GAME_NOT_LOGGED = "game_not_logged"
    INVALID_PATH = "invalid_path"

    def __str__(self) -> str:
        return str(self.value)
