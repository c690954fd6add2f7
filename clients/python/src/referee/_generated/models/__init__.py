""" Contains all the data models used in inputs/outputs """

from .api_key_created import ApiKeyCreated
from .biscuits_action_kind import BiscuitsActionKind
from .biscuits_action_kind_kind import BiscuitsActionKindKind
from .biscuits_action_play import BiscuitsActionPlay
from .biscuits_action_play_kind import BiscuitsActionPlayKind
from .biscuits_bundle import BiscuitsBundle
from .biscuits_bundle_step import BiscuitsBundleStep
from .biscuits_card_bone import BiscuitsCardBone
from .biscuits_card_bone_kind import BiscuitsCardBoneKind
from .biscuits_card_cat import BiscuitsCardCat
from .biscuits_card_cat_kind import BiscuitsCardCatKind
from .biscuits_card_dog import BiscuitsCardDog
from .biscuits_card_dog_kind import BiscuitsCardDogKind
from .biscuits_card_minus_one import BiscuitsCardMinusOne
from .biscuits_card_minus_one_kind import BiscuitsCardMinusOneKind
from .biscuits_card_reverse import BiscuitsCardReverse
from .biscuits_card_reverse_kind import BiscuitsCardReverseKind
from .biscuits_create_game import BiscuitsCreateGame
from .biscuits_create_game_game import BiscuitsCreateGameGame
from .biscuits_event_biscuit_earned import BiscuitsEventBiscuitEarned
from .biscuits_event_biscuit_earned_type import BiscuitsEventBiscuitEarnedType
from .biscuits_event_bone_in_force import BiscuitsEventBoneInForce
from .biscuits_event_bone_in_force_type import BiscuitsEventBoneInForceType
from .biscuits_event_card_drawn import BiscuitsEventCardDrawn
from .biscuits_event_card_drawn_type import BiscuitsEventCardDrawnType
from .biscuits_event_card_played import BiscuitsEventCardPlayed
from .biscuits_event_card_played_type import BiscuitsEventCardPlayedType
from .biscuits_event_cat_caught import BiscuitsEventCatCaught
from .biscuits_event_cat_caught_type import BiscuitsEventCatCaughtType
from .biscuits_event_direction_reversed import BiscuitsEventDirectionReversed
from .biscuits_event_direction_reversed_type import BiscuitsEventDirectionReversedType
from .biscuits_event_dto import BiscuitsEventDto
from .biscuits_event_game_ended import BiscuitsEventGameEnded
from .biscuits_event_game_ended_type import BiscuitsEventGameEndedType
from .biscuits_event_points_lost import BiscuitsEventPointsLost
from .biscuits_event_points_lost_type import BiscuitsEventPointsLostType
from .biscuits_event_points_scored import BiscuitsEventPointsScored
from .biscuits_event_points_scored_type import BiscuitsEventPointsScoredType
from .biscuits_event_round_ended import BiscuitsEventRoundEnded
from .biscuits_event_round_ended_type import BiscuitsEventRoundEndedType
from .biscuits_event_round_started import BiscuitsEventRoundStarted
from .biscuits_event_round_started_type import BiscuitsEventRoundStartedType
from .biscuits_event_table_discarded import BiscuitsEventTableDiscarded
from .biscuits_event_table_discarded_type import BiscuitsEventTableDiscardedType
from .biscuits_event_warning_taken import BiscuitsEventWarningTaken
from .biscuits_event_warning_taken_type import BiscuitsEventWarningTakenType
from .biscuits_events_page import BiscuitsEventsPage
from .biscuits_game_dto import BiscuitsGameDto
from .biscuits_game_dto_game import BiscuitsGameDtoGame
from .biscuits_game_header import BiscuitsGameHeader
from .biscuits_game_header_game import BiscuitsGameHeaderGame
from .biscuits_legal import BiscuitsLegal
from .biscuits_legal_card import BiscuitsLegalCard
from .biscuits_markers_left import BiscuitsMarkersLeft
from .biscuits_move_request import BiscuitsMoveRequest
from .biscuits_move_response import BiscuitsMoveResponse
from .biscuits_options import BiscuitsOptions
from .biscuits_seat_score import BiscuitsSeatScore
from .biscuits_seen_event_biscuit_earned import BiscuitsSeenEventBiscuitEarned
from .biscuits_seen_event_biscuit_earned_type import BiscuitsSeenEventBiscuitEarnedType
from .biscuits_seen_event_bone_in_force import BiscuitsSeenEventBoneInForce
from .biscuits_seen_event_bone_in_force_type import BiscuitsSeenEventBoneInForceType
from .biscuits_seen_event_card_drawn import BiscuitsSeenEventCardDrawn
from .biscuits_seen_event_card_drawn_type import BiscuitsSeenEventCardDrawnType
from .biscuits_seen_event_card_played import BiscuitsSeenEventCardPlayed
from .biscuits_seen_event_card_played_type import BiscuitsSeenEventCardPlayedType
from .biscuits_seen_event_cat_caught import BiscuitsSeenEventCatCaught
from .biscuits_seen_event_cat_caught_type import BiscuitsSeenEventCatCaughtType
from .biscuits_seen_event_direction_reversed import BiscuitsSeenEventDirectionReversed
from .biscuits_seen_event_direction_reversed_type import BiscuitsSeenEventDirectionReversedType
from .biscuits_seen_event_game_ended import BiscuitsSeenEventGameEnded
from .biscuits_seen_event_game_ended_type import BiscuitsSeenEventGameEndedType
from .biscuits_seen_event_points_lost import BiscuitsSeenEventPointsLost
from .biscuits_seen_event_points_lost_type import BiscuitsSeenEventPointsLostType
from .biscuits_seen_event_points_scored import BiscuitsSeenEventPointsScored
from .biscuits_seen_event_points_scored_type import BiscuitsSeenEventPointsScoredType
from .biscuits_seen_event_round_ended import BiscuitsSeenEventRoundEnded
from .biscuits_seen_event_round_ended_type import BiscuitsSeenEventRoundEndedType
from .biscuits_seen_event_round_started import BiscuitsSeenEventRoundStarted
from .biscuits_seen_event_round_started_type import BiscuitsSeenEventRoundStartedType
from .biscuits_seen_event_table_discarded import BiscuitsSeenEventTableDiscarded
from .biscuits_seen_event_table_discarded_type import BiscuitsSeenEventTableDiscardedType
from .biscuits_seen_event_warning_taken import BiscuitsSeenEventWarningTaken
from .biscuits_seen_event_warning_taken_type import BiscuitsSeenEventWarningTakenType
from .biscuits_table_view import BiscuitsTableView
from .biscuits_view import BiscuitsView
from .biscuits_visible_card import BiscuitsVisibleCard
from .bot_info import BotInfo
from .bundle_view_full import BundleViewFull
from .bundle_view_full_kind import BundleViewFullKind
from .bundle_view_seat import BundleViewSeat
from .bundle_view_seat_kind import BundleViewSeatKind
from .bundle_view_spectator import BundleViewSpectator
from .bundle_view_spectator_kind import BundleViewSpectatorKind
from .card_backs import CardBacks
from .create_player import CreatePlayer
from .deck_spec import DeckSpec
from .deck_spec_cat import DeckSpecCat
from .deck_spec_dog import DeckSpecDog
from .delivery import Delivery
from .delivery_page import DeliveryPage
from .delivery_status import DeliveryStatus
from .direction import Direction
from .game_end import GameEnd
from .game_id import GameId
from .game_info import GameInfo
from .game_page import GamePage
from .game_status import GameStatus
from .game_summary import GameSummary
from .health import Health
from .health_status import HealthStatus
from .invitation_dto import InvitationDto
from .invite_request import InviteRequest
from .join_game import JoinGame
from .meerkat_action_challenge import MeerkatActionChallenge
from .meerkat_action_challenge_kind import MeerkatActionChallengeKind
from .meerkat_action_kind import MeerkatActionKind
from .meerkat_action_kind_kind import MeerkatActionKindKind
from .meerkat_action_pass import MeerkatActionPass
from .meerkat_action_pass_kind import MeerkatActionPassKind
from .meerkat_action_play import MeerkatActionPlay
from .meerkat_action_play_kind import MeerkatActionPlayKind
from .meerkat_back import MeerkatBack
from .meerkat_board import MeerkatBoard
from .meerkat_bundle import MeerkatBundle
from .meerkat_bundle_step import MeerkatBundleStep
from .meerkat_card import MeerkatCard
from .meerkat_create_game import MeerkatCreateGame
from .meerkat_create_game_game import MeerkatCreateGameGame
from .meerkat_dealt_hand import MeerkatDealtHand
from .meerkat_event_cards_drawn import MeerkatEventCardsDrawn
from .meerkat_event_cards_drawn_type import MeerkatEventCardsDrawnType
from .meerkat_event_cards_played import MeerkatEventCardsPlayed
from .meerkat_event_cards_played_type import MeerkatEventCardsPlayedType
from .meerkat_event_challenged import MeerkatEventChallenged
from .meerkat_event_challenged_type import MeerkatEventChallengedType
from .meerkat_event_dto import MeerkatEventDto
from .meerkat_event_game_ended import MeerkatEventGameEnded
from .meerkat_event_game_ended_type import MeerkatEventGameEndedType
from .meerkat_event_passed import MeerkatEventPassed
from .meerkat_event_passed_type import MeerkatEventPassedType
from .meerkat_event_play_beaten import MeerkatEventPlayBeaten
from .meerkat_event_play_beaten_type import MeerkatEventPlayBeatenType
from .meerkat_event_play_returned import MeerkatEventPlayReturned
from .meerkat_event_play_returned_type import MeerkatEventPlayReturnedType
from .meerkat_event_round_ended import MeerkatEventRoundEnded
from .meerkat_event_round_ended_type import MeerkatEventRoundEndedType
from .meerkat_event_round_started import MeerkatEventRoundStarted
from .meerkat_event_round_started_type import MeerkatEventRoundStartedType
from .meerkat_events_page import MeerkatEventsPage
from .meerkat_face import MeerkatFace
from .meerkat_face_down import MeerkatFaceDown
from .meerkat_game_dto import MeerkatGameDto
from .meerkat_game_dto_game import MeerkatGameDtoGame
from .meerkat_game_header import MeerkatGameHeader
from .meerkat_game_header_game import MeerkatGameHeaderGame
from .meerkat_legal import MeerkatLegal
from .meerkat_move_request import MeerkatMoveRequest
from .meerkat_move_response import MeerkatMoveResponse
from .meerkat_options import MeerkatOptions
from .meerkat_pile import MeerkatPile
from .meerkat_play_range import MeerkatPlayRange
from .meerkat_rank import MeerkatRank
from .meerkat_round_end_pile_empty import MeerkatRoundEndPileEmpty
from .meerkat_round_end_pile_empty_kind import MeerkatRoundEndPileEmptyKind
from .meerkat_round_end_went_out import MeerkatRoundEndWentOut
from .meerkat_round_end_went_out_kind import MeerkatRoundEndWentOutKind
from .meerkat_seat_view import MeerkatSeatView
from .meerkat_seen_event_cards_drawn import MeerkatSeenEventCardsDrawn
from .meerkat_seen_event_cards_drawn_type import MeerkatSeenEventCardsDrawnType
from .meerkat_seen_event_cards_played import MeerkatSeenEventCardsPlayed
from .meerkat_seen_event_cards_played_type import MeerkatSeenEventCardsPlayedType
from .meerkat_seen_event_challenged import MeerkatSeenEventChallenged
from .meerkat_seen_event_challenged_type import MeerkatSeenEventChallengedType
from .meerkat_seen_event_game_ended import MeerkatSeenEventGameEnded
from .meerkat_seen_event_game_ended_type import MeerkatSeenEventGameEndedType
from .meerkat_seen_event_passed import MeerkatSeenEventPassed
from .meerkat_seen_event_passed_type import MeerkatSeenEventPassedType
from .meerkat_seen_event_play_beaten import MeerkatSeenEventPlayBeaten
from .meerkat_seen_event_play_beaten_type import MeerkatSeenEventPlayBeatenType
from .meerkat_seen_event_play_returned import MeerkatSeenEventPlayReturned
from .meerkat_seen_event_play_returned_type import MeerkatSeenEventPlayReturnedType
from .meerkat_seen_event_round_ended import MeerkatSeenEventRoundEnded
from .meerkat_seen_event_round_ended_type import MeerkatSeenEventRoundEndedType
from .meerkat_seen_event_round_started import MeerkatSeenEventRoundStarted
from .meerkat_seen_event_round_started_type import MeerkatSeenEventRoundStartedType
from .meerkat_view import MeerkatView
from .notification import Notification
from .notification_event_game_aborted import NotificationEventGameAborted
from .notification_event_game_aborted_kind import NotificationEventGameAbortedKind
from .notification_event_game_finished import NotificationEventGameFinished
from .notification_event_game_finished_kind import NotificationEventGameFinishedKind
from .notification_event_game_invited import NotificationEventGameInvited
from .notification_event_game_invited_kind import NotificationEventGameInvitedKind
from .notification_event_game_started import NotificationEventGameStarted
from .notification_event_game_started_kind import NotificationEventGameStartedKind
from .notification_event_opponent_moved import NotificationEventOpponentMoved
from .notification_event_opponent_moved_kind import NotificationEventOpponentMovedKind
from .notification_event_seat_joined import NotificationEventSeatJoined
from .notification_event_seat_joined_kind import NotificationEventSeatJoinedKind
from .notification_event_seat_left import NotificationEventSeatLeft
from .notification_event_seat_left_kind import NotificationEventSeatLeftKind
from .notification_event_webhook_paused import NotificationEventWebhookPaused
from .notification_event_webhook_paused_kind import NotificationEventWebhookPausedKind
from .notification_event_your_turn import NotificationEventYourTurn
from .notification_event_your_turn_kind import NotificationEventYourTurnKind
from .notification_page import NotificationPage
from .option_allowed_type_2 import OptionAllowedType2
from .option_counts import OptionCounts
from .option_default_type_2 import OptionDefaultType2
from .option_range import OptionRange
from .option_spec import OptionSpec
from .outcome import Outcome
from .penalty import Penalty
from .played_by import PlayedBy
from .player_created import PlayerCreated
from .problem import Problem
from .problem_code import ProblemCode
from .put_webhook import PutWebhook
from .ranking import Ranking
from .roll_secret import RollSecret
from .seat_dto import SeatDto
from .seat_entry import SeatEntry
from .seat_ref import SeatRef
from .secret_rolled import SecretRolled
from .spectators import Spectators
from .token_request import TokenRequest
from .token_response import TokenResponse
from .turn_filter import TurnFilter
from .variant import Variant
from .visibility import Visibility
from .webhook import Webhook
from .webhook_created import WebhookCreated
from .webhook_status import WebhookStatus

