from enum import StrEnum

class ReadyzResponse503Code(StrEnum):
    DATABASE_UNAVAILABLE = "database_unavailable"

    def __str__(self) -> str:
        return str(self.value)
