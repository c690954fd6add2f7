from enum import StrEnum

class DecideAuthorizationResponse400Code(StrEnum):
    INVALID_AUTHORIZATION_REQUEST = "invalid_authorization_request"
    INVALID_BODY = "invalid_body"
    MALFORMED_BODY = "malformed_body"
    MALFORMED_JSON = "malformed_json"

    def __str__(self) -> str:
        return str(self.value)
