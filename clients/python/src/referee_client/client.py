"""The idiomatic layer over the generated client: a player session whose
verbs raise `RefereeError` on a problem and return the generated models."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar, Union
from urllib.parse import parse_qsl, urlsplit
from uuid import UUID

import httpx

from ._generated import AuthenticatedClient, Client
from ._generated.api.games import (
    abort_game,
    audit_bundle,
    catalog,
    create_game,
    get_game,
    invite_player,
    join_game,
    leave_game,
    list_events,
    list_games,
    make_invite_code,
    public_keys,
    rematch,
    revoke_invitation,
    revoke_invite_code,
)
from ._generated.api.apps import decide_authorization, describe_authorization, my_apps
from ._generated.api.health import healthz, metrics, readyz
from ._generated.api.log import consistency_proof, inclusion_proof, log_entries, tree_head
from ._generated.api.matchmaking import cancel_seek, create_seek, my_seeks
from ._generated.api.moves import resign, submit_move
from ._generated.api.notifications import list_notifications
from ._generated.api.players import (
    add_passkey,
    create_access_token,
    create_player,
    create_token,
    delete_passkey,
    list_access_tokens,
    list_keys,
    list_passkeys,
    me,
    my_games,
    passkey_options,
    passkey_sign_in,
    passkey_sign_in_options,
    recover,
    register_key,
    revoke_access_token,
    revoke_key,
    revoke_tokens,
    rotate_api_key,
    set_handle,
    set_password,
    sign_in,
)
from ._generated.api.ratings import leaderboard, profile, rating_history
from ._generated.api.webhooks import (
    delete_webhook,
    get_webhook,
    list_deliveries,
    put_webhook,
    redeliver,
    resume_webhook,
    roll_secret,
)
from ._generated.models import (
    AddPasskey,
    PasskeyAssertion,
    PasskeyAttestation,
    PasskeyCeremony,
    PasskeyInfo,
    Passkeys,
    PasskeySignIn,
    PasskeySignInOptions,
    AccessToken,
    AccessTokenCreated,
    AccessTokens,
    Account,
    ApiKeyCreated,
    AppAccess,
    AppAccesses,
    AppToken,
    AuthorizationDecision,
    AuthorizationPrompt,
    AuthorizationRedirect,
    CreateAccessToken,
    HandleSet,
    PasswordSet,
    Recover,
    Recovered,
    Scope,
    SetHandle,
    SetPassword,
    SignIn,
    BiscuitsActionPlay,
    BiscuitsBundle,
    BiscuitsCreateGame,
    BiscuitsCreateSeek,
    BiscuitsEventsPage,
    BiscuitsGameDto,
    BiscuitsMoveRequest,
    BiscuitsMoveResponse,
    BiscuitsSeekDto,
    ConsistencyProof,
    CreatePlayer,
    Delivery,
    DeliveryPage,
    GameId,
    GameInfo,
    GamePage,
    GameStatus,
    GameSummary,
    Health,
    InviteRequest,
    InclusionProof,
    JoinGame,
    Leaderboard,
    LeaderboardEntry,
    LogEntries,
    LogEntry,
    MeerkatActionChallenge,
    MeerkatActionPass,
    MeerkatActionPlay,
    MeerkatBundle,
    MeerkatCreateGame,
    MeerkatCreateSeek,
    MeerkatEventsPage,
    MeerkatGameDto,
    MeerkatMoveRequest,
    MeerkatMoveResponse,
    MeerkatSeekDto,
    Notification,
    NotificationPage,
    PlayerCreated,
    PlayerKey,
    PlayerKeys,
    Profile,
    PublicKeys,
    RatingChange,
    StreamEvent,
    StreamEventEvent,
    PutWebhook,
    RatingHistory,
    RegisterKey,
    RollSecret,
    SecretRolled,
    SignedTreeHead,
    TokenRequest,
    TokenResponse,
    TurnFilter,
    Webhook,
    WebhookCreated,
)
from ._generated.types import Response, Unset
from .auth import RenewingBearer, token_subject
from .errors import OAuthError, RefereeError, VersionConflict
from .oauth import AuthorizationRequest, authorization_request
from .signing import MoveSigner
from .transport import RetryingTransport
from .verification import Verified, verify_bundle

MEERKAT = "shake-it-meerkat"
BISCUITS = "woof-meow-biscuits"

GameDto = Union[MeerkatGameDto, BiscuitsGameDto]
Action = Union[MeerkatActionPlay, MeerkatActionPass, MeerkatActionChallenge, BiscuitsActionPlay]
MoveResponse = Union[MeerkatMoveResponse, BiscuitsMoveResponse]
Bundle = Union[MeerkatBundle, BiscuitsBundle]
EventsPage = Union[MeerkatEventsPage, BiscuitsEventsPage]
Seek = Union[MeerkatSeekDto, BiscuitsSeekDto]
# A move: an action (a model or its JSON), or what picks one from the view.
Move = Union[Action, Mapping[str, Any], Callable[[GameDto], Union[Action, Mapping[str, Any]]]]

T = TypeVar("T")
A = TypeVar("A")
B = TypeVar("B")

# The longest long-poll the server holds (docs/API.md: `wait` is 0–60 s).
MAX_WAIT_SECS = 60
_FINAL_STATUSES = {"finished", "aborted"}
_GAMES = (MeerkatGameDto, BiscuitsGameDto)
_SEEKS = (MeerkatSeekDto, BiscuitsSeekDto)


def _parsed(response: Response[Any]) -> object:
    """The parsed body of a successful answer; `RefereeError` otherwise."""
    if response.status_code >= 400 or response.parsed is None:
        raise RefereeError.from_answer(response.status_code, response.content, response.headers.get("retry-after"))
    parsed: object = response.parsed
    return parsed


def _ok(response: Response[Any], kind: type[T]) -> T:
    """The parsed body of a successful answer, a `kind`."""
    parsed = _parsed(response)
    if not isinstance(parsed, kind):
        raise TypeError(f"{type(parsed).__name__} is not {kind.__name__}")
    return parsed


def _one_of(response: Response[Any], kinds: tuple[type[A], type[B]]) -> A | B:
    """The parsed body of a successful answer, one game's model of `kinds`."""
    parsed = _parsed(response)
    if not isinstance(parsed, kinds):
        raise TypeError(f"{type(parsed).__name__} is not one of {kinds}")
    return parsed


