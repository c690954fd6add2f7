from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_seek_dto_game import BiscuitsSeekDtoGame
from ..models.seek_status import SeekStatus
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.biscuits_options import BiscuitsOptions





T = TypeVar("T", bound="BiscuitsSeekDto")



@_attrs_define
class BiscuitsSeekDto:
    """ A seek, as its player sees it.

        Attributes:
            bot_after_secs (int | None):
            created_at (datetime.datetime):
            expires_at (datetime.datetime): When it expires if still waiting.
            game (BiscuitsSeekDtoGame):
            game_id (None | UUID): The game it was seated in, once `matched`.
            id (UUID):
            max_rating (float | None):
            min_rating (float | None):
            options (BiscuitsOptions): Options as a client sends them; every field may be left out. An option
                that has no effect in the chosen variant is refused (RULES.md,
                "Conventions").
            rated (bool):
            seats (int):
            settled_at (datetime.datetime | None): When it was matched, expired or cancelled.
            status (SeekStatus): Where a seek stands: `waiting` for the matchmaker, `matched` (seated
                in a game), `expired` or `cancelled`.
            turn_time (int | None): Seconds a turn may last (`options.turn_time`), if limited.
     """

    bot_after_secs: int | None
    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: BiscuitsSeekDtoGame
    game_id: None | UUID
    id: UUID
    max_rating: float | None
    min_rating: float | None
    options: BiscuitsOptions
    rated: bool
    seats: int
    settled_at: datetime.datetime | None
    status: SeekStatus
    turn_time: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_options import BiscuitsOptions # noqa: PLC0415
        bot_after_secs: int | None
        bot_after_secs = self.bot_after_secs

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game = self.game.value

        game_id: None | str
        if isinstance(self.game_id, UUID):
            game_id = str(self.game_id)
        else:
            game_id = self.game_id

        id = str(self.id)

        max_rating: float | None
        max_rating = self.max_rating

        min_rating: float | None
        min_rating = self.min_rating

        options = self.options.to_dict()

        rated = self.rated

        seats = self.seats

        settled_at: None | str
        if isinstance(self.settled_at, datetime.datetime):
            settled_at = self.settled_at.isoformat()
        else:
            settled_at = self.settled_at

        status = self.status.value

        turn_time: int | None
        turn_time = self.turn_time


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bot_after_secs": bot_after_secs,
            "created_at": created_at,
            "expires_at": expires_at,
            "game": game,
            "game_id": game_id,
            "id": id,
            "max_rating": max_rating,
            "min_rating": min_rating,
            "options": options,
            "rated": rated,
            "seats": seats,
            "settled_at": settled_at,
            "status": status,
            "turn_time": turn_time,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_options import BiscuitsOptions # noqa: PLC0415
        d = dict(src_dict)
        def _parse_bot_after_secs(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bot_after_secs = _parse_bot_after_secs(d.pop("bot_after_secs"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        game = BiscuitsSeekDtoGame(d.pop("game"))




        def _parse_game_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_id_type_0 = UUID(data)



                return game_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        game_id = _parse_game_id(d.pop("game_id"))


        id = UUID(d.pop("id"))




        def _parse_max_rating(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        max_rating = _parse_max_rating(d.pop("max_rating"))


        def _parse_min_rating(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        min_rating = _parse_min_rating(d.pop("min_rating"))


        options = BiscuitsOptions.from_dict(d.pop("options"))




        rated = d.pop("rated")

        seats = d.pop("seats")

        def _parse_settled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                settled_at_type_0 = datetime.datetime.fromisoformat(data)



                return settled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        settled_at = _parse_settled_at(d.pop("settled_at"))


        status = SeekStatus(d.pop("status"))




        def _parse_turn_time(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_time = _parse_turn_time(d.pop("turn_time"))


        biscuits_seek_dto = cls(
            bot_after_secs=bot_after_secs,
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            game_id=game_id,
            id=id,
            max_rating=max_rating,
            min_rating=min_rating,
            options=options,
            rated=rated,
            seats=seats,
            settled_at=settled_at,
            status=status,
            turn_time=turn_time,
        )


        biscuits_seek_dto.additional_properties = d
        return biscuits_seek_dto

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
