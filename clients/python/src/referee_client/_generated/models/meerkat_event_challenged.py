from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_event_challenged_type import MeerkatEventChallengedType
from ..models.meerkat_rank import MeerkatRank
from typing import cast






T = TypeVar("T", bound="MeerkatEventChallenged")



@_attrs_define
class MeerkatEventChallenged:
    """ `challenger` challenged the play of `seat`; its cards are revealed.

        Attributes:
            cards (list[int]):
            challenger (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            rank (MeerkatRank): An announced rank (and the rank of a normal card).
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            truthful (bool): True: the challenge failed.
            type_ (MeerkatEventChallengedType):
     """

    cards: list[int]
    challenger: int
    rank: MeerkatRank
    seat: int
    truthful: bool
    type_: MeerkatEventChallengedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        challenger = self.challenger

        rank = self.rank.value

        seat = self.seat

        truthful = self.truthful

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "challenger": challenger,
            "rank": rank,
            "seat": seat,
            "truthful": truthful,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        challenger = d.pop("challenger")

        rank = MeerkatRank(d.pop("rank"))




        seat = d.pop("seat")

        truthful = d.pop("truthful")

        type_ = MeerkatEventChallengedType(d.pop("type"))




        meerkat_event_challenged = cls(
            cards=cards,
            challenger=challenger,
            rank=rank,
            seat=seat,
            truthful=truthful,
            type_=type_,
        )


        meerkat_event_challenged.additional_properties = d
        return meerkat_event_challenged

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
