from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.direction import Direction
from ..models.game_end import GameEnd
from ..models.variant import Variant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_markers_left import BiscuitsMarkersLeft
  from ..models.biscuits_seat_score import BiscuitsSeatScore
  from ..models.biscuits_table_view import BiscuitsTableView
  from ..models.biscuits_visible_card import BiscuitsVisibleCard





T = TypeVar("T", bound="BiscuitsView")



@_attrs_define
class BiscuitsView:
    """ The game as one viewer may see it.

        Attributes:
            deck_size (int):
            direction (Direction): The direction of play (RULES.md, Game 2, "A turn": `reverse`). Each round
                starts clockwise (RULES.md, Game 2, "Setup of each round").
            discard (list[BiscuitsVisibleCard]): In the order discarded.
            finished (bool):
            hand (list[BiscuitsVisibleCard] | None): The viewer's own hand, sorted by id; `null` for a spectator.
            hand_sizes (list[int]): Every seat's number of cards, by seat.
            last_round (int): Basic: `max_rounds`; advanced: `rounds`.
            round_ (int):
            scores (list[BiscuitsSeatScore]):
            seat (int | None):
            starting_seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            table (BiscuitsTableView): The table: public (RULES.md, Game 2, "A turn", step 2).
            to_move (int | None):
            variant (Variant): The basic game (markers) or the advanced game (points) (RULES.md, Game 2,
                "End of a round and of the game").
            winners (list[int]): Empty until the game is over.
            end (GameEnd | Unset): Why the game ended (RULES.md, Game 2, "End of a round and of the game").
            markers_left (BiscuitsMarkersLeft | Unset): Basic: the markers left in the supply.
     """

    deck_size: int
    direction: Direction
    discard: list[BiscuitsVisibleCard]
    finished: bool
    hand: list[BiscuitsVisibleCard] | None
    hand_sizes: list[int]
    last_round: int
    round_: int
    scores: list[BiscuitsSeatScore]
    seat: int | None
    starting_seat: int
    table: BiscuitsTableView
    to_move: int | None
    variant: Variant
    winners: list[int]
    end: GameEnd | Unset = UNSET
    markers_left: BiscuitsMarkersLeft | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_markers_left import BiscuitsMarkersLeft # noqa: PLC0415
        from ..models.biscuits_seat_score import BiscuitsSeatScore # noqa: PLC0415
        from ..models.biscuits_table_view import BiscuitsTableView # noqa: PLC0415
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        deck_size = self.deck_size

        direction = self.direction.value

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.to_dict()
            discard.append(discard_item)



        finished = self.finished

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        hand_sizes = self.hand_sizes



        last_round = self.last_round

        round_ = self.round_

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)



        seat: int | None
        seat = self.seat

        starting_seat = self.starting_seat

        table = self.table.to_dict()

        to_move: int | None
        to_move = self.to_move

        variant = self.variant.value

        winners = self.winners



        end: str | Unset = UNSET
        if not isinstance(self.end, Unset):
            end = self.end.value


        markers_left: dict[str, Any] | Unset = UNSET
        if not isinstance(self.markers_left, Unset):
            markers_left = self.markers_left.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck_size": deck_size,
            "direction": direction,
            "discard": discard,
            "finished": finished,
            "hand": hand,
            "hand_sizes": hand_sizes,
            "last_round": last_round,
            "round": round_,
            "scores": scores,
            "seat": seat,
            "starting_seat": starting_seat,
            "table": table,
            "to_move": to_move,
            "variant": variant,
            "winners": winners,
        })
        if end is not UNSET:
            field_dict["end"] = end
        if markers_left is not UNSET:
            field_dict["markers_left"] = markers_left

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_markers_left import BiscuitsMarkersLeft # noqa: PLC0415
        from ..models.biscuits_seat_score import BiscuitsSeatScore # noqa: PLC0415
        from ..models.biscuits_table_view import BiscuitsTableView # noqa: PLC0415
        from ..models.biscuits_visible_card import BiscuitsVisibleCard # noqa: PLC0415
        d = dict(src_dict)
        deck_size = d.pop("deck_size")

        direction = Direction(d.pop("direction"))




        discard = []
        _discard = d.pop("discard")
        for discard_item_data in (_discard):
            discard_item = BiscuitsVisibleCard.from_dict(discard_item_data)



            discard.append(discard_item)


        finished = d.pop("finished")

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


        last_round = d.pop("last_round")

        round_ = d.pop("round")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in (_scores):
            scores_item = BiscuitsSeatScore.from_dict(scores_item_data)



            scores.append(scores_item)


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        starting_seat = d.pop("starting_seat")

        table = BiscuitsTableView.from_dict(d.pop("table"))




        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        variant = Variant(d.pop("variant"))




        winners = cast(list[int], d.pop("winners"))


        _end = d.pop("end", UNSET)
        end: GameEnd | Unset
        if isinstance(_end,  Unset):
            end = UNSET
        else:
            end = GameEnd(_end)




        _markers_left = d.pop("markers_left", UNSET)
        markers_left: BiscuitsMarkersLeft | Unset
        if isinstance(_markers_left,  Unset):
            markers_left = UNSET
        else:
            markers_left = BiscuitsMarkersLeft.from_dict(_markers_left)




        biscuits_view = cls(
            deck_size=deck_size,
            direction=direction,
            discard=discard,
            finished=finished,
            hand=hand,
            hand_sizes=hand_sizes,
            last_round=last_round,
            round_=round_,
            scores=scores,
            seat=seat,
            starting_seat=starting_seat,
            table=table,
            to_move=to_move,
            variant=variant,
            winners=winners,
            end=end,
            markers_left=markers_left,
        )


        biscuits_view.additional_properties = d
        return biscuits_view

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
