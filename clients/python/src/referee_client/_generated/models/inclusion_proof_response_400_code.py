from enum import StrEnum

class InclusionProofResponse400Code(StrEnum):
    INVALID_QUERY = "invalid_query"
    INVALID_TREE_SIZE = "invalid_tree_size"

    def __str__(self) -> str:
        return str(self.value)
