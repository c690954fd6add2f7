from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_game_header_game import MeerkatGameHeaderGame
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.meerkat_options import MeerkatOptions
  from ..models.seat_entry import SeatEntry





T = TypeVar("T", bound="MeerkatGameHeader")



@_attrs_define
class MeerkatGameHeader:
    """ What the genesis hash covers: the game as fixed when it starts.

        Attributes:
            game (MeerkatGameHeaderGame):
            game_id (UUID):
            options (MeerkatOptions): Options as a client sends them; every field may be left out.
            ruleset (str):
            seat_count (int): Seats at the table; `seats` lists those taken.
            seats (list[SeatEntry]):
            seed_commitment (str): SHA-256 of the server seed, hex.
            rated (bool | Unset): The game counts for its players' ratings once finished
                (docs/RATINGS.md). Absent when false, as `signed_moves` is.
            signed_moves (bool | Unset): The game takes signed moves only (docs/FAIRNESS.md, "Signed
                moves"). Absent when false, so the genesis hash of every game
                without it is what it always was.
     """

    game: MeerkatGameHeaderGame
    game_id: UUID
    options: MeerkatOptions
    ruleset: str
    seat_count: int
    seats: list[SeatEntry]
    seed_commitment: str
    rated: bool | Unset = UNSET
    signed_moves: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_options import MeerkatOptions # noqa: PLC0415
        from ..models.seat_entry import SeatEntry # noqa: PLC0415
        game = self.game.value

        game_id = str(self.game_id)

        options = self.options.to_dict()

        ruleset = self.ruleset

        seat_count = self.seat_count

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment = self.seed_commitment

        rated = self.rated

        signed_moves = self.signed_moves


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "game_id": game_id,
            "options": options,
            "ruleset": ruleset,
            "seat_count": seat_count,
            "seats": seats,
            "seed_commitment": seed_commitment,
        })
        if rated is not UNSET:
            field_dict["rated"] = rated
        if signed_moves is not UNSET:
            field_dict["signed_moves"] = signed_moves

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_options import MeerkatOptions # noqa: PLC0415
        from ..models.seat_entry import SeatEntry # noqa: PLC0415
        d = dict(src_dict)
        game = MeerkatGameHeaderGame(d.pop("game"))




        game_id = UUID(d.pop("game_id"))




        options = MeerkatOptions.from_dict(d.pop("options"))




        ruleset = d.pop("ruleset")

        seat_count = d.pop("seat_count")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatEntry.from_dict(seats_item_data)



            seats.append(seats_item)


        seed_commitment = d.pop("seed_commitment")

        rated = d.pop("rated", UNSET)

        signed_moves = d.pop("signed_moves", UNSET)

        meerkat_game_header = cls(
            game=game,
            game_id=game_id,
            options=options,
            ruleset=ruleset,
            seat_count=seat_count,
            seats=seats,
            seed_commitment=seed_commitment,
            rated=rated,
            signed_moves=signed_moves,
        )

        return meerkat_game_header

