from enum import StrEnum

class DecideAuthorizationResponse408Code(StrEnum):
    REQUEST_TIMEOUT = "request_timeout"

    def __str__(self) -> str:
        return str(self.value)
