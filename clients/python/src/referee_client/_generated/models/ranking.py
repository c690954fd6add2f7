from enum import StrEnum

class Ranking(StrEnum):
    HIGHEST_WINS = "highest_wins"
    LOWEST_WINS = "lowest_wins"

    def __str__(self) -> str:
        return str(self.value)
