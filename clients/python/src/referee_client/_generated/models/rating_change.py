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
  from ..models.rating_figures import RatingFigures





T = TypeVar("T", bound="RatingChange")



@_attrs_define
class RatingChange:
    """ One rating before and after a game.

        Attributes:
            after (RatingFigures): A rating at one moment: its two figures and the one shown.
            before (RatingFigures): A rating at one moment: its two figures and the one shown.
            finished_at (datetime.datetime): The game's last step's time.
            game (GameId): A game kind: its id in the catalog.
            game_id (UUID): The rated game it came from: its audit bundle has all it depends on.
            place (int): 1: the best score (ties share a place).
            seat (int):
            seq (int): Where the change stands in the one order every rating change was
                applied in (docs/RATINGS.md).
     """

    after: RatingFigures
    before: RatingFigures
    finished_at: datetime.datetime
    game: GameId
    game_id: UUID
    place: int
    seat: int
    seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_figures import RatingFigures # noqa: PLC0415
        after = self.after.to_dict()

        before = self.before.to_dict()

        finished_at = self.finished_at.isoformat()

        game = self.game.value

        game_id = str(self.game_id)

        place = self.place

        seat = self.seat

        seq = self.seq


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "after": after,
            "before": before,
            "finished_at": finished_at,
            "game": game,
            "game_id": game_id,
            "place": place,
            "seat": seat,
            "seq": seq,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_figures import RatingFigures # noqa: PLC0415
        d = dict(src_dict)
        after = RatingFigures.from_dict(d.pop("after"))




        before = RatingFigures.from_dict(d.pop("before"))




        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))




        game = GameId(d.pop("game"))




        game_id = UUID(d.pop("game_id"))




        place = d.pop("place")

        seat = d.pop("seat")

        seq = d.pop("seq")

        rating_change = cls(
            after=after,
            before=before,
            finished_at=finished_at,
            game=game,
            game_id=game_id,
            place=place,
            seat=seat,
            seq=seq,
        )


        rating_change.additional_properties = d
        return rating_change

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
