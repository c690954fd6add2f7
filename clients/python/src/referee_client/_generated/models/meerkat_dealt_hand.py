from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_face_down import MeerkatFaceDown





T = TypeVar("T", bound="MeerkatDealtHand")



@_attrs_define
class MeerkatDealtHand:
    """ A hand dealt at the start of a round.

        Attributes:
            hand (MeerkatFaceDown): Face-down cards as a viewer sees them: always how many and their backs
                (sorted); the cards themselves only when the viewer may see their faces.
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
     """

    hand: MeerkatFaceDown
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_face_down import MeerkatFaceDown # noqa: PLC0415
        hand = self.hand.to_dict()

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hand": hand,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_face_down import MeerkatFaceDown # noqa: PLC0415
        d = dict(src_dict)
        hand = MeerkatFaceDown.from_dict(d.pop("hand"))




        seat = d.pop("seat")

        meerkat_dealt_hand = cls(
            hand=hand,
            seat=seat,
        )


        meerkat_dealt_hand.additional_properties = d
        return meerkat_dealt_hand

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
