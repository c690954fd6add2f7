"""Retrying what may safely be sent again (docs/API.md, "Limits and errors"),
for the blocking client and the asyncio one alike."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import time

import httpx

from .errors import ConnectionFailed

_log = logging.getLogger("referee_client")

# Failures before the request left: nothing reached the server.
_NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)
# 503 codes whose request changed nothing, whatever its method.
_NOTHING_CHANGED = {"database_busy", "too_many_connections"}
_IDEMPOTENT_METHODS = {"GET", "HEAD", "PUT", "DELETE", "OPTIONS"}


class RetryPolicy:
    """When a request is sent again, and after how long:

    - after a `429` (which changed nothing), or a `503` of a request that is
      safe to repeat, as long as the answer's `Retry-After` says (at most
      `max_retry_after_secs`);
    - after a connection that failed or timed out, an exponential back-off
      with full jitter (`backoff_secs`, doubled each time up to
      `max_backoff_secs`): any request whose connection was never made, and
      one that may have reached the server only when it is safe to repeat;
    - `attempts` times in all.

    A request is safe to repeat when its method is idempotent or it carries
    an `Idempotency-Key`: the server answers a move stored under that key
    with the stored answer, so a move is never made twice.
    """

    def __init__(
        self,
        attempts: int = 20,
        *,
        backoff_secs: float = 0.25,
        max_backoff_secs: float = 10.0,
        max_retry_after_secs: float = 60.0,
    ) -> None:
        self.attempts = max(1, attempts)
        self.backoff_secs = backoff_secs
        self.max_backoff_secs = max_backoff_secs
        self.max_retry_after_secs = max_retry_after_secs

    def wait_after_error(self, request: httpx.Request, error: httpx.TransportError, attempt: int) -> float | None:
        """Seconds to wait before sending `request` again after `error`; None: raise it."""
        if attempt == self.attempts - 1 or not (isinstance(error, _NOT_SENT) or _repeatable(request)):
            return None
        wait = self.backoff(attempt)
        _log.info("%s %s: %s; trying again in %.2f s", request.method, request.url.path, error or type(error).__name__, wait)
        return wait

    def retried_statuses(self, attempt: int) -> tuple[int, ...]:
        """The statuses that may be retried at this attempt (none at the last)."""
        return () if attempt == self.attempts - 1 else (429, 503)

    def wait_after_answer(self, request: httpx.Request, response: httpx.Response) -> float | None:
        """Seconds to wait before sending `request` again after a 429 or 503
        (its body read); None: the answer is the caller's."""
        if not _may_resend(request, response):
            return None
        return min(_retry_after_secs(response), self.max_retry_after_secs)

    def backoff(self, attempt: int) -> float:
        return random.uniform(0, min(self.max_backoff_secs, self.backoff_secs * 2**attempt))


class RetryingTransport(httpx.BaseTransport):
    """Sends a request again when its `RetryPolicy` says it is safe."""

    def __init__(
        self,
        attempts: int = 20,
        inner: httpx.BaseTransport | None = None,
        *,
        backoff_secs: float = 0.25,
        max_backoff_secs: float = 10.0,
        max_retry_after_secs: float = 60.0,
    ) -> None:
        self.policy = RetryPolicy(
            attempts, backoff_secs=backoff_secs, max_backoff_secs=max_backoff_secs, max_retry_after_secs=max_retry_after_secs
        )
        self._inner = inner or httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        for attempt in range(self.policy.attempts):
            try:
                response = self._inner.handle_request(request)
            except httpx.TransportError as error:
                wait = self.policy.wait_after_error(request, error, attempt)
                if wait is None:
                    raise ConnectionFailed(request.method, str(request.url), error) from error
                time.sleep(wait)
                continue
            if response.status_code not in self.policy.retried_statuses(attempt):
                return response
            response.read()
            response.close()
            wait = self.policy.wait_after_answer(request, response)
            if wait is None:
                return response
            time.sleep(wait)
        raise AssertionError("unreachable: the last attempt returns or raises")

    def close(self) -> None:
        self._inner.close()


class AsyncRetryingTransport(httpx.AsyncBaseTransport):
    """The asyncio client's transport, under the same `RetryPolicy`."""

    def __init__(self, attempts: int = 20, inner: httpx.AsyncBaseTransport | None = None, *, backoff_secs: float = 0.25) -> None:
        self.policy = RetryPolicy(attempts, backoff_secs=backoff_secs)
        self._inner = inner or httpx.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        for attempt in range(self.policy.attempts):
            try:
                response = await self._inner.handle_async_request(request)
            except httpx.TransportError as error:
                wait = self.policy.wait_after_error(request, error, attempt)
                if wait is None:
                    raise ConnectionFailed(request.method, str(request.url), error) from error
                await asyncio.sleep(wait)
                continue
            if response.status_code not in self.policy.retried_statuses(attempt):
                return response
            await response.aread()
            await response.aclose()
            wait = self.policy.wait_after_answer(request, response)
            if wait is None:
                return response
            await asyncio.sleep(wait)
        raise AssertionError("unreachable: the last attempt returns or raises")

    async def aclose(self) -> None:
        await self._inner.aclose()


def _repeatable(request: httpx.Request) -> bool:
    return request.method in _IDEMPOTENT_METHODS or "idempotency-key" in request.headers


def _may_resend(request: httpx.Request, response: httpx.Response) -> bool:
    if response.status_code == 429 or _repeatable(request):
        return True
    try:
        code = json.loads(response.content).get("code")
    except (ValueError, AttributeError):
        return False
    return code in _NOTHING_CHANGED


def _retry_after_secs(response: httpx.Response) -> float:
    """`Retry-After` in seconds (the server sends whole seconds); 1 when absent."""
    try:
        return max(0.0, float(response.headers.get("retry-after", "1")))
    except ValueError:
        return 1.0
