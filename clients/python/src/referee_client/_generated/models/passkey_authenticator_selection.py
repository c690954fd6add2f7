from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PasskeyAuthenticatorSelection")



@_attrs_define
class PasskeyAuthenticatorSelection:
    """ `AuthenticatorSelectionCriteria`.

        Attributes:
            require_resident_key (bool):
            user_verification (str): `required`.
            authenticator_attachment (str | Unset): `platform` or `cross-platform`; absent: either.
            resident_key (str | Unset): `preferred`: a discoverable credential where the authenticator can
                make one.
     """

    require_resident_key: bool
    user_verification: str
    authenticator_attachment: str | Unset = UNSET
    resident_key: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        require_resident_key = self.require_resident_key

        user_verification = self.user_verification

        authenticator_attachment = self.authenticator_attachment

        resident_key = self.resident_key


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "requireResidentKey": require_resident_key,
            "userVerification": user_verification,
        })
        if authenticator_attachment is not UNSET:
            field_dict["authenticatorAttachment"] = authenticator_attachment
        if resident_key is not UNSET:
            field_dict["residentKey"] = resident_key

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        require_resident_key = d.pop("requireResidentKey")

        user_verification = d.pop("userVerification")

        authenticator_attachment = d.pop("authenticatorAttachment", UNSET)

        resident_key = d.pop("residentKey", UNSET)

        passkey_authenticator_selection = cls(
            require_resident_key=require_resident_key,
            user_verification=user_verification,
            authenticator_attachment=authenticator_attachment,
            resident_key=resident_key,
        )


        passkey_authenticator_selection.additional_properties = d
        return passkey_authenticator_selection

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
