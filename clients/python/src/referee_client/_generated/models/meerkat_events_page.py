from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_events_page_game import MeerkatEventsPageGame
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_event_dto import MeerkatEventDto





T = TypeVar("T", bound="MeerkatEventsPage")



@_attrs_define
class MeerkatEventsPage:
    """ 
        Attributes:
            events (list[MeerkatEventDto]):
            game (MeerkatEventsPageGame): The game kind of the game whose steps `events` holds.
            next_after (int | None): Pass as `after` for the next page; null when this page is the end.
     """

    events: list[MeerkatEventDto]
    game: MeerkatEventsPageGame
    next_after: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_event_dto import MeerkatEventDto # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        game = self.game.value

        next_after: int | None
        next_after = self.next_after


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "game": game,
            "next_after": next_after,
        })

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


        game = MeerkatEventsPageGame(d.pop("game"))




        def _parse_next_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_after = _parse_next_after(d.pop("next_after"))


        meerkat_events_page = cls(
            events=events,
            game=game,
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
