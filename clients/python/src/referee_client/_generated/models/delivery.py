from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_status import DeliveryStatus
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
            delivered_at (datetime.datetime | None):
            due_at (datetime.datetime): When the next attempt is due (while pending).
            id (int): The `Referee-Delivery` header: the same on every attempt.
            kind (str): The notification's kind (`your_turn`, …).
            last_attempt_at (datetime.datetime | None):
            last_error (None | str): Why the last attempt failed; null when it did not.
            last_status (int | None): The HTTP status of the last attempt; null when it got none.
            redelivery_of (int | None): For a redelivery: the delivery it repeats (null otherwise).
            status (DeliveryStatus): Where a webhook delivery stands.
     """

    attempts: int
    created_at: datetime.datetime
    cursor: int
    delivered_at: datetime.datetime | None
    due_at: datetime.datetime
    id: int
    kind: str
    last_attempt_at: datetime.datetime | None
    last_error: None | str
    last_status: int | None
    redelivery_of: int | None
    status: DeliveryStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        created_at = self.created_at.isoformat()

        cursor = self.cursor

        delivered_at: None | str
        if isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        due_at = self.due_at.isoformat()

        id = self.id

        kind = self.kind

        last_attempt_at: None | str
        if isinstance(self.last_attempt_at, datetime.datetime):
            last_attempt_at = self.last_attempt_at.isoformat()
        else:
            last_attempt_at = self.last_attempt_at

        last_error: None | str
        last_error = self.last_error

        last_status: int | None
        last_status = self.last_status

        redelivery_of: int | None
        redelivery_of = self.redelivery_of

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attempts": attempts,
            "created_at": created_at,
            "cursor": cursor,
            "delivered_at": delivered_at,
            "due_at": due_at,
            "id": id,
            "kind": kind,
            "last_attempt_at": last_attempt_at,
            "last_error": last_error,
            "last_status": last_status,
            "redelivery_of": redelivery_of,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempts = d.pop("attempts")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        cursor = d.pop("cursor")

        def _parse_delivered_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)



                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))


        due_at = datetime.datetime.fromisoformat(d.pop("due_at"))




        id = d.pop("id")

        kind = d.pop("kind")

        def _parse_last_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_attempt_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_attempt_at = _parse_last_attempt_at(d.pop("last_attempt_at"))


        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))


        def _parse_last_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status = _parse_last_status(d.pop("last_status"))


        def _parse_redelivery_of(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        redelivery_of = _parse_redelivery_of(d.pop("redelivery_of"))


        status = DeliveryStatus(d.pop("status"))




        delivery = cls(
            attempts=attempts,
            created_at=created_at,
            cursor=cursor,
            delivered_at=delivered_at,
            due_at=due_at,
            id=id,
            kind=kind,
            last_attempt_at=last_attempt_at,
            last_error=last_error,
            last_status=last_status,
            redelivery_of=redelivery_of,
            status=status,
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
