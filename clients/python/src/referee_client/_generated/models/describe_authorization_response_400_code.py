from enum import StrEnum

class DescribeAuthorizationResponse400Code(StrEnum):
    INVALID_AUTHORIZATION_REQUEST = "invalid_authorization_request"
    INVALID_QUERY = "invalid_query"

    def __str__(self) -> str:
        return str(self.value)
