from enum import StrEnum

class RevokeTokensResponse429Code(StrEnum):
    RATE_LIMITED = "rate_limited"

    def __str__(self) -> str:
        return str(self.value)
