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
  from ..models.meerkat_action_challenge import MeerkatActionChallenge
  from ..models.meerkat_action_kind import MeerkatActionKind
  from ..models.meerkat_action_pass import MeerkatActionPass
  from ..models.meerkat_action_play import MeerkatActionPlay
  from ..models.meerkat_seen_event_cards_drawn import MeerkatSeenEventCardsDrawn
  from ..models.meerkat_seen_event_cards_played import MeerkatSeenEventCardsPlayed
  from ..models.meerkat_seen_event_challenged import MeerkatSeenEventChallenged
  from ..models.meerkat_seen_event_game_ended import MeerkatSeenEventGameEnded
  from ..models.meerkat_seen_event_passed import MeerkatSeenEventPassed
  from ..models.meerkat_seen_event_play_beaten import MeerkatSeenEventPlayBeaten
  from ..models.meerkat_seen_event_play_returned import MeerkatSeenEventPlayReturned
  from ..models.meerkat_seen_event_round_ended import MeerkatSeenEventRoundEnded
  from ..models.meerkat_seen_event_round_started import MeerkatSeenEventRoundStarted





T = TypeVar("T", bound="MeerkatEventDto")



@_attrs_define
class MeerkatEventDto:
    """ One stored step of a game's history, redacted for the caller.

        Attributes:
            at (datetime.datetime):
            events (list[MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged |
                MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned |
                MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted]):
            seq (int):
            action (MeerkatActionChallenge | MeerkatActionKind | MeerkatActionPass | MeerkatActionPlay | None | Unset):
            actor_seat (int | None | Unset):
            played_by (None | PlayedBy | Unset):
     """

    at: datetime.datetime
    events: list[MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged | MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned | MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted]
    seq: int
    action: MeerkatActionChallenge | MeerkatActionKind | MeerkatActionPass | MeerkatActionPlay | None | Unset = UNSET
    actor_seat: int | None | Unset = UNSET
    played_by: None | PlayedBy | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_action_challenge import MeerkatActionChallenge # noqa: PLC0415
        from ..models.meerkat_action_kind import MeerkatActionKind # noqa: PLC0415
        from ..models.meerkat_action_pass import MeerkatActionPass # noqa: PLC0415
        from ..models.meerkat_action_play import MeerkatActionPlay # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_drawn import MeerkatSeenEventCardsDrawn # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_played import MeerkatSeenEventCardsPlayed # noqa: PLC0415
        from ..models.meerkat_seen_event_challenged import MeerkatSeenEventChallenged # noqa: PLC0415
        from ..models.meerkat_seen_event_game_ended import MeerkatSeenEventGameEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_passed import MeerkatSeenEventPassed # noqa: PLC0415
        from ..models.meerkat_seen_event_play_beaten import MeerkatSeenEventPlayBeaten # noqa: PLC0415
        from ..models.meerkat_seen_event_play_returned import MeerkatSeenEventPlayReturned # noqa: PLC0415
        from ..models.meerkat_seen_event_round_ended import MeerkatSeenEventRoundEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_round_started import MeerkatSeenEventRoundStarted # noqa: PLC0415
        at = self.at.isoformat()

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



        seq = self.seq

        action: dict[str, Any] | None | Unset
        if isinstance(self.action, Unset):
            action = UNSET
        elif isinstance(self.action, MeerkatActionPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, MeerkatActionPass):
            action = self.action.to_dict()
        elif isinstance(self.action, MeerkatActionChallenge):
            action = self.action.to_dict()
        elif isinstance(self.action, MeerkatActionKind):
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
        from ..models.meerkat_action_challenge import MeerkatActionChallenge # noqa: PLC0415
        from ..models.meerkat_action_kind import MeerkatActionKind # noqa: PLC0415
        from ..models.meerkat_action_pass import MeerkatActionPass # noqa: PLC0415
        from ..models.meerkat_action_play import MeerkatActionPlay # noqa: PLC0415
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
        at = datetime.datetime.fromisoformat(d.pop("at"))




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


        seq = d.pop("seq")

        def _parse_action(data: object) -> MeerkatActionChallenge | MeerkatActionKind | MeerkatActionPass | MeerkatActionPlay | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_action_type_0 = MeerkatActionPlay.from_dict(data)



                return componentsschemas_meerkat_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_action_type_1 = MeerkatActionPass.from_dict(data)



                return componentsschemas_meerkat_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_action_type_2 = MeerkatActionChallenge.from_dict(data)



                return componentsschemas_meerkat_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_shown_action_type_1 = MeerkatActionKind.from_dict(data)



                return componentsschemas_meerkat_shown_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeerkatActionChallenge | MeerkatActionKind | MeerkatActionPass | MeerkatActionPlay | None | Unset, data)

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


        meerkat_event_dto = cls(
            at=at,
            events=events,
            seq=seq,
            action=action,
            actor_seat=actor_seat,
            played_by=played_by,
        )


        meerkat_event_dto.additional_properties = d
        return meerkat_event_dto

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
