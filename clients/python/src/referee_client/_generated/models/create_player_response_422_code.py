from enum import StrEnum

class CreatePlayerResponse422Code(StrEnum):
    HANDLE_REQUIRED = "handle_required"
    INVALID_HANDLE = "invalid_handle"
    INVALID_NAME = "invalid_name"
    WEAK_PASSWORD = "weak_password"

    def __str__(self) -> str:
        return str(self.value)
