from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_event_round_started_type import BiscuitsEventRoundStartedType
from typing import cast






T = TypeVar("T", bound="BiscuitsEventRoundStarted")



@_attrs_define
class BiscuitsEventRoundStarted:
    """ All cards were shuffled and dealt: `hands[s]` (sorted by id) went to
    seat `s`; `deck` (top first) is the draw deck. The table is empty, no
    bone is in force, play goes clockwise and `starting_seat` is on turn
    (RULES.md, Game 2, "Setup of each round").

        Attributes:
            deck (list[int]):
            hands (list[list[int]]):
            round_ (int):
            starting_seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            type_ (BiscuitsEventRoundStartedType):
     """

    deck: list[int]
    hands: list[list[int]]
    round_: int
    starting_seat: int
    type_: BiscuitsEventRoundStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deck = self.deck



        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        round_ = self.round_

        starting_seat = self.starting_seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck": deck,
            "hands": hands,
            "round": round_,
            "starting_seat": starting_seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = cast(list[int], d.pop("deck"))


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = cast(list[int], hands_item_data)

            hands.append(hands_item)


        round_ = d.pop("round")

        starting_seat = d.pop("starting_seat")

        type_ = BiscuitsEventRoundStartedType(d.pop("type"))




        biscuits_event_round_started = cls(
            deck=deck,
            hands=hands,
            round_=round_,
            starting_seat=starting_seat,
            type_=type_,
        )


        biscuits_event_round_started.additional_properties = d
        return biscuits_event_round_started

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
