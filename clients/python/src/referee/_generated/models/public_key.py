from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PublicKey")



@_attrs_define
class PublicKey:
    """ A public key of the referee.

        Attributes:
            active (bool): Whether the referee signs with it now.
            algorithm (str): `ed25519`.
            key_id (str): The first 16 hex digits of SHA-256 of the public key: a bundle's
                `signature.key_id`.
            public_key (str): Hex, 32 bytes.
     """

    active: bool
    algorithm: str
    key_id: str
    public_key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        active = self.active

        algorithm = self.algorithm

        key_id = self.key_id

        public_key = self.public_key


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active": active,
            "algorithm": algorithm,
            "key_id": key_id,
            "public_key": public_key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        algorithm = d.pop("algorithm")

        key_id = d.pop("key_id")

        public_key = d.pop("public_key")

        public_key = cls(
            active=active,
            algorithm=algorithm,
            key_id=key_id,
            public_key=public_key,
        )


        public_key.additional_properties = d
        return public_key

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
