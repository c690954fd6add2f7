from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_back import MeerkatBack
from ..models.meerkat_face import MeerkatFace
from ..types import UNSET, Unset






T = TypeVar("T", bound="MeerkatCard")



@_attrs_define
class MeerkatCard:
    """ A card whose front the viewer may see.

        Attributes:
            face (MeerkatFace): A card's front: a rank, or a bluffing card's value x.5
            id (int): A card id (RULES.md, Game 1, "Components")
            back (MeerkatBack | Unset): The size of the meerkat on a card's back (exact, or rounded down)
     """

    face: MeerkatFace
    id: int
    back: MeerkatBack | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        face = self.face.value

        id = self.id

        back: str | Unset = UNSET
        if not isinstance(self.back, Unset):
            back = self.back.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "face": face,
            "id": id,
        })
        if back is not UNSET:
            field_dict["back"] = back

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face = MeerkatFace(d.pop("face"))




        id = d.pop("id")

        _back = d.pop("back", UNSET)
        back: MeerkatBack | Unset
        if isinstance(_back,  Unset):
            back = UNSET
        else:
            back = MeerkatBack(_back)




        meerkat_card = cls(
            face=face,
            id=id,
            back=back,
        )


        meerkat_card.additional_properties = d
        return meerkat_card

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
