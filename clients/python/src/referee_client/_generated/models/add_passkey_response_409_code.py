from enum import StrEnum

class AddPasskeyResponse409Code(StrEnum):
    PASSKEY_CEREMONY_EXPIRED = "passkey_ceremony_expired"
    PASSKEY_TAKEN = "passkey_taken"
    TOO_MANY_PASSKEYS = "too_many_passkeys"

    def __str__(self) -> str:
        return str(self.value)
