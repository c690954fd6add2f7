from enum import StrEnum

class SubmitMoveResponse422Code(StrEnum):
    CARD_NOT_IN_HAND = "card_not_in_hand"
    DUPLICATE_CARD = "duplicate_card"
    EMPTY_PLAY = "empty_play"
    GAME_MISMATCH = "game_mismatch"
    GAME_OVER = "game_over"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    INVALID_ACTION = "invalid_action"
    INVALID_MOVE_SIGNATURE = "invalid_move_signature"
    INVALID_RANK = "invalid_rank"
    LEADER_MUST_PLAY = "leader_must_play"
    NOTHING_TO_CHALLENGE = "nothing_to_challenge"
    NOT_YOUR_TURN = "not_your_turn"
    PLAY_NOT_STRONGER = "play_not_stronger"
    SIGNING_KEY_REVOKED = "signing_key_revoked"
    UNKNOWN_SIGNING_KEY = "unknown_signing_key"

    def __str__(self) -> str:
        return str(self.value)
