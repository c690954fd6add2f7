from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_seen_event_round_started_type import BiscuitsSeenEventRoundStartedType
from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_visible_card import BiscuitsVisibleCard





T = TypeVar("T", bound="BiscuitsSeenEventRoundStarted")



@_attrs_define
class BiscuitsSeenEventRoundStarted:
    """ 
        Attributes:
            deck_size (int):
            hand (list[BiscuitsVisibleCard] | None): The viewer's own hand; `null` for a spectator.
            hand_sizes (list[int]):
            round_ (int):
            starting_seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            type_ (BiscuitsSeenEventRoundStartedType):
     """

    deck_size: int
    hand: list[BiscuitsVisibleCard] | None
    hand_sizes: list[int]
    round_: int
    starting_seat: int
    type_: BiscuitsSeenEventRoundStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        deck_size = self.deck_size

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        hand_sizes = self.hand_sizes



        round_ = self.round_

        starting_seat = self.starting_seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck_size": deck_size,
            "hand": hand,
            "hand_sizes": hand_sizes,
            "round": round_,
            "starting_seat": starting_seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        d = dict(src_dict)
        deck_size = d.pop("deck_size")

        def _parse_hand(data: object) -> list[BiscuitsVisibleCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = BiscuitsVisibleCard.from_dict(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BiscuitsVisibleCard] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_sizes = cast(list[int], d.pop("hand_sizes"))


        round_ = d.pop("round")

        starting_seat = d.pop("starting_seat")

        type_ = BiscuitsSeenEventRoundStartedType(d.pop("type"))




        biscuits_seen_event_round_started = cls(
            deck_size=deck_size,
            hand=hand,
            hand_sizes=hand_sizes,
            round_=round_,
            starting_seat=starting_seat,
            type_=type_,
        )


        biscuits_seen_event_round_started.additional_properties = d
        return biscuits_seen_event_round_started

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
