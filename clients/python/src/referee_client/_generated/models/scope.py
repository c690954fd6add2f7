from enum import StrEnum

class Scope(StrEnum):
    ACCOUNT = "account"
    CREATE = "create"
    KEYS = "keys"
    PLAY = "play"
    READ = "read"
    WEBHOOK = "webhook"

    def __str__(self) -> str:
        return str(self.value)
