"""An expired token is renewed with the player's api_key (offline: a
stand-in transport plays the server)."""

import uuid

import httpx
import pytest

from referee_client import Referee, RefereeError

PLAYER = str(uuid.uuid4())
EXPIRES = "2026-01-01T00:00:00Z"


def stand_in(tokens_issued, *, renewal_expires_too=False):
    """A server whose first token has expired; keeps the requests it saw."""
    seen = []

    def handler(request):
        seen.append((request.method, request.url.path, request.headers.get("authorization")))
        if request.url.path == "/v1/players":
            return httpx.Response(201, json={"player_id": PLAYER, "api_key": "the-key", "token": "first", "name": "alice", "expires_at": EXPIRES})
        if request.url.path == "/v1/tokens":
            tokens_issued.append(request.content)
            return httpx.Response(200, json={"player_id": PLAYER, "token": f"renewed-{len(tokens_issued)}", "expires_at": EXPIRES})
        expired = request.headers["authorization"] == "Bearer first" or renewal_expires_too
        if expired:
            return httpx.Response(401, json={"type": "about:blank", "title": "Unauthorized", "status": 401, "code": "token_expired", "detail": "the token expired"})
        return httpx.Response(200, json={"url": "http://127.0.0.1:9/hook", "secret": "s" * 24, "created_at": EXPIRES})

    return httpx.MockTransport(handler), seen


def test_a_request_refused_for_an_expired_token_is_sent_again_after_signing_in():
    issued = []
    transport, seen = stand_in(issued)
    alice = Referee("http://127.0.0.1:9", transport=transport).register("alice")
    created = alice.set_webhook("http://127.0.0.1:9/hook", secret="s" * 24)
    assert created.url == "http://127.0.0.1:9/hook"
    assert [(method, path, auth) for method, path, auth in seen if path != "/v1/players"] == [
        ("PUT", "/v1/players/me/webhook", "Bearer first"),
        ("POST", "/v1/tokens", None),
        ("PUT", "/v1/players/me/webhook", "Bearer renewed-1"),
    ]
    assert b'"api_key": "the-key"' in issued[0] or b'"api_key":"the-key"' in issued[0]
    alice.set_webhook("http://127.0.0.1:9/hook", secret="s" * 24)
    assert seen[-1][2] == "Bearer renewed-1" and len(issued) == 1, "the renewed token is kept"


def test_a_renewal_is_tried_once():
    issued = []
    transport, seen = stand_in(issued, renewal_expires_too=True)
    alice = Referee("http://127.0.0.1:9", transport=transport).register("alice")
    with pytest.raises(RefereeError) as refused:
        alice.set_webhook("http://127.0.0.1:9/hook")
    assert refused.value.status == 401 and refused.value.code == "token_expired"
    assert len(issued) == 1 and len(seen) == 4, seen
