from enum import StrEnum

class PasskeySignInResponse413Code(StrEnum):
    BODY_TOO_LARGE = "body_too_large"

    def __str__(self) -> str:
        return str(self.value)
