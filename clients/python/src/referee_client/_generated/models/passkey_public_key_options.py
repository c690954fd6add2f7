from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.passkey_algorithm import PasskeyAlgorithm
  from ..models.passkey_authenticator_selection import PasskeyAuthenticatorSelection
  from ..models.passkey_credential_descriptor import PasskeyCredentialDescriptor
  from ..models.passkey_extensions import PasskeyExtensions
  from ..models.passkey_relying_party import PasskeyRelyingParty
  from ..models.passkey_user import PasskeyUser





T = TypeVar("T", bound="PasskeyPublicKeyOptions")



@_attrs_define
class PasskeyPublicKeyOptions:
    """ `PublicKeyCredentialCreationOptions` (adding a passkey: `rp`, `user`,
    `pubKeyCredParams`, …) or `PublicKeyCredentialRequestOptions` (signing
    in: `rpId`, `allowCredentials`, …), in WebAuthn's JSON form.

        Attributes:
            challenge (str): The ceremony's challenge, base64url.
            allow_credentials (list[PasskeyCredentialDescriptor] | Unset): Signing in: the passkeys that may answer (empty:
                any that names its
                player).
            attestation (str | Unset): Adding: the attestation asked for (`none`).
            attestation_formats (list[str] | Unset): Adding: the attestation formats taken.
            authenticator_selection (PasskeyAuthenticatorSelection | Unset): `AuthenticatorSelectionCriteria`.
            exclude_credentials (list[PasskeyCredentialDescriptor] | Unset): Adding: the player's passkeys, which no
                authenticator makes again.
            extensions (PasskeyExtensions | Unset): The WebAuthn extensions asked for (client extension inputs).
            hints (list[str] | Unset): Hints to the browser of the authenticator to use.
            pub_key_cred_params (list[PasskeyAlgorithm] | Unset): Adding: the signature algorithms taken, in order of
                preference.
            rp (PasskeyRelyingParty | Unset):
            rp_id (str | Unset): Signing in: the relying party's id.
            timeout (int | Unset): Milliseconds the browser may wait for the authenticator.
            user (PasskeyUser | Unset):
            user_verification (str | Unset): `required`: the authenticator verifies its user.
     """

    challenge: str
    allow_credentials: list[PasskeyCredentialDescriptor] | Unset = UNSET
    attestation: str | Unset = UNSET
    attestation_formats: list[str] | Unset = UNSET
    authenticator_selection: PasskeyAuthenticatorSelection | Unset = UNSET
    exclude_credentials: list[PasskeyCredentialDescriptor] | Unset = UNSET
    extensions: PasskeyExtensions | Unset = UNSET
    hints: list[str] | Unset = UNSET
    pub_key_cred_params: list[PasskeyAlgorithm] | Unset = UNSET
    rp: PasskeyRelyingParty | Unset = UNSET
    rp_id: str | Unset = UNSET
    timeout: int | Unset = UNSET
    user: PasskeyUser | Unset = UNSET
    user_verification: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_algorithm import PasskeyAlgorithm # noqa: PLC0415
        from ..models.passkey_authenticator_selection import PasskeyAuthenticatorSelection # noqa: PLC0415
        from ..models.passkey_credential_descriptor import PasskeyCredentialDescriptor # noqa: PLC0415
        from ..models.passkey_extensions import PasskeyExtensions # noqa: PLC0415
        from ..models.passkey_relying_party import PasskeyRelyingParty # noqa: PLC0415
        from ..models.passkey_user import PasskeyUser # noqa: PLC0415
        challenge = self.challenge

        allow_credentials: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.allow_credentials, Unset):
            allow_credentials = []
            for allow_credentials_item_data in self.allow_credentials:
                allow_credentials_item = allow_credentials_item_data.to_dict()
                allow_credentials.append(allow_credentials_item)



        attestation = self.attestation

        attestation_formats: list[str] | Unset = UNSET
        if not isinstance(self.attestation_formats, Unset):
            attestation_formats = self.attestation_formats



        authenticator_selection: dict[str, Any] | Unset = UNSET
        if not isinstance(self.authenticator_selection, Unset):
            authenticator_selection = self.authenticator_selection.to_dict()

        exclude_credentials: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.exclude_credentials, Unset):
            exclude_credentials = []
            for exclude_credentials_item_data in self.exclude_credentials:
                exclude_credentials_item = exclude_credentials_item_data.to_dict()
                exclude_credentials.append(exclude_credentials_item)



        extensions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.extensions, Unset):
            extensions = self.extensions.to_dict()

        hints: list[str] | Unset = UNSET
        if not isinstance(self.hints, Unset):
            hints = self.hints



        pub_key_cred_params: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pub_key_cred_params, Unset):
            pub_key_cred_params = []
            for pub_key_cred_params_item_data in self.pub_key_cred_params:
                pub_key_cred_params_item = pub_key_cred_params_item_data.to_dict()
                pub_key_cred_params.append(pub_key_cred_params_item)



        rp: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rp, Unset):
            rp = self.rp.to_dict()

        rp_id = self.rp_id

        timeout = self.timeout

        user: dict[str, Any] | Unset = UNSET
        if not isinstance(self.user, Unset):
            user = self.user.to_dict()

        user_verification = self.user_verification


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "challenge": challenge,
        })
        if allow_credentials is not UNSET:
            field_dict["allowCredentials"] = allow_credentials
        if attestation is not UNSET:
            field_dict["attestation"] = attestation
        if attestation_formats is not UNSET:
            field_dict["attestationFormats"] = attestation_formats
        if authenticator_selection is not UNSET:
            field_dict["authenticatorSelection"] = authenticator_selection
        if exclude_credentials is not UNSET:
            field_dict["excludeCredentials"] = exclude_credentials
        if extensions is not UNSET:
            field_dict["extensions"] = extensions
        if hints is not UNSET:
            field_dict["hints"] = hints
        if pub_key_cred_params is not UNSET:
            field_dict["pubKeyCredParams"] = pub_key_cred_params
        if rp is not UNSET:
            field_dict["rp"] = rp
        if rp_id is not UNSET:
            field_dict["rpId"] = rp_id
        if timeout is not UNSET:
            field_dict["timeout"] = timeout
        if user is not UNSET:
            field_dict["user"] = user
        if user_verification is not UNSET:
            field_dict["userVerification"] = user_verification

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_algorithm import PasskeyAlgorithm # noqa: PLC0415
        from ..models.passkey_authenticator_selection import PasskeyAuthenticatorSelection # noqa: PLC0415
        from ..models.passkey_credential_descriptor import PasskeyCredentialDescriptor # noqa: PLC0415
        from ..models.passkey_extensions import PasskeyExtensions # noqa: PLC0415
        from ..models.passkey_relying_party import PasskeyRelyingParty # noqa: PLC0415
        from ..models.passkey_user import PasskeyUser # noqa: PLC0415
        d = dict(src_dict)
        challenge = d.pop("challenge")

        _allow_credentials = d.pop("allowCredentials", UNSET)
        allow_credentials: list[PasskeyCredentialDescriptor] | Unset = UNSET
        if _allow_credentials is not UNSET:
            allow_credentials = []
            for allow_credentials_item_data in _allow_credentials:
                allow_credentials_item = PasskeyCredentialDescriptor.from_dict(allow_credentials_item_data)



                allow_credentials.append(allow_credentials_item)


        attestation = d.pop("attestation", UNSET)

        attestation_formats = cast(list[str], d.pop("attestationFormats", UNSET))


        _authenticator_selection = d.pop("authenticatorSelection", UNSET)
        authenticator_selection: PasskeyAuthenticatorSelection | Unset
        if isinstance(_authenticator_selection,  Unset):
            authenticator_selection = UNSET
        else:
            authenticator_selection = PasskeyAuthenticatorSelection.from_dict(_authenticator_selection)




        _exclude_credentials = d.pop("excludeCredentials", UNSET)
        exclude_credentials: list[PasskeyCredentialDescriptor] | Unset = UNSET
        if _exclude_credentials is not UNSET:
            exclude_credentials = []
            for exclude_credentials_item_data in _exclude_credentials:
                exclude_credentials_item = PasskeyCredentialDescriptor.from_dict(exclude_credentials_item_data)



                exclude_credentials.append(exclude_credentials_item)


        _extensions = d.pop("extensions", UNSET)
        extensions: PasskeyExtensions | Unset
        if isinstance(_extensions,  Unset):
            extensions = UNSET
        else:
            extensions = PasskeyExtensions.from_dict(_extensions)




        hints = cast(list[str], d.pop("hints", UNSET))


        _pub_key_cred_params = d.pop("pubKeyCredParams", UNSET)
        pub_key_cred_params: list[PasskeyAlgorithm] | Unset = UNSET
        if _pub_key_cred_params is not UNSET:
            pub_key_cred_params = []
            for pub_key_cred_params_item_data in _pub_key_cred_params:
                pub_key_cred_params_item = PasskeyAlgorithm.from_dict(pub_key_cred_params_item_data)



                pub_key_cred_params.append(pub_key_cred_params_item)


        _rp = d.pop("rp", UNSET)
        rp: PasskeyRelyingParty | Unset
        if isinstance(_rp,  Unset):
            rp = UNSET
        else:
            rp = PasskeyRelyingParty.from_dict(_rp)




        rp_id = d.pop("rpId", UNSET)

        timeout = d.pop("timeout", UNSET)

        _user = d.pop("user", UNSET)
        user: PasskeyUser | Unset
        if isinstance(_user,  Unset):
            user = UNSET
        else:
            user = PasskeyUser.from_dict(_user)




        user_verification = d.pop("userVerification", UNSET)

        passkey_public_key_options = cls(
            challenge=challenge,
            allow_credentials=allow_credentials,
            attestation=attestation,
            attestation_formats=attestation_formats,
            authenticator_selection=authenticator_selection,
            exclude_credentials=exclude_credentials,
            extensions=extensions,
            hints=hints,
            pub_key_cred_params=pub_key_cred_params,
            rp=rp,
            rp_id=rp_id,
            timeout=timeout,
            user=user,
            user_verification=user_verification,
        )


        passkey_public_key_options.additional_properties = d
        return passkey_public_key_options

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
