from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="PlayerCreated")



@_attrs_define
class PlayerCreated:
    """ 
        Attributes:
            api_key (str): Shown once: only its hash is stored. Exchange it for tokens.
            expires_at (datetime.datetime):
            name (str):
            player_id (UUID):
            token (str):
            handle (str | Unset): The handle it signs in with, if one was given.
            recovery_code (str | Unset): With a password: the code that replaces a forgotten password
                (`POST /v1/sessions/recover`), shown this once. There is no e-mail:
                keep it somewhere safe.
     """

    api_key: str
    expires_at: datetime.datetime
    name: str
    player_id: UUID
    token: str
    handle: str | Unset = UNSET
    recovery_code: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        expires_at = self.expires_at.isoformat()

        name = self.name

        player_id = str(self.player_id)

        token = self.token

        handle = self.handle

        recovery_code = self.recovery_code


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "api_key": api_key,
            "expires_at": expires_at,
            "name": name,
            "player_id": player_id,
            "token": token,
        })
        if handle is not UNSET:
            field_dict["handle"] = handle
        if recovery_code is not UNSET:
            field_dict["recovery_code"] = recovery_code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        name = d.pop("name")

        player_id = UUID(d.pop("player_id"))




        token = d.pop("token")

        handle = d.pop("handle", UNSET)

        recovery_code = d.pop("recovery_code", UNSET)

        player_created = cls(
            api_key=api_key,
            expires_at=expires_at,
            name=name,
            player_id=player_id,
            token=token,
            handle=handle,
            recovery_code=recovery_code,
        )


        player_created.additional_properties = d
        return player_created

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
