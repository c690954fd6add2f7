from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_event_event import StreamEventEvent
from typing import cast

if TYPE_CHECKING:
  from ..models.notification import Notification





T = TypeVar("T", bound="StreamEvent")



@_attrs_define
class StreamEvent:
    """ One Server-Sent Event of the notification stream: the fields of one `id:`/`event:`/`data:` block. The stream also
    sends `retry: 2000` once and `: heartbeat` comment lines, which carry no event.

        Attributes:
            data (Notification): A notification: its cursor (strictly increasing per player) and what it
                tells of. The same document is a stream event's `data` and a webhook's
                body.
            event (StreamEventEvent): The notification's kind, as in `data.event.kind`
            id (str): The notification's cursor: send it back as `Last-Event-ID` to resume after it
     """

    data: Notification
    event: StreamEventEvent
    id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.notification import Notification # noqa: PLC0415
        data = self.data.to_dict()

        event = self.event.value

        id = self.id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "event": event,
            "id": id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notification import Notification # noqa: PLC0415
        d = dict(src_dict)
        data = Notification.from_dict(d.pop("data"))




        event = StreamEventEvent(d.pop("event"))




        id = d.pop("id")

        stream_event = cls(
            data=data,
            event=event,
            id=id,
        )


        stream_event.additional_properties = d
        return stream_event

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
