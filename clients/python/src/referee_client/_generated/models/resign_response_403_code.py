from enum import StrEnum

class ResignResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"
    NOT_SEATED = "not_seated"

    def __str__(self) -> str:
        return str(self.value)
