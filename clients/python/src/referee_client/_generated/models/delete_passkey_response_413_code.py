from enum import StrEnum

class DeletePasskeyResponse413Code(StrEnum):
    BODY_NOT_ALLOWED = "body_not_allowed"

    def __str__(self) -> str:
        return str(self.value)
