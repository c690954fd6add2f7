from enum import StrEnum

class NotificationEventSeatJoinedKind(StrEnum):
    SEAT_JOINED = "seat_joined"

    def __str__(self) -> str:
        return str(self.value)
