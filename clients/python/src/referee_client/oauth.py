"""OAuth 2.0 for an app that acts for a player with its consent: the
authorization code grant (RFC 6749, 4.1) with PKCE (RFC 7636, S256), the
standard library only (`secrets`, `hashlib`, `base64`). The requests that
reach the server (the code's exchange, revocation) are `Referee`'s:
`Referee.authorization_request`, `Referee.exchange_code`,
`Referee.revoke_token` (docs/API.md, "Building an app for other players").

    request = referee.authorization_request("My app", "http://127.0.0.1:53117/callback", ["read", "play"])
    # send the player's browser to request.url; the redirect comes back to the app:
    code = parse_redirect(redirect_to, request.state)   # AccessDenied when the player refused
    token = referee.exchange_code(request, code)        # InvalidGrant for a spent or expired code
    app = referee.with_token(token.access_token)        # a Player of the scopes granted
"""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from urllib.parse import parse_qsl, quote, urlencode, urlsplit

from .errors import OAuthError, StateMismatch

# Every scope, in the order the server shows them (docs/API.md, "Scopes").
SCOPES = ("read", "play", "create", "keys", "webhook", "account")

_VERIFIER = re.compile(r"[A-Za-z0-9\-._~]{43,128}")


def new_code_verifier(length: int = 64) -> str:
    """A fresh PKCE code verifier (RFC 7636, 4.1): `length` (43 to 128,
    default 64) unreserved characters from `secrets` (384 bits at 64). Keep
    it with the app until the code's exchange: it proves the code is yours."""
    if not 43 <= length <= 128:
        raise ValueError("a code verifier is 43 to 128 characters")
    # 96 bytes are 128 base64url characters, each 6 random bits, all unreserved.
    return secrets.token_urlsafe(96)[:length]


def new_state() -> str:
    """A fresh `state` (128 random bits, base64url), checked on the redirect
    against forged answers (RFC 6749, 10.12)."""
    return secrets.token_urlsafe(16)


def code_challenge(verifier: str) -> str:
    """The S256 challenge of `verifier` (RFC 7636, 4.2):
    BASE64URL(SHA-256(ASCII(verifier))) without padding, 43 characters. A
    verifier that is not 43 to 128 unreserved characters is refused
    (`ValueError`), as the server would refuse it at the exchange."""
    if not _VERIFIER.fullmatch(verifier):
        raise ValueError("a code verifier is 43 to 128 unreserved characters (A-Z a-z 0-9 - . _ ~)")
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


@dataclass(frozen=True)
class AuthorizationRequest:
    """An authorization request, as the app makes it and keeps it until the
    player's answer comes back: send the player's browser to `url`; keep
    `state` (to check the redirect) and `code_verifier` (for the exchange).
    Its fields are plain strings: a web app may store them across the
    redirect and make the request again from them."""

    server: str
    client_id: str
    redirect_uri: str
    scopes: tuple[str, ...]
    state: str
    code_verifier: str

    @property
    def code_challenge(self) -> str:
        return code_challenge(self.code_verifier)

    def query(self) -> dict[str, str]:
        """The authorization request's parameters (RFC 6749, 4.1.1; RFC 7636, 4.3)."""
        return {
            "response_type": "code",
            "client_id": self.client_id,
            "redirect_uri": self.redirect_uri,
            "scope": " ".join(self.scopes),
            "state": self.state,
            "code_challenge": self.code_challenge,
            "code_challenge_method": "S256",
        }

    @property
    def url(self) -> str:
        """Where to send the player's browser: `{server}/oauth/authorize?…`."""
        return f"{self.server.rstrip('/')}/oauth/authorize?{urlencode(self.query(), quote_via=quote)}"

    def token_form(self, code: str) -> dict[str, str]:
        """The form of the token request that exchanges `code` (RFC 6749,
        4.1.3, with RFC 7636, 4.5)."""
        return {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": self.redirect_uri,
            "client_id": self.client_id,
            "code_verifier": self.code_verifier,
        }


def authorization_request(
    server: str,
    client_id: str,
    redirect_uri: str,
    scopes: Iterable[str],
    *,
    state: str | None = None,
    code_verifier: str | None = None,
) -> AuthorizationRequest:
    """A new authorization request of the server at `server` for the app
    `client_id` (any name of 1 to 100 characters, shown to the player: apps
    do not register), whose answer goes to `redirect_uri` (`https://…`,
    `http://127.0.0.1:PORT/…` or `http://[::1]:PORT/…`, or a private-use
    scheme with a dot such as `com.example.app:/callback`), for `scopes` (of
    `SCOPES`, one or more); a fresh state and code verifier unless given."""
    names = tuple(str(getattr(scope, "value", scope)) for scope in scopes)
    if not names:
        raise ValueError("ask for one scope or more")
    verifier = code_verifier if code_verifier is not None else new_code_verifier()
    code_challenge(verifier)  # refuses a malformed verifier now, not at the exchange
    return AuthorizationRequest(
        server=server.rstrip("/"),
        client_id=client_id,
        redirect_uri=redirect_uri,
        scopes=names,
        state=state if state is not None else new_state(),
        code_verifier=verifier,
    )


def parse_redirect(redirect_to: str, expected_state: str) -> str:
    """The code of the redirect that brought the player's answer back to the
    app (the URL the browser was sent to, or just its query). Its `state`
    must be `expected_state` (else `StateMismatch`: the answer may be
    forged); an `error` is raised as its `OAuthError` (`AccessDenied` when
    the player refused), with the `error_description`."""
    query = redirect_to if "?" not in redirect_to else urlsplit(redirect_to).query
    fields: Mapping[str, str] = dict(parse_qsl(query.lstrip("?"), keep_blank_values=True))
    got = fields.get("state")
    if got is None or not secrets.compare_digest(got.encode(), expected_state.encode()):
        raise StateMismatch(expected_state, got)
    if "error" in fields:
        raise OAuthError.of(0, fields["error"], fields.get("error_description", ""))
    code = fields.get("code")
    if not code:
        raise OAuthError(0, "invalid_request", "the redirect carries neither a code nor an error")
    return code
