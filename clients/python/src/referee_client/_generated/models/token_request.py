from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID






T = TypeVar("T", bound="TokenRequest")



@_attrs_define
class TokenRequest:
    """ 
        Attributes:
            api_key (str):
            player_id (UUID):
     """

    api_key: str
    player_id: UUID





    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        player_id = str(self.player_id)


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "api_key": api_key,
            "player_id": player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        player_id = UUID(d.pop("player_id"))




        token_request = cls(
            api_key=api_key,
            player_id=player_id,
        )

        return token_request

