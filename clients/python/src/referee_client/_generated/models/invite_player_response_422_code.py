from enum import StrEnum

class InvitePlayerResponse422Code(StrEnum):
    INVALID_INVITATION = "invalid_invitation"
    INVITED_PLAYER_NOT_FOUND = "invited_player_not_found"
    SEAT_OUT_OF_RANGE = "seat_out_of_range"

    def __str__(self) -> str:
        return str(self.value)
