from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="Recovered")



@_attrs_define
class Recovered:
    """ A recovered account: a token of every scope, and the next recovery
    code (the one used is spent), shown this once.

        Attributes:
            expires_at (datetime.datetime):
            player_id (UUID):
            recovery_code (str):
            token (str):
     """

    expires_at: datetime.datetime
    player_id: UUID
    recovery_code: str
    token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at.isoformat()

        player_id = str(self.player_id)

        recovery_code = self.recovery_code

        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "expires_at": expires_at,
            "player_id": player_id,
            "recovery_code": recovery_code,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        player_id = UUID(d.pop("player_id"))




        recovery_code = d.pop("recovery_code")

        token = d.pop("token")

        recovered = cls(
            expires_at=expires_at,
            player_id=player_id,
            recovery_code=recovery_code,
            token=token,
        )


        recovered.additional_properties = d
        return recovered

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
