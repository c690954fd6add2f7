from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.passkey_sign_in_options_response_429_code import PasskeySignInOptionsResponse429Code
from ..models.scope import Scope
from ..types import UNSET, Unset






T = TypeVar("T", bound="PasskeySignInOptionsResponse429")



@_attrs_define
class PasskeySignInOptionsResponse429:
    """ 
        Attributes:
            code (PasskeySignInOptionsResponse429Code): Every `code` a problem document can carry.
            detail (str):
            status (int):
            title (str):
            type_ (str): `urn:referee:problem:<code>`.
            current_version (int | Unset): With `version_conflict`: the game's current version.
            option (str | Unset): With setup errors: the option at fault.
            request_id (str | Unset): The request's id, as in its `X-Request-Id` answer header: quote it
                when reporting a problem (the server's logs carry it).
            scope (Scope | Unset): One scope: its name on the wire is [`Scope::as_str`].
     """

    code: PasskeySignInOptionsResponse429Code
    detail: str
    status: int
    title: str
    type_: str
    current_version: int | Unset = UNSET
    option: str | Unset = UNSET
    request_id: str | Unset = UNSET
    scope: Scope | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version = self.current_version

        option = self.option

        request_id = self.request_id

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
        })
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if option is not UNSET:
            field_dict["option"] = option
        if request_id is not UNSET:
            field_dict["request_id"] = request_id
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = PasskeySignInOptionsResponse429Code(d.pop("code"))




        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        current_version = d.pop("current_version", UNSET)

        option = d.pop("option", UNSET)

        request_id = d.pop("request_id", UNSET)

        _scope = d.pop("scope", UNSET)
        scope: Scope | Unset
        if isinstance(_scope,  Unset):
            scope = UNSET
        else:
            scope = Scope(_scope)




        passkey_sign_in_options_response_429 = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            option=option,
            request_id=request_id,
            scope=scope,
        )


        passkey_sign_in_options_response_429.additional_properties = d
        return passkey_sign_in_options_response_429

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
