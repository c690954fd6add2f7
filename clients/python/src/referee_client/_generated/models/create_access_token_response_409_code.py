from enum import StrEnum

class CreateAccessTokenResponse409Code(StrEnum):
    TOO_MANY_TOKENS = "too_many_tokens"

    def __str__(self) -> str:
        return str(self.value)
