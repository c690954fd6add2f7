from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_rank import MeerkatRank
from ..models.meerkat_seen_event_play_returned_type import MeerkatSeenEventPlayReturnedType
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_card import MeerkatCard





T = TypeVar("T", bound="MeerkatSeenEventPlayReturned")



@_attrs_define
class MeerkatSeenEventPlayReturned:
    """ 
        Attributes:
            cards (list[MeerkatCard]):
            rank (MeerkatRank): An announced rank (and the rank of a normal card).
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            type_ (MeerkatSeenEventPlayReturnedType):
     """

    cards: list[MeerkatCard]
    rank: MeerkatRank
    seat: int
    type_: MeerkatSeenEventPlayReturnedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_card import MeerkatCard # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        rank = self.rank.value

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "rank": rank,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_card import MeerkatCard # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = MeerkatCard.from_dict(cards_item_data)



            cards.append(cards_item)


        rank = MeerkatRank(d.pop("rank"))




        seat = d.pop("seat")

        type_ = MeerkatSeenEventPlayReturnedType(d.pop("type"))




        meerkat_seen_event_play_returned = cls(
            cards=cards,
            rank=rank,
            seat=seat,
            type_=type_,
        )


        meerkat_seen_event_play_returned.additional_properties = d
        return meerkat_seen_event_play_returned

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
