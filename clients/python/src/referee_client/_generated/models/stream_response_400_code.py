from enum import StrEnum

class StreamResponse400Code(StrEnum):
    INVALID_LAST_EVENT_ID = "invalid_last_event_id"
    INVALID_QUERY = "invalid_query"

    def __str__(self) -> str:
        return str(self.value)
