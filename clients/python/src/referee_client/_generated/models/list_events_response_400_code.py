from enum import StrEnum

class ListEventsResponse400Code(StrEnum):
    INVALID_QUERY = "invalid_query"

    def __str__(self) -> str:
        return str(self.value)
