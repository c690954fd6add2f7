from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_event_table_discarded_type import BiscuitsEventTableDiscardedType
from typing import cast






T = TypeVar("T", bound="BiscuitsEventTableDiscarded")



@_attrs_define
class BiscuitsEventTableDiscarded:
    """ The table went to the discard pile after scoring; `bone_ended` when a
    bone was in force.

        Attributes:
            bone_ended (bool):
            cards (list[int]):
            type_ (BiscuitsEventTableDiscardedType):
     """

    bone_ended: bool
    cards: list[int]
    type_: BiscuitsEventTableDiscardedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bone_ended = self.bone_ended

        cards = self.cards



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bone_ended": bone_ended,
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bone_ended = d.pop("bone_ended")

        cards = cast(list[int], d.pop("cards"))


        type_ = BiscuitsEventTableDiscardedType(d.pop("type"))




        biscuits_event_table_discarded = cls(
            bone_ended=bone_ended,
            cards=cards,
            type_=type_,
        )


        biscuits_event_table_discarded.additional_properties = d
        return biscuits_event_table_discarded

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
