"""What the client resends after a 429 or a 503, and after how long."""

import json
import time

import httpx
import pytest

from referee_client import ConnectionFailed, RetryingTransport


def scripted(*answers):
    """A transport answering `answers` in turn, keeping the requests it saw."""
    seen = []

    def handler(request):
        seen.append(request)
        status, headers, body = answers[len(seen) - 1]
        return httpx.Response(status, headers=headers, json=body)

    return httpx.MockTransport(handler), seen


def test_a_429_is_sent_again_after_its_retry_after():
    inner, seen = scripted((429, {"retry-after": "1"}, {"code": "rate_limited"}), (200, {}, {"ok": True}))
    client = httpx.Client(transport=RetryingTransport(inner=inner), base_url="http://127.0.0.1:9")
    started = time.monotonic()
    answer = client.post("/v1/games", json={"game": "woof-meow-biscuits"})
    assert answer.status_code == 200 and len(seen) == 2
    assert time.monotonic() - started >= 1.0, "waited as Retry-After said"


def test_a_503_move_with_an_idempotency_key_is_sent_again():
    inner, seen = scripted((503, {"retry-after": "0"}, {"code": "database_unavailable"}), (200, {}, {}))
    client = httpx.Client(transport=RetryingTransport(inner=inner), base_url="http://127.0.0.1:9")
    answer = client.post("/v1/games/x/moves", json={}, headers={"idempotency-key": "k"})
    assert answer.status_code == 200 and len(seen) == 2


def test_a_503_that_may_have_changed_something_is_not_sent_again_without_a_key():
    inner, seen = scripted((503, {"retry-after": "0"}, {"code": "database_unavailable"}), (200, {}, {}))
    client = httpx.Client(transport=RetryingTransport(inner=inner), base_url="http://127.0.0.1:9")
    answer = client.post("/v1/games", json={})
    assert answer.status_code == 503 and len(seen) == 1
    inner, seen = scripted((503, {"retry-after": "0"}, {"code": "database_busy"}), (201, {}, {}))
    client = httpx.Client(transport=RetryingTransport(inner=inner), base_url="http://127.0.0.1:9")
    assert client.post("/v1/games", json={}).status_code == 201 and len(seen) == 2, "database_busy changed nothing"


def test_the_retries_end_with_the_last_answer():
    inner, seen = scripted(*[(429, {"retry-after": "0"}, {"code": "rate_limited"})] * 3)
    client = httpx.Client(transport=RetryingTransport(attempts=3, inner=inner), base_url="http://127.0.0.1:9")
    assert client.get("/v1/catalog").status_code == 429 and len(seen) == 3


def failing(*outcomes):
    """A transport raising or answering `outcomes` in turn (an exception
    instance is raised), keeping the requests it saw."""
    seen = []

    def handler(request):
        seen.append(request)
        outcome = outcomes[len(seen) - 1]
        if isinstance(outcome, Exception):
            raise outcome
        return httpx.Response(outcome, json={})

    return httpx.MockTransport(handler), seen


def test_a_move_whose_connection_dropped_is_sent_again_under_the_same_key():
    inner, seen = failing(httpx.RemoteProtocolError("Server disconnected without sending a response."), 200)
    client = httpx.Client(transport=RetryingTransport(inner=inner, backoff_secs=0.01), base_url="http://127.0.0.1:9")
    answer = client.post("/v1/games/x/moves", json={}, headers={"idempotency-key": "move-1"})
    assert answer.status_code == 200 and [r.headers["idempotency-key"] for r in seen] == ["move-1", "move-1"]


def test_a_write_without_a_key_is_not_sent_again_after_a_dropped_connection_but_one_never_sent_is():
    inner, seen = failing(httpx.ReadTimeout("timed out"), 201)
    client = httpx.Client(transport=RetryingTransport(inner=inner, backoff_secs=0.01), base_url="http://127.0.0.1:9")
    with pytest.raises(ConnectionFailed) as failed:
        client.post("/v1/games", json={})
    assert isinstance(failed.value.__cause__, httpx.ReadTimeout) and failed.value.status == 0
    assert len(seen) == 1, "it may have been stored: not repeated"
    inner, seen = failing(httpx.ConnectError("refused"), 201)
    client = httpx.Client(transport=RetryingTransport(inner=inner, backoff_secs=0.01), base_url="http://127.0.0.1:9")
    assert client.post("/v1/games", json={}).status_code == 201 and len(seen) == 2, "never reached the server"


def test_the_back_off_grows_with_full_jitter_up_to_its_cap():
    transport = RetryingTransport(backoff_secs=1.0, max_backoff_secs=5.0)
    for attempt, ceiling in [(0, 1.0), (1, 2.0), (2, 4.0), (3, 5.0), (10, 5.0)]:
        waits = [transport.policy.backoff(attempt) for _ in range(200)]
        assert all(0 <= wait <= ceiling for wait in waits) and max(waits) > ceiling / 2, (attempt, max(waits))


def test_an_answer_of_each_family_is_its_own_error():
    from referee_client import Forbidden, NotFound, RateLimited, RefereeError, RuleViolation, Unauthenticated, VersionConflict

    def error(status, code, **extra):
        body = {"type": "t", "title": "t", "status": status, "code": code, "detail": "d", "request_id": "req-1", **extra}
        return RefereeError.from_answer(status, json.dumps(body).encode(), "3")

    conflict = error(409, "version_conflict", current_version=7)
    assert isinstance(conflict, VersionConflict) and conflict.current_version == 7 and conflict.request_id == "req-1"
    assert conflict.code == "version_conflict"
    assert isinstance(error(422, "not_your_turn"), RuleViolation)
    assert isinstance(error(401, "invalid_token"), Unauthenticated)
    assert isinstance(error(403, "move_signature_required"), Forbidden)
    assert isinstance(error(404, "game_not_found"), NotFound)
    limited = error(429, "rate_limited")
    assert isinstance(limited, RateLimited) and limited.retry_after_secs == 3.0
    other = error(409, "game_not_started")
    assert type(other) is RefereeError and other.code == "game_not_started"
    assert error(418, "a_code_from_a_newer_server").code == "a_code_from_a_newer_server"
