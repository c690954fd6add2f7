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
  from ..models.biscuits_event_biscuit_earned import BiscuitsEventBiscuitEarned
  from ..models.biscuits_event_bone_in_force import BiscuitsEventBoneInForce
  from ..models.biscuits_event_card_drawn import BiscuitsEventCardDrawn
  from ..models.biscuits_event_card_played import BiscuitsEventCardPlayed
  from ..models.biscuits_event_cat_caught import BiscuitsEventCatCaught
  from ..models.biscuits_event_direction_reversed import BiscuitsEventDirectionReversed
  from ..models.biscuits_event_game_ended import BiscuitsEventGameEnded
  from ..models.biscuits_event_points_lost import BiscuitsEventPointsLost
  from ..models.biscuits_event_points_scored import BiscuitsEventPointsScored
  from ..models.biscuits_event_round_ended import BiscuitsEventRoundEnded
  from ..models.biscuits_event_round_started import BiscuitsEventRoundStarted
  from ..models.biscuits_event_table_discarded import BiscuitsEventTableDiscarded
  from ..models.biscuits_event_warning_taken import BiscuitsEventWarningTaken
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
  from ..models.step_signature import StepSignature





T = TypeVar("T", bound="BiscuitsBundleStep")



@_attrs_define
class BiscuitsBundleStep:
    """ 
        Attributes:
            action (BiscuitsActionPlay | BiscuitsRedactedAction | None):
            action_digest (None | str):
            actor_seat (int | None):
            at (datetime.datetime):
            event_digests (list[str]):
            events (list[BiscuitsEventBiscuitEarned | BiscuitsEventBoneInForce | BiscuitsEventCardDrawn |
                BiscuitsEventCardPlayed | BiscuitsEventCatCaught | BiscuitsEventDirectionReversed | BiscuitsEventGameEnded |
                BiscuitsEventPointsLost | BiscuitsEventPointsScored | BiscuitsEventRoundEnded | BiscuitsEventRoundStarted |
                BiscuitsEventTableDiscarded | BiscuitsEventWarningTaken | BiscuitsSeenEventBiscuitEarned |
                BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn | BiscuitsSeenEventCardPlayed |
                BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed | BiscuitsSeenEventGameEnded |
                BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored | BiscuitsSeenEventRoundEnded |
                BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded | BiscuitsSeenEventWarningTaken]):
            hash_ (str): The chain hash after this step, hex.
            seq (int):
            played_by (PlayedBy | Unset): Who played a step for its seat when the seat did not (docs/RULES.md,
                "Both games — turn clocks"): the clock, when the turn's deadline had
                passed; or the referee at once, for a seat that had resigned. Either
                plays the seat's default action.
            signature (StepSignature | Unset): A step's signature: its player's over the move it sent
                ([`move_text`]), or the referee's over a step it played itself
                ([`step_text`]).
     """

    action: BiscuitsActionPlay | BiscuitsRedactedAction | None
    action_digest: None | str
    actor_seat: int | None
    at: datetime.datetime
    event_digests: list[str]
    events: list[BiscuitsEventBiscuitEarned | BiscuitsEventBoneInForce | BiscuitsEventCardDrawn | BiscuitsEventCardPlayed | BiscuitsEventCatCaught | BiscuitsEventDirectionReversed | BiscuitsEventGameEnded | BiscuitsEventPointsLost | BiscuitsEventPointsScored | BiscuitsEventRoundEnded | BiscuitsEventRoundStarted | BiscuitsEventTableDiscarded | BiscuitsEventWarningTaken | BiscuitsSeenEventBiscuitEarned | BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn | BiscuitsSeenEventCardPlayed | BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed | BiscuitsSeenEventGameEnded | BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored | BiscuitsSeenEventRoundEnded | BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded | BiscuitsSeenEventWarningTaken]
    hash_: str
    seq: int
    played_by: PlayedBy | Unset = UNSET
    signature: StepSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
        from ..models.biscuits_event_biscuit_earned import BiscuitsEventBiscuitEarned # noqa: PLC0415
        from ..models.biscuits_event_bone_in_force import BiscuitsEventBoneInForce # noqa: PLC0415
        from ..models.biscuits_event_card_drawn import BiscuitsEventCardDrawn # noqa: PLC0415
        from ..models.biscuits_event_card_played import BiscuitsEventCardPlayed # noqa: PLC0415
        from ..models.biscuits_event_cat_caught import BiscuitsEventCatCaught # noqa: PLC0415
        from ..models.biscuits_event_direction_reversed import BiscuitsEventDirectionReversed # noqa: PLC0415
        from ..models.biscuits_event_game_ended import BiscuitsEventGameEnded # noqa: PLC0415
        from ..models.biscuits_event_points_lost import BiscuitsEventPointsLost # noqa: PLC0415
        from ..models.biscuits_event_points_scored import BiscuitsEventPointsScored # noqa: PLC0415
        from ..models.biscuits_event_round_ended import BiscuitsEventRoundEnded # noqa: PLC0415
        from ..models.biscuits_event_round_started import BiscuitsEventRoundStarted # noqa: PLC0415
        from ..models.biscuits_event_table_discarded import BiscuitsEventTableDiscarded # noqa: PLC0415
        from ..models.biscuits_event_warning_taken import BiscuitsEventWarningTaken # noqa: PLC0415
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
        from ..models.step_signature import StepSignature # noqa: PLC0415
        action: dict[str, Any] | None
        if isinstance(self.action, BiscuitsActionPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, BiscuitsRedactedAction):
            action = self.action.to_dict()
        else:
            action = self.action

        action_digest: None | str
        action_digest = self.action_digest

        actor_seat: int | None
        actor_seat = self.actor_seat

        at = self.at.isoformat()

        event_digests = self.event_digests



        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, BiscuitsEventRoundStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventCardDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventCardPlayed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventCatCaught):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventDirectionReversed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventBoneInForce):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventBiscuitEarned):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventWarningTaken):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventPointsScored):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventPointsLost):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventTableDiscarded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventRoundEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsEventGameEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiscuitsSeenEventRoundStarted):
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



        hash_ = self.hash_

        seq = self.seq

        played_by: str | Unset = UNSET
        if not isinstance(self.played_by, Unset):
            played_by = self.played_by.value


        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "action_digest": action_digest,
            "actor_seat": actor_seat,
            "at": at,
            "event_digests": event_digests,
            "events": events,
            "hash": hash_,
            "seq": seq,
        })
        if played_by is not UNSET:
            field_dict["played_by"] = played_by
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
        from ..models.biscuits_event_biscuit_earned import BiscuitsEventBiscuitEarned # noqa: PLC0415
        from ..models.biscuits_event_bone_in_force import BiscuitsEventBoneInForce # noqa: PLC0415
        from ..models.biscuits_event_card_drawn import BiscuitsEventCardDrawn # noqa: PLC0415
        from ..models.biscuits_event_card_played import BiscuitsEventCardPlayed # noqa: PLC0415
        from ..models.biscuits_event_cat_caught import BiscuitsEventCatCaught # noqa: PLC0415
        from ..models.biscuits_event_direction_reversed import BiscuitsEventDirectionReversed # noqa: PLC0415
        from ..models.biscuits_event_game_ended import BiscuitsEventGameEnded # noqa: PLC0415
        from ..models.biscuits_event_points_lost import BiscuitsEventPointsLost # noqa: PLC0415
        from ..models.biscuits_event_points_scored import BiscuitsEventPointsScored # noqa: PLC0415
        from ..models.biscuits_event_round_ended import BiscuitsEventRoundEnded # noqa: PLC0415
        from ..models.biscuits_event_round_started import BiscuitsEventRoundStarted # noqa: PLC0415
        from ..models.biscuits_event_table_discarded import BiscuitsEventTableDiscarded # noqa: PLC0415
        from ..models.biscuits_event_warning_taken import BiscuitsEventWarningTaken # noqa: PLC0415
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
        from ..models.step_signature import StepSignature # noqa: PLC0415
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


        def _parse_action_digest(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        action_digest = _parse_action_digest(d.pop("action_digest"))


        def _parse_actor_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        actor_seat = _parse_actor_seat(d.pop("actor_seat"))


        at = datetime.datetime.fromisoformat(d.pop("at"))




        event_digests = cast(list[str], d.pop("event_digests"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> BiscuitsEventBiscuitEarned | BiscuitsEventBoneInForce | BiscuitsEventCardDrawn | BiscuitsEventCardPlayed | BiscuitsEventCatCaught | BiscuitsEventDirectionReversed | BiscuitsEventGameEnded | BiscuitsEventPointsLost | BiscuitsEventPointsScored | BiscuitsEventRoundEnded | BiscuitsEventRoundStarted | BiscuitsEventTableDiscarded | BiscuitsEventWarningTaken | BiscuitsSeenEventBiscuitEarned | BiscuitsSeenEventBoneInForce | BiscuitsSeenEventCardDrawn | BiscuitsSeenEventCardPlayed | BiscuitsSeenEventCatCaught | BiscuitsSeenEventDirectionReversed | BiscuitsSeenEventGameEnded | BiscuitsSeenEventPointsLost | BiscuitsSeenEventPointsScored | BiscuitsSeenEventRoundEnded | BiscuitsSeenEventRoundStarted | BiscuitsSeenEventTableDiscarded | BiscuitsSeenEventWarningTaken:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_0 = BiscuitsEventRoundStarted.from_dict(data)



                    return componentsschemas_biscuits_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_1 = BiscuitsEventCardDrawn.from_dict(data)



                    return componentsschemas_biscuits_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_2 = BiscuitsEventCardPlayed.from_dict(data)



                    return componentsschemas_biscuits_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_3 = BiscuitsEventCatCaught.from_dict(data)



                    return componentsschemas_biscuits_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_4 = BiscuitsEventDirectionReversed.from_dict(data)



                    return componentsschemas_biscuits_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_5 = BiscuitsEventBoneInForce.from_dict(data)



                    return componentsschemas_biscuits_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_6 = BiscuitsEventBiscuitEarned.from_dict(data)



                    return componentsschemas_biscuits_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_7 = BiscuitsEventWarningTaken.from_dict(data)



                    return componentsschemas_biscuits_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_8 = BiscuitsEventPointsScored.from_dict(data)



                    return componentsschemas_biscuits_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_9 = BiscuitsEventPointsLost.from_dict(data)



                    return componentsschemas_biscuits_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_10 = BiscuitsEventTableDiscarded.from_dict(data)



                    return componentsschemas_biscuits_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_11 = BiscuitsEventRoundEnded.from_dict(data)



                    return componentsschemas_biscuits_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biscuits_event_type_12 = BiscuitsEventGameEnded.from_dict(data)



                    return componentsschemas_biscuits_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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


        hash_ = d.pop("hash")

        seq = d.pop("seq")

        _played_by = d.pop("played_by", UNSET)
        played_by: PlayedBy | Unset
        if isinstance(_played_by,  Unset):
            played_by = UNSET
        else:
            played_by = PlayedBy(_played_by)




        _signature = d.pop("signature", UNSET)
        signature: StepSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = StepSignature.from_dict(_signature)




        biscuits_bundle_step = cls(
            action=action,
            action_digest=action_digest,
            actor_seat=actor_seat,
            at=at,
            event_digests=event_digests,
            events=events,
            hash_=hash_,
            seq=seq,
            played_by=played_by,
            signature=signature,
        )

        return biscuits_bundle_step

