from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BundleSignature")



@_attrs_define
class BundleSignature:
    """ A bundle's signature by the referee.

        Attributes:
            algorithm (str): `ed25519`.
            key_id (str): The signing key's id: the first 16 hex digits of SHA-256 of its
                public key (`GET /v1/keys` lists it).
            signature (str): Hex, 64 bytes: the signature of [`signed_text`].
     """

    algorithm: str
    key_id: str
    signature: str





    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        key_id = self.key_id

        signature = self.signature


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "algorithm": algorithm,
            "key_id": key_id,
            "signature": signature,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        key_id = d.pop("key_id")

        signature = d.pop("signature")

        bundle_signature = cls(
            algorithm=algorithm,
            key_id=key_id,
            signature=signature,
        )

        return bundle_signature

