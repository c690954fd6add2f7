from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_seen_event_game_ended_type import BiscuitsSeenEventGameEndedType
from ..models.game_end import GameEnd
from typing import cast






T = TypeVar("T", bound="BiscuitsSeenEventGameEnded")



@_attrs_define
class BiscuitsSeenEventGameEnded:
    """ 
        Attributes:
            reason (GameEnd): Why the game ended (RULES.md, Game 2, "End of a round and of the game").
            scores (list[int]):
            type_ (BiscuitsSeenEventGameEndedType):
            winners (list[int]):
     """

    reason: GameEnd
    scores: list[int]
    type_: BiscuitsSeenEventGameEndedType
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        scores = self.scores



        type_ = self.type_.value

        winners = self.winners




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
            "scores": scores,
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = GameEnd(d.pop("reason"))




        scores = cast(list[int], d.pop("scores"))


        type_ = BiscuitsSeenEventGameEndedType(d.pop("type"))




        winners = cast(list[int], d.pop("winners"))


        biscuits_seen_event_game_ended = cls(
            reason=reason,
            scores=scores,
            type_=type_,
            winners=winners,
        )


        biscuits_seen_event_game_ended.additional_properties = d
        return biscuits_seen_event_game_ended

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
