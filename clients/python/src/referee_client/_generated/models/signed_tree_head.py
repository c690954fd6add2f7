from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SignedTreeHead")



@_attrs_define
class SignedTreeHead:
    """ A tree head signed by the referee (`GET /v1/log/head`).

        Attributes:
            algorithm (str): `ed25519`.
            key_id (str): The signing key's id (`GET /v1/keys`). Example: 34750f98bd59fcfc.
            root_hash (str): Hex, 32 bytes: the RFC 6962 root of the first `tree_size` leaves. Example:
                694820e895b6635648cb2c69a8b673593eceabf952e200da665b8b29917abd21.
            signature (str): Hex, 64 bytes: the Ed25519 signature of the head's four-line text
                (docs/FAIRNESS.md, "The public log"). Example: d10171d62857b14e3bb3213eb33e8ae69e3876ecc54a5ba1c724cc44b9d01fc4a
                d3d3974e610899f755df1ec9be59aa33aae4e1a76e9f4589a19555ae8ecbc07.
            timestamp (int): When the referee signed it: milliseconds since the Unix epoch. Example: 1796472000000.
            tree_size (int): The number of games logged. Example: 3.
     """

    algorithm: str
    key_id: str
    root_hash: str
    signature: str
    timestamp: int
    tree_size: int





    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        key_id = self.key_id

        root_hash = self.root_hash

        signature = self.signature

        timestamp = self.timestamp

        tree_size = self.tree_size


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "algorithm": algorithm,
            "key_id": key_id,
            "root_hash": root_hash,
            "signature": signature,
            "timestamp": timestamp,
            "tree_size": tree_size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        key_id = d.pop("key_id")

        root_hash = d.pop("root_hash")

        signature = d.pop("signature")

        timestamp = d.pop("timestamp")

        tree_size = d.pop("tree_size")

        signed_tree_head = cls(
            algorithm=algorithm,
            key_id=key_id,
            root_hash=root_hash,
            signature=signature,
            timestamp=timestamp,
            tree_size=tree_size,
        )

        return signed_tree_head

