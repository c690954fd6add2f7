from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_play_range import MeerkatPlayRange





T = TypeVar("T", bound="MeerkatLegal")



@_attrs_define
class MeerkatLegal:
    """ What the seat on turn may do (RULES.md, Game 1, "A turn").

        Attributes:
            may_challenge (bool):
            may_pass (bool):
            plays (list[MeerkatPlayRange]): Allowed plays: any `count` in `min_count..=max_count` with any of
                `ranks` (weakest first). Cards may be any in hand: lies are legal.
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
     """

    may_challenge: bool
    may_pass: bool
    plays: list[MeerkatPlayRange]
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_play_range import MeerkatPlayRange # noqa: PLC0415
        may_challenge = self.may_challenge

        may_pass = self.may_pass

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)



        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "may_challenge": may_challenge,
            "may_pass": may_pass,
            "plays": plays,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_play_range import MeerkatPlayRange # noqa: PLC0415
        d = dict(src_dict)
        may_challenge = d.pop("may_challenge")

        may_pass = d.pop("may_pass")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = MeerkatPlayRange.from_dict(plays_item_data)



            plays.append(plays_item)


        seat = d.pop("seat")

        meerkat_legal = cls(
            may_challenge=may_challenge,
            may_pass=may_pass,
            plays=plays,
            seat=seat,
        )


        meerkat_legal.additional_properties = d
        return meerkat_legal

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
