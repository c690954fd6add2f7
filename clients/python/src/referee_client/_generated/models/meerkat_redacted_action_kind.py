from enum import StrEnum

class MeerkatRedactedActionKind(StrEnum):
    REDACTED = "redacted"

    def __str__(self) -> str:
        return str(self.value)
