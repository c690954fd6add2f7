from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..models.notification_event_seat_joined_kind import NotificationEventSeatJoinedKind
from uuid import UUID






T = TypeVar("T", bound="NotificationEventSeatJoined")



@_attrs_define
class NotificationEventSeatJoined:
    """ Someone took a seat in a game the recipient is seated in.

        Attributes:
            game (GameId): A game kind: its id in the catalog.
            game_id (UUID):
            kind (NotificationEventSeatJoinedKind):
            name (str):
            player_id (UUID):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
     """

    game: GameId
    game_id: UUID
    kind: NotificationEventSeatJoinedKind
    name: str
    player_id: UUID
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        game_id = str(self.game_id)

        kind = self.kind.value

        name = self.name

        player_id = str(self.player_id)

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "game_id": game_id,
            "kind": kind,
            "name": name,
            "player_id": player_id,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = GameId(d.pop("game"))




        game_id = UUID(d.pop("game_id"))




        kind = NotificationEventSeatJoinedKind(d.pop("kind"))




        name = d.pop("name")

        player_id = UUID(d.pop("player_id"))




        seat = d.pop("seat")

        notification_event_seat_joined = cls(
            game=game,
            game_id=game_id,
            kind=kind,
            name=name,
            player_id=player_id,
            seat=seat,
        )


        notification_event_seat_joined.additional_properties = d
        return notification_event_seat_joined

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
