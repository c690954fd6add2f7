from enum import StrEnum

class CreateSeekResponse409Code(StrEnum):
    TOO_MANY_SEEKS = "too_many_seeks"

    def __str__(self) -> str:
        return str(self.value)
