from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_action_play_kind import BiscuitsActionPlayKind






T = TypeVar("T", bound="BiscuitsActionPlay")



@_attrs_define
class BiscuitsActionPlay:
    """ 
        Attributes:
            card (int): A card id: 0 to the deck's size - 1 (33 cards unless the `deck` option says otherwise)
            kind (BiscuitsActionPlayKind):
     """

    card: int
    kind: BiscuitsActionPlayKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        kind = self.kind.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        kind = BiscuitsActionPlayKind(d.pop("kind"))




        biscuits_action_play = cls(
            card=card,
            kind=kind,
        )


        biscuits_action_play.additional_properties = d
        return biscuits_action_play

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
