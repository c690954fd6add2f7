from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_seen_event_warning_taken_type import BiscuitsSeenEventWarningTakenType
from ..models.penalty import Penalty






T = TypeVar("T", bound="BiscuitsSeenEventWarningTaken")



@_attrs_define
class BiscuitsSeenEventWarningTaken:
    """ 
        Attributes:
            cause (Penalty): Why a seat was penalised (RULES.md, Game 2, "A turn", step 3).
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            sum_ (int):
            type_ (BiscuitsSeenEventWarningTakenType):
            warnings_left (int):
     """

    cause: Penalty
    seat: int
    sum_: int
    type_: BiscuitsSeenEventWarningTakenType
    warnings_left: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cause = self.cause.value

        seat = self.seat

        sum_ = self.sum_

        type_ = self.type_.value

        warnings_left = self.warnings_left


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cause": cause,
            "seat": seat,
            "sum": sum_,
            "type": type_,
            "warnings_left": warnings_left,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cause = Penalty(d.pop("cause"))




        seat = d.pop("seat")

        sum_ = d.pop("sum")

        type_ = BiscuitsSeenEventWarningTakenType(d.pop("type"))




        warnings_left = d.pop("warnings_left")

        biscuits_seen_event_warning_taken = cls(
            cause=cause,
            seat=seat,
            sum_=sum_,
            type_=type_,
            warnings_left=warnings_left,
        )


        biscuits_seen_event_warning_taken.additional_properties = d
        return biscuits_seen_event_warning_taken

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
