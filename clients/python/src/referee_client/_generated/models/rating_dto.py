from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from typing import cast
import datetime






T = TypeVar("T", bound="RatingDto")



@_attrs_define
class RatingDto:
    """ A player's rating in one game.

        Attributes:
            game (GameId): A game kind: its id in the catalog.
            games (int): Rated games of this game finished.
            last_played (datetime.datetime):
            mu (float): Skill (Weng-Lin's mu; a new player's is 25).
            provisional (bool): True while `sigma` is above 6: not on the leaderboard yet.
            shown (float): The rating shown and ranked: `mu - 3 sigma`.
            sigma (float): Its uncertainty (sigma; a new player's is 25/3). It grows while the
                player does not play.
            wins (int): Of those, the games it won (alone or tied for first place).
     """

    game: GameId
    games: int
    last_played: datetime.datetime
    mu: float
    provisional: bool
    shown: float
    sigma: float
    wins: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        games = self.games

        last_played = self.last_played.isoformat()

        mu = self.mu

        provisional = self.provisional

        shown = self.shown

        sigma = self.sigma

        wins = self.wins


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "games": games,
            "last_played": last_played,
            "mu": mu,
            "provisional": provisional,
            "shown": shown,
            "sigma": sigma,
            "wins": wins,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = GameId(d.pop("game"))




        games = d.pop("games")

        last_played = datetime.datetime.fromisoformat(d.pop("last_played"))




        mu = d.pop("mu")

        provisional = d.pop("provisional")

        shown = d.pop("shown")

        sigma = d.pop("sigma")

        wins = d.pop("wins")

        rating_dto = cls(
            game=game,
            games=games,
            last_played=last_played,
            mu=mu,
            provisional=provisional,
            shown=shown,
            sigma=sigma,
            wins=wins,
        )


        rating_dto.additional_properties = d
        return rating_dto

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
