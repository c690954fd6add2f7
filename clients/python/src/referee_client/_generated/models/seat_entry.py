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
            client_seed (None | str): Hex; the player's contribution to the game seed.
            player_id (UUID):
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            bot (str | Unset): The kind of bot the referee plays this seat as (`random`, `sharp`);
                absent for a player's seat. A bot seat's steps are the referee's to
                sign, a player's seat's are its player's (docs/FAIRNESS.md, "Who
                signs which step"). Absent for players, so the genesis hash of a
                game of players alone is what it always was.
     """

    client_seed: None | str
    player_id: UUID
    seat: int
    bot: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        client_seed: None | str
        client_seed = self.client_seed

        player_id = str(self.player_id)

        seat = self.seat

        bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "client_seed": client_seed,
            "player_id": player_id,
            "seat": seat,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_client_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_seed = _parse_client_seed(d.pop("client_seed"))


        player_id = UUID(d.pop("player_id"))




        seat = d.pop("seat")

        bot = d.pop("bot", UNSET)

        seat_entry = cls(
            client_seed=client_seed,
            player_id=player_id,
            seat=seat,
            bot=bot,
        )

        return seat_entry

