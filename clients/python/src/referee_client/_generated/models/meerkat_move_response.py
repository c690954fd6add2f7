from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_move_response_game import MeerkatMoveResponseGame
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_game_dto import MeerkatGameDto
  from ..models.meerkat_seen_event_cards_drawn import MeerkatSeenEventCardsDrawn
  from ..models.meerkat_seen_event_cards_played import MeerkatSeenEventCardsPlayed
  from ..models.meerkat_seen_event_challenged import MeerkatSeenEventChallenged
  from ..models.meerkat_seen_event_game_ended import MeerkatSeenEventGameEnded
  from ..models.meerkat_seen_event_passed import MeerkatSeenEventPassed
  from ..models.meerkat_seen_event_play_beaten import MeerkatSeenEventPlayBeaten
  from ..models.meerkat_seen_event_play_returned import MeerkatSeenEventPlayReturned
  from ..models.meerkat_seen_event_round_ended import MeerkatSeenEventRoundEnded
  from ..models.meerkat_seen_event_round_started import MeerkatSeenEventRoundStarted





T = TypeVar("T", bound="MeerkatMoveResponse")



@_attrs_define
class MeerkatMoveResponse:
    """ 
        Attributes:
            events (list[MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged |
                MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned |
                MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted]): The move's events, as the caller may see them.
            game (MeerkatMoveResponseGame): The game kind, as in `state.game`.
            state (MeerkatGameDto): A game as one caller sees it.
            version (int):
     """

    events: list[MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged | MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned | MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted]
    game: MeerkatMoveResponseGame
    state: MeerkatGameDto
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_game_dto import MeerkatGameDto # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_drawn import MeerkatSeenEventCardsDrawn # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_played import MeerkatSeenEventCardsPlayed # noqa: PLC0415
        from ..models.meerkat_seen_event_challenged import MeerkatSeenEventChallenged # noqa: PLC0415
        from ..models.meerkat_seen_event_game_ended import MeerkatSeenEventGameEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_passed import MeerkatSeenEventPassed # noqa: PLC0415
        from ..models.meerkat_seen_event_play_beaten import MeerkatSeenEventPlayBeaten # noqa: PLC0415
        from ..models.meerkat_seen_event_play_returned import MeerkatSeenEventPlayReturned # noqa: PLC0415
        from ..models.meerkat_seen_event_round_ended import MeerkatSeenEventRoundEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_round_started import MeerkatSeenEventRoundStarted # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, MeerkatSeenEventRoundStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MeerkatSeenEventCardsPlayed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MeerkatSeenEventPassed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MeerkatSeenEventPlayBeaten):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MeerkatSeenEventPlayReturned):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MeerkatSeenEventChallenged):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MeerkatSeenEventCardsDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MeerkatSeenEventRoundEnded):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        game = self.game.value

        state = self.state.to_dict()

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "game": game,
            "state": state,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_game_dto import MeerkatGameDto # noqa: PLC0415
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
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged | MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned | MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted:
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

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = MeerkatMoveResponseGame(d.pop("game"))




        state = MeerkatGameDto.from_dict(d.pop("state"))




        version = d.pop("version")

        meerkat_move_response = cls(
            events=events,
            game=game,
            state=state,
            version=version,
        )


        meerkat_move_response.additional_properties = d
        return meerkat_move_response

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
