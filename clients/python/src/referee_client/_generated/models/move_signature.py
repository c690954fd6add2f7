from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MoveSignature")



@_attrs_define
class MoveSignature:
    """ A player's Ed25519 signature of a move.

        Attributes:
            key_id (str): The id of the caller's key that signed (`GET /v1/players/me/keys`).
            signature (str): Hex, 64 bytes: the signature of `referee-move-signature/v1`, the
                game id, `expected_version`, the caller's seat and the canonical
                JSON of `action`, each line ending in `\\n`.
     """

    key_id: str
    signature: str





    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        signature = self.signature


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
            "signature": signature,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        signature = d.pop("signature")

        move_signature = cls(
            key_id=key_id,
            signature=signature,
        )

        return move_signature

