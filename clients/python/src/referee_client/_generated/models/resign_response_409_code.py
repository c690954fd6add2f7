from enum import StrEnum

class ResignResponse409Code(StrEnum):
    GAME_NOT_OPEN = "game_not_open"
    GAME_NOT_STARTED = "game_not_started"
    SEAT_RESIGNED = "seat_resigned"

    def __str__(self) -> str:
        return str(self.value)
