"""Retrying what the server asks to be sent again (docs/API.md, "Limits and errors")."""

from __future__ import annotations

import json
import time

import httpx

# 503 codes whose request changed nothing, whatever its method.
_NOTHING_CHANGED = {"database_busy", "too_many_connections"}
_IDEMPOTENT_METHODS = {"GET", "HEAD", "PUT", "DELETE", "OPTIONS"}


class RetryingTransport(httpx.BaseTransport):
    """Sends a request again after a `429` or a `503`, waiting as long as the
    answer's `Retry-After` says, up to `attempts` times in all.

    A 429 changed nothing, so any request is resent. A 503 is resent when
    resending is safe: an idempotent method, a request with an
    `Idempotency-Key` (the server answers a stored move as stored), or a
    code that says nothing was changed.
    """

    def __init__(self, attempts: int = 20, inner: httpx.BaseTransport | None = None) -> None:
        self._attempts = attempts
        self._inner = inner or httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        for _ in range(self._attempts - 1):
            response = self._inner.handle_request(request)
            if response.status_code not in (429, 503):
                return response
            response.read()
            response.close()
            if not self._may_resend(request, response):
                return response
            time.sleep(_retry_after_secs(response))
        return self._inner.handle_request(request)

    @staticmethod
    def _may_resend(request: httpx.Request, response: httpx.Response) -> bool:
        if response.status_code == 429:
            return True
        if request.method in _IDEMPOTENT_METHODS or "idempotency-key" in request.headers:
            return True
        try:
            code = json.loads(response.content).get("code")
        except (ValueError, AttributeError):
            return False
        return code in _NOTHING_CHANGED

    def close(self) -> None:
        self._inner.close()


def _retry_after_secs(response: httpx.Response) -> float:
    """`Retry-After` in seconds (the server sends whole seconds); 1 when absent."""
    try:
        return max(0.0, float(response.headers.get("retry-after", "1")))
    except ValueError:
        return 1.0
