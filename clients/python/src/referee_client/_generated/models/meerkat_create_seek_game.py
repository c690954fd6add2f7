from enum import StrEnum

class MeerkatCreateSeekGame(StrEnum):
    SHAKE_IT_MEERKAT = "shake-it-meerkat"

    def __str__(self) -> str:
        return str(self.value)
