from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreatePlayer")



@_attrs_define
class CreatePlayer:
    """ 
        Attributes:
            name (str): Trimmed of surrounding whitespace, 1 to 64 characters with at least
                one visible one (not only whitespace or zero-width characters), and
                no control or bidirectional-formatting characters (U+202A–U+202E,
                U+2066–U+2069, U+200E, U+200F, U+061C); else `422 invalid_name`.
            handle (None | str | Unset): What the player signs in with (`POST /v1/sessions`): 2 to 30 ASCII
                letters, digits, `_` or `-`, starting with a letter or digit; one
                player's whatever its case (else `409 handle_taken`). Optional: a
                bot needs only its API key.
            password (None | str | Unset): The password, with `handle`: at least 8 characters, at most 1024
                bytes, not the handle (else `422 weak_password`). Kept as its
                Argon2id hash.
     """

    name: str
    handle: None | str | Unset = UNSET
    password: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        handle: None | str | Unset
        if isinstance(self.handle, Unset):
            handle = UNSET
        else:
            handle = self.handle

        password: None | str | Unset
        if isinstance(self.password, Unset):
            password = UNSET
        else:
            password = self.password


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if handle is not UNSET:
            field_dict["handle"] = handle
        if password is not UNSET:
            field_dict["password"] = password

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_handle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        handle = _parse_handle(d.pop("handle", UNSET))


        def _parse_password(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        password = _parse_password(d.pop("password", UNSET))


        create_player = cls(
            name=name,
            handle=handle,
            password=password,
        )

        return create_player

