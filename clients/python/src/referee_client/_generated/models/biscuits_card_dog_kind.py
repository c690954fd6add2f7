from enum import StrEnum

class BiscuitsCardDogKind(StrEnum):
    DOG = "dog"

    def __str__(self) -> str:
        return str(self.value)
