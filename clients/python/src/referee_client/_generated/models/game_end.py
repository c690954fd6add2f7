from enum import StrEnum

class GameEnd(StrEnum):
    BISCUITS_OUT = "biscuits_out"
    MAX_ROUNDS = "max_rounds"
    ROUNDS_PLAYED = "rounds_played"
    WARNINGS_OUT = "warnings_out"

    def __str__(self) -> str:
        return str(self.value)
