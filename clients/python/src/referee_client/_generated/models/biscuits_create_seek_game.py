from enum import StrEnum

class BiscuitsCreateSeekGame(StrEnum):
    WOOF_MEOW_BISCUITS = "woof-meow-biscuits"

    def __str__(self) -> str:
        return str(self.value)
