from enum import StrEnum

class AbortGameResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"
    NOT_CREATOR = "not_creator"

    def __str__(self) -> str:
        return str(self.value)
