from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="BiscuitsSeatScore")



@_attrs_define
class BiscuitsSeatScore:
    """ One seat's standing. Basic: `biscuits`, `warnings` and `score` =
    7 × biscuits − 3 × warnings; advanced: `score` = points.

        Attributes:
            score (int):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            biscuits (int | Unset):
            warnings (int | Unset):
     """

    score: int
    seat: int
    biscuits: int | Unset = UNSET
    warnings: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        score = self.score

        seat = self.seat

        biscuits = self.biscuits

        warnings = self.warnings


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "score": score,
            "seat": seat,
        })
        if biscuits is not UNSET:
            field_dict["biscuits"] = biscuits
        if warnings is not UNSET:
            field_dict["warnings"] = warnings

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        score = d.pop("score")

        seat = d.pop("seat")

        biscuits = d.pop("biscuits", UNSET)

        warnings = d.pop("warnings", UNSET)

        biscuits_seat_score = cls(
            score=score,
            seat=seat,
            biscuits=biscuits,
            warnings=warnings,
        )


        biscuits_seat_score.additional_properties = d
        return biscuits_seat_score

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
