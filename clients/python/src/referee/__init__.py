"""A client of the referee server: `Referee(url).register(name)` gives a
player session with the verbs of a game (`create_game`, `join`,
`wait_for_turn`, `play`, `events`, `resign`, `stream`, `audit_bundle`, …);
`verify_signature` checks a webhook delivery. The models the verbs return
are generated from the server's OpenAPI document, in `referee.models`."""

from ._generated import models
from .client import BISCUITS, MEERKAT, Action, Bundle, EventsPage, GameDto, MoveResponse, Player, Referee, game_from_dict
from .errors import RefereeError
from .transport import RetryingTransport
from .webhooks import verify_signature

__all__ = [
    "BISCUITS",
    "MEERKAT",
    "Action",
    "Bundle",
    "EventsPage",
    "GameDto",
    "MoveResponse",
    "Player",
    "Referee",
    "RefereeError",
    "RetryingTransport",
    "game_from_dict",
    "models",
    "verify_signature",
]
