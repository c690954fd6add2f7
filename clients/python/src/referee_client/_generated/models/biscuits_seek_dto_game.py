from enum import StrEnum

class BiscuitsSeekDtoGame(StrEnum):
    WOOF_MEOW_BISCUITS = "woof-meow-biscuits"

    def __str__(self) -> str:
        return str(self.value)
