from enum import StrEnum

class SetHandleResponse409Code(StrEnum):
    HANDLE_TAKEN = "handle_taken"

    def __str__(self) -> str:
        return str(self.value)
