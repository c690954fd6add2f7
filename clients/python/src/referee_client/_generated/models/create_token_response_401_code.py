from enum import StrEnum

class CreateTokenResponse401Code(StrEnum):
    INVALID_CREDENTIALS = "invalid_credentials"

    def __str__(self) -> str:
        return str(self.value)
