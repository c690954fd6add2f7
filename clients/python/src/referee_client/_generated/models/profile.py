from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.finished_game import FinishedGame
  from ..models.rating_dto import RatingDto





T = TypeVar("T", bound="Profile")



@_attrs_define
class Profile:
    """ A player as anyone may see it.

        Attributes:
            id (UUID):
            name (str):
            rated_games (int): Rated games finished, all games together. Rated games are never
                private: these counts hold no private game.
            rated_wins (int): Rated games won.
            ratings (list[RatingDto]): One rating per game the player has finished a rated game of.
            recent_games (list[FinishedGame]): The player's latest finished public games that anyone may read,
                newest first (at most 10; unlisted and private games, and those
                only their players may read, are never listed).
            since (datetime.datetime): When the player registered.
     """

    id: UUID
    name: str
    rated_games: int
    rated_wins: int
    ratings: list[RatingDto]
    recent_games: list[FinishedGame]
    since: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.finished_game import FinishedGame # noqa: PLC0415
        from ..models.rating_dto import RatingDto # noqa: PLC0415
        id = str(self.id)

        name = self.name

        rated_games = self.rated_games

        rated_wins = self.rated_wins

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        recent_games = []
        for recent_games_item_data in self.recent_games:
            recent_games_item = recent_games_item_data.to_dict()
            recent_games.append(recent_games_item)



        since = self.since.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "rated_games": rated_games,
            "rated_wins": rated_wins,
            "ratings": ratings,
            "recent_games": recent_games,
            "since": since,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.finished_game import FinishedGame # noqa: PLC0415
        from ..models.rating_dto import RatingDto # noqa: PLC0415
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        name = d.pop("name")

        rated_games = d.pop("rated_games")

        rated_wins = d.pop("rated_wins")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = RatingDto.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        recent_games = []
        _recent_games = d.pop("recent_games")
        for recent_games_item_data in (_recent_games):
            recent_games_item = FinishedGame.from_dict(recent_games_item_data)



            recent_games.append(recent_games_item)


        since = datetime.datetime.fromisoformat(d.pop("since"))




        profile = cls(
            id=id,
            name=name,
            rated_games=rated_games,
            rated_wins=rated_wins,
            ratings=ratings,
            recent_games=recent_games,
            since=since,
        )


        profile.additional_properties = d
        return profile

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
