from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.finished_seat import FinishedSeat





T = TypeVar("T", bound="FinishedGame")



@_attrs_define
class FinishedGame:
    """ A finished public game a profile lists: who played and how it ended.

        Attributes:
            finished_at (datetime.datetime | None):
            game (GameId): A game kind: its id in the catalog.
            id (UUID):
            rated (bool):
            scores (list[int]): The final scores, index = seat (Meerkat: penalty totals, the lowest
                wins; Biscuits: points, the highest wins).
            seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            seats (list[FinishedSeat]): Every seat, by seat number.
            winners (list[int]): The winning seats (all tied seats).
            won (bool): Whether the profile's player won (alone or tied for first).
     """

    finished_at: datetime.datetime | None
    game: GameId
    id: UUID
    rated: bool
    scores: list[int]
    seat: int
    seats: list[FinishedSeat]
    winners: list[int]
    won: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.finished_seat import FinishedSeat # noqa: PLC0415
        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        game = self.game.value

        id = str(self.id)

        rated = self.rated

        scores = self.scores



        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        winners = self.winners



        won = self.won


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "finished_at": finished_at,
            "game": game,
            "id": id,
            "rated": rated,
            "scores": scores,
            "seat": seat,
            "seats": seats,
            "winners": winners,
            "won": won,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.finished_seat import FinishedSeat # noqa: PLC0415
        d = dict(src_dict)
        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        game = GameId(d.pop("game"))




        id = UUID(d.pop("id"))




        rated = d.pop("rated")

        scores = cast(list[int], d.pop("scores"))


        seat = d.pop("seat")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = FinishedSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        winners = cast(list[int], d.pop("winners"))


        won = d.pop("won")

        finished_game = cls(
            finished_at=finished_at,
            game=game,
            id=id,
            rated=rated,
            scores=scores,
            seat=seat,
            seats=seats,
            winners=winners,
            won=won,
        )


        finished_game.additional_properties = d
        return finished_game

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
