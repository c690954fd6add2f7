from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_event_card_drawn_type import BiscuitsEventCardDrawnType






T = TypeVar("T", bound="BiscuitsEventCardDrawn")



@_attrs_define
class BiscuitsEventCardDrawn:
    """ `seat`, beginning its turn, drew the top card of the deck (RULES.md,
    Game 2, "A turn", step 1).

        Attributes:
            card (int): A card id: 0 to the deck's size - 1 (33 cards unless the `deck` option says otherwise)
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            type_ (BiscuitsEventCardDrawnType):
     """

    card: int
    seat: int
    type_: BiscuitsEventCardDrawnType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
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
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = BiscuitsEventCardDrawnType(d.pop("type"))




        biscuits_event_card_drawn = cls(
            card=card,
            seat=seat,
            type_=type_,
        )


        biscuits_event_card_drawn.additional_properties = d
        return biscuits_event_card_drawn

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
