from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_card_cat_kind import BiscuitsCardCatKind






T = TypeVar("T", bound="BiscuitsCardCat")



@_attrs_define
class BiscuitsCardCat:
    """ 
        Attributes:
            kind (BiscuitsCardCatKind):
            number (int):
     """

    kind: BiscuitsCardCatKind
    number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        number = self.number


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "number": number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = BiscuitsCardCatKind(d.pop("kind"))




        number = d.pop("number")

        biscuits_card_cat = cls(
            kind=kind,
            number=number,
        )


        biscuits_card_cat.additional_properties = d
        return biscuits_card_cat

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
