from enum import StrEnum

class JoinGameResponse409Code(StrEnum):
    ALREADY_SEATED = "already_seated"
    GAME_FULL = "game_full"
    GAME_NOT_OPEN = "game_not_open"
    SEAT_RESERVED = "seat_reserved"
    SEAT_TAKEN = "seat_taken"
    TOO_MANY_OPEN_GAMES = "too_many_open_games"

    def __str__(self) -> str:
        return str(self.value)
