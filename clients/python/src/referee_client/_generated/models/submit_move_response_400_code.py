from enum import StrEnum

class SubmitMoveResponse400Code(StrEnum):
    INVALID_BODY = "invalid_body"
    INVALID_IDEMPOTENCY_KEY = "invalid_idempotency_key"
    MALFORMED_BODY = "malformed_body"
    MALFORMED_JSON = "malformed_json"

    def __str__(self) -> str:
        return str(self.value)
