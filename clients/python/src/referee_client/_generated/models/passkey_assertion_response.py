from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PasskeyAssertionResponse")



@_attrs_define
class PasskeyAssertionResponse:
    """ 
        Attributes:
            authenticator_data (str):
            client_data_json (str):
            signature (str):
            user_handle (None | str | Unset): The player's user handle, which a discoverable passkey sends.
     """

    authenticator_data: str
    client_data_json: str
    signature: str
    user_handle: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        authenticator_data = self.authenticator_data

        client_data_json = self.client_data_json

        signature = self.signature

        user_handle: None | str | Unset
        if isinstance(self.user_handle, Unset):
            user_handle = UNSET
        else:
            user_handle = self.user_handle


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "authenticatorData": authenticator_data,
            "clientDataJSON": client_data_json,
            "signature": signature,
        })
        if user_handle is not UNSET:
            field_dict["userHandle"] = user_handle

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        authenticator_data = d.pop("authenticatorData")

        client_data_json = d.pop("clientDataJSON")

        signature = d.pop("signature")

        def _parse_user_handle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_handle = _parse_user_handle(d.pop("userHandle", UNSET))


        passkey_assertion_response = cls(
            authenticator_data=authenticator_data,
            client_data_json=client_data_json,
            signature=signature,
            user_handle=user_handle,
        )


        passkey_assertion_response.additional_properties = d
        return passkey_assertion_response

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
