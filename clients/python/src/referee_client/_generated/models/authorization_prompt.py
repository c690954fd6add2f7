from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.scope_words import ScopeWords





T = TypeVar("T", bound="AuthorizationPrompt")



@_attrs_define
class AuthorizationPrompt:
    """ What the consent screen shows of an authorization request; or, when
    the request is refused in a way the app must be told, where to send
    the player (`refused_redirect`), and nothing else.

        Attributes:
            scopes (list[ScopeWords]):
            client_id (str | Unset):
            redirect_host (str | Unset): The redirect URI's host (or scheme, for a private-use one): what
                identifies the app, since anyone may pick any client id.
            redirect_uri (str | Unset):
            refused_redirect (str | Unset): Set when the request is refused: send the player there (the app
                learns why from its `error`).
     """

    scopes: list[ScopeWords]
    client_id: str | Unset = UNSET
    redirect_host: str | Unset = UNSET
    redirect_uri: str | Unset = UNSET
    refused_redirect: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.scope_words import ScopeWords # noqa: PLC0415
        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.to_dict()
            scopes.append(scopes_item)



        client_id = self.client_id

        redirect_host = self.redirect_host

        redirect_uri = self.redirect_uri

        refused_redirect = self.refused_redirect


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "scopes": scopes,
        })
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if redirect_host is not UNSET:
            field_dict["redirect_host"] = redirect_host
        if redirect_uri is not UNSET:
            field_dict["redirect_uri"] = redirect_uri
        if refused_redirect is not UNSET:
            field_dict["refused_redirect"] = refused_redirect

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scope_words import ScopeWords # noqa: PLC0415
        d = dict(src_dict)
        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = ScopeWords.from_dict(scopes_item_data)



            scopes.append(scopes_item)


        client_id = d.pop("client_id", UNSET)

        redirect_host = d.pop("redirect_host", UNSET)

        redirect_uri = d.pop("redirect_uri", UNSET)

        refused_redirect = d.pop("refused_redirect", UNSET)

        authorization_prompt = cls(
            scopes=scopes,
            client_id=client_id,
            redirect_host=redirect_host,
            redirect_uri=redirect_uri,
            refused_redirect=refused_redirect,
        )


        authorization_prompt.additional_properties = d
        return authorization_prompt

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
