from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatingFigures")



@_attrs_define
class RatingFigures:
    """ A rating at one moment: its two figures and the one shown.

        Attributes:
            mu (float): Skill (Weng-Lin's mu).
            shown (float): The rating shown and ranked: `mu - 3 sigma`.
            sigma (float): Its uncertainty (sigma).
     """

    mu: float
    shown: float
    sigma: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        shown = self.shown

        sigma = self.sigma


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "mu": mu,
            "shown": shown,
            "sigma": sigma,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mu = d.pop("mu")

        shown = d.pop("shown")

        sigma = d.pop("sigma")

        rating_figures = cls(
            mu=mu,
            shown=shown,
            sigma=sigma,
        )


        rating_figures.additional_properties = d
        return rating_figures

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
