from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_kind import ActionKind
from ..models.game_id import GameId
from ..models.notification_event_opponent_moved_kind import NotificationEventOpponentMovedKind
from uuid import UUID






T = TypeVar("T", bound="NotificationEventOpponentMoved")



@_attrs_define
class NotificationEventOpponentMoved:
    """ Another seat moved: `action` is the kind of its action (what it
    revealed is in the game's events).

        Attributes:
            action (ActionKind): The kind of a game's action (shake-it-meerkat: play, pass, challenge; woof-meow-biscuits:
                play).
            game (GameId): A game kind: its id in the catalog.
            game_id (UUID):
            kind (NotificationEventOpponentMovedKind):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            version (int):
     """

    action: ActionKind
    game: GameId
    game_id: UUID
    kind: NotificationEventOpponentMovedKind
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        game = self.game.value

        game_id = str(self.game_id)

        kind = self.kind.value

        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
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
        action = ActionKind(d.pop("action"))




        game = GameId(d.pop("game"))




        game_id = UUID(d.pop("game_id"))




        kind = NotificationEventOpponentMovedKind(d.pop("kind"))




        seat = d.pop("seat")

        version = d.pop("version")

        notification_event_opponent_moved = cls(
            action=action,
            game=game,
            game_id=game_id,
            kind=kind,
            seat=seat,
            version=version,
        )


        notification_event_opponent_moved.additional_properties = d
        return notification_event_opponent_moved

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
