from enum import StrEnum

class BundleViewSeatKind(StrEnum):
    SEAT = "seat"

    def __str__(self) -> str:
        return str(self.value)
