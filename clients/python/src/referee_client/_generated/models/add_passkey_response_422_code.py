from enum import StrEnum

class AddPasskeyResponse422Code(StrEnum):
    INVALID_NAME = "invalid_name"
    INVALID_PASSKEY = "invalid_passkey"

    def __str__(self) -> str:
        return str(self.value)
