from enum import StrEnum

class RatingHistoryResponse404Code(StrEnum):
    INVALID_PATH = "invalid_path"

    def __str__(self) -> str:
        return str(self.value)
