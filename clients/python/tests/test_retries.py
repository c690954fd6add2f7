"""What the client resends after a 429 or a 503, and after how long."""

import time

import httpx

from referee_client import RetryingTransport


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
