from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.option_allowed_type_2 import OptionAllowedType2
  from ..models.option_default_type_2 import OptionDefaultType2
  from ..models.option_range import OptionRange





T = TypeVar("T", bound="OptionSpec")



@_attrs_define
class OptionSpec:
    """ One option of a game, for the catalog.

        Attributes:
            allowed (list[str] | OptionAllowedType2 | OptionRange): The values allowed: a list of values, a `{min, max}`
                range, or for a deck `{numbers: range, cards: range}`.
            default (int | None | OptionDefaultType2 | str): The value used when the option is left out; null when it is
                drawn or derived.
            description (str):
            name (str):
     """

    allowed: list[str] | OptionAllowedType2 | OptionRange
    default: int | None | OptionDefaultType2 | str
    description: str
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.option_allowed_type_2 import OptionAllowedType2 # noqa: PLC0415
        from ..models.option_default_type_2 import OptionDefaultType2 # noqa: PLC0415
        from ..models.option_range import OptionRange # noqa: PLC0415
        allowed: dict[str, Any] | list[str]
        if isinstance(self.allowed, list):
            allowed = self.allowed


        elif isinstance(self.allowed, OptionRange):
            allowed = self.allowed.to_dict()
        else:
            allowed = self.allowed.to_dict()


        default: dict[str, Any] | int | None | str
        if isinstance(self.default, OptionDefaultType2):
            default = self.default.to_dict()
        else:
            default = self.default

        description = self.description

        name = self.name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "allowed": allowed,
            "default": default,
            "description": description,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_allowed_type_2 import OptionAllowedType2 # noqa: PLC0415
        from ..models.option_default_type_2 import OptionDefaultType2 # noqa: PLC0415
        from ..models.option_range import OptionRange # noqa: PLC0415
        d = dict(src_dict)
        def _parse_allowed(data: object) -> list[str] | OptionAllowedType2 | OptionRange:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_option_allowed_type_0 = cast(list[str], data)

                return componentsschemas_option_allowed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_option_allowed_type_1 = OptionRange.from_dict(data)



                return componentsschemas_option_allowed_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_option_allowed_type_2 = OptionAllowedType2.from_dict(data)



            return componentsschemas_option_allowed_type_2

        allowed = _parse_allowed(d.pop("allowed"))


        def _parse_default(data: object) -> int | None | OptionDefaultType2 | str:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_option_default_type_2 = OptionDefaultType2.from_dict(data)



                return componentsschemas_option_default_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | OptionDefaultType2 | str, data)

        default = _parse_default(d.pop("default"))


        description = d.pop("description")

        name = d.pop("name")

        option_spec = cls(
            allowed=allowed,
            default=default,
            description=description,
            name=name,
        )


        option_spec.additional_properties = d
        return option_spec

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
