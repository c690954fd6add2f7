from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_back import MeerkatBack
from ..models.meerkat_face import MeerkatFace
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MeerkatCard")



@_attrs_define
class MeerkatCard:
    """ A card whose front the viewer may see.

        Attributes:
            face (MeerkatFace): A card's front: a rank, or a bluffing card's value x.5
            id (int): A card id (RULES.md, Game 1, "Components")
            back (MeerkatBack | None | Unset):
     """

    face: MeerkatFace
    id: int
    back: MeerkatBack | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        face = self.face.value

        id = self.id

        back: None | str | Unset
        if isinstance(self.back, Unset):
            back = UNSET
        elif isinstance(self.back, MeerkatBack):
            back = self.back.value
        else:
            back = self.back


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

        def _parse_back(data: object) -> MeerkatBack | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                back_type_1 = MeerkatBack(data)



                return back_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeerkatBack | None | Unset, data)

        back = _parse_back(d.pop("back", UNSET))


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
