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
            hand_sizes (list[int]): Every seat's number of cards, by seat.
            last_round (int): Basic: `max_rounds`; advanced: `rounds`.
            round_ (int):
            scores (list[BiscuitsSeatScore]):
            starting_seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            table (BiscuitsTableView): The table: public (RULES.md, Game 2, "A turn", step 2).
            variant (Variant): The basic game (markers) or the advanced game (points) (RULES.md, Game 2,
                "End of a round and of the game").
            winners (list[int]): Empty until the game is over.
            end (GameEnd | None | Unset):
            hand (list[BiscuitsVisibleCard] | None | Unset): The viewer's own hand, sorted by id; `null` for a spectator.
            markers_left (BiscuitsMarkersLeft | None | Unset):
            seat (int | None | Unset):
            to_move (int | None | Unset):
     """

    deck_size: int
    direction: Direction
    discard: list[BiscuitsVisibleCard]
    finished: bool
    hand_sizes: list[int]
    last_round: int
    round_: int
    scores: list[BiscuitsSeatScore]
    starting_seat: int
    table: BiscuitsTableView
    variant: Variant
    winners: list[int]
    end: GameEnd | None | Unset = UNSET
    hand: list[BiscuitsVisibleCard] | None | Unset = UNSET
    markers_left: BiscuitsMarkersLeft | None | Unset = UNSET
    seat: int | None | Unset = UNSET
    to_move: int | None | Unset = UNSET
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

        hand_sizes = self.hand_sizes



        last_round = self.last_round

        round_ = self.round_

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)



        starting_seat = self.starting_seat

        table = self.table.to_dict()

        variant = self.variant.value

        winners = self.winners



        end: None | str | Unset
        if isinstance(self.end, Unset):
            end = UNSET
        elif isinstance(self.end, GameEnd):
            end = self.end.value
        else:
            end = self.end

        hand: list[dict[str, Any]] | None | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        markers_left: dict[str, Any] | None | Unset
        if isinstance(self.markers_left, Unset):
            markers_left = UNSET
        elif isinstance(self.markers_left, BiscuitsMarkersLeft):
            markers_left = self.markers_left.to_dict()
        else:
            markers_left = self.markers_left

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        to_move: int | None | Unset
        if isinstance(self.to_move, Unset):
            to_move = UNSET
        else:
            to_move = self.to_move


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck_size": deck_size,
            "direction": direction,
            "discard": discard,
            "finished": finished,
            "hand_sizes": hand_sizes,
            "last_round": last_round,
            "round": round_,
            "scores": scores,
            "starting_seat": starting_seat,
            "table": table,
            "variant": variant,
            "winners": winners,
        })
        if end is not UNSET:
            field_dict["end"] = end
        if hand is not UNSET:
            field_dict["hand"] = hand
        if markers_left is not UNSET:
            field_dict["markers_left"] = markers_left
        if seat is not UNSET:
            field_dict["seat"] = seat
        if to_move is not UNSET:
            field_dict["to_move"] = to_move

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

        hand_sizes = cast(list[int], d.pop("hand_sizes"))


        last_round = d.pop("last_round")

        round_ = d.pop("round")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in (_scores):
            scores_item = BiscuitsSeatScore.from_dict(scores_item_data)



            scores.append(scores_item)


        starting_seat = d.pop("starting_seat")

        table = BiscuitsTableView.from_dict(d.pop("table"))




        variant = Variant(d.pop("variant"))




        winners = cast(list[int], d.pop("winners"))


        def _parse_end(data: object) -> GameEnd | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_1 = GameEnd(data)



                return end_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameEnd | None | Unset, data)

        end = _parse_end(d.pop("end", UNSET))


        def _parse_hand(data: object) -> list[BiscuitsVisibleCard] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
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
            return cast(list[BiscuitsVisibleCard] | None | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))


        def _parse_markers_left(data: object) -> BiscuitsMarkersLeft | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                markers_left_type_1 = BiscuitsMarkersLeft.from_dict(data)



                return markers_left_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiscuitsMarkersLeft | None | Unset, data)

        markers_left = _parse_markers_left(d.pop("markers_left", UNSET))


        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_to_move(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_move = _parse_to_move(d.pop("to_move", UNSET))


        biscuits_view = cls(
            deck_size=deck_size,
            direction=direction,
            discard=discard,
            finished=finished,
            hand_sizes=hand_sizes,
            last_round=last_round,
            round_=round_,
            scores=scores,
            starting_seat=starting_seat,
            table=table,
            variant=variant,
            winners=winners,
            end=end,
            hand=hand,
            markers_left=markers_left,
            seat=seat,
            to_move=to_move,
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
