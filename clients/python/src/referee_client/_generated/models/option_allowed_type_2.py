from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.option_range import OptionRange





T = TypeVar("T", bound="OptionAllowedType2")



@_attrs_define
class OptionAllowedType2:
    """ 
        Attributes:
            cards (OptionRange):
            numbers (OptionRange):
     """

    cards: OptionRange
    numbers: OptionRange
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.option_range import OptionRange # noqa: PLC0415
        cards = self.cards.to_dict()

        numbers = self.numbers.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "numbers": numbers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_range import OptionRange # noqa: PLC0415
        d = dict(src_dict)
        cards = OptionRange.from_dict(d.pop("cards"))




        numbers = OptionRange.from_dict(d.pop("numbers"))




        option_allowed_type_2 = cls(
            cards=cards,
            numbers=numbers,
        )


        option_allowed_type_2.additional_properties = d
        return option_allowed_type_2

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
