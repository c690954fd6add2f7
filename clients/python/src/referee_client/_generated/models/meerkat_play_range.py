from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_rank import MeerkatRank
from typing import cast






T = TypeVar("T", bound="MeerkatPlayRange")



@_attrs_define
class MeerkatPlayRange:
    """ 
        Attributes:
            max_count (int):
            min_count (int):
            ranks (list[MeerkatRank]):
     """

    max_count: int
    min_count: int
    ranks: list[MeerkatRank]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        max_count = self.max_count

        min_count = self.min_count

        ranks = []
        for ranks_item_data in self.ranks:
            ranks_item = ranks_item_data.value
            ranks.append(ranks_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "max_count": max_count,
            "min_count": min_count,
            "ranks": ranks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_count = d.pop("max_count")

        min_count = d.pop("min_count")

        ranks = []
        _ranks = d.pop("ranks")
        for ranks_item_data in (_ranks):
            ranks_item = MeerkatRank(ranks_item_data)



            ranks.append(ranks_item)


        meerkat_play_range = cls(
            max_count=max_count,
            min_count=min_count,
            ranks=ranks,
        )


        meerkat_play_range.additional_properties = d
        return meerkat_play_range

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
