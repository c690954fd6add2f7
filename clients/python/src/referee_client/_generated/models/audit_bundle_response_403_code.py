from enum import StrEnum

class AuditBundleResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"
    SPECTATORS_NOT_ALLOWED = "spectators_not_allowed"

    def __str__(self) -> str:
        return str(self.value)
