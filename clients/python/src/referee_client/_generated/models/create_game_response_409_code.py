from enum import StrEnum

class CreateGameResponse409Code(StrEnum):
    TOO_MANY_OPEN_GAMES = "too_many_open_games"

    def __str__(self) -> str:
        return str(self.value)
