from enum import StrEnum

class AuthorizePageResponse400Code(StrEnum):
    INVALID_QUERY = "invalid_query"

    def __str__(self) -> str:
        return str(self.value)
