from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_event_dto import MeerkatEventDto





T = TypeVar("T", bound="MeerkatEventsPage")



@_attrs_define
class MeerkatEventsPage:
    """ 
        Attributes:
            events (list[MeerkatEventDto]):
            next_after (int | None | Unset): Pass as `after` for the next page; null when this page is the end.
     """

    events: list[MeerkatEventDto]
    next_after: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_event_dto import MeerkatEventDto # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        next_after: int | None | Unset
        if isinstance(self.next_after, Unset):
            next_after = UNSET
        else:
            next_after = self.next_after


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
        })
        if next_after is not UNSET:
            field_dict["next_after"] = next_after

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_event_dto import MeerkatEventDto # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = MeerkatEventDto.from_dict(events_item_data)



            events.append(events_item)


        def _parse_next_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_after = _parse_next_after(d.pop("next_after", UNSET))


        meerkat_events_page = cls(
            events=events,
            next_after=next_after,
        )


        meerkat_events_page.additional_properties = d
        return meerkat_events_page

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
