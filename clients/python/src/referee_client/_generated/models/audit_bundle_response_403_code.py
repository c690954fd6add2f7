from enum import StrEnum

class AuditBundleResponse403Code(StrEnum):
    SPECTATORS_NOT_ALLOWED = "spectators_not_allowed"

    def __str__(self) -> str:
        return str(self.value)
