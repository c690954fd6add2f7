from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_seen_event_biscuit_earned_type import BiscuitsSeenEventBiscuitEarnedType






T = TypeVar("T", bound="BiscuitsSeenEventBiscuitEarned")



@_attrs_define
class BiscuitsSeenEventBiscuitEarned:
    """ 
        Attributes:
            biscuits_left (int):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            sum_ (int):
            type_ (BiscuitsSeenEventBiscuitEarnedType):
     """

    biscuits_left: int
    seat: int
    sum_: int
    type_: BiscuitsSeenEventBiscuitEarnedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        biscuits_left = self.biscuits_left

        seat = self.seat

        sum_ = self.sum_

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "biscuits_left": biscuits_left,
            "seat": seat,
            "sum": sum_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        biscuits_left = d.pop("biscuits_left")

        seat = d.pop("seat")

        sum_ = d.pop("sum")

        type_ = BiscuitsSeenEventBiscuitEarnedType(d.pop("type"))




        biscuits_seen_event_biscuit_earned = cls(
            biscuits_left=biscuits_left,
            seat=seat,
            sum_=sum_,
            type_=type_,
        )


        biscuits_seen_event_biscuit_earned.additional_properties = d
        return biscuits_seen_event_biscuit_earned

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
