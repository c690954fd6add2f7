from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PasskeyExtensions")



@_attrs_define
class PasskeyExtensions:
    """ The WebAuthn extensions asked for (client extension inputs).

        Attributes:
            appid (str | Unset):
            cred_props (bool | Unset):
            credential_protection_policy (str | Unset): Adding: CTAP2's `credProtect` policy.
            enforce_credential_protection_policy (bool | Unset):
            hmac_create_secret (bool | Unset):
            min_pin_length (bool | Unset):
            uvm (bool | Unset):
     """

    appid: str | Unset = UNSET
    cred_props: bool | Unset = UNSET
    credential_protection_policy: str | Unset = UNSET
    enforce_credential_protection_policy: bool | Unset = UNSET
    hmac_create_secret: bool | Unset = UNSET
    min_pin_length: bool | Unset = UNSET
    uvm: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        appid = self.appid

        cred_props = self.cred_props

        credential_protection_policy = self.credential_protection_policy

        enforce_credential_protection_policy = self.enforce_credential_protection_policy

        hmac_create_secret = self.hmac_create_secret

        min_pin_length = self.min_pin_length

        uvm = self.uvm


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if appid is not UNSET:
            field_dict["appid"] = appid
        if cred_props is not UNSET:
            field_dict["credProps"] = cred_props
        if credential_protection_policy is not UNSET:
            field_dict["credentialProtectionPolicy"] = credential_protection_policy
        if enforce_credential_protection_policy is not UNSET:
            field_dict["enforceCredentialProtectionPolicy"] = enforce_credential_protection_policy
        if hmac_create_secret is not UNSET:
            field_dict["hmacCreateSecret"] = hmac_create_secret
        if min_pin_length is not UNSET:
            field_dict["minPinLength"] = min_pin_length
        if uvm is not UNSET:
            field_dict["uvm"] = uvm

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        appid = d.pop("appid", UNSET)

        cred_props = d.pop("credProps", UNSET)

        credential_protection_policy = d.pop("credentialProtectionPolicy", UNSET)

        enforce_credential_protection_policy = d.pop("enforceCredentialProtectionPolicy", UNSET)

        hmac_create_secret = d.pop("hmacCreateSecret", UNSET)

        min_pin_length = d.pop("minPinLength", UNSET)

        uvm = d.pop("uvm", UNSET)

        passkey_extensions = cls(
            appid=appid,
            cred_props=cred_props,
            credential_protection_policy=credential_protection_policy,
            enforce_credential_protection_policy=enforce_credential_protection_policy,
            hmac_create_secret=hmac_create_secret,
            min_pin_length=min_pin_length,
            uvm=uvm,
        )


        passkey_extensions.additional_properties = d
        return passkey_extensions

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
