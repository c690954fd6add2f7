from enum import StrEnum

class AddPasskeyResponse408Code(StrEnum):
    REQUEST_TIMEOUT = "request_timeout"

    def __str__(self) -> str:
        return str(self.value)
