from enum import StrEnum

class AddPasskeyResponse429Code(StrEnum):
    RATE_LIMITED = "rate_limited"

    def __str__(self) -> str:
        return str(self.value)
