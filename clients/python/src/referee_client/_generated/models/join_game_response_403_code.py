from enum import StrEnum

class JoinGameResponse403Code(StrEnum):
    NOT_CREATOR = "not_creator"

    def __str__(self) -> str:
        return str(self.value)
