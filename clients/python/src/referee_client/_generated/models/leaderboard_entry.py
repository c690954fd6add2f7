from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.rating_dto import RatingDto





T = TypeVar("T", bound="LeaderboardEntry")



@_attrs_define
class LeaderboardEntry:
    """ 
        Attributes:
            name (str):
            player_id (UUID):
            rank (int): 1 for the best shown rating; equal ratings share a rank.
            rating (RatingDto): A player's rating in one game.
     """

    name: str
    player_id: UUID
    rank: int
    rating: RatingDto
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_dto import RatingDto # noqa: PLC0415
        name = self.name

        player_id = str(self.player_id)

        rank = self.rank

        rating = self.rating.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "player_id": player_id,
            "rank": rank,
            "rating": rating,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_dto import RatingDto # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        player_id = UUID(d.pop("player_id"))




        rank = d.pop("rank")

        rating = RatingDto.from_dict(d.pop("rating"))




        leaderboard_entry = cls(
            name=name,
            player_id=player_id,
            rank=rank,
            rating=rating,
        )


        leaderboard_entry.additional_properties = d
        return leaderboard_entry

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
