from enum import StrEnum

class PasskeyOptionsResponse409Code(StrEnum):
    TOO_MANY_PASSKEYS = "too_many_passkeys"

    def __str__(self) -> str:
        return str(self.value)
