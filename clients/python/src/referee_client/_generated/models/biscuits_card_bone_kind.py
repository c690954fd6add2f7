from enum import StrEnum

class BiscuitsCardBoneKind(StrEnum):
    BONE = "bone"

    def __str__(self) -> str:
        return str(self.value)
