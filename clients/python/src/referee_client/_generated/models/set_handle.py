from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SetHandle")



@_attrs_define
class SetHandle:
    """ 
        Attributes:
            handle (str): 2 to 30 ASCII letters, digits, `_` or `-`, starting with a letter or
                digit.
     """

    handle: str





    def to_dict(self) -> dict[str, Any]:
        handle = self.handle


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "handle": handle,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        handle = d.pop("handle")

        set_handle = cls(
            handle=handle,
        )

        return set_handle

