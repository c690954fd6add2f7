from enum import StrEnum

class PasskeySignInOptionsResponse400Code(StrEnum):
    INVALID_BODY = "invalid_body"
    MALFORMED_BODY = "malformed_body"
    MALFORMED_JSON = "malformed_json"

    def __str__(self) -> str:
        return str(self.value)
