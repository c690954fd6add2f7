from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.signed_tree_head import SignedTreeHead





T = TypeVar("T", bound="InclusionProof")



@_attrs_define
class InclusionProof:
    """ A game's place in the log (`GET /v1/log/proof/{game}`): its leaf, the
    audit path, and the signed head of the tree the path leads to. Saved,
    it is all `referee verify --log` needs besides the bundle.

        Attributes:
            audit_path (list[str]): Hex hashes, the leaf's sibling first (RFC 6962 §2.1.1). Example:
                ['0049fe512a7de5ca16a3cb810e95720ce985c83aa026f7b301fcf41d6ea1b037',
                'cff2765d524323cd4aadc69b307b050325cb605be8dcf51297f55c681966a193'].
            game_id (UUID):
            head (SignedTreeHead): A tree head signed by the referee (`GET /v1/log/head`).
            leaf (str): The leaf: six lines of text (docs/FAIRNESS.md, "The public log"),
                five for a leaf of the first version. Example: referee-log-leaf/v2
                01234567-89ab-cdef-0123-456789abcdef
                finished
                4
                0aba837a8568245ece786d80b400be3ad320bcefaaa811904603e65357269054
                unrated
                .
            leaf_index (int): The leaf's position in the log, from 0. Example: 1.
     """

    audit_path: list[str]
    game_id: UUID
    head: SignedTreeHead
    leaf: str
    leaf_index: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.signed_tree_head import SignedTreeHead # noqa: PLC0415
        audit_path = self.audit_path



        game_id = str(self.game_id)

        head = self.head.to_dict()

        leaf = self.leaf

        leaf_index = self.leaf_index


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "audit_path": audit_path,
            "game_id": game_id,
            "head": head,
            "leaf": leaf,
            "leaf_index": leaf_index,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signed_tree_head import SignedTreeHead # noqa: PLC0415
        d = dict(src_dict)
        audit_path = cast(list[str], d.pop("audit_path"))


        game_id = UUID(d.pop("game_id"))




        head = SignedTreeHead.from_dict(d.pop("head"))




        leaf = d.pop("leaf")

        leaf_index = d.pop("leaf_index")

        inclusion_proof = cls(
            audit_path=audit_path,
            game_id=game_id,
            head=head,
            leaf=leaf,
            leaf_index=leaf_index,
        )

        return inclusion_proof

