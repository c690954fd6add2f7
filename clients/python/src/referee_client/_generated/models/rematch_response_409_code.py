from enum import StrEnum

class RematchResponse409Code(StrEnum):
    GAME_NOT_FINISHED = "game_not_finished"
    REMATCH_EXISTS = "rematch_exists"
    TOO_MANY_OPEN_GAMES = "too_many_open_games"

    def __str__(self) -> str:
        return str(self.value)
