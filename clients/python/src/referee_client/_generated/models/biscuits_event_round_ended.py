from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_event_round_ended_type import BiscuitsEventRoundEndedType
from typing import cast






T = TypeVar("T", bound="BiscuitsEventRoundEnded")



@_attrs_define
class BiscuitsEventRoundEnded:
    """ Every hand and the deck are empty; `last_seat` played the last card
    and starts the next round, if any. `scores` as in [`Outcome`].

        Attributes:
            last_seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            round_ (int):
            scores (list[int]):
            type_ (BiscuitsEventRoundEndedType):
     """

    last_seat: int
    round_: int
    scores: list[int]
    type_: BiscuitsEventRoundEndedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        last_seat = self.last_seat

        round_ = self.round_

        scores = self.scores



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "last_seat": last_seat,
            "round": round_,
            "scores": scores,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        last_seat = d.pop("last_seat")

        round_ = d.pop("round")

        scores = cast(list[int], d.pop("scores"))


        type_ = BiscuitsEventRoundEndedType(d.pop("type"))




        biscuits_event_round_ended = cls(
            last_seat=last_seat,
            round_=round_,
            scores=scores,
            type_=type_,
        )


        biscuits_event_round_ended.additional_properties = d
        return biscuits_event_round_ended

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
