from enum import StrEnum

class HealthStatus(StrEnum):
    OK = "ok"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
