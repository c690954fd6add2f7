from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AppToken")



@_attrs_define
class AppToken:
    """ An app's token (RFC 6749, 5.1).

        Attributes:
            access_token (str): Send it as `Authorization: Bearer <access_token>`.
            expires_in (int): Seconds until it expires (a year), unless revoked sooner.
            scope (str): The scopes granted, space-separated.
            token_type (str): `Bearer`.
     """

    access_token: str
    expires_in: int
    scope: str
    token_type: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        expires_in = self.expires_in

        scope = self.scope

        token_type = self.token_type


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "access_token": access_token,
            "expires_in": expires_in,
            "scope": scope,
            "token_type": token_type,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        access_token = d.pop("access_token")

        expires_in = d.pop("expires_in")

        scope = d.pop("scope")

        token_type = d.pop("token_type")

        app_token = cls(
            access_token=access_token,
            expires_in=expires_in,
            scope=scope,
            token_type=token_type,
        )


        app_token.additional_properties = d
        return app_token

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
