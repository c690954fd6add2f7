from enum import StrEnum

class PasskeyOptionsResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"

    def __str__(self) -> str:
        return str(self.value)
