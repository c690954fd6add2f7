from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="JoinGame")



@_attrs_define
class JoinGame:
    """ 
        Attributes:
            bot (None | str | Unset): Seat this built-in bot (a name from the catalog's `bots` for the
                game) instead of the caller: the game's creator only. The server plays
                the seat from the seat's own view, as soon as it is on turn.
            client_seed (None | str | Unset): Hex, at most 64 bytes: this player's contribution to the game seed.
            invite_code (None | str | Unset): The game's invite code: lets its holder join a private game it was
                not invited to by id.
            seat (int | None | Unset): The seat to take (default: the lowest free); one the table does not
                have is `422 seat_out_of_range`.
     """

    bot: None | str | Unset = UNSET
    client_seed: None | str | Unset = UNSET
    invite_code: None | str | Unset = UNSET
    seat: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot

        client_seed: None | str | Unset
        if isinstance(self.client_seed, Unset):
            client_seed = UNSET
        else:
            client_seed = self.client_seed

        invite_code: None | str | Unset
        if isinstance(self.invite_code, Unset):
            invite_code = UNSET
        else:
            invite_code = self.invite_code

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if invite_code is not UNSET:
            field_dict["invite_code"] = invite_code
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        def _parse_client_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_seed = _parse_client_seed(d.pop("client_seed", UNSET))


        def _parse_invite_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        invite_code = _parse_invite_code(d.pop("invite_code", UNSET))


        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        join_game = cls(
            bot=bot,
            client_seed=client_seed,
            invite_code=invite_code,
            seat=seat,
        )

        return join_game

