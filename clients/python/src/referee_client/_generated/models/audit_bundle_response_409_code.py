from enum import StrEnum

class AuditBundleResponse409Code(StrEnum):
    GAME_NOT_STARTED = "game_not_started"

    def __str__(self) -> str:
        return str(self.value)
