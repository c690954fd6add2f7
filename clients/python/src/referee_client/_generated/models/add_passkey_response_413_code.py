from enum import StrEnum

class AddPasskeyResponse413Code(StrEnum):
    BODY_TOO_LARGE = "body_too_large"

    def __str__(self) -> str:
        return str(self.value)
