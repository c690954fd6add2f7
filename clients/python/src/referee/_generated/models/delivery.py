from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_status import DeliveryStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Delivery")



@_attrs_define
class Delivery:
    """ One notification's delivery to the webhook.

        Attributes:
            attempts (int): Attempts made so far.
            created_at (datetime.datetime):
            cursor (int): The notification's cursor.
            due_at (datetime.datetime): When the next attempt is due (while pending).
            id (int): The `Referee-Delivery` header: the same on every attempt.
            kind (str): The notification's kind (`your_turn`, …).
            status (DeliveryStatus): Where a webhook delivery stands.
            delivered_at (datetime.datetime | None | Unset):
            last_attempt_at (datetime.datetime | None | Unset):
            last_error (None | str | Unset): Why the last attempt failed; null when it did not.
            last_status (int | None | Unset): The HTTP status of the last attempt; null when it got none.
            redelivery_of (int | None | Unset): For a redelivery: the delivery it repeats (null otherwise).
     """

    attempts: int
    created_at: datetime.datetime
    cursor: int
    due_at: datetime.datetime
    id: int
    kind: str
    status: DeliveryStatus
    delivered_at: datetime.datetime | None | Unset = UNSET
    last_attempt_at: datetime.datetime | None | Unset = UNSET
    last_error: None | str | Unset = UNSET
    last_status: int | None | Unset = UNSET
    redelivery_of: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        created_at = self.created_at.isoformat()

        cursor = self.cursor

        due_at = self.due_at.isoformat()

        id = self.id

        kind = self.kind

        status = self.status.value

        delivered_at: None | str | Unset
        if isinstance(self.delivered_at, Unset):
            delivered_at = UNSET
        elif isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        last_attempt_at: None | str | Unset
        if isinstance(self.last_attempt_at, Unset):
            last_attempt_at = UNSET
        elif isinstance(self.last_attempt_at, datetime.datetime):
            last_attempt_at = self.last_attempt_at.isoformat()
        else:
            last_attempt_at = self.last_attempt_at

        last_error: None | str | Unset
        if isinstance(self.last_error, Unset):
            last_error = UNSET
        else:
            last_error = self.last_error

        last_status: int | None | Unset
        if isinstance(self.last_status, Unset):
            last_status = UNSET
        else:
            last_status = self.last_status

        redelivery_of: int | None | Unset
        if isinstance(self.redelivery_of, Unset):
            redelivery_of = UNSET
        else:
            redelivery_of = self.redelivery_of


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attempts": attempts,
            "created_at": created_at,
            "cursor": cursor,
            "due_at": due_at,
            "id": id,
            "kind": kind,
            "status": status,
        })
        if delivered_at is not UNSET:
            field_dict["delivered_at"] = delivered_at
        if last_attempt_at is not UNSET:
            field_dict["last_attempt_at"] = last_attempt_at
        if last_error is not UNSET:
            field_dict["last_error"] = last_error
        if last_status is not UNSET:
            field_dict["last_status"] = last_status
        if redelivery_of is not UNSET:
            field_dict["redelivery_of"] = redelivery_of

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempts = d.pop("attempts")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        cursor = d.pop("cursor")

        due_at = datetime.datetime.fromisoformat(d.pop("due_at"))




        id = d.pop("id")

        kind = d.pop("kind")

        status = DeliveryStatus(d.pop("status"))




        def _parse_delivered_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)



                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at", UNSET))


        def _parse_last_attempt_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_attempt_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_attempt_at = _parse_last_attempt_at(d.pop("last_attempt_at", UNSET))


        def _parse_last_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        last_error = _parse_last_error(d.pop("last_error", UNSET))


        def _parse_last_status(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_status = _parse_last_status(d.pop("last_status", UNSET))


        def _parse_redelivery_of(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        redelivery_of = _parse_redelivery_of(d.pop("redelivery_of", UNSET))


        delivery = cls(
            attempts=attempts,
            created_at=created_at,
            cursor=cursor,
            due_at=due_at,
            id=id,
            kind=kind,
            status=status,
            delivered_at=delivered_at,
            last_attempt_at=last_attempt_at,
            last_error=last_error,
            last_status=last_status,
            redelivery_of=redelivery_of,
        )


        delivery.additional_properties = d
        return delivery

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
