from enum import StrEnum

class PasskeySignInResponse401Code(StrEnum):
    INVALID_CREDENTIALS = "invalid_credentials"

    def __str__(self) -> str:
        return str(self.value)
