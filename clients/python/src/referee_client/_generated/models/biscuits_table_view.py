from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_visible_card import BiscuitsVisibleCard





T = TypeVar("T", bound="BiscuitsTableView")



@_attrs_define
class BiscuitsTableView:
    """ The table: public (RULES.md, Game 2, "A turn", step 2).

        Attributes:
            bone_in_force (bool):
            cards (list[BiscuitsVisibleCard]): In the order played.
            sum_ (int): The sum of their values.
     """

    bone_in_force: bool
    cards: list[BiscuitsVisibleCard]
    sum_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        bone_in_force = self.bone_in_force

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        sum_ = self.sum_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bone_in_force": bone_in_force,
            "cards": cards,
            "sum": sum_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        d = dict(src_dict)
        bone_in_force = d.pop("bone_in_force")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = BiscuitsVisibleCard.from_dict(cards_item_data)



            cards.append(cards_item)


        sum_ = d.pop("sum")

        biscuits_table_view = cls(
            bone_in_force=bone_in_force,
            cards=cards,
            sum_=sum_,
        )


        biscuits_table_view.additional_properties = d
        return biscuits_table_view

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
