from enum import StrEnum

class BiscuitsRedactedActionKind(StrEnum):
    REDACTED = "redacted"

    def __str__(self) -> str:
        return str(self.value)
