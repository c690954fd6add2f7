from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.deck_spec_cat import DeckSpecCat
  from ..models.deck_spec_dog import DeckSpecDog





T = TypeVar("T", bound="DeckSpec")



@_attrs_define
class DeckSpec:
    """ The counts of a deck, as the `deck` option gives them: `{"dog": {"2": 3,
    …}, "cat": {…}, "minus_one": 3, "reverse": 3, "bone": 3}` (RULES.md, Game 2,
    "Components"). A kind left out counts 0. Keys of `dog` and `cat` are the
    numbers 1–13 written in decimal without leading zeros.

        Attributes:
            bone (int):
            cat (DeckSpecCat):
            dog (DeckSpecDog):
            minus_one (int):
            reverse (int):
     """

    bone: int
    cat: DeckSpecCat
    dog: DeckSpecDog
    minus_one: int
    reverse: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.deck_spec_cat import DeckSpecCat # noqa: PLC0415
        from ..models.deck_spec_dog import DeckSpecDog # noqa: PLC0415
        bone = self.bone

        cat = self.cat.to_dict()

        dog = self.dog.to_dict()

        minus_one = self.minus_one

        reverse = self.reverse


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bone": bone,
            "cat": cat,
            "dog": dog,
            "minus_one": minus_one,
            "reverse": reverse,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deck_spec_cat import DeckSpecCat # noqa: PLC0415
        from ..models.deck_spec_dog import DeckSpecDog # noqa: PLC0415
        d = dict(src_dict)
        bone = d.pop("bone")

        cat = DeckSpecCat.from_dict(d.pop("cat"))




        dog = DeckSpecDog.from_dict(d.pop("dog"))




        minus_one = d.pop("minus_one")

        reverse = d.pop("reverse")

        deck_spec = cls(
            bone=bone,
            cat=cat,
            dog=dog,
            minus_one=minus_one,
            reverse=reverse,
        )


        deck_spec.additional_properties = d
        return deck_spec

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
