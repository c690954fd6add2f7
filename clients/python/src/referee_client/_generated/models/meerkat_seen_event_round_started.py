from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_seen_event_round_started_type import MeerkatSeenEventRoundStartedType
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_dealt_hand import MeerkatDealtHand
  from ..models.meerkat_pile import MeerkatPile





T = TypeVar("T", bound="MeerkatSeenEventRoundStarted")



@_attrs_define
class MeerkatSeenEventRoundStarted:
    """ 
        Attributes:
            hands (list[MeerkatDealtHand]):
            pile (MeerkatPile):
            round_ (int):
            starting_seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            type_ (MeerkatSeenEventRoundStartedType):
     """

    hands: list[MeerkatDealtHand]
    pile: MeerkatPile
    round_: int
    starting_seat: int
    type_: MeerkatSeenEventRoundStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_dealt_hand import MeerkatDealtHand # noqa: PLC0415
        from ..models.meerkat_pile import MeerkatPile # noqa: PLC0415
        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)



        pile = self.pile.to_dict()

        round_ = self.round_

        starting_seat = self.starting_seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hands": hands,
            "pile": pile,
            "round": round_,
            "starting_seat": starting_seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_dealt_hand import MeerkatDealtHand # noqa: PLC0415
        from ..models.meerkat_pile import MeerkatPile # noqa: PLC0415
        d = dict(src_dict)
        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = MeerkatDealtHand.from_dict(hands_item_data)



            hands.append(hands_item)


        pile = MeerkatPile.from_dict(d.pop("pile"))




        round_ = d.pop("round")

        starting_seat = d.pop("starting_seat")

        type_ = MeerkatSeenEventRoundStartedType(d.pop("type"))




        meerkat_seen_event_round_started = cls(
            hands=hands,
            pile=pile,
            round_=round_,
            starting_seat=starting_seat,
            type_=type_,
        )


        meerkat_seen_event_round_started.additional_properties = d
        return meerkat_seen_event_round_started

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
