from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..models.notification_event_your_turn_kind import NotificationEventYourTurnKind
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="NotificationEventYourTurn")



@_attrs_define
class NotificationEventYourTurn:
    """ It is the recipient's turn in `game_id` at `version`.

        Attributes:
            deadline (datetime.datetime | None): When the turn's clock runs out; null when the game has no clock.
            game (GameId): A game kind: its id in the catalog.
            game_id (UUID):
            kind (NotificationEventYourTurnKind):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            version (int):
     """

    deadline: datetime.datetime | None
    game: GameId
    game_id: UUID
    kind: NotificationEventYourTurnKind
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        game = self.game.value

        game_id = str(self.game_id)

        kind = self.kind.value

        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deadline": deadline,
            "game": game,
            "game_id": game_id,
            "kind": kind,
            "seat": seat,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)



                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))


        game = GameId(d.pop("game"))




        game_id = UUID(d.pop("game_id"))




        kind = NotificationEventYourTurnKind(d.pop("kind"))




        seat = d.pop("seat")

        version = d.pop("version")

        notification_event_your_turn = cls(
            deadline=deadline,
            game=game,
            game_id=game_id,
            kind=kind,
            seat=seat,
            version=version,
        )


        notification_event_your_turn.additional_properties = d
        return notification_event_your_turn

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
