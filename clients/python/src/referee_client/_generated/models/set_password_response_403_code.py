from enum import StrEnum

class SetPasswordResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"
    WRONG_PASSWORD = "wrong_password"

    def __str__(self) -> str:
        return str(self.value)
