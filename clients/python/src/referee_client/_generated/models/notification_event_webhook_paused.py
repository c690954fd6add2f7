from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.notification_event_webhook_paused_kind import NotificationEventWebhookPausedKind
from typing import cast
import datetime






T = TypeVar("T", bound="NotificationEventWebhookPaused")



@_attrs_define
class NotificationEventWebhookPaused:
    """ The recipient's webhook was paused: every delivery attempt to `url`
    since `failing_since` failed, for `REFEREE_WEBHOOK_PAUSE_AFTER_SECS`.
    Nothing is sent to it until it is resumed (`POST
    /v1/players/me/webhook/resume`) or set again.

        Attributes:
            failing_since (datetime.datetime):
            kind (NotificationEventWebhookPausedKind):
            reason (str):
            url (str):
     """

    failing_since: datetime.datetime
    kind: NotificationEventWebhookPausedKind
    reason: str
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        failing_since = self.failing_since.isoformat()

        kind = self.kind.value

        reason = self.reason

        url = self.url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "failing_since": failing_since,
            "kind": kind,
            "reason": reason,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        failing_since = datetime.datetime.fromisoformat(d.pop("failing_since"))




        kind = NotificationEventWebhookPausedKind(d.pop("kind"))




        reason = d.pop("reason")

        url = d.pop("url")

        notification_event_webhook_paused = cls(
            failing_since=failing_since,
            kind=kind,
            reason=reason,
            url=url,
        )


        notification_event_webhook_paused.additional_properties = d
        return notification_event_webhook_paused

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
