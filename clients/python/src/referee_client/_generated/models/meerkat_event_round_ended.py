from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_event_round_ended_type import MeerkatEventRoundEndedType
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_round_end_pile_empty import MeerkatRoundEndPileEmpty
  from ..models.meerkat_round_end_went_out import MeerkatRoundEndWentOut





T = TypeVar("T", bound="MeerkatEventRoundEnded")



@_attrs_define
class MeerkatEventRoundEnded:
    """ Each seat added `penalties_added[s]` (its hand size) to its total.

        Attributes:
            end (MeerkatRoundEndPileEmpty | MeerkatRoundEndWentOut): Why a round ended (RULES.md, Game 1, "Drawing and the
                end of a round").
            penalties (list[int]):
            penalties_added (list[int]):
            round_ (int):
            type_ (MeerkatEventRoundEndedType):
     """

    end: MeerkatRoundEndPileEmpty | MeerkatRoundEndWentOut
    penalties: list[int]
    penalties_added: list[int]
    round_: int
    type_: MeerkatEventRoundEndedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_round_end_pile_empty import MeerkatRoundEndPileEmpty # noqa: PLC0415
        from ..models.meerkat_round_end_went_out import MeerkatRoundEndWentOut # noqa: PLC0415
        end: dict[str, Any]
        if isinstance(self.end, MeerkatRoundEndWentOut):
            end = self.end.to_dict()
        else:
            end = self.end.to_dict()


        penalties = self.penalties



        penalties_added = self.penalties_added



        round_ = self.round_

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "end": end,
            "penalties": penalties,
            "penalties_added": penalties_added,
            "round": round_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_round_end_pile_empty import MeerkatRoundEndPileEmpty # noqa: PLC0415
        from ..models.meerkat_round_end_went_out import MeerkatRoundEndWentOut # noqa: PLC0415
        d = dict(src_dict)
        def _parse_end(data: object) -> MeerkatRoundEndPileEmpty | MeerkatRoundEndWentOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_round_end_type_0 = MeerkatRoundEndWentOut.from_dict(data)



                return componentsschemas_meerkat_round_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_meerkat_round_end_type_1 = MeerkatRoundEndPileEmpty.from_dict(data)



            return componentsschemas_meerkat_round_end_type_1

        end = _parse_end(d.pop("end"))


        penalties = cast(list[int], d.pop("penalties"))


        penalties_added = cast(list[int], d.pop("penalties_added"))


        round_ = d.pop("round")

        type_ = MeerkatEventRoundEndedType(d.pop("type"))




        meerkat_event_round_ended = cls(
            end=end,
            penalties=penalties,
            penalties_added=penalties_added,
            round_=round_,
            type_=type_,
        )


        meerkat_event_round_ended.additional_properties = d
        return meerkat_event_round_ended

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
