from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="SeatDto")



@_attrs_define
class SeatDto:
    """ 
        Attributes:
            away (bool): Its last turn was played by the clock; cleared when it moves itself.
            client_seed (None | str): Hex; public.
            name (str):
            player_id (UUID):
            resigned (bool): It resigned: the referee plays each of its turns at once.
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            bot (str | Unset): The built-in bot the server plays this seat with (see the catalog's
                `bots`); absent for a player's seat.
     """

    away: bool
    client_seed: None | str
    name: str
    player_id: UUID
    resigned: bool
    seat: int
    bot: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        away = self.away

        client_seed: None | str
        client_seed = self.client_seed

        name = self.name

        player_id = str(self.player_id)

        resigned = self.resigned

        seat = self.seat

        bot = self.bot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "away": away,
            "client_seed": client_seed,
            "name": name,
            "player_id": player_id,
            "resigned": resigned,
            "seat": seat,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        away = d.pop("away")

        def _parse_client_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_seed = _parse_client_seed(d.pop("client_seed"))


        name = d.pop("name")

        player_id = UUID(d.pop("player_id"))




        resigned = d.pop("resigned")

        seat = d.pop("seat")

        bot = d.pop("bot", UNSET)

        seat_dto = cls(
            away=away,
            client_seed=client_seed,
            name=name,
            player_id=player_id,
            resigned=resigned,
            seat=seat,
            bot=bot,
        )


        seat_dto.additional_properties = d
        return seat_dto

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
