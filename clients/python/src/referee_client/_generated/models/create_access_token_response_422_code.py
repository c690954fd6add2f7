from enum import StrEnum

class CreateAccessTokenResponse422Code(StrEnum):
    INVALID_EXPIRY = "invalid_expiry"
    INVALID_NAME = "invalid_name"
    INVALID_SCOPE = "invalid_scope"

    def __str__(self) -> str:
        return str(self.value)
