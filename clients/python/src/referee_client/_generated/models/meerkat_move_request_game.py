from enum import StrEnum

class MeerkatMoveRequestGame(StrEnum):
    SHAKE_IT_MEERKAT = "shake-it-meerkat"

    def __str__(self) -> str:
        return str(self.value)
