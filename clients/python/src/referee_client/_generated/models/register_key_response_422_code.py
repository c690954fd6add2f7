from enum import StrEnum

class RegisterKeyResponse422Code(StrEnum):
    INVALID_PUBLIC_KEY = "invalid_public_key"

    def __str__(self) -> str:
        return str(self.value)
