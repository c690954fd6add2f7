from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scope import Scope
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreateAccessToken")



@_attrs_define
class CreateAccessToken:
    """ 
        Attributes:
            name (str): What the token is for, as you will recognise it in the list: 1 to 64
                characters.
            scopes (list[Scope]): What the token may do: one scope or more, each held by the token
                that makes it.
            expires_in_days (int | None | Unset): Days until the token expires (1 to 3650); absent or null: it does
                not expire, and lasts until revoked.
     """

    name: str
    scopes: list[Scope]
    expires_in_days: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        expires_in_days: int | None | Unset
        if isinstance(self.expires_in_days, Unset):
            expires_in_days = UNSET
        else:
            expires_in_days = self.expires_in_days


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "scopes": scopes,
        })
        if expires_in_days is not UNSET:
            field_dict["expires_in_days"] = expires_in_days

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = Scope(scopes_item_data)



            scopes.append(scopes_item)


        def _parse_expires_in_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in_days = _parse_expires_in_days(d.pop("expires_in_days", UNSET))


        create_access_token = cls(
            name=name,
            scopes=scopes,
            expires_in_days=expires_in_days,
        )

        return create_access_token

