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


class InsufficientScope(Forbidden):
    """`403 insufficient_scope`: the token (a personal access token, or an
    app's) does not hold the scope the operation needs; `scope` names it
    (`"create"`, `"play"`, …). Nothing was read or changed. Ask for a token
    with that scope: the same request with the same token is refused again."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        super().__init__(status, problem)
        scope = problem.get("scope")
        self.scope: str | None = None if scope is None else str(scope)


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


class OAuthError(RefereeError):
    """An OAuth 2.0 error, in RFC 6749's words rather than a problem
    document's: `error` (such as `"invalid_grant"`, also the `code`) and
    `error_description` (also the `detail`). `status` is the answer's (400)
    when the token or revocation endpoint refused, and 0 when the error came
    back on the redirect to the app (RFC 6749, 4.1.2.1), or when the
    redirect itself did not hold (`StateMismatch`)."""

    def __init__(self, status: int, error: str, error_description: str = "") -> None:
        super().__init__(status, {"code": error, "detail": error_description})
        self.error = error
        self.error_description = error_description

    @staticmethod
    def of(status: int, error: str, error_description: str = "") -> OAuthError:
        """The error of the class that `error` names (`AccessDenied`,
        `InvalidGrant`), else an `OAuthError`."""
        family: type[OAuthError] = {"access_denied": AccessDenied, "invalid_grant": InvalidGrant}.get(error, OAuthError)
        return family(status, error, error_description)

    @classmethod
    def from_oauth_answer(cls, status: int, content: bytes, retry_after: str | None = None) -> RefereeError:
        """The error of an answer of `/oauth/token` or `/oauth/revoke`: an
        `OAuthError` for RFC 6749's `{"error", "error_description"}`, else
        (a problem document, such as a `503`) the `RefereeError` of its
        family."""
        try:
            answer = json.loads(content)
        except ValueError:
            answer = None
        if isinstance(answer, dict) and isinstance(answer.get("error"), str):
            return OAuthError.of(status, answer["error"], str(answer.get("error_description", "")))
        return RefereeError.from_answer(status, content, retry_after)


class AccessDenied(OAuthError):
    """`access_denied`: the player refused the app's request (the redirect's
    `error`)."""


class InvalidGrant(OAuthError):
    """`invalid_grant` from the token endpoint: the code is unknown, spent
    (a code presented twice also revokes the token it gave), expired (60 s),
    another client's or another redirect URI's, or the verifier does not
    match its challenge. Start a new authorization request."""


class StateMismatch(OAuthError):
    """The redirect's `state` is not the one the app sent (or is missing):
    the answer may be forged (RFC 6749, 10.12) and is not to be used. Its
    `error` is `"state_mismatch"`, a name of this client's."""

    def __init__(self, expected: str, got: str | None) -> None:
        super().__init__(0, "state_mismatch", f"the redirect's state is {got!r}, not the one sent")
        self.expected = expected
        self.got = got


def _family(status: int, code: str) -> type[RefereeError]:
    if status == 409 and code == ProblemCode.VERSION_CONFLICT:
        return VersionConflict
    if status == 403 and code == "insufficient_scope":
        return InsufficientScope
    return {401: Unauthenticated, 403: Forbidden, 404: NotFound, 422: RuleViolation, 429: RateLimited}.get(status, RefereeError)


def _seconds(header: str | None) -> float | None:
    try:
        return None if header is None else max(0.0, float(header))
    except ValueError:
        return None
