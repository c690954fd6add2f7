from enum import StrEnum

class JoinGameResponse422Code(StrEnum):
    INVALID_CLIENT_SEED = "invalid_client_seed"
    INVALID_JOIN = "invalid_join"
    SEAT_OUT_OF_RANGE = "seat_out_of_range"
    UNKNOWN_BOT = "unknown_bot"
    UNRATABLE_GAME = "unratable_game"

    def __str__(self) -> str:
        return str(self.value)
