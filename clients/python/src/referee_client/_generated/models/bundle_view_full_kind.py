from enum import StrEnum

class BundleViewFullKind(StrEnum):
    FULL = "full"

    def __str__(self) -> str:
        return str(self.value)
