from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_seek_dto import BiscuitsSeekDto





T = TypeVar("T", bound="BiscuitsSeekList")



@_attrs_define
class BiscuitsSeekList:
    """ 
        Attributes:
            seeks (list[BiscuitsSeekDto]): The waiting seeks (oldest first), then the latest 50 others (newest
                first).
     """

    seeks: list[BiscuitsSeekDto]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_seek_dto import BiscuitsSeekDto # noqa: PLC0415
        seeks = []
        for seeks_item_data in self.seeks:
            seeks_item = seeks_item_data.to_dict()
            seeks.append(seeks_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seeks": seeks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_seek_dto import BiscuitsSeekDto # noqa: PLC0415
        d = dict(src_dict)
        seeks = []
        _seeks = d.pop("seeks")
        for seeks_item_data in (_seeks):
            seeks_item = BiscuitsSeekDto.from_dict(seeks_item_data)



            seeks.append(seeks_item)


        biscuits_seek_list = cls(
            seeks=seeks,
        )


        biscuits_seek_list.additional_properties = d
        return biscuits_seek_list

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
