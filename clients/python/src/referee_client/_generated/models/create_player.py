from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CreatePlayer")



@_attrs_define
class CreatePlayer:
    """ 
        Attributes:
            name (str): Trimmed of surrounding whitespace, 1 to 64 characters with at least
                one visible one (not only whitespace or zero-width characters), and
                no control or bidirectional-formatting characters (U+202A–U+202E,
                U+2066–U+2069, U+200E, U+200F, U+061C); else `422 invalid_name`.
     """

    name: str





    def to_dict(self) -> dict[str, Any]:
        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        create_player = cls(
            name=name,
        )

        return create_player

