from enum import StrEnum

class RevokeAccessTokenResponse404Code(StrEnum):
    ACCESS_TOKEN_NOT_FOUND = "access_token_not_found"
    INVALID_PATH = "invalid_path"

    def __str__(self) -> str:
        return str(self.value)
