from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_seek_dto_game import MeerkatSeekDtoGame
from ..models.seek_status import SeekStatus
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.meerkat_options import MeerkatOptions





T = TypeVar("T", bound="MeerkatSeekDto")



@_attrs_define
class MeerkatSeekDto:
    """ A seek, as its player sees it.

        Attributes:
            created_at (datetime.datetime):
            expires_at (datetime.datetime): When it expires if still waiting.
            game (MeerkatSeekDtoGame):
            id (UUID):
            options (MeerkatOptions): Options as a client sends them; every field may be left out.
            rated (bool):
            seats (int):
            status (SeekStatus): Where a seek stands: `waiting` for the matchmaker, `matched` (seated
                in a game), `expired` or `cancelled`.
            bot_after_secs (int | None | Unset):
            game_id (None | Unset | UUID): The game it was seated in, once `matched`.
            max_rating (float | None | Unset):
            min_rating (float | None | Unset):
            settled_at (datetime.datetime | None | Unset): When it was matched, expired or cancelled.
            turn_time (int | None | Unset): Seconds a turn may last (`options.turn_time`), if limited.
     """

    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: MeerkatSeekDtoGame
    id: UUID
    options: MeerkatOptions
    rated: bool
    seats: int
    status: SeekStatus
    bot_after_secs: int | None | Unset = UNSET
    game_id: None | Unset | UUID = UNSET
    max_rating: float | None | Unset = UNSET
    min_rating: float | None | Unset = UNSET
    settled_at: datetime.datetime | None | Unset = UNSET
    turn_time: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_options import MeerkatOptions # noqa: PLC0415
        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game = self.game.value

        id = str(self.id)

        options = self.options.to_dict()

        rated = self.rated

        seats = self.seats

        status = self.status.value

        bot_after_secs: int | None | Unset
        if isinstance(self.bot_after_secs, Unset):
            bot_after_secs = UNSET
        else:
            bot_after_secs = self.bot_after_secs

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        elif isinstance(self.game_id, UUID):
            game_id = str(self.game_id)
        else:
            game_id = self.game_id

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

        settled_at: None | str | Unset
        if isinstance(self.settled_at, Unset):
            settled_at = UNSET
        elif isinstance(self.settled_at, datetime.datetime):
            settled_at = self.settled_at.isoformat()
        else:
            settled_at = self.settled_at

        turn_time: int | None | Unset
        if isinstance(self.turn_time, Unset):
            turn_time = UNSET
        else:
            turn_time = self.turn_time


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "expires_at": expires_at,
            "game": game,
            "id": id,
            "options": options,
            "rated": rated,
            "seats": seats,
            "status": status,
        })
        if bot_after_secs is not UNSET:
            field_dict["bot_after_secs"] = bot_after_secs
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if max_rating is not UNSET:
            field_dict["max_rating"] = max_rating
        if min_rating is not UNSET:
            field_dict["min_rating"] = min_rating
        if settled_at is not UNSET:
            field_dict["settled_at"] = settled_at
        if turn_time is not UNSET:
            field_dict["turn_time"] = turn_time

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_options import MeerkatOptions # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        game = MeerkatSeekDtoGame(d.pop("game"))




        id = UUID(d.pop("id"))




        options = MeerkatOptions.from_dict(d.pop("options"))




        rated = d.pop("rated")

        seats = d.pop("seats")

        status = SeekStatus(d.pop("status"))




        def _parse_bot_after_secs(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bot_after_secs = _parse_bot_after_secs(d.pop("bot_after_secs", UNSET))


        def _parse_game_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_id_type_0 = UUID(data)



                return game_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))


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


        def _parse_settled_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                settled_at_type_0 = datetime.datetime.fromisoformat(data)



                return settled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        settled_at = _parse_settled_at(d.pop("settled_at", UNSET))


        def _parse_turn_time(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_time = _parse_turn_time(d.pop("turn_time", UNSET))


        meerkat_seek_dto = cls(
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            id=id,
            options=options,
            rated=rated,
            seats=seats,
            status=status,
            bot_after_secs=bot_after_secs,
            game_id=game_id,
            max_rating=max_rating,
            min_rating=min_rating,
            settled_at=settled_at,
            turn_time=turn_time,
        )


        meerkat_seek_dto.additional_properties = d
        return meerkat_seek_dto

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
