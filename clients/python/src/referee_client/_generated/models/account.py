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
  from ..models.current_token import CurrentToken





T = TypeVar("T", bound="Account")



@_attrs_define
class Account:
    """ The caller's account, as the caller's token sees it.

        Attributes:
            created_at (datetime.datetime):
            handle (None | str): What the player signs in with (`POST /v1/sessions`); null: none set.
            name (str):
            password_set (bool): Whether a password is set (`PUT /v1/players/me/password`).
            player_id (UUID):
            token (CurrentToken): The token a request was made with.
     """

    created_at: datetime.datetime
    handle: None | str
    name: str
    password_set: bool
    player_id: UUID
    token: CurrentToken
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.current_token import CurrentToken # noqa: PLC0415
        created_at = self.created_at.isoformat()

        handle: None | str
        handle = self.handle

        name = self.name

        password_set = self.password_set

        player_id = str(self.player_id)

        token = self.token.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "handle": handle,
            "name": name,
            "password_set": password_set,
            "player_id": player_id,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.current_token import CurrentToken # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_handle(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        handle = _parse_handle(d.pop("handle"))


        name = d.pop("name")

        password_set = d.pop("password_set")

        player_id = UUID(d.pop("player_id"))




        token = CurrentToken.from_dict(d.pop("token"))




        account = cls(
            created_at=created_at,
            handle=handle,
            name=name,
            password_set=password_set,
            player_id=player_id,
            token=token,
        )


        account.additional_properties = d
        return account

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
