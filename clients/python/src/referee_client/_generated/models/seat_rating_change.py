from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.rating_figures import RatingFigures





T = TypeVar("T", bound="SeatRatingChange")



@_attrs_define
class SeatRatingChange:
    """ One seat's rating before and after a rated game.

        Attributes:
            after (RatingFigures): A rating at one moment: its two figures and the one shown.
            before (RatingFigures): A rating at one moment: its two figures and the one shown.
            place (int): 1: the best score (ties share a place).
            player_id (UUID):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
     """

    after: RatingFigures
    before: RatingFigures
    place: int
    player_id: UUID
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_figures import RatingFigures # noqa: PLC0415
        after = self.after.to_dict()

        before = self.before.to_dict()

        place = self.place

        player_id = str(self.player_id)

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "after": after,
            "before": before,
            "place": place,
            "player_id": player_id,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_figures import RatingFigures # noqa: PLC0415
        d = dict(src_dict)
        after = RatingFigures.from_dict(d.pop("after"))




        before = RatingFigures.from_dict(d.pop("before"))




        place = d.pop("place")

        player_id = UUID(d.pop("player_id"))




        seat = d.pop("seat")

        seat_rating_change = cls(
            after=after,
            before=before,
            place=place,
            player_id=player_id,
            seat=seat,
        )


        seat_rating_change.additional_properties = d
        return seat_rating_change

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
