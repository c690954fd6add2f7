from enum import StrEnum

class BiscuitsSeenEventTableDiscardedType(StrEnum):
    TABLE_DISCARDED = "table_discarded"

    def __str__(self) -> str:
        return str(self.value)
