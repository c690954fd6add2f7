from enum import StrEnum

class RecoverResponse422Code(StrEnum):
    WEAK_PASSWORD = "weak_password"

    def __str__(self) -> str:
        return str(self.value)
