from enum import StrEnum

class BundleViewSpectatorKind(StrEnum):
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
