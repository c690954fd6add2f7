from enum import StrEnum

class CancelSeekResponse409Code(StrEnum):
    SEEK_NOT_WAITING = "seek_not_waiting"

    def __str__(self) -> str:
        return str(self.value)
