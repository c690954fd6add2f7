from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.variant import Variant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.deck_spec import DeckSpec





T = TypeVar("T", bound="BiscuitsOptions")



@_attrs_define
class BiscuitsOptions:
    """ Options as a client sends them; every field may be left out. An option
    that has no effect in the chosen variant is refused (RULES.md,
    "Conventions").

        Attributes:
            deck (DeckSpec | None | Unset):
            markers (int | None | Unset): Basic only: biscuits and warning markers, each (default 9, at least 1).
            max_rounds (int | None | Unset): Basic only: the game also ends after this many rounds (default 20).
            rounds (int | None | Unset): Advanced only: rounds to play (default 3).
            starting_seat (int | None | Unset):
            turn_time (int | None | Unset): Seconds per turn: the turn clock (docs/RULES.md, "Both games — turn clocks").
                Left out: no clock. The server's minimum is in the catalog.
            variant (None | Unset | Variant):
     """

    deck: DeckSpec | None | Unset = UNSET
    markers: int | None | Unset = UNSET
    max_rounds: int | None | Unset = UNSET
    rounds: int | None | Unset = UNSET
    starting_seat: int | None | Unset = UNSET
    turn_time: int | None | Unset = UNSET
    variant: None | Unset | Variant = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.deck_spec import DeckSpec # noqa: PLC0415
        deck: dict[str, Any] | None | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        elif isinstance(self.deck, DeckSpec):
            deck = self.deck.to_dict()
        else:
            deck = self.deck

        markers: int | None | Unset
        if isinstance(self.markers, Unset):
            markers = UNSET
        else:
            markers = self.markers

        max_rounds: int | None | Unset
        if isinstance(self.max_rounds, Unset):
            max_rounds = UNSET
        else:
            max_rounds = self.max_rounds

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

        variant: None | str | Unset
        if isinstance(self.variant, Unset):
            variant = UNSET
        elif isinstance(self.variant, Variant):
            variant = self.variant.value
        else:
            variant = self.variant


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if deck is not UNSET:
            field_dict["deck"] = deck
        if markers is not UNSET:
            field_dict["markers"] = markers
        if max_rounds is not UNSET:
            field_dict["max_rounds"] = max_rounds
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if starting_seat is not UNSET:
            field_dict["starting_seat"] = starting_seat
        if turn_time is not UNSET:
            field_dict["turn_time"] = turn_time
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deck_spec import DeckSpec # noqa: PLC0415
        d = dict(src_dict)
        def _parse_deck(data: object) -> DeckSpec | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deck_type_1 = DeckSpec.from_dict(data)



                return deck_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DeckSpec | None | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))


        def _parse_markers(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        markers = _parse_markers(d.pop("markers", UNSET))


        def _parse_max_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_rounds = _parse_max_rounds(d.pop("max_rounds", UNSET))


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


        def _parse_variant(data: object) -> None | Unset | Variant:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                variant_type_1 = Variant(data)



                return variant_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | Variant, data)

        variant = _parse_variant(d.pop("variant", UNSET))


        biscuits_options = cls(
            deck=deck,
            markers=markers,
            max_rounds=max_rounds,
            rounds=rounds,
            starting_seat=starting_seat,
            turn_time=turn_time,
            variant=variant,
        )

        return biscuits_options

