from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AuthorizationRequest")



@_attrs_define
class AuthorizationRequest:
    """ An authorization request, as its query carries it (RFC 6749, 4.1.1;
    RFC 7636, 4.3). Every parameter is optional here so that a missing one
    is answered in the protocol's words, not as a malformed query.

        Attributes:
            client_id (None | str | Unset): The app's name as it chooses it: 1 to 100 characters, shown to the
                player. Apps do not register.
            code_challenge (None | str | Unset): BASE64URL(SHA-256(code_verifier)), 43 characters.
            code_challenge_method (None | str | Unset): `S256` (`plain` is refused).
            redirect_uri (None | str | Unset): Where the player's answer goes: an `https` URI; `http` to the
                loopback IP literal 127.0.0.1 or [::1] on any port (RFC 8252, 7.3);
                or a private-use scheme with a dot, such as `com.example.app`
                (RFC 8252, 7.1). No fragment. The token request must give it again,
                the same.
            response_type (None | str | Unset): `code`.
            scope (None | str | Unset): The scopes asked for, space-separated: `read play …`.
            state (None | str | Unset): Anything the app wants back as it sent it (at most 1024 bytes):
                check it against what you sent, against cross-site request forgery.
     """

    client_id: None | str | Unset = UNSET
    code_challenge: None | str | Unset = UNSET
    code_challenge_method: None | str | Unset = UNSET
    redirect_uri: None | str | Unset = UNSET
    response_type: None | str | Unset = UNSET
    scope: None | str | Unset = UNSET
    state: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        client_id: None | str | Unset
        if isinstance(self.client_id, Unset):
            client_id = UNSET
        else:
            client_id = self.client_id

        code_challenge: None | str | Unset
        if isinstance(self.code_challenge, Unset):
            code_challenge = UNSET
        else:
            code_challenge = self.code_challenge

        code_challenge_method: None | str | Unset
        if isinstance(self.code_challenge_method, Unset):
            code_challenge_method = UNSET
        else:
            code_challenge_method = self.code_challenge_method

        redirect_uri: None | str | Unset
        if isinstance(self.redirect_uri, Unset):
            redirect_uri = UNSET
        else:
            redirect_uri = self.redirect_uri

        response_type: None | str | Unset
        if isinstance(self.response_type, Unset):
            response_type = UNSET
        else:
            response_type = self.response_type

        scope: None | str | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        else:
            scope = self.scope

        state: None | str | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        else:
            state = self.state


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if code_challenge is not UNSET:
            field_dict["code_challenge"] = code_challenge
        if code_challenge_method is not UNSET:
            field_dict["code_challenge_method"] = code_challenge_method
        if redirect_uri is not UNSET:
            field_dict["redirect_uri"] = redirect_uri
        if response_type is not UNSET:
            field_dict["response_type"] = response_type
        if scope is not UNSET:
            field_dict["scope"] = scope
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_client_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_id = _parse_client_id(d.pop("client_id", UNSET))


        def _parse_code_challenge(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code_challenge = _parse_code_challenge(d.pop("code_challenge", UNSET))


        def _parse_code_challenge_method(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code_challenge_method = _parse_code_challenge_method(d.pop("code_challenge_method", UNSET))


        def _parse_redirect_uri(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        redirect_uri = _parse_redirect_uri(d.pop("redirect_uri", UNSET))


        def _parse_response_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        response_type = _parse_response_type(d.pop("response_type", UNSET))


        def _parse_scope(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scope = _parse_scope(d.pop("scope", UNSET))


        def _parse_state(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        state = _parse_state(d.pop("state", UNSET))


        authorization_request = cls(
            client_id=client_id,
            code_challenge=code_challenge,
            code_challenge_method=code_challenge_method,
            redirect_uri=redirect_uri,
            response_type=response_type,
            scope=scope,
            state=state,
        )


        authorization_request.additional_properties = d
        return authorization_request

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
