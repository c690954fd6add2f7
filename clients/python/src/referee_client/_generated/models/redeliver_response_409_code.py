from enum import StrEnum

class RedeliverResponse409Code(StrEnum):
    DELIVERY_PENDING = "delivery_pending"

    def __str__(self) -> str:
        return str(self.value)
