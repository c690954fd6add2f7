from enum import StrEnum

class MeerkatBack(StrEnum):
    VALUE_0 = "1"
    VALUE_1 = "1.5"
    VALUE_2 = "2"
    VALUE_3 = "2.5"
    VALUE_4 = "3"
    VALUE_5 = "3.5"
    VALUE_6 = "4"
    VALUE_7 = "4.5"
    VALUE_8 = "5"
    VALUE_9 = "5.5"

    def __str__(self) -> str:
        return str(self.value)
