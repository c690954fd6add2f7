from enum import StrEnum

class SetPasswordResponse409Code(StrEnum):
    HANDLE_REQUIRED = "handle_required"

    def __str__(self) -> str:
        return str(self.value)
