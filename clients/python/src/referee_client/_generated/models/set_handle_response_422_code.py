from enum import StrEnum

class SetHandleResponse422Code(StrEnum):
    INVALID_HANDLE = "invalid_handle"

    def __str__(self) -> str:
        return str(self.value)
