from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PasskeyAttestationResponse")



@_attrs_define
class PasskeyAttestationResponse:
    """ 
        Attributes:
            attestation_object (str):
            client_data_json (str):
            transports (list[str] | None | Unset): `getTransports()`, if sent.
     """

    attestation_object: str
    client_data_json: str
    transports: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        attestation_object = self.attestation_object

        client_data_json = self.client_data_json

        transports: list[str] | None | Unset
        if isinstance(self.transports, Unset):
            transports = UNSET
        elif isinstance(self.transports, list):
            transports = self.transports


        else:
            transports = self.transports


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attestationObject": attestation_object,
            "clientDataJSON": client_data_json,
        })
        if transports is not UNSET:
            field_dict["transports"] = transports

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attestation_object = d.pop("attestationObject")

        client_data_json = d.pop("clientDataJSON")

        def _parse_transports(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                transports_type_0 = cast(list[str], data)

                return transports_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        transports = _parse_transports(d.pop("transports", UNSET))


        passkey_attestation_response = cls(
            attestation_object=attestation_object,
            client_data_json=client_data_json,
            transports=transports,
        )


        passkey_attestation_response.additional_properties = d
        return passkey_attestation_response

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
