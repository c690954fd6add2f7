from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..models.notification_event_game_started_kind import NotificationEventGameStartedKind
from uuid import UUID






T = TypeVar("T", bound="NotificationEventGameStarted")



@_attrs_define
class NotificationEventGameStarted:
    """ The last seat was taken and the cards dealt.

        Attributes:
            game (GameId): A game kind: its id in the catalog.
            game_id (UUID):
            kind (NotificationEventGameStartedKind):
            version (int):
     """

    game: GameId
    game_id: UUID
    kind: NotificationEventGameStartedKind
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        game_id = str(self.game_id)

        kind = self.kind.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "game_id": game_id,
            "kind": kind,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = GameId(d.pop("game"))




        game_id = UUID(d.pop("game_id"))




        kind = NotificationEventGameStartedKind(d.pop("kind"))




        version = d.pop("version")

        notification_event_game_started = cls(
            game=game,
            game_id=game_id,
            kind=kind,
            version=version,
        )


        notification_event_game_started.additional_properties = d
        return notification_event_game_started

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
