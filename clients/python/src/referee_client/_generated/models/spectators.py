from enum import StrEnum

class Spectators(StrEnum):
    ANYONE = "anyone"
    PLAYERS = "players"

    def __str__(self) -> str:
        return str(self.value)
