"""Retrying what may safely be sent again (docs/API.md, "Limits and errors")."""

from __future__ import annotations

import json
import logging
import random
import time

import httpx

# 503 codes whose request changed nothing, whatever its method.
_NOTHING_CHANGED = {"database_busy", "too_many_connections"}
_IDEMPOTENT_METHODS = {"GET", "HEAD", "PUT", "DELETE", "OPTIONS"}
_log = logging.getLogger("referee_client")

# Failures before the request left: nothing reached the server.
_NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)


class RetryingTransport(httpx.BaseTransport):
    """Sends a request again, up to `attempts` times in all, when that is safe:

    - after a `429` (which changed nothing), or a `503` of a request that is
      safe to repeat, waiting as long as the answer's `Retry-After` says;
    - after a connection that failed or timed out, waiting an exponential
      back-off with full jitter (`backoff_secs`, doubled each time up to
      `max_backoff_secs`): any request whose connection was never made, and
      one that may have reached the server only when it is safe to repeat.

    A request is safe to repeat when its method is idempotent or it carries
    an `Idempotency-Key`: the server answers a move stored under that key
    with the stored answer, so a move is never made twice.
    """

    def __init__(
        self,
        attempts: int = 20,
        inner: httpx.BaseTransport | None = None,
        *,
        backoff_secs: float = 0.25,
        max_backoff_secs: float = 10.0,
        max_retry_after_secs: float = 60.0,
    ) -> None:
        self._attempts = max(1, attempts)
        self._inner = inner or httpx.HTTPTransport()
        self._backoff_secs = backoff_secs
        self._max_backoff_secs = max_backoff_secs
        self._max_retry_after_secs = max_retry_after_secs

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        for attempt in range(self._attempts):
            last = attempt == self._attempts - 1
            try:
                response = self._inner.handle_request(request)
            except httpx.TransportError as error:
                if last or not (isinstance(error, _NOT_SENT) or _repeatable(request)):
                    raise
                wait = self._backoff(attempt)
                _log.info("%s %s: %s; trying again in %.2f s", request.method, request.url.path, error or type(error).__name__, wait)
                time.sleep(wait)
                continue
            if last or response.status_code not in (429, 503):
                return response
            response.read()
            response.close()
            if not self._may_resend(request, response):
                return response
            time.sleep(min(_retry_after_secs(response), self._max_retry_after_secs))
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _backoff(self, attempt: int) -> float:
        return random.uniform(0, min(self._max_backoff_secs, self._backoff_secs * 2**attempt))

    @staticmethod
    def _may_resend(request: httpx.Request, response: httpx.Response) -> bool:
        if response.status_code == 429 or _repeatable(request):
            return True
        try:
            code = json.loads(response.content).get("code")
        except (ValueError, AttributeError):
            return False
        return code in _NOTHING_CHANGED

    def close(self) -> None:
        self._inner.close()


def _repeatable(request: httpx.Request) -> bool:
    return request.method in _IDEMPOTENT_METHODS or "idempotency-key" in request.headers


def _retry_after_secs(response: httpx.Response) -> float:
    """`Retry-After` in seconds (the server sends whole seconds); 1 when absent."""
    try:
        return max(0.0, float(response.headers.get("retry-after", "1")))
    except ValueError:
        return 1.0
