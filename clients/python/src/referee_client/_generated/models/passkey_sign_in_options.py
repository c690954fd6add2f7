from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PasskeySignInOptions")



@_attrs_define
class PasskeySignInOptions:
    """ 
        Attributes:
            handle (None | str | Unset): The handle of the player signing in, in any case: its passkeys are
                the ones allowed. Absent: any passkey the authenticator holds for
                this site may answer (a discoverable one names its player).
     """

    handle: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        handle: None | str | Unset
        if isinstance(self.handle, Unset):
            handle = UNSET
        else:
            handle = self.handle


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if handle is not UNSET:
            field_dict["handle"] = handle

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_handle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        handle = _parse_handle(d.pop("handle", UNSET))


        passkey_sign_in_options = cls(
            handle=handle,
        )

        return passkey_sign_in_options

