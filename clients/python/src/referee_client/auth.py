"""The player's bearer token, renewed when the server says it expired."""

from __future__ import annotations

import base64
import binascii
import json
import threading
from collections.abc import Callable, Generator
from uuid import UUID

import httpx


class RenewingBearer(httpx.Auth):
    """Sends `Authorization: Bearer <token>`. After a `401 token_expired`
    it gets a new token from `renew` (signing in again with the player's
    api_key) and sends the request once more; any other answer, and the
    answer of that second attempt, is the caller's. Without `renew` (a
    session made from a token alone) a 401 stays as it is."""

    def __init__(self, token: str, renew: Callable[[], str] | None = None) -> None:
        self.token = token
        self._renew = renew
        self._renewing = threading.Lock()

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        sent_with = self.token
        request.headers["Authorization"] = f"Bearer {sent_with}"
        response = yield request
        if self._renew is None or not _token_expired(response):
            return
        with self._renewing:
            # Requests in other threads may have met the same expiry: one renewal serves them all.
            if self.token == sent_with:
                self.token = self._renew()
        request.headers["Authorization"] = f"Bearer {self.token}"
        yield request


def _token_expired(response: httpx.Response) -> bool:
    if response.status_code != 401:
        return False
    # A 401 is a small problem document, never a stream: reading it is safe.
    response.read()
    try:
        problem = json.loads(response.content)
    except ValueError:
        return False
    return isinstance(problem, dict) and problem.get("code") == "token_expired"


def token_subject(token: str) -> UUID | None:
    """The player a token acts for: its JWT's `sub`, read and not verified
    (the server does that); None when the token is not a JWT naming one."""
    parts = token.split(".")
    if len(parts) != 3:
        return None
    payload = parts[1] + "=" * (-len(parts[1]) % 4)
    try:
        claims = json.loads(base64.urlsafe_b64decode(payload))
        return UUID(claims["sub"]) if isinstance(claims, dict) and isinstance(claims.get("sub"), str) else None
    except (ValueError, binascii.Error):
        return None
