"""A client of the referee server: `Referee(url).register(name)` gives a
player session with the verbs of a game (`create_game`, `join`,
`wait_for_turn`, `play`, `events`, `resign`, `stream`, `audit_bundle`, …);
`MoveSigner` signs a player's moves (`Player.sign_moves_with`);
`Referee.log_head`, `log_proof` and `log_consistency` read the public log;
`verify_signature` checks a webhook delivery. `Referee.with_token` is a
session of a personal access token or an app's token; `referee_client.oauth`
has the helpers of an app's OAuth 2.0 flow with PKCE. The models the verbs
return are generated from the server's OpenAPI document, in
`referee_client.models`."""

from . import models
from .aio import AsyncPlayer, AsyncReferee
from .client import BISCUITS, MEERKAT, Action, Bundle, EventsPage, GameDto, MoveResponse, Player, Referee, game_from_dict
from .errors import (
    AccessDenied,
    ConnectionFailed,
    Forbidden,
    InsufficientScope,
    InvalidGrant,
    NotFound,
    OAuthError,
    RateLimited,
    RefereeError,
    RuleViolation,
    StateMismatch,
    Unauthenticated,
    VersionConflict,
)
from .oauth import SCOPES, AuthorizationRequest, authorization_request, code_challenge, new_code_verifier, new_state, parse_redirect
from .signing import MoveSigner, canonical_json, move_text
from .transport import RetryingTransport
from .verification import VerificationFailed, Verified, verify_bundle, verify_log_consistency, verify_log_inclusion
from .webhooks import verify_signature

__all__ = [
    "AccessDenied",
    "AsyncPlayer",
    "AsyncReferee",
    "BISCUITS",
    "ConnectionFailed",
    "MEERKAT",
    "Action",
    "AuthorizationRequest",
    "authorization_request",
    "code_challenge",
    "new_code_verifier",
    "new_state",
    "parse_redirect",
    "Bundle",
    "EventsPage",
    "Forbidden",
    "InsufficientScope",
    "InvalidGrant",
    "GameDto",
    "MoveResponse",
    "MoveSigner",
    "NotFound",
    "OAuthError",
    "Player",
    "RateLimited",
    "Referee",
    "RefereeError",
    "RetryingTransport",
    "RuleViolation",
    "SCOPES",
    "StateMismatch",
    "Unauthenticated",
    "VersionConflict",
    "canonical_json",
    "game_from_dict",
    "models",
    "move_text",
    "VerificationFailed",
    "Verified",
    "verify_bundle",
    "verify_log_consistency",
    "verify_log_inclusion",
    "verify_signature",
]