def _list_of(response: Response[Any], kind: type[T]) -> list[T]:
    """The parsed body of a successful answer, a list of `kind`."""
    parsed = _parsed(response)
    if not isinstance(parsed, list) or not all(isinstance(item, kind) for item in parsed):
        raise TypeError(f"the answer is not a list of {kind.__name__}")
    return parsed


def _no_content(response: Response[Any]) -> None:
    """Nothing, for a successful answer without a body; `RefereeError` otherwise."""
    if response.status_code >= 400:
        raise RefereeError.from_answer(response.status_code, response.content, response.headers.get("retry-after"))


def _given(**fields: Any) -> dict[str, Any]:
    """The query fields given (not None), for a generated call."""
    return {name: value for name, value in fields.items() if value is not None}


def _present(value: T | None | Unset) -> T | None:
    """An optional field of a model: None when absent."""
    return None if isinstance(value, Unset) else value


def _scopes(scopes: Sequence[str | Scope]) -> list[Scope]:
    return [Scope(scope) for scope in scopes]


def authorization_fields(request: AuthorizationRequest | str | Mapping[str, str]) -> dict[str, str]:
    """The parameters of an authorization request: an `AuthorizationRequest`'s,
    those of its URL (`/oauth/authorize?…`, as the consent screen is handed
    it), or the parameters themselves."""
    if isinstance(request, AuthorizationRequest):
        return request.query()
    if isinstance(request, str):
        return dict(parse_qsl(urlsplit(request).query, keep_blank_values=True))
    return dict(request)


def bare_token_player(token: str, player_id: UUID | None) -> UUID:
    """The player a bare token acts for: `player_id`, else the token's own (its JWT's `sub`)."""
    player = player_id or token_subject(token)
    if player is None:
        raise ValueError("the token names no player (it is not a JWT with a `sub`): give player_id")
    return player


def _oauth_ok(answer: httpx.Response) -> httpx.Response:
    """An answer of `/oauth/token` or `/oauth/revoke`; `OAuthError` (RFC 6749's
    words) or `RefereeError` (a problem document) when it is an error."""
    if answer.status_code >= 400:
        raise OAuthError.from_oauth_answer(answer.status_code, answer.content, answer.headers.get("retry-after"))
    return answer


class _Paged(Protocol):
    @property
    def next_(self) -> str | None | Unset: ...


P = TypeVar("P", bound=_Paged)


def _pages(read: Callable[[str | None], P], items: Callable[[P], Sequence[T]]) -> Iterator[T]:
    """The items of every page of a listing paged by an opaque cursor
    (`next`, absent or null on the last page)."""
    cursor: str | None = None
    while True:
        page = read(cursor)
        yield from items(page)
        following = page.next_
        if isinstance(following, Unset) or following is None:
            return
        cursor = following


def game_from_dict(data: Mapping[str, Any]) -> GameDto:
    """A game's JSON as the model of its game."""
    if data.get("game") == MEERKAT:
        return MeerkatGameDto.from_dict(data)
    return BiscuitsGameDto.from_dict(data)


def _action_json(action: Action | Mapping[str, Any]) -> dict[str, Any]:
    return dict(action) if isinstance(action, Mapping) else action.to_dict()


# The request bodies, built alike by the blocking client and the asyncio one.


def create_game_request(
    game: str, *, seats: int, bots: Sequence[str] = (), options: Mapping[str, Any] | None = None, **fields: Any
) -> MeerkatCreateGame | BiscuitsCreateGame:
    body: dict[str, Any] = {"game": game, "seats": seats, **fields}
    if bots:
        body["bots"] = list(bots)
    if options is not None:
        body["options"] = dict(options)
    return MeerkatCreateGame.from_dict(body) if game == MEERKAT else BiscuitsCreateGame.from_dict(body)


def seek_request(game: str, *, seats: int, options: Mapping[str, Any] | None = None, **fields: Any) -> MeerkatCreateSeek | BiscuitsCreateSeek:
    body: dict[str, Any] = {"game": game, "seats": seats, **fields}
    if options is not None:
        body["options"] = dict(options)
    return MeerkatCreateSeek.from_dict(body) if game == MEERKAT else BiscuitsCreateSeek.from_dict(body)


def move_request(view: GameDto, action: Action | Mapping[str, Any], signer: MoveSigner | None) -> MeerkatMoveRequest | BiscuitsMoveRequest:
    """The move `action` at the view's version, signed by `signer` when given
    (its signature over the game id, the version, this player's seat and the
    action's canonical JSON)."""
    action_json = _action_json(action)
    body: dict[str, Any] = {"game": view.game.value, "expected_version": view.version, "action": action_json}
    if signer is not None:
        if view.you is None:
            raise ValueError(f"this player holds no seat in game {view.id}: it has no move to sign")
        body["signature"] = {"key_id": signer.key_id, "signature": signer.sign(view.id, view.version, view.you.seat, action_json)}
    return MeerkatMoveRequest.from_dict(body) if isinstance(view, MeerkatGameDto) else BiscuitsMoveRequest.from_dict(body)


