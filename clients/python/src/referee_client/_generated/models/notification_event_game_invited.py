from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..models.notification_event_game_invited_kind import NotificationEventGameInvitedKind
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="NotificationEventGameInvited")



@_attrs_define
class NotificationEventGameInvited:
    """ The recipient was invited to `game_id` by `by`, with `seat` kept for
    it (null: any free seat). Join it to accept.

        Attributes:
            by (UUID):
            game (GameId): A game kind: its id in the catalog.
            game_id (UUID):
            kind (NotificationEventGameInvitedKind):
            rematch_of (None | UUID): The finished game this one is a rematch of, for a rematch.
            seat (int | None):
     """

    by: UUID
    game: GameId
    game_id: UUID
    kind: NotificationEventGameInvitedKind
    rematch_of: None | UUID
    seat: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        by = str(self.by)

        game = self.game.value

        game_id = str(self.game_id)

        kind = self.kind.value

        rematch_of: None | str
        if isinstance(self.rematch_of, UUID):
            rematch_of = str(self.rematch_of)
        else:
            rematch_of = self.rematch_of

        seat: int | None
        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by": by,
            "game": game,
            "game_id": game_id,
            "kind": kind,
            "rematch_of": rematch_of,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = UUID(d.pop("by"))




        game = GameId(d.pop("game"))




        game_id = UUID(d.pop("game_id"))




        kind = NotificationEventGameInvitedKind(d.pop("kind"))




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


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        notification_event_game_invited = cls(
            by=by,
            game=game,
            game_id=game_id,
            kind=kind,
            rematch_of=rematch_of,
            seat=seat,
        )


        notification_event_game_invited.additional_properties = d
        return notification_event_game_invited

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
