from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.card_backs import CardBacks
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MeerkatOptions")



@_attrs_define
class MeerkatOptions:
    """ Options as a client sends them; every field may be left out.

        Attributes:
            card_backs (CardBacks | None | Unset):
            rounds (int | None | Unset): Rounds to play, at least 1 (default 3).
            starting_seat (int | None | Unset):
            turn_time (int | None | Unset): Seconds per turn: the turn clock (docs/RULES.md, "Both games — turn clocks").
                Left out: no clock. The server's minimum is in the catalog.
     """

    card_backs: CardBacks | None | Unset = UNSET
    rounds: int | None | Unset = UNSET
    starting_seat: int | None | Unset = UNSET
    turn_time: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card_backs: None | str | Unset
        if isinstance(self.card_backs, Unset):
            card_backs = UNSET
        elif isinstance(self.card_backs, CardBacks):
            card_backs = self.card_backs.value
        else:
            card_backs = self.card_backs

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        starting_seat: int | None | Unset
        if isinstance(self.starting_seat, Unset):
            starting_seat = UNSET
        else:
            starting_seat = self.starting_seat

        turn_time: int | None | Unset
        if isinstance(self.turn_time, Unset):
            turn_time = UNSET
        else:
            turn_time = self.turn_time


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if card_backs is not UNSET:
            field_dict["card_backs"] = card_backs
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if starting_seat is not UNSET:
            field_dict["starting_seat"] = starting_seat
        if turn_time is not UNSET:
            field_dict["turn_time"] = turn_time

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card_backs(data: object) -> CardBacks | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_backs_type_1 = CardBacks(data)



                return card_backs_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CardBacks | None | Unset, data)

        card_backs = _parse_card_backs(d.pop("card_backs", UNSET))


        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))


        def _parse_starting_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        starting_seat = _parse_starting_seat(d.pop("starting_seat", UNSET))


        def _parse_turn_time(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_time = _parse_turn_time(d.pop("turn_time", UNSET))


        meerkat_options = cls(
            card_backs=card_backs,
            rounds=rounds,
            starting_seat=starting_seat,
            turn_time=turn_time,
        )

        return meerkat_options

