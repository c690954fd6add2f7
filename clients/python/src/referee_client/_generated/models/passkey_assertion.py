from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.passkey_assertion_response import PasskeyAssertionResponse
  from ..models.passkey_client_extension_results import PasskeyClientExtensionResults





T = TypeVar("T", bound="PasskeyAssertion")



@_attrs_define
class PasskeyAssertion:
    """ The answer of `navigator.credentials.get` (a `PublicKeyCredential`
    whose response is an assertion), its binary fields in base64url.

        Attributes:
            id (str): The credential's id, base64url.
            raw_id (str): The same id, base64url.
            response (PasskeyAssertionResponse):
            type_ (str): `public-key`.
            extensions (None | PasskeyClientExtensionResults | Unset):
     """

    id: str
    raw_id: str
    response: PasskeyAssertionResponse
    type_: str
    extensions: None | PasskeyClientExtensionResults | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_assertion_response import PasskeyAssertionResponse # noqa: PLC0415
        from ..models.passkey_client_extension_results import PasskeyClientExtensionResults # noqa: PLC0415
        id = self.id

        raw_id = self.raw_id

        response = self.response.to_dict()

        type_ = self.type_

        extensions: dict[str, Any] | None | Unset
        if isinstance(self.extensions, Unset):
            extensions = UNSET
        elif isinstance(self.extensions, PasskeyClientExtensionResults):
            extensions = self.extensions.to_dict()
        else:
            extensions = self.extensions


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "rawId": raw_id,
            "response": response,
            "type": type_,
        })
        if extensions is not UNSET:
            field_dict["extensions"] = extensions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_assertion_response import PasskeyAssertionResponse # noqa: PLC0415
        from ..models.passkey_client_extension_results import PasskeyClientExtensionResults # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        raw_id = d.pop("rawId")

        response = PasskeyAssertionResponse.from_dict(d.pop("response"))




        type_ = d.pop("type")

        def _parse_extensions(data: object) -> None | PasskeyClientExtensionResults | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                extensions_type_1 = PasskeyClientExtensionResults.from_dict(data)



                return extensions_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PasskeyClientExtensionResults | Unset, data)

        extensions = _parse_extensions(d.pop("extensions", UNSET))


        passkey_assertion = cls(
            id=id,
            raw_id=raw_id,
            response=response,
            type_=type_,
            extensions=extensions,
        )


        passkey_assertion.additional_properties = d
        return passkey_assertion

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
