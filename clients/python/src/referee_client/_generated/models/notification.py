from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.notification_event_game_aborted import NotificationEventGameAborted
  from ..models.notification_event_game_finished import NotificationEventGameFinished
  from ..models.notification_event_game_invited import NotificationEventGameInvited
  from ..models.notification_event_game_started import NotificationEventGameStarted
  from ..models.notification_event_opponent_moved import NotificationEventOpponentMoved
  from ..models.notification_event_seat_joined import NotificationEventSeatJoined
  from ..models.notification_event_seat_left import NotificationEventSeatLeft
  from ..models.notification_event_webhook_paused import NotificationEventWebhookPaused
  from ..models.notification_event_your_turn import NotificationEventYourTurn





T = TypeVar("T", bound="Notification")



@_attrs_define
class Notification:
    """ A notification: its cursor (strictly increasing per player) and what it
    tells of. The same document is a stream event's `data` and a webhook's
    body.

        Attributes:
            created_at (datetime.datetime):
            cursor (int):
            event (NotificationEventGameAborted | NotificationEventGameFinished | NotificationEventGameInvited |
                NotificationEventGameStarted | NotificationEventOpponentMoved | NotificationEventSeatJoined |
                NotificationEventSeatLeft | NotificationEventWebhookPaused | NotificationEventYourTurn): What a notification
                tells of. It holds nothing its recipient's own view
                would not show: a move is named by its kind only.
     """

    created_at: datetime.datetime
    cursor: int
    event: NotificationEventGameAborted | NotificationEventGameFinished | NotificationEventGameInvited | NotificationEventGameStarted | NotificationEventOpponentMoved | NotificationEventSeatJoined | NotificationEventSeatLeft | NotificationEventWebhookPaused | NotificationEventYourTurn
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.notification_event_game_aborted import NotificationEventGameAborted # noqa: PLC0415
        from ..models.notification_event_game_finished import NotificationEventGameFinished # noqa: PLC0415
        from ..models.notification_event_game_invited import NotificationEventGameInvited # noqa: PLC0415
        from ..models.notification_event_game_started import NotificationEventGameStarted # noqa: PLC0415
        from ..models.notification_event_opponent_moved import NotificationEventOpponentMoved # noqa: PLC0415
        from ..models.notification_event_seat_joined import NotificationEventSeatJoined # noqa: PLC0415
        from ..models.notification_event_seat_left import NotificationEventSeatLeft # noqa: PLC0415
        from ..models.notification_event_webhook_paused import NotificationEventWebhookPaused # noqa: PLC0415
        from ..models.notification_event_your_turn import NotificationEventYourTurn # noqa: PLC0415
        created_at = self.created_at.isoformat()

        cursor = self.cursor

        event: dict[str, Any]
        if isinstance(self.event, NotificationEventYourTurn):
            event = self.event.to_dict()
        elif isinstance(self.event, NotificationEventGameStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, NotificationEventSeatJoined):
            event = self.event.to_dict()
        elif isinstance(self.event, NotificationEventSeatLeft):
            event = self.event.to_dict()
        elif isinstance(self.event, NotificationEventOpponentMoved):
            event = self.event.to_dict()
        elif isinstance(self.event, NotificationEventGameFinished):
            event = self.event.to_dict()
        elif isinstance(self.event, NotificationEventGameAborted):
            event = self.event.to_dict()
        elif isinstance(self.event, NotificationEventGameInvited):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "cursor": cursor,
            "event": event,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notification_event_game_aborted import NotificationEventGameAborted # noqa: PLC0415
        from ..models.notification_event_game_finished import NotificationEventGameFinished # noqa: PLC0415
        from ..models.notification_event_game_invited import NotificationEventGameInvited # noqa: PLC0415
        from ..models.notification_event_game_started import NotificationEventGameStarted # noqa: PLC0415
        from ..models.notification_event_opponent_moved import NotificationEventOpponentMoved # noqa: PLC0415
        from ..models.notification_event_seat_joined import NotificationEventSeatJoined # noqa: PLC0415
        from ..models.notification_event_seat_left import NotificationEventSeatLeft # noqa: PLC0415
        from ..models.notification_event_webhook_paused import NotificationEventWebhookPaused # noqa: PLC0415
        from ..models.notification_event_your_turn import NotificationEventYourTurn # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        cursor = d.pop("cursor")

        def _parse_event(data: object) -> NotificationEventGameAborted | NotificationEventGameFinished | NotificationEventGameInvited | NotificationEventGameStarted | NotificationEventOpponentMoved | NotificationEventSeatJoined | NotificationEventSeatLeft | NotificationEventWebhookPaused | NotificationEventYourTurn:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notification_event_type_0 = NotificationEventYourTurn.from_dict(data)



                return componentsschemas_notification_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notification_event_type_1 = NotificationEventGameStarted.from_dict(data)



                return componentsschemas_notification_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notification_event_type_2 = NotificationEventSeatJoined.from_dict(data)



                return componentsschemas_notification_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notification_event_type_3 = NotificationEventSeatLeft.from_dict(data)



                return componentsschemas_notification_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notification_event_type_4 = NotificationEventOpponentMoved.from_dict(data)



                return componentsschemas_notification_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notification_event_type_5 = NotificationEventGameFinished.from_dict(data)



                return componentsschemas_notification_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notification_event_type_6 = NotificationEventGameAborted.from_dict(data)



                return componentsschemas_notification_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notification_event_type_7 = NotificationEventGameInvited.from_dict(data)



                return componentsschemas_notification_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_notification_event_type_8 = NotificationEventWebhookPaused.from_dict(data)



            return componentsschemas_notification_event_type_8

        event = _parse_event(d.pop("event"))


        notification = cls(
            created_at=created_at,
            cursor=cursor,
            event=event,
        )


        notification.additional_properties = d
        return notification

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
