from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Recover")



@_attrs_define
class Recover:
    """ 
        Attributes:
            handle (str): The player's handle, in any case.
            new_password (str): The new password: at least 8 characters, at most 1024 bytes, not
                the handle.
            recovery_code (str): The code shown when the password was last set, as shown (the
                dashes, spaces and case do not matter).
     """

    handle: str
    new_password: str
    recovery_code: str





    def to_dict(self) -> dict[str, Any]:
        handle = self.handle

        new_password = self.new_password

        recovery_code = self.recovery_code


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "handle": handle,
            "new_password": new_password,
            "recovery_code": recovery_code,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        handle = d.pop("handle")

        new_password = d.pop("new_password")

        recovery_code = d.pop("recovery_code")

        recover = cls(
            handle=handle,
            new_password=new_password,
            recovery_code=recovery_code,
        )

        return recover

