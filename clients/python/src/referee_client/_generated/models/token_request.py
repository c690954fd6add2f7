from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="TokenRequest")



@_attrs_define
class TokenRequest:
    """ An api_key to exchange for a token: alone, or with the id of the player
    it belongs to.

        Attributes:
            api_key (str):
            player_id (None | Unset | UUID): The player the key must belong to (optional: a key names its
                player). A key of another player is refused as a wrong key is.
     """

    api_key: str
    player_id: None | Unset | UUID = UNSET





    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        player_id: None | str | Unset
        if isinstance(self.player_id, Unset):
            player_id = UNSET
        elif isinstance(self.player_id, UUID):
            player_id = str(self.player_id)
        else:
            player_id = self.player_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "api_key": api_key,
        })
        if player_id is not UNSET:
            field_dict["player_id"] = player_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        def _parse_player_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                player_id_type_0 = UUID(data)



                return player_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        player_id = _parse_player_id(d.pop("player_id", UNSET))


        token_request = cls(
            api_key=api_key,
            player_id=player_id,
        )

        return token_request

