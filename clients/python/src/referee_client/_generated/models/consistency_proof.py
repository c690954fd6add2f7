from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.signed_tree_head import SignedTreeHead





T = TypeVar("T", bound="ConsistencyProof")



@_attrs_define
class ConsistencyProof:
    """ The proof that the log of `first` leaves is a prefix of the log under
    `head` (`GET /v1/log/consistency`).

        Attributes:
            first (int): The older tree's size (`from`). Example: 2.
            head (SignedTreeHead): A tree head signed by the referee (`GET /v1/log/head`).
            proof (list[str]): Hex hashes (RFC 6962 §2.1.2); empty when both sizes are equal. Example:
                ['cff2765d524323cd4aadc69b307b050325cb605be8dcf51297f55c681966a193'].
     """

    first: int
    head: SignedTreeHead
    proof: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.signed_tree_head import SignedTreeHead # noqa: PLC0415
        first = self.first

        head = self.head.to_dict()

        proof = self.proof




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "first": first,
            "head": head,
            "proof": proof,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signed_tree_head import SignedTreeHead # noqa: PLC0415
        d = dict(src_dict)
        first = d.pop("first")

        head = SignedTreeHead.from_dict(d.pop("head"))




        proof = cast(list[str], d.pop("proof"))


        consistency_proof = cls(
            first=first,
            head=head,
            proof=proof,
        )

        return consistency_proof

