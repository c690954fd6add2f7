from enum import StrEnum

class MeResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"

    def __str__(self) -> str:
        return str(self.value)
