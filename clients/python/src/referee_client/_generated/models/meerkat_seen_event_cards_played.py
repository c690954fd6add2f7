from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_rank import MeerkatRank
from ..models.meerkat_seen_event_cards_played_type import MeerkatSeenEventCardsPlayedType
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_face_down import MeerkatFaceDown





T = TypeVar("T", bound="MeerkatSeenEventCardsPlayed")



@_attrs_define
class MeerkatSeenEventCardsPlayed:
    """ 
        Attributes:
            cards (MeerkatFaceDown): Face-down cards as a viewer sees them: always how many and their backs
                (sorted); the cards themselves only when the viewer may see their faces.
            rank (MeerkatRank): An announced rank (and the rank of a normal card).
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            type_ (MeerkatSeenEventCardsPlayedType):
     """

    cards: MeerkatFaceDown
    rank: MeerkatRank
    seat: int
    type_: MeerkatSeenEventCardsPlayedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_face_down import MeerkatFaceDown # noqa: PLC0415
        cards = self.cards.to_dict()

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
        from ..models.meerkat_face_down import MeerkatFaceDown # noqa: PLC0415
        d = dict(src_dict)
        cards = MeerkatFaceDown.from_dict(d.pop("cards"))




        rank = MeerkatRank(d.pop("rank"))




        seat = d.pop("seat")

        type_ = MeerkatSeenEventCardsPlayedType(d.pop("type"))




        meerkat_seen_event_cards_played = cls(
            cards=cards,
            rank=rank,
            seat=seat,
            type_=type_,
        )


        meerkat_seen_event_cards_played.additional_properties = d
        return meerkat_seen_event_cards_played

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
