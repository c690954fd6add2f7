from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.passkey_assertion import PasskeyAssertion





T = TypeVar("T", bound="PasskeySignIn")



@_attrs_define
class PasskeySignIn:
    """ 
        Attributes:
            ceremony_id (UUID): The `ceremony_id` of `POST /v1/sessions/passkey/options`.
            credential (PasskeyAssertion): The answer of `navigator.credentials.get` (a `PublicKeyCredential`
                whose response is an assertion), its binary fields in base64url.
     """

    ceremony_id: UUID
    credential: PasskeyAssertion





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_assertion import PasskeyAssertion # noqa: PLC0415
        ceremony_id = str(self.ceremony_id)

        credential = self.credential.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ceremony_id": ceremony_id,
            "credential": credential,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_assertion import PasskeyAssertion # noqa: PLC0415
        d = dict(src_dict)
        ceremony_id = UUID(d.pop("ceremony_id"))




        credential = PasskeyAssertion.from_dict(d.pop("credential"))




        passkey_sign_in = cls(
            ceremony_id=ceremony_id,
            credential=credential,
        )

        return passkey_sign_in

