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
  from ..models.biscuits_action_kind import BiscuitsActionKind
  from ..models.biscuits_action_play import BiscuitsActionPlay
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
            at (datetime.datetime):
            events (list[BiscuitsSeenEventBiscuitEarned | BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn |
                BiscuitsSeenEventCardPlayed | BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed |
                BiscuitsSeenEventGameEnded | BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored |
                BiscuitsSeenEventRoundEnded | BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded |
                BiscuitsSeenEventWarningTaken]):
            seq (int):
            action (BiscuitsActionKind | BiscuitsActionPlay | None | Unset):
            actor_seat (int | None | Unset):
            played_by (None | PlayedBy | Unset):
     """

    at: datetime.datetime
    events: list[BiscuitsSeenEventBiscuitEarned | BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn | BiscuitsSeenEventCardPlayed | BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed | BiscuitsSeenEventGameEnded | BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored | BiscuitsSeenEventRoundEnded | BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded | BiscuitsSeenEventWarningTaken]
    seq: int
    action: BiscuitsActionKind | BiscuitsActionPlay | None | Unset = UNSET
    actor_seat: int | None | Unset = UNSET
    played_by: None | PlayedBy | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_action_kind import BiscuitsActionKind # noqa: PLC0415
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
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

        action: dict[str, Any] | None | Unset
        if isinstance(self.action, Unset):
            action = UNSET
        elif isinstance(self.action, BiscuitsActionPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, BiscuitsActionKind):
            action = self.action.to_dict()
        else:
            action = self.action

        actor_seat: int | None | Unset
        if isinstance(self.actor_seat, Unset):
            actor_seat = UNSET
        else:
            actor_seat = self.actor_seat

        played_by: None | str | Unset
        if isinstance(self.played_by, Unset):
            played_by = UNSET
        elif isinstance(self.played_by, PlayedBy):
            played_by = self.played_by.value
        else:
            played_by = self.played_by


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "events": events,
            "seq": seq,
        })
        if action is not UNSET:
            field_dict["action"] = action
        if actor_seat is not UNSET:
            field_dict["actor_seat"] = actor_seat
        if played_by is not UNSET:
            field_dict["played_by"] = played_by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_action_kind import BiscuitsActionKind # noqa: PLC0415
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
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

        def _parse_action(data: object) -> BiscuitsActionKind | BiscuitsActionPlay | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
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
                componentsschemas_biscuits_shown_action_type_1 = BiscuitsActionKind.from_dict(data)



                return componentsschemas_biscuits_shown_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiscuitsActionKind | BiscuitsActionPlay | None | Unset, data)

        action = _parse_action(d.pop("action", UNSET))


        def _parse_actor_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        actor_seat = _parse_actor_seat(d.pop("actor_seat", UNSET))


        def _parse_played_by(data: object) -> None | PlayedBy | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                played_by_type_1 = PlayedBy(data)



                return played_by_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlayedBy | Unset, data)

        played_by = _parse_played_by(d.pop("played_by", UNSET))


        biscuits_event_dto = cls(
            at=at,
            events=events,
            seq=seq,
            action=action,
            actor_seat=actor_seat,
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
