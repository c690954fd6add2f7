from enum import StrEnum

class BiscuitsSeenEventBoneInForceType(StrEnum):
    BONE_IN_FORCE = "bone_in_force"

    def __str__(self) -> str:
        return str(self.value)
