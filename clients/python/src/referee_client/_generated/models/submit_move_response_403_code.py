from enum import StrEnum

class SubmitMoveResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"
    MOVE_SIGNATURE_REQUIRED = "move_signature_required"
    NOT_SEATED = "not_seated"
    SIGNING_KEY_OF_ANOTHER_PLAYER = "signing_key_of_another_player"

    def __str__(self) -> str:
        return str(self.value)
