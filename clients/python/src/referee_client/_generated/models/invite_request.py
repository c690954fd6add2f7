from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="InviteRequest")



@_attrs_define
class InviteRequest:
    """ A player to invite to a game.

        Attributes:
            player_id (UUID):
            seat (int | None | Unset): A seat to keep for it (no one else may take it); default: none. One
                the table does not have is `422 seat_out_of_range`.
     """

    player_id: UUID
    seat: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player_id = str(self.player_id)

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player_id": player_id,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player_id = UUID(d.pop("player_id"))




        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        invite_request = cls(
            player_id=player_id,
            seat=seat,
        )

        return invite_request

