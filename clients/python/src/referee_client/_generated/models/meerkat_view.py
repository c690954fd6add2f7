from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.card_backs import CardBacks
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_board import MeerkatBoard
  from ..models.meerkat_card import MeerkatCard
  from ..models.meerkat_pile import MeerkatPile
  from ..models.meerkat_seat_view import MeerkatSeatView
  from ..models.meerkat_seen_event_cards_drawn import MeerkatSeenEventCardsDrawn
  from ..models.meerkat_seen_event_cards_played import MeerkatSeenEventCardsPlayed
  from ..models.meerkat_seen_event_challenged import MeerkatSeenEventChallenged
  from ..models.meerkat_seen_event_game_ended import MeerkatSeenEventGameEnded
  from ..models.meerkat_seen_event_passed import MeerkatSeenEventPassed
  from ..models.meerkat_seen_event_play_beaten import MeerkatSeenEventPlayBeaten
  from ..models.meerkat_seen_event_play_returned import MeerkatSeenEventPlayReturned
  from ..models.meerkat_seen_event_round_ended import MeerkatSeenEventRoundEnded
  from ..models.meerkat_seen_event_round_started import MeerkatSeenEventRoundStarted





T = TypeVar("T", bound="MeerkatView")



@_attrs_define
class MeerkatView:
    """ The game as one viewer sees it.

        Attributes:
            board (MeerkatBoard | None):
            card_backs (CardBacks): The `card_backs` option (RULES.md, Game 1, "Card backs").
            discard (list[MeerkatCard]): Revealed cards, public, in the order they were discarded.
            finished (bool):
            hand (list[MeerkatCard] | None): The viewer's own hand (faces), `null` for a spectator.
            last_events (list[MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged |
                MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned |
                MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted]): The events of the last action, as this viewer may
                see them.
            pile (MeerkatPile):
            round_ (int):
            round_starting_seat (int): A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, "Conventions").
            rounds (int):
            seats (list[MeerkatSeatView]): Every seat: hand size and backs (faces only in `hand` above).
            to_move (int | None):
     """

    board: MeerkatBoard | None
    card_backs: CardBacks
    discard: list[MeerkatCard]
    finished: bool
    hand: list[MeerkatCard] | None
    last_events: list[MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged | MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned | MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted]
    pile: MeerkatPile
    round_: int
    round_starting_seat: int
    rounds: int
    seats: list[MeerkatSeatView]
    to_move: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_board import MeerkatBoard # noqa: PLC0415
        from ..models.meerkat_card import MeerkatCard # noqa: PLC0415
        from ..models.meerkat_pile import MeerkatPile # noqa: PLC0415
        from ..models.meerkat_seat_view import MeerkatSeatView # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_drawn import MeerkatSeenEventCardsDrawn # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_played import MeerkatSeenEventCardsPlayed # noqa: PLC0415
        from ..models.meerkat_seen_event_challenged import MeerkatSeenEventChallenged # noqa: PLC0415
        from ..models.meerkat_seen_event_game_ended import MeerkatSeenEventGameEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_passed import MeerkatSeenEventPassed # noqa: PLC0415
        from ..models.meerkat_seen_event_play_beaten import MeerkatSeenEventPlayBeaten # noqa: PLC0415
        from ..models.meerkat_seen_event_play_returned import MeerkatSeenEventPlayReturned # noqa: PLC0415
        from ..models.meerkat_seen_event_round_ended import MeerkatSeenEventRoundEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_round_started import MeerkatSeenEventRoundStarted # noqa: PLC0415
        board: dict[str, Any] | None
        if isinstance(self.board, MeerkatBoard):
            board = self.board.to_dict()
        else:
            board = self.board

        card_backs = self.card_backs.value

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

        last_events = []
        for last_events_item_data in self.last_events:
            last_events_item: dict[str, Any]
            if isinstance(last_events_item_data, MeerkatSeenEventRoundStarted):
                last_events_item = last_events_item_data.to_dict()
            elif isinstance(last_events_item_data, MeerkatSeenEventCardsPlayed):
                last_events_item = last_events_item_data.to_dict()
            elif isinstance(last_events_item_data, MeerkatSeenEventPassed):
                last_events_item = last_events_item_data.to_dict()
            elif isinstance(last_events_item_data, MeerkatSeenEventPlayBeaten):
                last_events_item = last_events_item_data.to_dict()
            elif isinstance(last_events_item_data, MeerkatSeenEventPlayReturned):
                last_events_item = last_events_item_data.to_dict()
            elif isinstance(last_events_item_data, MeerkatSeenEventChallenged):
                last_events_item = last_events_item_data.to_dict()
            elif isinstance(last_events_item_data, MeerkatSeenEventCardsDrawn):
                last_events_item = last_events_item_data.to_dict()
            elif isinstance(last_events_item_data, MeerkatSeenEventRoundEnded):
                last_events_item = last_events_item_data.to_dict()
            else:
                last_events_item = last_events_item_data.to_dict()

            last_events.append(last_events_item)



        pile = self.pile.to_dict()

        round_ = self.round_

        round_starting_seat = self.round_starting_seat

        rounds = self.rounds

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        to_move: int | None
        to_move = self.to_move


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "card_backs": card_backs,
            "discard": discard,
            "finished": finished,
            "hand": hand,
            "last_events": last_events,
            "pile": pile,
            "round": round_,
            "round_starting_seat": round_starting_seat,
            "rounds": rounds,
            "seats": seats,
            "to_move": to_move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_board import MeerkatBoard # noqa: PLC0415
        from ..models.meerkat_card import MeerkatCard # noqa: PLC0415
        from ..models.meerkat_pile import MeerkatPile # noqa: PLC0415
        from ..models.meerkat_seat_view import MeerkatSeatView # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_drawn import MeerkatSeenEventCardsDrawn # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_played import MeerkatSeenEventCardsPlayed # noqa: PLC0415
        from ..models.meerkat_seen_event_challenged import MeerkatSeenEventChallenged # noqa: PLC0415
        from ..models.meerkat_seen_event_game_ended import MeerkatSeenEventGameEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_passed import MeerkatSeenEventPassed # noqa: PLC0415
        from ..models.meerkat_seen_event_play_beaten import MeerkatSeenEventPlayBeaten # noqa: PLC0415
        from ..models.meerkat_seen_event_play_returned import MeerkatSeenEventPlayReturned # noqa: PLC0415
        from ..models.meerkat_seen_event_round_ended import MeerkatSeenEventRoundEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_round_started import MeerkatSeenEventRoundStarted # noqa: PLC0415
        d = dict(src_dict)
        def _parse_board(data: object) -> MeerkatBoard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                board_type_1 = MeerkatBoard.from_dict(data)



                return board_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeerkatBoard | None, data)

        board = _parse_board(d.pop("board"))


        card_backs = CardBacks(d.pop("card_backs"))




        discard = []
        _discard = d.pop("discard")
        for discard_item_data in (_discard):
            discard_item = MeerkatCard.from_dict(discard_item_data)



            discard.append(discard_item)


        finished = d.pop("finished")

        def _parse_hand(data: object) -> list[MeerkatCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = MeerkatCard.from_dict(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MeerkatCard] | None, data)

        hand = _parse_hand(d.pop("hand"))


        last_events = []
        _last_events = d.pop("last_events")
        for last_events_item_data in (_last_events):
            def _parse_last_events_item(data: object) -> MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged | MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned | MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meerkat_seen_event_type_0 = MeerkatSeenEventRoundStarted.from_dict(data)



                    return componentsschemas_meerkat_seen_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meerkat_seen_event_type_1 = MeerkatSeenEventCardsPlayed.from_dict(data)



                    return componentsschemas_meerkat_seen_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meerkat_seen_event_type_2 = MeerkatSeenEventPassed.from_dict(data)



                    return componentsschemas_meerkat_seen_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meerkat_seen_event_type_3 = MeerkatSeenEventPlayBeaten.from_dict(data)



                    return componentsschemas_meerkat_seen_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meerkat_seen_event_type_4 = MeerkatSeenEventPlayReturned.from_dict(data)



                    return componentsschemas_meerkat_seen_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meerkat_seen_event_type_5 = MeerkatSeenEventChallenged.from_dict(data)



                    return componentsschemas_meerkat_seen_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meerkat_seen_event_type_6 = MeerkatSeenEventCardsDrawn.from_dict(data)



                    return componentsschemas_meerkat_seen_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meerkat_seen_event_type_7 = MeerkatSeenEventRoundEnded.from_dict(data)



                    return componentsschemas_meerkat_seen_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_seen_event_type_8 = MeerkatSeenEventGameEnded.from_dict(data)



                return componentsschemas_meerkat_seen_event_type_8

            last_events_item = _parse_last_events_item(last_events_item_data)

            last_events.append(last_events_item)


        pile = MeerkatPile.from_dict(d.pop("pile"))




        round_ = d.pop("round")

        round_starting_seat = d.pop("round_starting_seat")

        rounds = d.pop("rounds")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = MeerkatSeatView.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        meerkat_view = cls(
            board=board,
            card_backs=card_backs,
            discard=discard,
            finished=finished,
            hand=hand,
            last_events=last_events,
            pile=pile,
            round_=round_,
            round_starting_seat=round_starting_seat,
            rounds=rounds,
            seats=seats,
            to_move=to_move,
        )


        meerkat_view.additional_properties = d
        return meerkat_view

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