class Referee:
    """A referee server at `url`: registers players and signs them in."""

    def __init__(
        self,
        url: str,
        *,
        timeout_secs: float = MAX_WAIT_SECS + 30,
        attempts: int = 20,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        """`transport` is what sends the requests (httpx's own when None),
        under the client's retries."""
        self.url = url.rstrip("/")
        self._timeout = httpx.Timeout(timeout_secs)
        self._attempts = attempts
        self._transport = transport
        self._public = Client(self.url, timeout=self._timeout, httpx_args=self._httpx_args())

    def _httpx_args(self) -> dict[str, Any]:
        return {"transport": RetryingTransport(self._attempts, inner=self._transport)}

    def register(self, name: str, *, handle: str | None = None, password: str | None = None) -> Player:
        """A new player named `name`, signed in. Keep its `api_key` to sign in
        later. With a `handle` (and a `password`) it can also sign in as a
        person does (`sign_in_with_password`); with a password the player's
        `recovery_code` is set, shown this once: the only way back to a
        forgotten password (`recover_account`)."""
        body = CreatePlayer.from_dict(_given(name=name, handle=handle, password=password))
        created = _ok(create_player.sync_detailed(client=self._public, body=body), PlayerCreated)
        player = Player(self, created.player_id, created.token, api_key=created.api_key, name=name)
        player.handle = _present(created.handle)
        player.recovery_code = _present(created.recovery_code)
        return player

    def sign_in_with_password(self, handle: str, password: str) -> Player:
        """A session of the player of `handle` (in any case), from its
        password: a token of every scope, as an api_key's. It knows no
        api_key, so an expired token is not renewed (`Unauthenticated`
        `token_expired`: sign in again). An unknown handle and a wrong
        password are both `Unauthenticated` `invalid_credentials`; every
        attempt counts against the account's and the address's guesses an
        hour (`RateLimited` past them)."""
        issued = _ok(sign_in.sync_detailed(client=self._public, body=SignIn(handle=handle, password=password)), TokenResponse)
        player = Player(self, issued.player_id, issued.token)
        player.handle = handle
        return player

    def passkey_sign_in_options(self, handle: str | None = None) -> PasskeyCeremony:
        """Starts signing in with a passkey: WebAuthn's request options for
        an authenticator (`options.to_dict()`, its binary fields base64url)
        and the `ceremony_id` to finish with, once, within five minutes.
        With a `handle`, its player's passkeys are the ones allowed."""
        body = PasskeySignInOptions.from_dict(_given(handle=handle))
        return _ok(passkey_sign_in_options.sync_detailed(client=self._public, body=body), PasskeyCeremony)

    def sign_in_with_passkey(self, ceremony_id: UUID, assertion: Mapping[str, Any]) -> Player:
        """A session from a passkey's assertion (what
        `navigator.credentials.get` answers, its binary fields base64url)
        for the ceremony `ceremony_id`: a token of every scope, never
        renewed. One that does not verify is `Unauthenticated`
        `invalid_credentials`; a ceremony finished already or late,
        `Conflict` `passkey_ceremony_expired`."""
        body = PasskeySignIn(ceremony_id=ceremony_id, credential=PasskeyAssertion.from_dict(dict(assertion)))
        issued = _ok(passkey_sign_in.sync_detailed(client=self._public, body=body), TokenResponse)
        return Player(self, issued.player_id, issued.token)

    def recover_account(self, handle: str, recovery_code: str, new_password: str) -> Player:
        """Replaces a forgotten password with the recovery code shown when it
        was set: the code is spent, every token of the player revoked, and
        the session answered has the next `recovery_code` (keep it)."""
        body = Recover(handle=handle, recovery_code=recovery_code, new_password=new_password)
        recovered = _ok(recover.sync_detailed(client=self._public, body=body), Recovered)
        player = Player(self, recovered.player_id, recovered.token)
        player.handle = handle
        player.recovery_code = recovered.recovery_code
        return player

    def with_token(self, token: str, *, player_id: UUID | None = None) -> Player:
        """A session of a bare token: a personal access token
        (`Player.create_access_token`), an app's token (`exchange_code`), or
        any player token. It may do what the token's scopes allow
        (`InsufficientScope` beyond them) and is never renewed: it knows no
        api_key, so a `401` (revoked, expired) is final, raised as
        `Unauthenticated`. Its player is `player_id`, else the one the token
        names (its JWT's `sub`, read, not verified)."""
        return Player(self, bare_token_player(token, player_id), token)

    def authorization_request(
        self,
        client_id: str,
        redirect_uri: str,
        scopes: Sequence[str | Scope],
        *,
        state: str | None = None,
        code_verifier: str | None = None,
    ) -> AuthorizationRequest:
        """A new OAuth 2.0 authorization request of an app to this server
        (`referee_client.oauth.authorization_request`): a fresh PKCE verifier
        and state unless given; send the player's browser to its `url`."""
        return authorization_request(self.url, client_id, redirect_uri, scopes, state=state, code_verifier=code_verifier)

    def describe_authorization(self, request: AuthorizationRequest | str | Mapping[str, str]) -> AuthorizationPrompt:
        """What a consent screen shows of an authorization request (the
        request, its URL or its parameters): the client id, the redirect
        URI's host, each scope in words; or only `refused_redirect`, where to
        send the player, when the app must be told of a refusal. No player
        needed. `RefereeError` `invalid_authorization_request` when there is
        no redirect URI to trust."""
        answer = self._public.get_httpx_client().get("/v1/oauth/authorize", params=authorization_fields(request))
        if answer.status_code >= 400:
            raise RefereeError.from_response(answer)
        return AuthorizationPrompt.from_dict(answer.json())

    def exchange_code(self, request: AuthorizationRequest, code: str) -> AppToken:
        """Exchanges the code of the redirect (`oauth.parse_redirect`) for the
        app's token (RFC 6749, 4.1.3), proving with `request`'s verifier that
        the app asked for it: `access_token` (give it to `with_token`),
        `scope` (the scopes granted, space-separated), `expires_in`. Errors
        are `OAuthError`s: `InvalidGrant` for a code unknown, spent, expired
        (60 s), of another client or redirect URI, or a verifier that does
        not match; a code presented twice also revokes the token it gave."""
        answer = _oauth_ok(self._public.get_httpx_client().post("/oauth/token", data=request.token_form(code)))
        return AppToken.from_dict(answer.json())

    def revoke_token(self, token: str, *, client_id: str | None = None) -> None:
        """Revokes an app's token or a personal access token (RFC 7009): it
        is refused from its next request on. Answered alike whether or not
        the token was valid."""
        form = {"token": token, **_given(client_id=client_id)}
        _oauth_ok(self._public.get_httpx_client().post("/oauth/revoke", data=form))

    def sign_in(self, player_id: UUID | None, api_key: str) -> Player:
        """A session of an existing player, from its api_key. The key names
        its player: `player_id` may be None; when given, the key must be
        that player's (else `Unauthenticated`, as for a wrong key)."""
        issued = self._issue_token(player_id, api_key)
        return Player(self, issued.player_id, issued.token, api_key=api_key)

    def profile(self, player_id: UUID) -> Profile:
        """A player's profile (no sign-in needed): name, since, one rating
        per game with its uncertainty and `provisional` flag, rated games
        played and won, recent public finished games with their seats,
        scores and winners."""
        return _ok(profile.sync_detailed(player_id, client=self._public), Profile)

    def rating_history(self, player_id: UUID, *, after: int = 0, limit: int = 50) -> RatingHistory:
        """A player's rating changes after `seq` `after`, oldest first, each
        with the rated game it came from (docs/RATINGS.md); no sign-in
        needed."""
        answer = rating_history.sync_detailed(player_id, client=self._public, after=after, limit=limit)
        return _ok(answer, RatingHistory)

    def leaderboard(self, game: str, *, limit: int = 50, cursor: str | None = None) -> Leaderboard:
        """A page of `game`'s leaderboard (settled ratings, ranked; no
        sign-in needed); pass the page's `next` as `cursor` for the
        following one."""
        return _ok(leaderboard.sync_detailed(game, client=self._public, limit=limit, **_given(cursor=cursor)), Leaderboard)

    def all_rating_changes(self, player_id: UUID, *, after: int = 0) -> Iterator[RatingChange]:
        """Every rating change of a player after `seq` `after`, page after page."""
        while True:
            page = self.rating_history(player_id, after=after)
            yield from page.changes
            if page.next_after is None:
                return
            after = page.next_after

    def all_leaderboard(self, game: str) -> Iterator[LeaderboardEntry]:
        """The whole leaderboard of `game`, page after page."""
        return _pages(lambda cursor: self.leaderboard(game, cursor=cursor), lambda page: page.entries)

    def log_head(self) -> SignedTreeHead:
        """The public log's signed tree head now (docs/FAIRNESS.md, "The
        public log"): its size, root hash and the referee's signature."""
        return _ok(tree_head.sync_detailed(client=self._public), SignedTreeHead)

    def log_proof(self, game_id: UUID, *, tree_size: int | None = None) -> InclusionProof:
        """The inclusion proof of a finished or aborted game in the log (of
        its first `tree_size` games when given, else the whole log), with
        the signed head it leads to. A game is logged about a second after
        it ends; until then this raises `RefereeError` `game_not_logged`."""
        fields: dict[str, Any] = {} if tree_size is None else {"tree_size": tree_size}
        return _ok(inclusion_proof.sync_detailed(game_id, client=self._public, **fields), InclusionProof)

    def log_consistency(self, first: int, to: int | None = None) -> ConsistencyProof:
        """The proof that the log of its first `first` games is a prefix of
        the log of its first `to` games (the whole log when None), with the
        latter's signed head: check it against a head saved before."""
        fields: dict[str, Any] = {} if to is None else {"to": to}
        return _ok(consistency_proof.sync_detailed(client=self._public, from_=first, **fields), ConsistencyProof)

    def catalog(self) -> list[GameInfo]:
        """The games this server referees: their ids, seats and options."""
        return _list_of(catalog.sync_detailed(client=self._public), GameInfo)

    def public_keys(self) -> PublicKeys:
        """The referee's public keys: what its bundle, step and log
        signatures verify against (docs/FAIRNESS.md)."""
        return _ok(public_keys.sync_detailed(client=self._public), PublicKeys)

    def log_entries(self, *, start: int = 0, end: int | None = None) -> LogEntries:
        """The public log's leaves `start` to `end` − 1 (at most 1000), with
        the log's size now."""
        fields: dict[str, Any] = {} if end is None else {"end": end}
        return _ok(log_entries.sync_detailed(client=self._public, start=start, **fields), LogEntries)

    def all_log_entries(self, *, start: int = 0) -> Iterator[LogEntry]:
        """Every leaf of the public log from `start`, page after page, up to
        the log's size when the last page is read."""
        while True:
            page = self.log_entries(start=start)
            yield from page.entries
            start += len(page.entries)
            if not page.entries or start >= page.tree_size:
                return

    def health(self) -> Health:
        """`GET /healthz`: the process answers."""
        return _ok(healthz.sync_detailed(client=self._public), Health)

    def ready(self) -> Health:
        """`GET /readyz`: the server can reach its database (a `RefereeError`
        503 when it cannot)."""
        return _ok(readyz.sync_detailed(client=self._public), Health)

    def metrics(self) -> str:
        """`GET /metrics`: the Prometheus text exposition."""
        return _ok(metrics.sync_detailed(client=self._public), str)

    def _issue_token(self, player_id: UUID | None, api_key: str) -> TokenResponse:
        body = TokenRequest(api_key=api_key) if player_id is None else TokenRequest(player_id=player_id, api_key=api_key)
        return _ok(create_token.sync_detailed(client=self._public, body=body), TokenResponse)

    def _new_token(self, player_id: UUID, api_key: str) -> str:
        return self._issue_token(player_id, api_key).token

    def _session(self, auth: RenewingBearer) -> AuthenticatedClient:
        return AuthenticatedClient(self.url, token=auth.token, timeout=self._timeout, httpx_args={**self._httpx_args(), "auth": auth})


class Player:
    """A signed-in player. Every verb raises `RefereeError` on a problem.
    With its `api_key` known, an expired token is renewed by signing in
    again, and the refused request sent once more."""

    def __init__(self, referee: Referee, player_id: UUID, token: str, *, api_key: str | None = None, name: str | None = None) -> None:
        self.referee = referee
        self.player_id = player_id
        self.api_key = api_key
        self.name = name
        # The handle it signs in with, when known; the recovery code just shown, if any.
        self.handle: str | None = None
        self.recovery_code: str | None = None
        self._auth = RenewingBearer(token, None if api_key is None else self._sign_in_again)
        self.client = referee._session(self._auth)
        self._signer: MoveSigner | None = None

    def _sign_in_again(self) -> str:
        """A fresh token from this player's api_key (the current one, after a rotation)."""
        if self.api_key is None:
            raise ValueError("this session knows no api_key to sign in again with")
        return self.referee._new_token(self.player_id, self.api_key)

    @property
    def token(self) -> str:
        """The bearer token this session sends now."""
        return self._auth.token

    def set_handle(self, handle: str) -> str:
        """Gives this player a handle to sign in with (or another one):
        `RefereeError` `handle_taken` when another player has it, in any case."""
        self.handle = _ok(set_handle.sync_detailed(client=self.client, body=SetHandle(handle=handle)), HandleSet).handle
        return self.handle

    def set_password(self, password: str, *, current_password: str | None = None) -> str:
        """Sets this player's password (a handle first), or changes it given
        the `current_password`; answers the new recovery code, shown this
        once (also kept as `recovery_code`; any earlier one stops working).
        Tokens already issued keep working."""
        body = SetPassword.from_dict(_given(password=password, current_password=current_password))
        self.recovery_code = _ok(set_password.sync_detailed(client=self.client, body=body), PasswordSet).recovery_code
        return self.recovery_code

    def account(self) -> Account:
        """This player's account as this session's token sees it: name,
        handle, whether a password is set, and the token itself (`player`,
        `personal` or `app`, with its scopes). Needs `read`."""
        return _ok(me.sync_detailed(client=self.client), Account)

    def create_access_token(self, name: str, scopes: Sequence[str | Scope], *, expires_in_days: int | None = None) -> AccessTokenCreated:
        """A personal access token named `name` holding only `scopes` (each
        one this session's token holds, else `InsufficientScope`), expiring
        after `expires_in_days` (1 to 3650), or never when None. Its `token`
        is shown this once: `Referee.with_token(created.token)` is a session
        of it."""
        body = CreateAccessToken(name=name, scopes=_scopes(scopes), expires_in_days=expires_in_days)
        return _ok(create_access_token.sync_detailed(client=self.client, body=body), AccessTokenCreated)

    def access_tokens(self) -> list[AccessToken]:
        """This player's live personal access tokens (neither revoked nor
        expired), newest first, with their scopes, expiry and last use."""
        return _ok(list_access_tokens.sync_detailed(client=self.client), AccessTokens).tokens

    def revoke_access_token(self, token_id: UUID) -> None:
        """Revokes one of this player's access tokens, a personal one or an
        app's (`apps()`), by its id: refused from its next request on; the
        player's other tokens keep working."""
        _no_content(revoke_access_token.sync_detailed(token_id, client=self.client))

    def passkey_options(self) -> PasskeyCeremony:
        """Starts adding a passkey: WebAuthn's creation options for an
        authenticator (`options.to_dict()`) and the `ceremony_id` to finish
        with (`add_passkey`), once, within five minutes."""
        return _ok(passkey_options.sync_detailed(client=self.client), PasskeyCeremony)

    def add_passkey(self, ceremony_id: UUID, name: str, attestation: Mapping[str, Any]) -> PasskeyInfo:
        """Adds the passkey of `attestation` (what
        `navigator.credentials.create` answers, its binary fields
        base64url) under `name`, for the ceremony `ceremony_id`."""
        body = AddPasskey(ceremony_id=ceremony_id, name=name, credential=PasskeyAttestation.from_dict(dict(attestation)))
        return _ok(add_passkey.sync_detailed(client=self.client, body=body), PasskeyInfo)

    def passkeys(self) -> list[PasskeyInfo]:
        """This player's passkeys, oldest first, with their last use."""
        return _ok(list_passkeys.sync_detailed(client=self.client), Passkeys).passkeys

    def delete_passkey(self, passkey_id: UUID) -> None:
        """Deletes one of this player's passkeys: it signs in no more."""
        _no_content(delete_passkey.sync_detailed(passkey_id, client=self.client))

    def apps(self) -> list[AppAccess]:
        """The apps holding a live token of this player's, with the scopes
        each was granted; `revoke_access_token(app.id)` ends one."""
        return _ok(my_apps.sync_detailed(client=self.client), AppAccesses).apps

    def decide_authorization(self, request: AuthorizationRequest | str | Mapping[str, str], *, approve: bool) -> str:
        """This player's answer to an app's authorization request (the
        request, its URL or its parameters), as the consent screen gives it:
        where to send the browser back to the app, its redirect URI with a
        `code` (approved: single-use, 60 s) or `error=access_denied`, and the
        app's `state`."""
        body = AuthorizationDecision.from_dict({**authorization_fields(request), "approve": approve})
        return _ok(decide_authorization.sync_detailed(client=self.client, body=body), AuthorizationRedirect).redirect_to

    def sign_moves_with(self, signer: MoveSigner | None) -> None:
        """Signs every move `play` sends from now on with `signer`
        (docs/FAIRNESS.md, "Signed moves"); None stops. Register its public
        key first (`register_key`): a game created with `signed_moves=True`
        refuses unsigned moves."""
        self._signer = signer

    def register_key(self, public_key: str) -> PlayerKey:
        """Registers an Ed25519 public key (hex) this player signs its moves
        with; answers it with its `key_id`. A key registered before is
        answered as it is."""
        return _ok(register_key.sync_detailed(client=self.client, body=RegisterKey(public_key=public_key)), PlayerKey)

    def keys(self) -> list[PlayerKey]:
        """This player's keys, revoked ones included."""
        return _ok(list_keys.sync_detailed(client=self.client), PlayerKeys).keys

    def revoke_key(self, key_id: str) -> PlayerKey:
        """Revokes a key: it is kept (the moves it signed still verify in
        their bundles) and signs no new move."""
        return _ok(revoke_key.sync_detailed(key_id, client=self.client), PlayerKey)

    @property
    def _http(self) -> httpx.Client:
        return self.client.get_httpx_client()

    def create_game(
        self,
        game: str,
        *,
        seats: int = 2,
        bots: Sequence[str] = (),
        options: Mapping[str, Any] | None = None,
        **fields: Any,
    ) -> GameDto:
        """Creates a game of `game` (`MEERKAT` or `BISCUITS`) with `seats`
        seats, the server's `bots` seated after the creator. `fields` are
        the rest of the request's fields (`visibility="private"`,
        `invite_code=True`, `join=False`, `client_seed`, …)."""
        request = create_game_request(game, seats=seats, bots=bots, options=options, **fields)
        return _one_of(create_game.sync_detailed(client=self.client, body=request), _GAMES)

    def join(self, game_id: UUID, *, invite_code: str | None = None, seat: int | None = None, bot: str | None = None) -> GameDto:
        """Takes a seat (or, by the creator, seats the server's `bot`);
        `invite_code` lets a player into a private table."""
        body = JoinGame.from_dict(_given(invite_code=invite_code, seat=seat, bot=bot))
        return _one_of(join_game.sync_detailed(game_id, client=self.client, body=body), _GAMES)

    def game(self, game_id: UUID) -> GameDto:
        """The game as this player sees it."""
        return _one_of(get_game.sync_detailed(game_id, client=self.client), _GAMES)

    def wait_for_turn(self, game_id: UUID, *, timeout_secs: float | None = None) -> GameDto:
        """The game's view as soon as this player is on turn or the game is
        over, by long-polls of the game (`wait`, answered as soon as it
        changes). `TimeoutError` after `timeout_secs` when given."""
        deadline = None if timeout_secs is None else time.monotonic() + timeout_secs
        etag: str | None = None
        answer = self._http.get(f"/v1/games/{game_id}")
        while True:
            if answer.status_code != 304:
                if answer.status_code >= 400:
                    raise RefereeError.from_response(answer)
                view = game_from_dict(answer.json())
                if view.legal_actions or view.status.value in _FINAL_STATUSES:
                    return view
                etag = answer.headers.get("etag")
            wait = MAX_WAIT_SECS
            if deadline is not None:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"not on turn in game {game_id} within {timeout_secs} s")
                wait = max(1, min(wait, int(left)))
            headers = {"if-none-match": etag} if etag else {}
            answer = self._http.get(f"/v1/games/{game_id}", params={"wait": wait}, headers=headers)

    def play(
        self,
        game_id: UUID,
        move: Move,
        *,
        seen: GameDto | None = None,
        idempotency_key: str | None = None,
        attempts: int = 10,
    ) -> MoveResponse:
        """Plays `move` at the game's current version (that of `seen`, when
        the caller has just read the game): an action (a model or its JSON),
        or a function of the view that decides one.

        When another step came first (`409 version_conflict`), nothing was
        stored: a function is called again on the game as it is now and its
        new decision sent, up to `attempts` decisions; a fixed action, decided
        for a state that is gone, is never sent again: the `VersionConflict`
        is raised. Each decision is sent under one `Idempotency-Key`
        (`idempotency_key` for the first, when given; a new one for each
        later decision), kept across the transport's retries after a `429`, a
        `503` or a dropped connection, so that the server stores it once.
        With a key (`sign_moves_with`), each decision is signed for the
        version it is sent at."""
        view = seen if seen is not None else self.game(game_id)
        key = idempotency_key or str(uuid.uuid4())
        for attempt in range(attempts):
            request = move_request(view, move(view) if callable(move) else move, self._signer)
            answer = submit_move.sync_detailed(game_id, client=self.client, body=request, idempotency_key=key)
            try:
                return _one_of(answer, (MeerkatMoveResponse, BiscuitsMoveResponse))
            except VersionConflict:
                if not callable(move) or attempt == attempts - 1:
                    raise
                view = self.game(game_id)
                if not view.legal_actions:
                    raise  # no longer on turn: there is no move to make now
                key = str(uuid.uuid4())
        raise AssertionError("unreachable: the last attempt returns or raises")

    def events(self, game_id: UUID, *, after: int = 0, limit: int = 100) -> EventsPage:
        """The game's history after version `after`, at most `limit` steps,
        as this player may see it: another seat's hidden action is a
        redacted action (`kind` "redacted", `of` the kind it hides). The
        page's `next_after` is where the next page starts (None at the end)."""
        answer = list_events.sync_detailed(game_id, client=self.client, after=after, limit=limit)
        return _one_of(answer, (MeerkatEventsPage, BiscuitsEventsPage))

    def resign(self, game_id: UUID) -> GameDto:
        """Resigns: the referee plays this player's turns from now on."""
        return _one_of(resign.sync_detailed(game_id, client=self.client), _GAMES)

    def stream(self, *, after: int | None = None) -> Iterator[StreamEvent]:
        """This player's notifications as they happen, from the Server-Sent
        Events stream, after cursor `after` (else from the start): each
        event's `id` (the cursor), `event` (the kind) and `data` (the
        `Notification`). A dropped connection is reopened from the last cursor
        seen: nothing is lost or repeated. Runs until the caller stops
        iterating."""
        last = after
        while True:
            headers = {"last-event-id": str(last)} if last is not None else {}
            try:
                with self._http.stream("GET", "/v1/players/me/stream", headers=headers) as answer:
                    if answer.status_code >= 400:
                        raise RefereeError.from_response(answer)
                    for event_id, kind, data in _server_sent_events(answer.iter_lines()):
                        notification = Notification.from_dict(json.loads(data))
                        last = notification.cursor if event_id is None else int(event_id)
                        yield StreamEvent(id=str(last), event=StreamEventEvent(kind), data=notification)
            except (httpx.RemoteProtocolError, httpx.ReadError, httpx.ReadTimeout):
                continue

    def lobby(
        self,
        *,
        game: str | None = None,
        status: str | None = None,
        limit: int = 50,
        cursor: str | None = None,
    ) -> GamePage:
        """A page of the public games, newest first (`status` "open" for
        those with a free seat); pass the page's `next_` as `cursor`."""
        fields = _given(game=GameId(game) if game else None, status=GameStatus(status) if status else None, cursor=cursor)
        return _ok(list_games.sync_detailed(client=self.client, limit=limit, **fields), GamePage)

    def all_lobby_games(self, *, game: str | None = None, status: str | None = None) -> Iterator[GameSummary]:
        """Every public game the filter holds, page after page."""
        return _pages(lambda cursor: self.lobby(game=game, status=status, cursor=cursor), lambda page: page.games)

    def my_games(
        self,
        *,
        turn: str | None = None,
        status: str | None = None,
        game: str | None = None,
        limit: int = 50,
        cursor: str | None = None,
    ) -> GamePage:
        """A page of this player's games, newest first (`turn` "mine" for
        those waiting on this player); pass the page's `next_` as `cursor`."""
        fields = _given(
            turn=TurnFilter(turn) if turn else None,
            status=GameStatus(status) if status else None,
            game=GameId(game) if game else None,
            cursor=cursor,
        )
        return _ok(my_games.sync_detailed(client=self.client, limit=limit, **fields), GamePage)

    def all_my_games(self, *, turn: str | None = None, status: str | None = None, game: str | None = None) -> Iterator[GameSummary]:
        """Every game of this player's the filter holds, page after page."""
        return _pages(lambda cursor: self.my_games(turn=turn, status=status, game=game, cursor=cursor), lambda page: page.games)

    def abort(self, game_id: UUID) -> GameDto:
        """Aborts a game this player created that has not started."""
        return _one_of(abort_game.sync_detailed(game_id, client=self.client), _GAMES)

    def leave(self, game_id: UUID) -> None:
        """Gives up this player's seat in a game that has not started."""
        _no_content(leave_game.sync_detailed(game_id, client=self.client))

    def invite(self, game_id: UUID, player_id: UUID, *, seat: int | None = None) -> GameDto:
        """Reserves a seat (`seat`, else the first free one) of this
        player's game for `player_id`, who is notified."""
        body = InviteRequest(player_id=player_id) if seat is None else InviteRequest(player_id=player_id, seat=seat)
        return _one_of(invite_player.sync_detailed(game_id, client=self.client, body=body), _GAMES)

    def revoke_invitation(self, game_id: UUID, player_id: UUID) -> None:
        """Frees the seat reserved for `player_id`."""
        _no_content(revoke_invitation.sync_detailed(game_id, player_id, client=self.client))

    def make_invite_code(self, game_id: UUID) -> GameDto:
        """A new invite code for this player's game (its `invite_code`); an
        earlier one stops working."""
        return _one_of(make_invite_code.sync_detailed(game_id, client=self.client), _GAMES)

    def revoke_invite_code(self, game_id: UUID) -> None:
        """The game's invite code stops working."""
        _no_content(revoke_invite_code.sync_detailed(game_id, client=self.client))

    def rematch(self, game_id: UUID) -> GameDto:
        """The rematch of a finished game (the same seats and options), made
        by the first player who asks, joined by each who asks after."""
        return _one_of(rematch.sync_detailed(game_id, client=self.client), _GAMES)

    def rotate_api_key(self) -> ApiKeyCreated:
        """A new api_key for this player (shown once); the old one stops
        working, and this session signs in with the new one from now on."""
        created = _ok(rotate_api_key.sync_detailed(client=self.client), ApiKeyCreated)
        self.api_key = created.api_key
        return created

    def revoke_tokens(self) -> None:
        """Every token of this player issued so far stops working, this
        session's too; a session that knows its api_key then signs in again
        for a fresh token (others must `Referee.sign_in`)."""
        _no_content(revoke_tokens.sync_detailed(client=self.client))
        if self.api_key is not None:
            self._auth.token = self._sign_in_again()

    def notifications(self, *, after: int = 0, wait_secs: int = 0, limit: int = 100) -> NotificationPage:
        """This player's notifications after cursor `after`, oldest first;
        with `wait_secs`, a long-poll until one comes (at most 60 s)."""
        answer = list_notifications.sync_detailed(client=self.client, after=after, wait=wait_secs, limit=limit)
        return _ok(answer, NotificationPage)

    def all_notifications(self, *, after: int = 0) -> Iterator[Notification]:
        """Every notification after cursor `after` held now, page after page
        (the stream, `stream`, also waits for the next ones)."""
        while True:
            page = self.notifications(after=after)
            yield from page.notifications
            if not page.notifications:
                return
            after = page.last_cursor

    def all_events(self, game_id: UUID, *, after: int = 0) -> Iterator[Any]:
        """Every step of a game's history after version `after`, as this
        player may see it, page after page."""
        while True:
            page = self.events(game_id, after=after)
            yield from page.events
            if page.next_after is None:
                return
            after = page.next_after

    def webhook(self) -> Webhook:
        """This player's webhook: its URL, status and failures."""
        return _ok(get_webhook.sync_detailed(client=self.client), Webhook)

    def delete_webhook(self) -> None:
        """No more deliveries to this player's webhook."""
        _no_content(delete_webhook.sync_detailed(client=self.client))

    def resume_webhook(self) -> Webhook:
        """Resumes a webhook the server paused after repeated failures."""
        return _ok(resume_webhook.sync_detailed(client=self.client), Webhook)

    def deliveries(self, *, limit: int = 50, cursor: str | None = None) -> DeliveryPage:
        """A page of the webhook's deliveries, newest first; pass the page's
        `next_` as `cursor`."""
        fields = _given(cursor=cursor)
        return _ok(list_deliveries.sync_detailed(client=self.client, limit=limit, **fields), DeliveryPage)

    def all_deliveries(self) -> Iterator[Delivery]:
        """Every delivery of the webhook, page after page."""
        return _pages(lambda cursor: self.deliveries(cursor=cursor), lambda page: page.deliveries)

    def redeliver(self, delivery_id: int) -> Delivery:
        """Sends a delivery again (a new attempt of the same notification)."""
        return _ok(redeliver.sync_detailed(delivery_id, client=self.client), Delivery)

    def seek(
        self,
        game: str,
        *,
        seats: int = 2,
        options: Mapping[str, Any] | None = None,
        **fields: Any,
    ) -> Seek:
        """Seeks a game of `game` with `seats` seats against anyone; the
        matchmaker seats it (docs/API.md, "Matchmaking"). `fields` are the
        rest of the request's fields (`rated=True`, `min_rating`,
        `max_rating`, `bot_after_secs`)."""
        request = seek_request(game, seats=seats, options=options, **fields)
        return _one_of(create_seek.sync_detailed(client=self.client, body=request), _SEEKS)

    def my_seeks(self) -> list[Seek]:
        """This player's seeks: the waiting ones, then the latest others."""
        parsed = _parsed(my_seeks.sync_detailed(client=self.client))
        if not isinstance(parsed, list):
            raise TypeError(f"{type(parsed).__name__} is not a list of seeks")
        return [seek for seek in parsed if isinstance(seek, _SEEKS)]

    def cancel_seek(self, seek_id: UUID) -> Seek:
        """Cancels a waiting seek of this player's."""
        return _one_of(cancel_seek.sync_detailed(seek_id, client=self.client), _SEEKS)

    def set_webhook(self, url: str, *, secret: str | None = None) -> WebhookCreated:
        """Sends this player's notifications to `url`, signed with `secret`
        (generated when None; it is shown only in this answer)."""
        body = PutWebhook(url=url) if secret is None else PutWebhook(url=url, secret=secret)
        return _ok(put_webhook.sync_detailed(client=self.client, body=body), WebhookCreated)

    def roll_webhook_secret(self, *, secret: str | None = None, grace_secs: int | None = None) -> SecretRolled:
        """A new webhook secret; the previous one keeps signing for `grace_secs`."""
        body = RollSecret.from_dict(_given(secret=secret, grace_secs=grace_secs))
        return _ok(roll_secret.sync_detailed(client=self.client, body=body), SecretRolled)

    def profile(self, player_id: UUID | None = None) -> Profile:
        """A player's profile (this player's when None): `Referee.profile`."""
        return self.referee.profile(player_id or self.player_id)

    def rating_history(self, player_id: UUID | None = None, *, after: int = 0, limit: int = 50) -> RatingHistory:
        """A player's rating changes (this player's when None):
        `Referee.rating_history`."""
        return self.referee.rating_history(player_id or self.player_id, after=after, limit=limit)

    def leaderboard(self, game: str, *, limit: int = 50, cursor: str | None = None) -> Leaderboard:
        """A page of `game`'s leaderboard: `Referee.leaderboard`."""
        return self.referee.leaderboard(game, limit=limit, cursor=cursor)

    def all_rating_changes(self, player_id: UUID | None = None, *, after: int = 0) -> Iterator[RatingChange]:
        """Every rating change of a player (this one when None) after `seq`
        `after`, page after page."""
        return self.referee.all_rating_changes(player_id or self.player_id, after=after)

    def all_leaderboard(self, game: str) -> Iterator[LeaderboardEntry]:
        """The whole leaderboard of `game`, page after page."""
        return self.referee.all_leaderboard(game)

    def audit_bundle(self, game_id: UUID) -> Bundle:
        """The audit bundle of a finished game, as a model."""
        return _one_of(audit_bundle.sync_detailed(game_id, client=self.client), (MeerkatBundle, BiscuitsBundle))

    def verify(self, game_id: UUID) -> Verified:
        """Fetches a game's audit bundle as served and the referee's public
        keys, and checks the bundle with them (`verify_bundle`): raises
        `VerificationFailed` at the first mismatch."""
        answer = self._http.get(f"/v1/games/{game_id}/audit")
        if answer.status_code >= 400:
            raise RefereeError.from_response(answer)
        keys = [key.public_key for key in self.referee.public_keys().keys]
        return verify_bundle(answer.content, keys=keys)

    def download_audit_bundle(self, game_id: UUID, path: str | Path) -> Path:
        """Saves the audit bundle exactly as served, for `referee verify`."""
        answer = self._http.get(f"/v1/games/{game_id}/audit")
        if answer.status_code >= 400:
            raise RefereeError.from_response(answer)
        target = Path(path)
        target.write_bytes(answer.content)
        return target


