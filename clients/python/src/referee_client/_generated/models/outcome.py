from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ranking import Ranking
from typing import cast






T = TypeVar("T", bound="Outcome")



@_attrs_define
class Outcome:
    """ How the game stands: finished or not, each seat's score, who won.

        Attributes:
            finished (bool):
            ranking (Ranking):
            scores (list[int]): Index = seat. Meerkat: penalty totals; Biscuits: points.
            winners (list[int]): The winning seats once finished (all tied seats), else empty.
     """

    finished: bool
    ranking: Ranking
    scores: list[int]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        finished = self.finished

        ranking = self.ranking.value

        scores = self.scores



        winners = self.winners




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "finished": finished,
            "ranking": ranking,
            "scores": scores,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        finished = d.pop("finished")

        ranking = Ranking(d.pop("ranking"))




        scores = cast(list[int], d.pop("scores"))


        winners = cast(list[int], d.pop("winners"))


        outcome = cls(
            finished=finished,
            ranking=ranking,
            scores=scores,
            winners=winners,
        )


        outcome.additional_properties = d
        return outcome

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
