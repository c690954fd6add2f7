from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.passkey_options import PasskeyOptions





T = TypeVar("T", bound="PasskeyCeremony")



@_attrs_define
class PasskeyCeremony:
    """ Options for the browser, and the ceremony they start.

        Attributes:
            ceremony_id (UUID): Send it back with the browser's credential, once.
            expires_at (datetime.datetime): When the ceremony can no longer be finished (five minutes on).
            options (PasskeyOptions): WebAuthn's options, as `navigator.credentials.create` or `.get` takes
                them once their base64url fields are bytes.
     """

    ceremony_id: UUID
    expires_at: datetime.datetime
    options: PasskeyOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_options import PasskeyOptions # noqa: PLC0415
        ceremony_id = str(self.ceremony_id)

        expires_at = self.expires_at.isoformat()

        options = self.options.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ceremony_id": ceremony_id,
            "expires_at": expires_at,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_options import PasskeyOptions # noqa: PLC0415
        d = dict(src_dict)
        ceremony_id = UUID(d.pop("ceremony_id"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        options = PasskeyOptions.from_dict(d.pop("options"))




        passkey_ceremony = cls(
            ceremony_id=ceremony_id,
            expires_at=expires_at,
            options=options,
        )


        passkey_ceremony.additional_properties = d
        return passkey_ceremony

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
