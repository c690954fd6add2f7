from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="OptionRange")



@_attrs_define
class OptionRange:
    """ 
        Attributes:
            max_ (int | str):
            min_ (int | str):
     """

    max_: int | str
    min_: int | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        max_: int | str
        max_ = self.max_

        min_: int | str
        min_ = self.min_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "max": max_,
            "min": min_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_max_(data: object) -> int | str:
            return cast(int | str, data)

        max_ = _parse_max_(d.pop("max"))


        def _parse_min_(data: object) -> int | str:
            return cast(int | str, data)

        min_ = _parse_min_(d.pop("min"))


        option_range = cls(
            max_=max_,
            min_=min_,
        )


        option_range.additional_properties = d
        return option_range

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
