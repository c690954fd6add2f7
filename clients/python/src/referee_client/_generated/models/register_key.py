from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RegisterKey")



@_attrs_define
class RegisterKey:
    """ 
        Attributes:
            public_key (str): An Ed25519 public key (RFC 8032): 32 bytes, hex.
     """

    public_key: str





    def to_dict(self) -> dict[str, Any]:
        public_key = self.public_key


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "public_key": public_key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        public_key = d.pop("public_key")

        register_key = cls(
            public_key=public_key,
        )

        return register_key

