from enum import StrEnum

class MeerkatEventsPageGame(StrEnum):
    SHAKE_IT_MEERKAT = "shake-it-meerkat"

    def __str__(self) -> str:
        return str(self.value)
