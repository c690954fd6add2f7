from enum import StrEnum

class PasskeySignInResponse409Code(StrEnum):
    PASSKEY_CEREMONY_EXPIRED = "passkey_ceremony_expired"

    def __str__(self) -> str:
        return str(self.value)
