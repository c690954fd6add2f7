from enum import StrEnum

class CreateSeekResponse422Code(StrEnum):
    INVALID_BOT_AFTER = "invalid_bot_after"
    INVALID_OPTION = "invalid_option"
    INVALID_RATING_RANGE = "invalid_rating_range"
    SEATS_OUT_OF_RANGE = "seats_out_of_range"
    UNKNOWN_GAME = "unknown_game"
    UNKNOWN_OPTION = "unknown_option"

    def __str__(self) -> str:
        return str(self.value)
