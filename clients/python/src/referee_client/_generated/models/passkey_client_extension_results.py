from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.passkey_cred_props import PasskeyCredProps





T = TypeVar("T", bound="PasskeyClientExtensionResults")



@_attrs_define
class PasskeyClientExtensionResults:
    """ What the browser says of the extensions (`getClientExtensionResults()`):
    unsigned, and only read as a hint.

        Attributes:
            appid (bool | None | Unset):
            cred_props (None | PasskeyCredProps | Unset):
     """

    appid: bool | None | Unset = UNSET
    cred_props: None | PasskeyCredProps | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_cred_props import PasskeyCredProps # noqa: PLC0415
        appid: bool | None | Unset
        if isinstance(self.appid, Unset):
            appid = UNSET
        else:
            appid = self.appid

        cred_props: dict[str, Any] | None | Unset
        if isinstance(self.cred_props, Unset):
            cred_props = UNSET
        elif isinstance(self.cred_props, PasskeyCredProps):
            cred_props = self.cred_props.to_dict()
        else:
            cred_props = self.cred_props


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if appid is not UNSET:
            field_dict["appid"] = appid
        if cred_props is not UNSET:
            field_dict["credProps"] = cred_props

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_cred_props import PasskeyCredProps # noqa: PLC0415
        d = dict(src_dict)
        def _parse_appid(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        appid = _parse_appid(d.pop("appid", UNSET))


        def _parse_cred_props(data: object) -> None | PasskeyCredProps | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cred_props_type_1 = PasskeyCredProps.from_dict(data)



                return cred_props_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PasskeyCredProps | Unset, data)

        cred_props = _parse_cred_props(d.pop("credProps", UNSET))


        passkey_client_extension_results = cls(
            appid=appid,
            cred_props=cred_props,
        )


        passkey_client_extension_results.additional_properties = d
        return passkey_client_extension_results

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
