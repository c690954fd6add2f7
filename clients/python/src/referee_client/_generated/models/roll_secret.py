from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RollSecret")



@_attrs_define
class RollSecret:
    """ A rolled secret: the new one signs at once; the previous one keeps
    signing, as a second `v1=` of `Referee-Signature`, for `grace_secs`.

        Attributes:
            grace_secs (int | None | Unset): How long the previous secret keeps signing, in seconds: 0 (it stops
                at once) to 604800 (7 days); default 86400 (24 h).
            secret (None | str | Unset): The new secret, 16 to 256 characters, none of them control
                characters; generated (64 hex digits) when left out.
     """

    grace_secs: int | None | Unset = UNSET
    secret: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        grace_secs: int | None | Unset
        if isinstance(self.grace_secs, Unset):
            grace_secs = UNSET
        else:
            grace_secs = self.grace_secs

        secret: None | str | Unset
        if isinstance(self.secret, Unset):
            secret = UNSET
        else:
            secret = self.secret


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if grace_secs is not UNSET:
            field_dict["grace_secs"] = grace_secs
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_grace_secs(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        grace_secs = _parse_grace_secs(d.pop("grace_secs", UNSET))


        def _parse_secret(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        secret = _parse_secret(d.pop("secret", UNSET))


        roll_secret = cls(
            grace_secs=grace_secs,
            secret=secret,
        )

        return roll_secret

