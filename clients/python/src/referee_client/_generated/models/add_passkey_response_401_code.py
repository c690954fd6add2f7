from enum import StrEnum

class AddPasskeyResponse401Code(StrEnum):
    INVALID_TOKEN = "invalid_token"
    MISSING_TOKEN = "missing_token"
    TOKEN_EXPIRED = "token_expired"
    TOKEN_REVOKED = "token_revoked"
    UNKNOWN_PLAYER = "unknown_player"

    def __str__(self) -> str:
        return str(self.value)
