from enum import StrEnum

class GameId(StrEnum):
    SHAKE_IT_MEERKAT = "shake-it-meerkat"
    WOOF_MEOW_BISCUITS = "woof-meow-biscuits"

    def __str__(self) -> str:
        return str(self.value)
