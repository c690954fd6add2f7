from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..models.game_status import GameStatus
from ..models.visibility import Visibility
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.seat_ref import SeatRef





T = TypeVar("T", bound="GameSummary")



@_attrs_define
class GameSummary:
    """ 
        Attributes:
            created_at (datetime.datetime):
            game (GameId): A game kind: its id in the catalog.
            id (UUID):
            rematch_of (None | UUID): The finished game this one is a rematch of.
            seat_count (int):
            seats_taken (int):
            status (GameStatus): Where a game stands: `open` (waiting for players), `active`,
                `finished` or `aborted`.
            turn (None | SeatRef):
            turn_deadline (datetime.datetime | None): When the current turn's clock runs out; for a resigned seat on turn,
                in any game, the moment its turn began. Null when nobody is on turn,
                or without a clock unless the seat on turn has resigned.
            updated_at (datetime.datetime):
            version (int):
            visibility (Visibility): Who sees a game listed and who may read it.
            you (None | SeatRef):
     """

    created_at: datetime.datetime
    game: GameId
    id: UUID
    rematch_of: None | UUID
    seat_count: int
    seats_taken: int
    status: GameStatus
    turn: None | SeatRef
    turn_deadline: datetime.datetime | None
    updated_at: datetime.datetime
    version: int
    visibility: Visibility
    you: None | SeatRef
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_ref import SeatRef # noqa: PLC0415
        created_at = self.created_at.isoformat()

        game = self.game.value

        id = str(self.id)

        rematch_of: None | str
        if isinstance(self.rematch_of, UUID):
            rematch_of = str(self.rematch_of)
        else:
            rematch_of = self.rematch_of

        seat_count = self.seat_count

        seats_taken = self.seats_taken

        status = self.status.value

        turn: dict[str, Any] | None
        if isinstance(self.turn, SeatRef):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        turn_deadline: None | str
        if isinstance(self.turn_deadline, datetime.datetime):
            turn_deadline = self.turn_deadline.isoformat()
        else:
            turn_deadline = self.turn_deadline

        updated_at = self.updated_at.isoformat()

        version = self.version

        visibility = self.visibility.value

        you: dict[str, Any] | None
        if isinstance(self.you, SeatRef):
            you = self.you.to_dict()
        else:
            you = self.you


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "game": game,
            "id": id,
            "rematch_of": rematch_of,
            "seat_count": seat_count,
            "seats_taken": seats_taken,
            "status": status,
            "turn": turn,
            "turn_deadline": turn_deadline,
            "updated_at": updated_at,
            "version": version,
            "visibility": visibility,
            "you": you,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_ref import SeatRef # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        game = GameId(d.pop("game"))




        id = UUID(d.pop("id"))




        def _parse_rematch_of(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_of_type_0 = UUID(data)



                return rematch_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))


        seat_count = d.pop("seat_count")

        seats_taken = d.pop("seats_taken")

        status = GameStatus(d.pop("status"))




        def _parse_turn(data: object) -> None | SeatRef:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_1 = SeatRef.from_dict(data)



                return turn_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatRef, data)

        turn = _parse_turn(d.pop("turn"))


        def _parse_turn_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                turn_deadline_type_0 = datetime.datetime.fromisoformat(data)



                return turn_deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        turn_deadline = _parse_turn_deadline(d.pop("turn_deadline"))


        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        version = d.pop("version")

        visibility = Visibility(d.pop("visibility"))




        def _parse_you(data: object) -> None | SeatRef:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_1 = SeatRef.from_dict(data)



                return you_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatRef, data)

        you = _parse_you(d.pop("you"))


        game_summary = cls(
            created_at=created_at,
            game=game,
            id=id,
            rematch_of=rematch_of,
            seat_count=seat_count,
            seats_taken=seats_taken,
            status=status,
            turn=turn,
            turn_deadline=turn_deadline,
            updated_at=updated_at,
            version=version,
            visibility=visibility,
            you=you,
        )


        game_summary.additional_properties = d
        return game_summary

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
