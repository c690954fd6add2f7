from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_back import MeerkatBack
from typing import cast






T = TypeVar("T", bound="MeerkatPile")



@_attrs_define
class MeerkatPile:
    """ 
        Attributes:
            size (int):
            top_back (MeerkatBack | None):
     """

    size: int
    top_back: MeerkatBack | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        size = self.size

        top_back: None | str
        if isinstance(self.top_back, MeerkatBack):
            top_back = self.top_back.value
        else:
            top_back = self.top_back


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "size": size,
            "top_back": top_back,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        size = d.pop("size")

        def _parse_top_back(data: object) -> MeerkatBack | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                top_back_type_1 = MeerkatBack(data)



                return top_back_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeerkatBack | None, data)

        top_back = _parse_top_back(d.pop("top_back"))


        meerkat_pile = cls(
            size=size,
            top_back=top_back,
        )


        meerkat_pile.additional_properties = d
        return meerkat_pile

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
