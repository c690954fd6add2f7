from enum import StrEnum

class RatingHistoryResponse400Code(StrEnum):
    INVALID_QUERY = "invalid_query"

    def __str__(self) -> str:
        return str(self.value)
