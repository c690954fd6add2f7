from enum import StrEnum

class CancelSeekResponse404Code(StrEnum):
    INVALID_PATH = "invalid_path"
    SEEK_NOT_FOUND = "seek_not_found"

    def __str__(self) -> str:
        return str(self.value)
