from enum import StrEnum

class DeletePasskeyResponse404Code(StrEnum):
    INVALID_PATH = "invalid_path"
    PASSKEY_NOT_FOUND = "passkey_not_found"

    def __str__(self) -> str:
        return str(self.value)
