from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.passkey_public_key_options import PasskeyPublicKeyOptions





T = TypeVar("T", bound="PasskeyOptions")



@_attrs_define
class PasskeyOptions:
    """ WebAuthn's options, as `navigator.credentials.create` or `.get` takes
    them once their base64url fields are bytes.

        Attributes:
            public_key (PasskeyPublicKeyOptions): `PublicKeyCredentialCreationOptions` (adding a passkey: `rp`, `user`,
                `pubKeyCredParams`, …) or `PublicKeyCredentialRequestOptions` (signing
                in: `rpId`, `allowCredentials`, …), in WebAuthn's JSON form.
     """

    public_key: PasskeyPublicKeyOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_public_key_options import PasskeyPublicKeyOptions # noqa: PLC0415
        public_key = self.public_key.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "publicKey": public_key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_public_key_options import PasskeyPublicKeyOptions # noqa: PLC0415
        d = dict(src_dict)
        public_key = PasskeyPublicKeyOptions.from_dict(d.pop("publicKey"))




        passkey_options = cls(
            public_key=public_key,
        )


        passkey_options.additional_properties = d
        return passkey_options

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
