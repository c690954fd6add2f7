from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_event_direction_reversed_type import BiscuitsEventDirectionReversedType
from ..models.direction import Direction






T = TypeVar("T", bound="BiscuitsEventDirectionReversed")



@_attrs_define
class BiscuitsEventDirectionReversed:
    """ A `reverse` flipped the direction of play; `direction` is the new one.

        Attributes:
            direction (Direction): The direction of play (RULES.md, Game 2, "A turn": `reverse`). Each round
                starts clockwise (RULES.md, Game 2, "Setup of each round").
            type_ (BiscuitsEventDirectionReversedType):
     """

    direction: Direction
    type_: BiscuitsEventDirectionReversedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "direction": direction,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        direction = Direction(d.pop("direction"))




        type_ = BiscuitsEventDirectionReversedType(d.pop("type"))




        biscuits_event_direction_reversed = cls(
            direction=direction,
            type_=type_,
        )


        biscuits_event_direction_reversed.additional_properties = d
        return biscuits_event_direction_reversed

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
