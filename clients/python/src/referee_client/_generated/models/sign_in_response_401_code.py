from enum import StrEnum

class SignInResponse401Code(StrEnum):
    INVALID_CREDENTIALS = "invalid_credentials"

    def __str__(self) -> str:
        return str(self.value)
