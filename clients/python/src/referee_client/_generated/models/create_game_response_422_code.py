from enum import StrEnum

class CreateGameResponse422Code(StrEnum):
    INVALID_CLIENT_SEED = "invalid_client_seed"
    INVALID_INVITATION = "invalid_invitation"
    INVALID_JOIN = "invalid_join"
    INVALID_OPTION = "invalid_option"
    INVALID_SPECTATORS = "invalid_spectators"
    INVITED_PLAYER_NOT_FOUND = "invited_player_not_found"
    SEATS_OUT_OF_RANGE = "seats_out_of_range"
    SEAT_OUT_OF_RANGE = "seat_out_of_range"
    TOO_MANY_BOTS = "too_many_bots"
    UNKNOWN_BOT = "unknown_bot"
    UNKNOWN_GAME = "unknown_game"
    UNKNOWN_OPTION = "unknown_option"
    UNRATABLE_GAME = "unratable_game"

    def __str__(self) -> str:
        return str(self.value)
