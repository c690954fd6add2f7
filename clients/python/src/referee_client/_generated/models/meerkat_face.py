from enum import StrEnum

class MeerkatFace(StrEnum):
    A = "A"
    VALUE_1 = "2"
    VALUE_2 = "3"
    VALUE_3 = "4"
    VALUE_4 = "5"
    VALUE_5 = "1.5"
    VALUE_6 = "2.5"
    VALUE_7 = "3.5"
    VALUE_8 = "4.5"
    VALUE_9 = "5.5"

    def __str__(self) -> str:
        return str(self.value)
