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
  from ..models.meerkat_action_pass import MeerkatActionPass
  from ..models.meerkat_action_play import MeerkatActionPlay
  from ..models.meerkat_redacted_action import MeerkatRedactedAction
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
            action (MeerkatActionChallenge | MeerkatActionPass | MeerkatActionPlay | MeerkatRedactedAction | None):
            actor_seat (int | None):
            at (datetime.datetime):
            events (list[MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged |
                MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned |
                MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted]):
            seq (int):
            played_by (PlayedBy | Unset): Who played a step for its seat when the seat did not (docs/RULES.md,
                "Both games — turn clocks"): the clock, when the turn's deadline had
                passed; or the referee at once, for a seat that had resigned. Either
                plays the seat's default action.
     """

    action: MeerkatActionChallenge | MeerkatActionPass | MeerkatActionPlay | MeerkatRedactedAction | None
    actor_seat: int | None
    at: datetime.datetime
    events: list[MeerkatSeenEventCardsDrawn | MeerkatSeenEventCardsPlayed | MeerkatSeenEventChallenged | MeerkatSeenEventGameEnded | MeerkatSeenEventPassed | MeerkatSeenEventPlayBeaten | MeerkatSeenEventPlayReturned | MeerkatSeenEventRoundEnded | MeerkatSeenEventRoundStarted]
    seq: int
    played_by: PlayedBy | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_action_challenge import MeerkatActionChallenge # noqa: PLC0415
        from ..models.meerkat_action_pass import MeerkatActionPass # noqa: PLC0415
        from ..models.meerkat_action_play import MeerkatActionPlay # noqa: PLC0415
        from ..models.meerkat_redacted_action import MeerkatRedactedAction # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_drawn import MeerkatSeenEventCardsDrawn # noqa: PLC0415
        from ..models.meerkat_seen_event_cards_played import MeerkatSeenEventCardsPlayed # noqa: PLC0415
        from ..models.meerkat_seen_event_challenged import MeerkatSeenEventChallenged # noqa: PLC0415
        from ..models.meerkat_seen_event_game_ended import MeerkatSeenEventGameEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_passed import MeerkatSeenEventPassed # noqa: PLC0415
        from ..models.meerkat_seen_event_play_beaten import MeerkatSeenEventPlayBeaten # noqa: PLC0415
        from ..models.meerkat_seen_event_play_returned import MeerkatSeenEventPlayReturned # noqa: PLC0415
        from ..models.meerkat_seen_event_round_ended import MeerkatSeenEventRoundEnded # noqa: PLC0415
        from ..models.meerkat_seen_event_round_started import MeerkatSeenEventRoundStarted # noqa: PLC0415
        action: dict[str, Any] | None
        if isinstance(self.action, MeerkatActionChallenge):
            action = self.action.to_dict()
        elif isinstance(self.action, MeerkatActionPass):
            action = self.action.to_dict()
        elif isinstance(self.action, MeerkatActionPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, MeerkatRedactedAction):
            action = self.action.to_dict()
        else:
            action = self.action

        actor_seat: int | None
        actor_seat = self.actor_seat

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
        from ..models.meerkat_action_challenge import MeerkatActionChallenge # noqa: PLC0415
        from ..models.meerkat_action_pass import MeerkatActionPass # noqa: PLC0415
        from ..models.meerkat_action_play import MeerkatActionPlay # noqa: PLC0415
        from ..models.meerkat_redacted_action import MeerkatRedactedAction # noqa: PLC0415
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
        def _parse_action(data: object) -> MeerkatActionChallenge | MeerkatActionPass | MeerkatActionPlay | MeerkatRedactedAction | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_shown_action_type_0 = MeerkatActionChallenge.from_dict(data)



                return componentsschemas_meerkat_shown_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_shown_action_type_1 = MeerkatActionPass.from_dict(data)



                return componentsschemas_meerkat_shown_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_shown_action_type_2 = MeerkatActionPlay.from_dict(data)



                return componentsschemas_meerkat_shown_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_shown_action_type_3 = MeerkatRedactedAction.from_dict(data)



                return componentsschemas_meerkat_shown_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeerkatActionChallenge | MeerkatActionPass | MeerkatActionPlay | MeerkatRedactedAction | None, data)

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

        _played_by = d.pop("played_by", UNSET)
        played_by: PlayedBy | Unset
        if isinstance(_played_by,  Unset):
            played_by = UNSET
        else:
            played_by = PlayedBy(_played_by)




        meerkat_event_dto = cls(
            action=action,
            actor_seat=actor_seat,
            at=at,
            events=events,
            seq=seq,
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
