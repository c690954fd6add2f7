from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_event_cat_caught_type import BiscuitsEventCatCaughtType






T = TypeVar("T", bound="BiscuitsEventCatCaught")



@_attrs_define
class BiscuitsEventCatCaught:
    """ `seat` played the cat `card` while a bone was in force; the table holds
    `cards_on_table` cards counting the cat. Nothing else of the card
    happens (step 3, "Cat under a bone").

        Attributes:
            card (int): A card id: 0 to the deck's size - 1 (33 cards unless the `deck` option says otherwise)
            cards_on_table (int):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            type_ (BiscuitsEventCatCaughtType):
     """

    card: int
    cards_on_table: int
    seat: int
    type_: BiscuitsEventCatCaughtType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cards_on_table = self.cards_on_table

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "cards_on_table": cards_on_table,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        cards_on_table = d.pop("cards_on_table")

        seat = d.pop("seat")

        type_ = BiscuitsEventCatCaughtType(d.pop("type"))




        biscuits_event_cat_caught = cls(
            card=card,
            cards_on_table=cards_on_table,
            seat=seat,
            type_=type_,
        )


        biscuits_event_cat_caught.additional_properties = d
        return biscuits_event_cat_caught

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
