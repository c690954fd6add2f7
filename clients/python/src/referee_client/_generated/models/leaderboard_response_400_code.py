from enum import StrEnum

class LeaderboardResponse400Code(StrEnum):
    INVALID_QUERY = "invalid_query"

    def __str__(self) -> str:
        return str(self.value)
