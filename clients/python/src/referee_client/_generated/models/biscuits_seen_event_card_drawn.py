from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_seen_event_card_drawn_type import BiscuitsSeenEventCardDrawnType
from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_visible_card import BiscuitsVisibleCard





T = TypeVar("T", bound="BiscuitsSeenEventCardDrawn")



@_attrs_define
class BiscuitsSeenEventCardDrawn:
    """ 
        Attributes:
            card (BiscuitsVisibleCard | None):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            type_ (BiscuitsSeenEventCardDrawnType):
     """

    card: BiscuitsVisibleCard | None
    seat: int
    type_: BiscuitsSeenEventCardDrawnType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        card: dict[str, Any] | None
        if isinstance(self.card, BiscuitsVisibleCard):
            card = self.card.to_dict()
        else:
            card = self.card

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        d = dict(src_dict)
        def _parse_card(data: object) -> BiscuitsVisibleCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_1 = BiscuitsVisibleCard.from_dict(data)



                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiscuitsVisibleCard | None, data)

        card = _parse_card(d.pop("card"))


        seat = d.pop("seat")

        type_ = BiscuitsSeenEventCardDrawnType(d.pop("type"))




        biscuits_seen_event_card_drawn = cls(
            card=card,
            seat=seat,
            type_=type_,
        )


        biscuits_seen_event_card_drawn.additional_properties = d
        return biscuits_seen_event_card_drawn

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
