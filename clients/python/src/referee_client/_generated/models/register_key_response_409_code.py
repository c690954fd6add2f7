from enum import StrEnum

class RegisterKeyResponse409Code(StrEnum):
    PUBLIC_KEY_TAKEN = "public_key_taken"
    TOO_MANY_SIGNING_KEYS = "too_many_signing_keys"

    def __str__(self) -> str:
        return str(self.value)
