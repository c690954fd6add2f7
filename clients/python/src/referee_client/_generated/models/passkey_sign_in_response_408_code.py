from enum import StrEnum

class PasskeySignInResponse408Code(StrEnum):
    REQUEST_TIMEOUT = "request_timeout"

    def __str__(self) -> str:
        return str(self.value)
