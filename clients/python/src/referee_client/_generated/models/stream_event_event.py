from enum import StrEnum

class StreamEventEvent(StrEnum):
    GAME_ABORTED = "game_aborted"
    GAME_FINISHED = "game_finished"
    GAME_INVITED = "game_invited"
    GAME_STARTED = "game_started"
    OPPONENT_MOVED = "opponent_moved"
    SEAT_JOINED = "seat_joined"
    SEAT_LEFT = "seat_left"
    WEBHOOK_PAUSED = "webhook_paused"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