def _server_sent_events(lines: Iterator[str]) -> Iterator[tuple[str | None, str, str]]:
    """(id, event, data) of each event of a Server-Sent Events stream
    (`event` is "message" when the block names none); comments (the
    heartbeats) are skipped."""
    event_id: str | None = None
    event = ""
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                yield event_id, event or "message", "\n".join(data)
            event_id, event, data = None, "", []
        elif line.startswith(":"):
            continue
        else:
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "id":
                event_id = value
            elif field == "event":
                event = value
            elif field == "data":
                data.append(value)


# Every operation of the API's document (its operationId) and the helper
# that calls it: tests/test_operations.py fails when an operation has none.
OPERATIONS: dict[str, str] = {
    # players and their credentials
    "create_player": "Referee.register",
    "create_token": "Referee.sign_in",
    "sign_in": "Referee.sign_in_with_password",
    "recover": "Referee.recover_account",
    "set_handle": "Player.set_handle",
    "set_password": "Player.set_password",
    # passkeys
    "passkey_options": "Player.passkey_options",
    "add_passkey": "Player.add_passkey",
    "list_passkeys": "Player.passkeys",
    "delete_passkey": "Player.delete_passkey",
    "passkey_sign_in_options": "Referee.passkey_sign_in_options",
    "passkey_sign_in": "Referee.sign_in_with_passkey",
    # personal access tokens
    "create_access_token": "Player.create_access_token",
    "list_access_tokens": "Player.access_tokens",
    "revoke_access_token": "Player.revoke_access_token",
    # apps (OAuth 2.0 with PKCE)
    "authorize_page": "Referee.authorization_request",
    "describe_authorization": "Referee.describe_authorization",
    "decide_authorization": "Player.decide_authorization",
    "token": "Referee.exchange_code",
    "revoke": "Referee.revoke_token",
    "my_apps": "Player.apps",
    "me": "Player.account",
    "revoke_tokens": "Player.revoke_tokens",
    "rotate_api_key": "Player.rotate_api_key",
    "my_games": "Player.my_games",
    # games
    "catalog": "Referee.catalog",
    "list_games": "Player.lobby",
    "create_game": "Player.create_game",
    "get_game": "Player.game",
    "join_game": "Player.join",
    "leave_game": "Player.leave",
    "abort_game": "Player.abort",
    "invite_player": "Player.invite",
    "revoke_invitation": "Player.revoke_invitation",
    "make_invite_code": "Player.make_invite_code",
    "revoke_invite_code": "Player.revoke_invite_code",
    "rematch": "Player.rematch",
    # moves, events and audit
    "submit_move": "Player.play",
    "resign": "Player.resign",
    "list_events": "Player.events",
    "audit_bundle": "Player.audit_bundle",
    # signing keys
    "public_keys": "Referee.public_keys",
    "register_key": "Player.register_key",
    "list_keys": "Player.keys",
    "revoke_key": "Player.revoke_key",
    # matchmaking
    "create_seek": "Player.seek",
    "my_seeks": "Player.my_seeks",
    "cancel_seek": "Player.cancel_seek",
    # notifications and webhooks
    "list_notifications": "Player.notifications",
    "stream": "Player.stream",
    "put_webhook": "Player.set_webhook",
    "get_webhook": "Player.webhook",
    "delete_webhook": "Player.delete_webhook",
    "resume_webhook": "Player.resume_webhook",
    "roll_secret": "Player.roll_webhook_secret",
    "list_deliveries": "Player.deliveries",
    "redeliver": "Player.redeliver",
    # ratings
    "profile": "Referee.profile",
    "rating_history": "Referee.rating_history",
    "leaderboard": "Referee.leaderboard",
    # the public log
    "tree_head": "Referee.log_head",
    "inclusion_proof": "Referee.log_proof",
    "consistency_proof": "Referee.log_consistency",
    "log_entries": "Referee.log_entries",
    # the process
    "healthz": "Referee.health",
    "readyz": "Referee.ready",
    "metrics": "Referee.metrics",
}
