from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_seen_event_table_discarded_type import BiscuitsSeenEventTableDiscardedType
from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_visible_card import BiscuitsVisibleCard





T = TypeVar("T", bound="BiscuitsSeenEventTableDiscarded")



@_attrs_define
class BiscuitsSeenEventTableDiscarded:
    """ 
        Attributes:
            bone_ended (bool):
            cards (list[BiscuitsVisibleCard]):
            type_ (BiscuitsSeenEventTableDiscardedType):
     """

    bone_ended: bool
    cards: list[BiscuitsVisibleCard]
    type_: BiscuitsSeenEventTableDiscardedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        bone_ended = self.bone_ended

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bone_ended": bone_ended,
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        d = dict(src_dict)
        bone_ended = d.pop("bone_ended")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = BiscuitsVisibleCard.from_dict(cards_item_data)



            cards.append(cards_item)


        type_ = BiscuitsSeenEventTableDiscardedType(d.pop("type"))




        biscuits_seen_event_table_discarded = cls(
            bone_ended=bone_ended,
            cards=cards,
            type_=type_,
        )


        biscuits_seen_event_table_discarded.additional_properties = d
        return biscuits_seen_event_table_discarded

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
