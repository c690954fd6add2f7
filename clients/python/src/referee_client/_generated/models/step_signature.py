from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.signer import Signer
from ..types import UNSET, Unset






T = TypeVar("T", bound="StepSignature")



@_attrs_define
class StepSignature:
    """ A step's signature: its player's over the move it sent
    ([`move_text`]), or the referee's over a step it played itself
    ([`step_text`]).

        Attributes:
            algorithm (str): `ed25519`.
            key_id (str): The signing key's id: the first 16 hex digits of SHA-256 of its
                public key.
            signature (str): Hex, 64 bytes.
            signer (Signer): Who signed a step.
            public_key (str | Unset): A player's public key, hex (32 bytes), so that the bundle verifies
                offline. Absent for the referee's (`GET /v1/keys` lists it).
     """

    algorithm: str
    key_id: str
    signature: str
    signer: Signer
    public_key: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        key_id = self.key_id

        signature = self.signature

        signer = self.signer.value

        public_key = self.public_key


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "algorithm": algorithm,
            "key_id": key_id,
            "signature": signature,
            "signer": signer,
        })
        if public_key is not UNSET:
            field_dict["public_key"] = public_key

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        key_id = d.pop("key_id")

        signature = d.pop("signature")

        signer = Signer(d.pop("signer"))




        public_key = d.pop("public_key", UNSET)

        step_signature = cls(
            algorithm=algorithm,
            key_id=key_id,
            signature=signature,
            signer=signer,
            public_key=public_key,
        )

        return step_signature

