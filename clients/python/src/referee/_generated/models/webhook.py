from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_status import WebhookStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Webhook")



@_attrs_define
class Webhook:
    """ 
        Attributes:
            created_at (datetime.datetime): When this URL and secret were set.
            status (WebhookStatus):
            url (str):
            failing_since (datetime.datetime | None | Unset): The first failed attempt of the current run of failures; null
                once
                an attempt succeeds.
            paused_at (datetime.datetime | None | Unset): When the worker paused it (every attempt had failed for
                `REFEREE_WEBHOOK_PAUSE_AFTER_SECS`); null when active.
            paused_reason (None | str | Unset): Why it was paused; null when active.
            previous_secret_expires_at (datetime.datetime | None | Unset): Until when the secret before the last roll signs
                too; null when
                only the current one signs.
     """

    created_at: datetime.datetime
    status: WebhookStatus
    url: str
    failing_since: datetime.datetime | None | Unset = UNSET
    paused_at: datetime.datetime | None | Unset = UNSET
    paused_reason: None | str | Unset = UNSET
    previous_secret_expires_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        status = self.status.value

        url = self.url

        failing_since: None | str | Unset
        if isinstance(self.failing_since, Unset):
            failing_since = UNSET
        elif isinstance(self.failing_since, datetime.datetime):
            failing_since = self.failing_since.isoformat()
        else:
            failing_since = self.failing_since

        paused_at: None | str | Unset
        if isinstance(self.paused_at, Unset):
            paused_at = UNSET
        elif isinstance(self.paused_at, datetime.datetime):
            paused_at = self.paused_at.isoformat()
        else:
            paused_at = self.paused_at

        paused_reason: None | str | Unset
        if isinstance(self.paused_reason, Unset):
            paused_reason = UNSET
        else:
            paused_reason = self.paused_reason

        previous_secret_expires_at: None | str | Unset
        if isinstance(self.previous_secret_expires_at, Unset):
            previous_secret_expires_at = UNSET
        elif isinstance(self.previous_secret_expires_at, datetime.datetime):
            previous_secret_expires_at = self.previous_secret_expires_at.isoformat()
        else:
            previous_secret_expires_at = self.previous_secret_expires_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "status": status,
            "url": url,
        })
        if failing_since is not UNSET:
            field_dict["failing_since"] = failing_since
        if paused_at is not UNSET:
            field_dict["paused_at"] = paused_at
        if paused_reason is not UNSET:
            field_dict["paused_reason"] = paused_reason
        if previous_secret_expires_at is not UNSET:
            field_dict["previous_secret_expires_at"] = previous_secret_expires_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        status = WebhookStatus(d.pop("status"))




        url = d.pop("url")

        def _parse_failing_since(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failing_since_type_0 = datetime.datetime.fromisoformat(data)



                return failing_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        failing_since = _parse_failing_since(d.pop("failing_since", UNSET))


        def _parse_paused_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_at_type_0 = datetime.datetime.fromisoformat(data)



                return paused_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        paused_at = _parse_paused_at(d.pop("paused_at", UNSET))


        def _parse_paused_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        paused_reason = _parse_paused_reason(d.pop("paused_reason", UNSET))


        def _parse_previous_secret_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_secret_expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return previous_secret_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        previous_secret_expires_at = _parse_previous_secret_expires_at(d.pop("previous_secret_expires_at", UNSET))


        webhook = cls(
            created_at=created_at,
            status=status,
            url=url,
            failing_since=failing_since,
            paused_at=paused_at,
            paused_reason=paused_reason,
            previous_secret_expires_at=previous_secret_expires_at,
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
