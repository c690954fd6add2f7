from enum import StrEnum

class InvitePlayerResponse409Code(StrEnum):
    ALREADY_INVITED = "already_invited"
    GAME_NOT_OPEN = "game_not_open"
    SEAT_TAKEN = "seat_taken"

    def __str__(self) -> str:
        return str(self.value)
