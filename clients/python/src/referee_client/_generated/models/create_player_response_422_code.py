from enum import StrEnum

class CreatePlayerResponse422Code(StrEnum):
    INVALID_NAME = "invalid_name"

    def __str__(self) -> str:
        return str(self.value)
