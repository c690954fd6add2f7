from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_action_play_kind import MeerkatActionPlayKind
from ..models.meerkat_rank import MeerkatRank
from typing import cast






T = TypeVar("T", bound="MeerkatActionPlay")



@_attrs_define
class MeerkatActionPlay:
    """ Lay `cards` face down announced as `count` cards of `rank`.

        Attributes:
            cards (list[int]):
            kind (MeerkatActionPlayKind):
            rank (MeerkatRank): An announced rank (and the rank of a normal card).
     """

    cards: list[int]
    kind: MeerkatActionPlayKind
    rank: MeerkatRank
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        kind = self.kind.value

        rank = self.rank.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "kind": kind,
            "rank": rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        kind = MeerkatActionPlayKind(d.pop("kind"))




        rank = MeerkatRank(d.pop("rank"))




        meerkat_action_play = cls(
            cards=cards,
            kind=kind,
            rank=rank,
        )


        meerkat_action_play.additional_properties = d
        return meerkat_action_play

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
