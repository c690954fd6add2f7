from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.passkey_attestation import PasskeyAttestation





T = TypeVar("T", bound="AddPasskey")



@_attrs_define
class AddPasskey:
    """ 
        Attributes:
            ceremony_id (UUID): The `ceremony_id` of `POST /v1/players/me/passkeys/options`.
            credential (PasskeyAttestation): The answer of `navigator.credentials.create` (a `PublicKeyCredential`
                whose response is an attestation), its binary fields in base64url.
            name (str): What the passkey is, as you will recognise it in the list: 1 to 64
                characters.
     """

    ceremony_id: UUID
    credential: PasskeyAttestation
    name: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_attestation import PasskeyAttestation # noqa: PLC0415
        ceremony_id = str(self.ceremony_id)

        credential = self.credential.to_dict()

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ceremony_id": ceremony_id,
            "credential": credential,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_attestation import PasskeyAttestation # noqa: PLC0415
        d = dict(src_dict)
        ceremony_id = UUID(d.pop("ceremony_id"))




        credential = PasskeyAttestation.from_dict(d.pop("credential"))




        name = d.pop("name")

        add_passkey = cls(
            ceremony_id=ceremony_id,
            credential=credential,
            name=name,
        )

        return add_passkey

