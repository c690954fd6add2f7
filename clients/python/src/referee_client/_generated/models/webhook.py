from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_status import WebhookStatus
from typing import cast
import datetime






T = TypeVar("T", bound="Webhook")



@_attrs_define
class Webhook:
    """ 
        Attributes:
            created_at (datetime.datetime): When this URL and secret were set.
            failing_since (datetime.datetime | None): The first failed attempt of the current run of failures; null once
                an attempt succeeds.
            paused_at (datetime.datetime | None): When the worker paused it (every attempt had failed for
                `REFEREE_WEBHOOK_PAUSE_AFTER_SECS`); null when active.
            paused_reason (None | str): Why it was paused; null when active.
            previous_secret_expires_at (datetime.datetime | None): Until when the secret before the last roll signs too;
                null when
                only the current one signs.
            status (WebhookStatus):
            url (str):
     """

    created_at: datetime.datetime
    failing_since: datetime.datetime | None
    paused_at: datetime.datetime | None
    paused_reason: None | str
    previous_secret_expires_at: datetime.datetime | None
    status: WebhookStatus
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        failing_since: None | str
        if isinstance(self.failing_since, datetime.datetime):
            failing_since = self.failing_since.isoformat()
        else:
            failing_since = self.failing_since

        paused_at: None | str
        if isinstance(self.paused_at, datetime.datetime):
            paused_at = self.paused_at.isoformat()
        else:
            paused_at = self.paused_at

        paused_reason: None | str
        paused_reason = self.paused_reason

        previous_secret_expires_at: None | str
        if isinstance(self.previous_secret_expires_at, datetime.datetime):
            previous_secret_expires_at = self.previous_secret_expires_at.isoformat()
        else:
            previous_secret_expires_at = self.previous_secret_expires_at

        status = self.status.value

        url = self.url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "failing_since": failing_since,
            "paused_at": paused_at,
            "paused_reason": paused_reason,
            "previous_secret_expires_at": previous_secret_expires_at,
            "status": status,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_failing_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failing_since_type_0 = datetime.datetime.fromisoformat(data)



                return failing_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        failing_since = _parse_failing_since(d.pop("failing_since"))


        def _parse_paused_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_at_type_0 = datetime.datetime.fromisoformat(data)



                return paused_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        paused_at = _parse_paused_at(d.pop("paused_at"))


        def _parse_paused_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        paused_reason = _parse_paused_reason(d.pop("paused_reason"))


        def _parse_previous_secret_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_secret_expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return previous_secret_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        previous_secret_expires_at = _parse_previous_secret_expires_at(d.pop("previous_secret_expires_at"))


        status = WebhookStatus(d.pop("status"))




        url = d.pop("url")

        webhook = cls(
            created_at=created_at,
            failing_since=failing_since,
            paused_at=paused_at,
            paused_reason=paused_reason,
            previous_secret_expires_at=previous_secret_expires_at,
            status=status,
            url=url,
        )


        webhook.additional_properties = d
        return webhook

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
