from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_event_points_lost_type import BiscuitsEventPointsLostType
from ..models.penalty import Penalty






T = TypeVar("T", bound="BiscuitsEventPointsLost")



@_attrs_define
class BiscuitsEventPointsLost:
    """ Advanced: `seat` was to lose `penalty` points (the cards on the table)
    and lost `points` of them, stopping at 0; it now has `total`.

        Attributes:
            cause (Penalty): Why a seat was penalised (RULES.md, Game 2, "A turn", step 3).
            penalty (int):
            points (int):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            sum_ (int):
            total (int):
            type_ (BiscuitsEventPointsLostType):
     """

    cause: Penalty
    penalty: int
    points: int
    seat: int
    sum_: int
    total: int
    type_: BiscuitsEventPointsLostType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cause = self.cause.value

        penalty = self.penalty

        points = self.points

        seat = self.seat

        sum_ = self.sum_

        total = self.total

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cause": cause,
            "penalty": penalty,
            "points": points,
            "seat": seat,
            "sum": sum_,
            "total": total,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cause = Penalty(d.pop("cause"))




        penalty = d.pop("penalty")

        points = d.pop("points")

        seat = d.pop("seat")

        sum_ = d.pop("sum")

        total = d.pop("total")

        type_ = BiscuitsEventPointsLostType(d.pop("type"))




        biscuits_event_points_lost = cls(
            cause=cause,
            penalty=penalty,
            points=points,
            seat=seat,
            sum_=sum_,
            total=total,
            type_=type_,
        )


        biscuits_event_points_lost.additional_properties = d
        return biscuits_event_points_lost

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
