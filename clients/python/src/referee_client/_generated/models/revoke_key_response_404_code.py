from enum import StrEnum

class RevokeKeyResponse404Code(StrEnum):
    INVALID_PATH = "invalid_path"
    SIGNING_KEY_NOT_FOUND = "signing_key_not_found"

    def __str__(self) -> str:
        return str(self.value)
