from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_move_response_game import BiscuitsMoveResponseGame
from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_game_dto import BiscuitsGameDto
  from ..models.biscuits_seen_event_biscuit_earned import BiscuitsSeenEventBiscuitEarned
  from ..models.biscuits_seen_event_bone_in_force import BiscuitsSeenEventBoneInForce
  from ..models.biscuits_seen_event_card_drawn import BiscuitsSeenEventCardDrawn
  from ..models.biscuits_seen_event_card_played import BiscuitsSeenEventCardPlayed
  from ..models.biscuits_seen_event_cat_caught import BiscuitsSeenEventCatCaught
  from ..models.biscuits_seen_event_direction_reversed import BiscuitsSeenEventDirectionReversed
  from ..models.biscuits_seen_event_game_ended import BiscuitsSeenEventGameEnded
  from ..models.biscuits_seen_event_points_lost import BiscuitsSeenEventPointsLost
  from ..models.biscuits_seen_event_points_scored import BiscuitsSeenEventPointsScored
  from ..models.biscuits_seen_event_round_ended import BiscuitsSeenEventRoundEnded
  from ..models.biscuits_seen_event_round_started import BiscuitsSeenEventRoundStarted
  from ..models.biscuits_seen_event_table_discarded import BiscuitsSeenEventTableDiscarded
  from ..models.biscuits_seen_event_warning_taken import BiscuitsSeenEventWarningTaken





T = TypeVar("T", bound="BiscuitsMoveResponse")



@_attrs_define
class BiscuitsMoveResponse:
    """ 
        Attributes:
            events (list[BiscuitsSeenEventBiscuitEarned | BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn |
                BiscuitsSeenEventCardPlayed | BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed |
                BiscuitsSeenEventGameEnded | BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored |
                BiscuitsSeenEventRoundEnded | BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded |
                BiscuitsSeenEventWarningTaken]): The move's events, as the caller may see them.
            game (BiscuitsMoveResponseGame): The game kind, as in `state.game`.
            state (BiscuitsGameDto): A game as one caller sees it.
            version (int):
     """

    events: list[BiscuitsSeenEventBiscuitEarned | BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn | BiscuitsSeenEventCardPlayed | BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed | BiscuitsSeenEventGameEnded | BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored | BiscuitsSeenEventRoundEnded | BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded | BiscuitsSeenEventWarningTaken]
    game: BiscuitsMoveResponseGame
    state: BiscuitsGameDto
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_game_dto import BiscuitsGameDto # noqa: PLC0415
        from ..models.biscuits_seen_event_biscuit_earned import BiscuitsSeenEventBiscuitEarned # noqa: PLC0415
        from ..models.biscuits_seen_event_bone_in_force import BiscuitsSeenEventBoneInForce # noqa: PLC0415
        from ..models.biscuits_seen_event_card_drawn import BiscuitsSeenEventCardDrawn # noqa: PLC0415
        from ..models.biscuits_seen_event_card_played import BiscuitsSeenEventCardPlayed # noqa: PLC0415
        from ..models.biscuits_seen_event_cat_caught import BiscuitsSeenEventCatCaught # noqa: PLC0415
        from ..models.biscuits_seen_event_direction_reversed import BiscuitsSeenEventDirectionReversed # noqa: PLC0415
        from ..models.biscuits_seen_event_game_ended import BiscuitsSeenEventGameEnded # noqa: PLC0415
        from ..models.biscuits_seen_event_points_lost import BiscuitsSeenEventPointsLost # noqa: PLC0415
        from ..models.biscuits_seen_event_points_scored import BiscuitsSeenEventPointsScored # noqa: PLC0415
        from ..models.biscuits_seen_event_round_ended import BiscuitsSeenEventRoundEnded # noqa: PLC0415
        from ..models.biscuits_seen_event_round_started import BiscuitsSeenEventRoundStarted # noqa: PLC0415
        from ..models.biscuits_seen_event_table_discarded import BiscuitsSeenEventTableDiscarded # noqa: PLC0415
        from ..models.biscuits_seen_event_warning_taken import BiscuitsSeenEventWarningTaken # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, BiscuitsSeenEventRoundStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventCardDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventCardPlayed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventCatCaught):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventDirectionReversed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventBoneInForce):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventBiscuitEarned):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventWarningTaken):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventPointsScored):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventPointsLost):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventTableDiscarded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventRoundEnded):
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
        from ..models.biscuits_game_dto import BiscuitsGameDto # noqa: PLC0415
        from ..models.biscuits_seen_event_biscuit_earned import BiscuitsSeenEventBiscuitEarned # noqa: PLC0415
        from ..models.biscuits_seen_event_bone_in_force import BiscuitsSeenEventBoneInForce # noqa: PLC0415
        from ..models.biscuits_seen_event_card_drawn import BiscuitsSeenEventCardDrawn # noqa: PLC0415
        from ..models.biscuits_seen_event_card_played import BiscuitsSeenEventCardPlayed # noqa: PLC0415
        from ..models.biscuits_seen_event_cat_caught import BiscuitsSeenEventCatCaught # noqa: PLC0415
        from ..models.biscuits_seen_event_direction_reversed import BiscuitsSeenEventDirectionReversed # noqa: PLC0415
        from ..models.biscuits_seen_event_game_ended import BiscuitsSeenEventGameEnded # noqa: PLC0415
        from ..models.biscuits_seen_event_points_lost import BiscuitsSeenEventPointsLost # noqa: PLC0415
        from ..models.biscuits_seen_event_points_scored import BiscuitsSeenEventPointsScored # noqa: PLC0415
        from ..models.biscuits_seen_event_round_ended import BiscuitsSeenEventRoundEnded # noqa: PLC0415
        from ..models.biscuits_seen_event_round_started import BiscuitsSeenEventRoundStarted # noqa: PLC0415
        from ..models.biscuits_seen_event_table_discarded import BiscuitsSeenEventTableDiscarded # noqa: PLC0415
        from ..models.biscuits_seen_event_warning_taken import BiscuitsSeenEventWarningTaken # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> BiscuitsSeenEventBiscuitEarned | BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn | BiscuitsSeenEventCardPlayed | BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed | BiscuitsSeenEventGameEnded | BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored | BiscuitsSeenEventRoundEnded | BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded | BiscuitsSeenEventWarningTaken:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_0 = BiscuitsSeenEventRoundStarted.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_1 = BiscuitsSeenEventCardDrawn.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_2 = BiscuitsSeenEventCardPlayed.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_3 = BiscuitsSeenEventCatCaught.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_4 = BiscuitsSeenEventDirectionReversed.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_5 = BiscuitsSeenEventBoneInForce.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_6 = BiscuitsSeenEventBiscuitEarned.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_7 = BiscuitsSeenEventWarningTaken.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_8 = BiscuitsSeenEventPointsScored.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_9 = BiscuitsSeenEventPointsLost.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_10 = BiscuitsSeenEventTableDiscarded.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_seen_event_type_11 = BiscuitsSeenEventRoundEnded.from_dict(data)



                    return componentsschemas_biscuits_seen_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_biscuits_seen_event_type_12 = BiscuitsSeenEventGameEnded.from_dict(data)



                return componentsschemas_biscuits_seen_event_type_12

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = BiscuitsMoveResponseGame(d.pop("game"))




        state = BiscuitsGameDto.from_dict(d.pop("state"))




        version = d.pop("version")

        biscuits_move_response = cls(
            events=events,
            game=game,
            state=state,
            version=version,
        )


        biscuits_move_response.additional_properties = d
        return biscuits_move_response

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
