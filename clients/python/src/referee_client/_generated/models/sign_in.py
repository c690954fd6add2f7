from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SignIn")



@_attrs_define
class SignIn:
    """ 
        Attributes:
            handle (str): The player's handle, in any case.
            password (str):
     """

    handle: str
    password: str





    def to_dict(self) -> dict[str, Any]:
        handle = self.handle

        password = self.password


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "handle": handle,
            "password": password,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        handle = d.pop("handle")

        password = d.pop("password")

        sign_in = cls(
            handle=handle,
            password=password,
        )

        return sign_in

