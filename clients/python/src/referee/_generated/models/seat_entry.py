from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="SeatEntry")



@_attrs_define
class SeatEntry:
    """ One seat as fixed at the start: who sits there and what it contributed.

        Attributes:
            player_id (UUID):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            client_seed (None | str | Unset): Hex; the player's contribution to the game seed.
     """

    player_id: UUID
    seat: int
    client_seed: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player_id = str(self.player_id)

        seat = self.seat

        client_seed: None | str | Unset
        if isinstance(self.client_seed, Unset):
            client_seed = UNSET
        else:
            client_seed = self.client_seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player_id": player_id,
            "seat": seat,
        })
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player_id = UUID(d.pop("player_id"))




        seat = d.pop("seat")

        def _parse_client_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_seed = _parse_client_seed(d.pop("client_seed", UNSET))


        seat_entry = cls(
            player_id=player_id,
            seat=seat,
            client_seed=client_seed,
        )

        return seat_entry

