from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_create_seek_game import MeerkatCreateSeekGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_options import MeerkatOptions





T = TypeVar("T", bound="MeerkatCreateSeek")



@_attrs_define
class MeerkatCreateSeek:
    """ 
        Attributes:
            game (MeerkatCreateSeekGame): A game id from the catalog.
            seats (int): The table size: any whole number; one the game does not seat is
                `422 seats_out_of_range`.
            bot_after_secs (int | None | Unset): If no table is found after this many seconds, the seeker gets an
                unrated game against the server's `random` bots. Less than the
                seek's lifetime (`REFEREE_SEEK_TTL_SECS`), else
                `422 invalid_bot_after`.
            max_rating (float | None | Unset): The highest shown rating the seeker accepts at its table.
            min_rating (float | None | Unset): The lowest shown rating (`mu - 3 sigma`, in this game) the seeker
                accepts at its table.
            options (MeerkatOptions | None | Unset):
            rated (bool | None | Unset): A rated game (docs/RATINGS.md); only rated seeks meet rated seeks.
                Default false.
     """

    game: MeerkatCreateSeekGame
    seats: int
    bot_after_secs: int | None | Unset = UNSET
    max_rating: float | None | Unset = UNSET
    min_rating: float | None | Unset = UNSET
    options: MeerkatOptions | None | Unset = UNSET
    rated: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_options import MeerkatOptions # noqa: PLC0415
        game = self.game.value

        seats = self.seats

        bot_after_secs: int | None | Unset
        if isinstance(self.bot_after_secs, Unset):
            bot_after_secs = UNSET
        else:
            bot_after_secs = self.bot_after_secs

        max_rating: float | None | Unset
        if isinstance(self.max_rating, Unset):
            max_rating = UNSET
        else:
            max_rating = self.max_rating

        min_rating: float | None | Unset
        if isinstance(self.min_rating, Unset):
            min_rating = UNSET
        else:
            min_rating = self.min_rating

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, MeerkatOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        rated: bool | None | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seats": seats,
        })
        if bot_after_secs is not UNSET:
            field_dict["bot_after_secs"] = bot_after_secs
        if max_rating is not UNSET:
            field_dict["max_rating"] = max_rating
        if min_rating is not UNSET:
            field_dict["min_rating"] = min_rating
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_options import MeerkatOptions # noqa: PLC0415
        d = dict(src_dict)
        game = MeerkatCreateSeekGame(d.pop("game"))




        seats = d.pop("seats")

        def _parse_bot_after_secs(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bot_after_secs = _parse_bot_after_secs(d.pop("bot_after_secs", UNSET))


        def _parse_max_rating(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        max_rating = _parse_max_rating(d.pop("max_rating", UNSET))


        def _parse_min_rating(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        min_rating = _parse_min_rating(d.pop("min_rating", UNSET))


        def _parse_options(data: object) -> MeerkatOptions | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1 = MeerkatOptions.from_dict(data)



                return options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeerkatOptions | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_rated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))


        meerkat_create_seek = cls(
            game=game,
            seats=seats,
            bot_after_secs=bot_after_secs,
            max_rating=max_rating,
            min_rating=min_rating,
            options=options,
            rated=rated,
        )

        return meerkat_create_seek