__all__ = (
    "ApiKeyCreated",
    "BiscuitsActionKind",
    "BiscuitsActionKindKind",
    "BiscuitsActionPlay",
    "BiscuitsActionPlayKind",
    "BiscuitsBundle",
    "BiscuitsBundleStep",
    "BiscuitsCardBone",
    "BiscuitsCardBoneKind",
    "BiscuitsCardCat",
    "BiscuitsCardCatKind",
    "BiscuitsCardDog",
    "BiscuitsCardDogKind",
    "BiscuitsCardMinusOne",
    "BiscuitsCardMinusOneKind",
    "BiscuitsCardReverse",
    "BiscuitsCardReverseKind",
    "BiscuitsCreateGame",
    "BiscuitsCreateGameGame",
    "BiscuitsEventBiscuitEarned",
    "BiscuitsEventBiscuitEarnedType",
    "BiscuitsEventBoneInForce",
    "BiscuitsEventBoneInForceType",
    "BiscuitsEventCardDrawn",
    "BiscuitsEventCardDrawnType",
    "BiscuitsEventCardPlayed",
    "BiscuitsEventCardPlayedType",
    "BiscuitsEventCatCaught",
    "BiscuitsEventCatCaughtType",
    "BiscuitsEventDirectionReversed",
    "BiscuitsEventDirectionReversedType",
    "BiscuitsEventDto",
    "BiscuitsEventGameEnded",
    "BiscuitsEventGameEndedType",
    "BiscuitsEventPointsLost",
    "BiscuitsEventPointsLostType",
    "BiscuitsEventPointsScored",
    "BiscuitsEventPointsScoredType",
    "BiscuitsEventRoundEnded",
    "BiscuitsEventRoundEndedType",
    "BiscuitsEventRoundStarted",
    "BiscuitsEventRoundStartedType",
    "BiscuitsEventsPage",
    "BiscuitsEventTableDiscarded",
    "BiscuitsEventTableDiscardedType",
    "BiscuitsEventWarningTaken",
    "BiscuitsEventWarningTakenType",
    "BiscuitsGameDto",
    "BiscuitsGameDtoGame",
    "BiscuitsGameHeader",
    "BiscuitsGameHeaderGame",
    "BiscuitsLegal",
    "BiscuitsLegalCard",
    "BiscuitsMarkersLeft",
    "BiscuitsMoveRequest",
    "BiscuitsMoveResponse",
    "BiscuitsOptions",
    "BiscuitsSeatScore",
    "BiscuitsSeenEventBiscuitEarned",
    "BiscuitsSeenEventBiscuitEarnedType",
    "BiscuitsSeenEventBoneInForce",
    "BiscuitsSeenEventBoneInForceType",
    "BiscuitsSeenEventCardDrawn",
    "BiscuitsSeenEventCardDrawnType",
    "BiscuitsSeenEventCardPlayed",
    "BiscuitsSeenEventCardPlayedType",
    "BiscuitsSeenEventCatCaught",
    "BiscuitsSeenEventCatCaughtType",
    "BiscuitsSeenEventDirectionReversed",
    "BiscuitsSeenEventDirectionReversedType",
    "BiscuitsSeenEventGameEnded",
    "BiscuitsSeenEventGameEndedType",
    "BiscuitsSeenEventPointsLost",
    "BiscuitsSeenEventPointsLostType",
    "BiscuitsSeenEventPointsScored",
    "BiscuitsSeenEventPointsScoredType",
    "BiscuitsSeenEventRoundEnded",
    "BiscuitsSeenEventRoundEndedType",
    "BiscuitsSeenEventRoundStarted",
    "BiscuitsSeenEventRoundStartedType",
    "BiscuitsSeenEventTableDiscarded",
    "BiscuitsSeenEventTableDiscardedType",
    "BiscuitsSeenEventWarningTaken",
    "BiscuitsSeenEventWarningTakenType",
    "BiscuitsTableView",
    "BiscuitsView",
    "BiscuitsVisibleCard",
    "BotInfo",
    "BundleViewFull",
    "BundleViewFullKind",
    "BundleViewSeat",
    "BundleViewSeatKind",
    "BundleViewSpectator",
    "BundleViewSpectatorKind",
    "CardBacks",
    "CreatePlayer",
    "DeckSpec",
    "DeckSpecCat",
    "DeckSpecDog",
    "Delivery",
    "DeliveryPage",
    "DeliveryStatus",
    "Direction",
    "GameEnd",
    "GameId",
    "GameInfo",
    "GamePage",
    "GameStatus",
    "GameSummary",
    "Health",
    "HealthStatus",
    "InvitationDto",
    "InviteRequest",
    "JoinGame",
    "MeerkatActionChallenge",
    "MeerkatActionChallengeKind",
    "MeerkatActionKind",
    "MeerkatActionKindKind",
    "MeerkatActionPass",
    "MeerkatActionPassKind",
    "MeerkatActionPlay",
    "MeerkatActionPlayKind",
    "MeerkatBack",
    "MeerkatBoard",
    "MeerkatBundle",
    "MeerkatBundleStep",
    "MeerkatCard",
    "MeerkatCreateGame",
    "MeerkatCreateGameGame",
    "MeerkatDealtHand",
    "MeerkatEventCardsDrawn",
    "MeerkatEventCardsDrawnType",
    "MeerkatEventCardsPlayed",
    "MeerkatEventCardsPlayedType",
    "MeerkatEventChallenged",
    "MeerkatEventChallengedType",
    "MeerkatEventDto",
    "MeerkatEventGameEnded",
    "MeerkatEventGameEndedType",
    "MeerkatEventPassed",
    "MeerkatEventPassedType",
    "MeerkatEventPlayBeaten",
    "MeerkatEventPlayBeatenType",
    "MeerkatEventPlayReturned",
    "MeerkatEventPlayReturnedType",
    "MeerkatEventRoundEnded",
    "MeerkatEventRoundEndedType",
    "MeerkatEventRoundStarted",
    "MeerkatEventRoundStartedType",
    "MeerkatEventsPage",
    "MeerkatFace",
    "MeerkatFaceDown",
    "MeerkatGameDto",
    "MeerkatGameDtoGame",
    "MeerkatGameHeader",
    "MeerkatGameHeaderGame",
    "MeerkatLegal",
    "MeerkatMoveRequest",
    "MeerkatMoveResponse",
    "MeerkatOptions",
    "MeerkatPile",
    "MeerkatPlayRange",
    "MeerkatRank",
    "MeerkatRoundEndPileEmpty",
    "MeerkatRoundEndPileEmptyKind",
    "MeerkatRoundEndWentOut",
    "MeerkatRoundEndWentOutKind",
    "MeerkatSeatView",
    "MeerkatSeenEventCardsDrawn",
    "MeerkatSeenEventCardsDrawnType",
    "MeerkatSeenEventCardsPlayed",
    "MeerkatSeenEventCardsPlayedType",
    "MeerkatSeenEventChallenged",
    "MeerkatSeenEventChallengedType",
    "MeerkatSeenEventGameEnded",
    "MeerkatSeenEventGameEndedType",
    "MeerkatSeenEventPassed",
    "MeerkatSeenEventPassedType",
    "MeerkatSeenEventPlayBeaten",
    "MeerkatSeenEventPlayBeatenType",
    "MeerkatSeenEventPlayReturned",
    "MeerkatSeenEventPlayReturnedType",
    "MeerkatSeenEventRoundEnded",
    "MeerkatSeenEventRoundEndedType",
    "MeerkatSeenEventRoundStarted",
    "MeerkatSeenEventRoundStartedType",
    "MeerkatView",
    "Notification",
    "NotificationEventGameAborted",
    "NotificationEventGameAbortedKind",
    "NotificationEventGameFinished",
    "NotificationEventGameFinishedKind",
    "NotificationEventGameInvited",
    "NotificationEventGameInvitedKind",
    "NotificationEventGameStarted",
    "NotificationEventGameStartedKind",
    "NotificationEventOpponentMoved",
    "NotificationEventOpponentMovedKind",
    "NotificationEventSeatJoined",
    "NotificationEventSeatJoinedKind",
    "NotificationEventSeatLeft",
    "NotificationEventSeatLeftKind",
    "NotificationEventWebhookPaused",
    "NotificationEventWebhookPausedKind",
    "NotificationEventYourTurn",
    "NotificationEventYourTurnKind",
    "NotificationPage",
    "OptionAllowedType2",
    "OptionCounts",
    "OptionDefaultType2",
    "OptionRange",
    "OptionSpec",
    "Outcome",
    "Penalty",
    "PlayedBy",
    "PlayerCreated",
    "Problem",
    "ProblemCode",
    "PutWebhook",
    "Ranking",
    "RollSecret",
    "SeatDto",
    "SeatEntry",
    "SeatRef",
    "SecretRolled",
    "Spectators",
    "TokenRequest",
    "TokenResponse",
    "TurnFilter",
    "Variant",
    "Visibility",
    "Webhook",
    "WebhookCreated",
    "WebhookStatus",
)
