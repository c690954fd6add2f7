from enum import StrEnum

class AddPasskeyResponse503Code(StrEnum):
    DATABASE_BUSY = "database_busy"
    DATABASE_UNAVAILABLE = "database_unavailable"

    def __str__(self) -> str:
        return str(self.value)
