from enum import StrEnum

class RevokeInvitationResponse404Code(StrEnum):
    GAME_NOT_FOUND = "game_not_found"
    INVALID_PATH = "invalid_path"
    INVITATION_NOT_FOUND = "invitation_not_found"

    def __str__(self) -> str:
        return str(self.value)
