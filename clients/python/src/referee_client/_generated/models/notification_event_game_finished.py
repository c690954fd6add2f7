from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..models.notification_event_game_finished_kind import NotificationEventGameFinishedKind
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.outcome import Outcome





T = TypeVar("T", bound="NotificationEventGameFinished")



@_attrs_define
class NotificationEventGameFinished:
    """ 
        Attributes:
            game (GameId): A game kind: its id in the catalog.
            game_id (UUID):
            kind (NotificationEventGameFinishedKind):
            outcome (Outcome): How the game stands: finished or not, each seat's score, who won.
            version (int):
     """

    game: GameId
    game_id: UUID
    kind: NotificationEventGameFinishedKind
    outcome: Outcome
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        game = self.game.value

        game_id = str(self.game_id)

        kind = self.kind.value

        outcome = self.outcome.to_dict()

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "game_id": game_id,
            "kind": kind,
            "outcome": outcome,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        d = dict(src_dict)
        game = GameId(d.pop("game"))




        game_id = UUID(d.pop("game_id"))




        kind = NotificationEventGameFinishedKind(d.pop("kind"))




        outcome = Outcome.from_dict(d.pop("outcome"))




        version = d.pop("version")

        notification_event_game_finished = cls(
            game=game,
            game_id=game_id,
            kind=kind,
            outcome=outcome,
            version=version,
        )


        notification_event_game_finished.additional_properties = d
        return notification_event_game_finished

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
