"""The client's exceptions: one class per family of problem document the
server answers with (docs/API.md, "Limits and errors"), all of them
`RefereeError`s, so that `except RefereeError` still takes every one."""

from __future__ import annotations

import json
from typing import Any

import httpx

from ._generated.models import ProblemCode


class RefereeError(Exception):
    """An answer with an error status, carrying its problem document:
    `status`, `code` (a `ProblemCode` of the API's document, compared as its
    string, such as `"version_conflict"`; the raw string for a code this
    client does not know), `detail`, `request_id` (quote it when reporting a
    problem) and the whole document in `problem`."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        self.status = status
        self.problem = problem
        raw = str(problem.get("code", ""))
        self.code: ProblemCode | str = ProblemCode(raw) if raw in ProblemCode._value2member_map_ else raw
        self.detail: str = str(problem.get("detail", ""))
        request_id = problem.get("request_id")
        self.request_id: str | None = None if request_id is None else str(request_id)
        super().__init__(f"{status} {self.code}: {self.detail}")

    @classmethod
    def from_answer(cls, status: int, content: bytes, retry_after: str | None = None) -> RefereeError:
        """The error of the family that `status` and the document's code
        name; `retry_after` is the answer's `Retry-After` header, if any."""
        try:
            problem = json.loads(content)
        except ValueError:
            problem = None
        if not isinstance(problem, dict):
            problem = {"detail": content.decode(errors="replace")}
        family = _family(status, str(problem.get("code", "")))
        if family is RateLimited:
            return RateLimited(status, problem, _seconds(retry_after))
        return family(status, problem)

    @classmethod
    def from_response(cls, response: httpx.Response) -> RefereeError:
        return cls.from_answer(response.status_code, response.read(), response.headers.get("retry-after"))


class VersionConflict(RefereeError):
    """`409 version_conflict`: another step came first; `current_version` is
    the game's version now. Read the game again and decide anew."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        super().__init__(status, problem)
        current = problem.get("current_version")
        self.current_version: int | None = current if isinstance(current, int) else None


class RuleViolation(RefereeError):
    """`422`: the request breaks a rule of the game or of the API; `code`
    names the rule (such as `not_your_turn`)."""


class RateLimited(RefereeError):
    """`429`, once the retries allowed are spent: `retry_after_secs` is how
    long the server asked to wait, when it said."""

    def __init__(self, status: int, problem: dict[str, Any], retry_after_secs: float | None = None) -> None:
        super().__init__(status, problem)
        self.retry_after_secs = retry_after_secs


class Unauthenticated(RefereeError):
    """`401`: no token, or one that is not (or no longer) valid."""


class Forbidden(RefereeError):
    """`403`: the player may not do this (such as a move without the signature
    its game requires)."""


class NotFound(RefereeError):
    """`404`: no such game, player, key, seek, or path."""


class ConnectionFailed(RefereeError):
    """No answer at all: the connection failed or timed out, and sending the
    request again was not safe or every retry allowed was spent. `status` is
    0; the httpx error is the `__cause__`. A write without an
    `Idempotency-Key` may have been stored."""

    def __init__(self, method: str, url: str, error: Exception) -> None:
        super().__init__(0, {"code": "connection_failed", "detail": f"{method} {url}: {error or type(error).__name__}"})
        self.method = method
        self.url = url


def _family(status: int, code: str) -> type[RefereeError]:
    if status == 409 and code == ProblemCode.VERSION_CONFLICT:
        return VersionConflict
    return {401: Unauthenticated, 403: Forbidden, 404: NotFound, 422: RuleViolation, 429: RateLimited}.get(status, RefereeError)


def _seconds(header: str | None) -> float | None:
    try:
        return None if header is None else max(0.0, float(header))
    except ValueError:
        return None
