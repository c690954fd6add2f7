from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.played_by import PlayedBy
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.biscuits_action_play import BiscuitsActionPlay
  from ..models.biscuits_redacted_action import BiscuitsRedactedAction
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





T = TypeVar("T", bound="BiscuitsEventDto")



@_attrs_define
class BiscuitsEventDto:
    """ One stored step of a game's history, redacted for the caller.

        Attributes:
            action (BiscuitsActionPlay | BiscuitsRedactedAction | None):
            actor_seat (int | None):
            at (datetime.datetime):
            events (list[BiscuitsSeenEventBiscuitEarned | BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn |
                BiscuitsSeenEventCardPlayed | BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed |
                BiscuitsSeenEventGameEnded | BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored |
                BiscuitsSeenEventRoundEnded | BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded |
                BiscuitsSeenEventWarningTaken]):
            seq (int):
            played_by (PlayedBy | Unset): Who played a step for its seat when the seat did not (docs/RULES.md,
                "Both games — turn clocks"): the clock, when the turn's deadline had
                passed; or the referee at once, for a seat that had resigned. Either
                plays the seat's default action.
     """

    action: BiscuitsActionPlay | BiscuitsRedactedAction | None
    actor_seat: int | None
    at: datetime.datetime
    events: list[BiscuitsSeenEventBiscuitEarned | BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn | BiscuitsSeenEventCardPlayed | BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed | BiscuitsSeenEventGameEnded | BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored | BiscuitsSeenEventRoundEnded | BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded | BiscuitsSeenEventWarningTaken]
    seq: int
    played_by: PlayedBy | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
        from ..models.biscuits_redacted_action import BiscuitsRedactedAction # noqa: PLC0415
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
        action: dict[str, Any] | None
        if isinstance(self.action, BiscuitsActionPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, BiscuitsRedactedAction):
            action = self.action.to_dict()
        else:
            action = self.action

        actor_seat: int | None
        actor_seat = self.actor_seat

        at = self.at.isoformat()

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



        seq = self.seq

        played_by: str | Unset = UNSET
        if not isinstance(self.played_by, Unset):
            played_by = self.played_by.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "actor_seat": actor_seat,
            "at": at,
            "events": events,
            "seq": seq,
        })
        if played_by is not UNSET:
            field_dict["played_by"] = played_by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
        from ..models.biscuits_redacted_action import BiscuitsRedactedAction # noqa: PLC0415
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
        def _parse_action(data: object) -> BiscuitsActionPlay | BiscuitsRedactedAction | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_biscuits_shown_action_type_0 = BiscuitsActionPlay.from_dict(data)



                return componentsschemas_biscuits_shown_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_biscuits_shown_action_type_1 = BiscuitsRedactedAction.from_dict(data)



                return componentsschemas_biscuits_shown_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiscuitsActionPlay | BiscuitsRedactedAction | None, data)

        action = _parse_action(d.pop("action"))


        def _parse_actor_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        actor_seat = _parse_actor_seat(d.pop("actor_seat"))


        at = datetime.datetime.fromisoformat(d.pop("at"))




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


        seq = d.pop("seq")

        _played_by = d.pop("played_by", UNSET)
        played_by: PlayedBy | Unset
        if isinstance(_played_by,  Unset):
            played_by = UNSET
        else:
            played_by = PlayedBy(_played_by)




        biscuits_event_dto = cls(
            action=action,
            actor_seat=actor_seat,
            at=at,
            events=events,
            seq=seq,
            played_by=played_by,
        )


        biscuits_event_dto.additional_properties = d
        return biscuits_event_dto

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
