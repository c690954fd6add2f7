"""The asyncio client: `AsyncReferee` and `AsyncPlayer` have the verbs of
`Referee` and `Player` (tests/test_aio.py holds the two surfaces equal),
awaited, on httpx's `AsyncClient`: many games at once in one thread. Paged
listings are async iterators (`async for`), and so is the event stream,
reopened from its last cursor when the connection drops. Requests are
retried, moves decided and sent, and errors raised, exactly as the blocking
client does (docs/API.md, "Client libraries")."""

from __future__ import annotations

import asyncio
import inspect
import json
import time
import uuid
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar
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
from ._generated.api.apps import decide_authorization, my_apps
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
    BiscuitsBundle,
    BiscuitsEventsPage,
    BiscuitsMoveResponse,
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
    InclusionProof,
    InviteRequest,
    JoinGame,
    Leaderboard,
    LeaderboardEntry,
    LogEntries,
    LogEntry,
    MeerkatBundle,
    MeerkatEventsPage,
    MeerkatMoveResponse,
    Notification,
    NotificationPage,
    PlayerCreated,
    PlayerKey,
    PlayerKeys,
    Profile,
    PublicKeys,
    PutWebhook,
    RatingChange,
    RatingHistory,
    RegisterKey,
    RollSecret,
    SecretRolled,
    SignedTreeHead,
    StreamEvent,
    StreamEventEvent,
    TokenRequest,
    TokenResponse,
    TurnFilter,
    Webhook,
    WebhookCreated,
)
from .auth import _token_expired
from .client import (
    _FINAL_STATUSES,
    _GAMES,
    _SEEKS,
    MAX_WAIT_SECS,
    Bundle,
    EventsPage,
    GameDto,
    Move,
    MoveResponse,
    Seek,
    _given,
    _list_of,
    _no_content,
    _ok,
    _one_of,
    _Paged,
    _parsed,
    _oauth_ok,
    _present,
    _scopes,
    _server_sent_events,
    authorization_fields,
    bare_token_player,
    create_game_request,
    game_from_dict,
    move_request,
    seek_request,
)
from .errors import RefereeError, VersionConflict
from .oauth import AuthorizationRequest, authorization_request
from .signing import MoveSigner
from .transport import AsyncRetryingTransport
from .verification import Verified, verify_bundle

T = TypeVar("T")
P = TypeVar("P", bound=_Paged)
# An asyncio move: an action, its JSON, or a function (plain or async) of the view that decides one.
AsyncMove = Move | Callable[[GameDto], Awaitable[Any]]


class AsyncRenewingBearer(httpx.Auth):
    """`RenewingBearer` for the asyncio client: after a `401 token_expired`
    it awaits a new token from `renew` and sends the request once more."""

    def __init__(self, token: str, renew: Callable[[], Awaitable[str]] | None = None) -> None:
        self.token = token
        self._renew = renew
        self._renewing = asyncio.Lock()

    async def async_auth_flow(self, request: httpx.Request) -> AsyncGenerator[httpx.Request, httpx.Response]:
        sent_with = self.token
        request.headers["Authorization"] = f"Bearer {sent_with}"
        response = yield request
        if self._renew is None or response.status_code != 401:
            return
        await response.aread()
        if not _token_expired(response):
            return
        async with self._renewing:
            if self.token == sent_with:
                self.token = await self._renew()
        request.headers["Authorization"] = f"Bearer {self.token}"
        yield request


class AsyncReferee:
    """A referee server at `url`, for asyncio: registers players and signs
    them in; the public log and the process's health."""

    def __init__(
        self,
        url: str,
        *,
        timeout_secs: float = MAX_WAIT_SECS + 30,
        attempts: int = 20,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.url = url.rstrip("/")
        self._timeout = httpx.Timeout(timeout_secs)
        self._attempts = attempts
        self._transport = transport
        self._public = Client(self.url, timeout=self._timeout, httpx_args=self._httpx_args())

    def _httpx_args(self) -> dict[str, Any]:
        return {"transport": AsyncRetryingTransport(self._attempts, inner=self._transport)}

    async def register(self, name: str, *, handle: str | None = None, password: str | None = None) -> AsyncPlayer:
        """A new player named `name`, signed in (`Referee.register`). Keep its `api_key` to sign in later."""
        body = CreatePlayer.from_dict(_given(name=name, handle=handle, password=password))
        created = _ok(await create_player.asyncio_detailed(client=self._public, body=body), PlayerCreated)
        player = AsyncPlayer(self, created.player_id, created.token, api_key=created.api_key, name=name)
        player.handle = _present(created.handle)
        player.recovery_code = _present(created.recovery_code)
        return player

    async def sign_in_with_password(self, handle: str, password: str) -> AsyncPlayer:
        """`Referee.sign_in_with_password`: a session from a handle and a password (never renewed)."""
        answer = await sign_in.asyncio_detailed(client=self._public, body=SignIn(handle=handle, password=password))
        issued = _ok(answer, TokenResponse)
        player = AsyncPlayer(self, issued.player_id, issued.token)
        player.handle = handle
        return player

    async def passkey_sign_in_options(self, handle: str | None = None) -> PasskeyCeremony:
        """`Referee.passkey_sign_in_options`: a passkey sign-in's options and ceremony id."""
        body = PasskeySignInOptions.from_dict(_given(handle=handle))
        return _ok(await passkey_sign_in_options.asyncio_detailed(client=self._public, body=body), PasskeyCeremony)

    async def sign_in_with_passkey(self, ceremony_id: UUID, assertion: Mapping[str, Any]) -> AsyncPlayer:
        """`Referee.sign_in_with_passkey`: a session from a passkey's assertion (never renewed)."""
        body = PasskeySignIn(ceremony_id=ceremony_id, credential=PasskeyAssertion.from_dict(dict(assertion)))
        issued = _ok(await passkey_sign_in.asyncio_detailed(client=self._public, body=body), TokenResponse)
        return AsyncPlayer(self, issued.player_id, issued.token)

    async def recover_account(self, handle: str, recovery_code: str, new_password: str) -> AsyncPlayer:
        """`Referee.recover_account`: a new password from the recovery code; the session has the next `recovery_code`."""
        body = Recover(handle=handle, recovery_code=recovery_code, new_password=new_password)
        recovered = _ok(await recover.asyncio_detailed(client=self._public, body=body), Recovered)
        player = AsyncPlayer(self, recovered.player_id, recovered.token)
        player.handle = handle
        player.recovery_code = recovered.recovery_code
        return player

    def with_token(self, token: str, *, player_id: UUID | None = None) -> AsyncPlayer:
        """`Referee.with_token`: a session of a bare token (a personal access
        token, an app's), of its scopes only, never renewed: a `401` is final."""
        return AsyncPlayer(self, bare_token_player(token, player_id), token)

    def authorization_request(
        self,
        client_id: str,
        redirect_uri: str,
        scopes: Sequence[str | Scope],
        *,
        state: str | None = None,
        code_verifier: str | None = None,
    ) -> AuthorizationRequest:
        """`Referee.authorization_request`: send the player's browser to its `url`."""
        return authorization_request(self.url, client_id, redirect_uri, scopes, state=state, code_verifier=code_verifier)

    async def describe_authorization(self, request: AuthorizationRequest | str | Mapping[str, str]) -> AuthorizationPrompt:
        """`Referee.describe_authorization`: what a consent screen shows."""
        answer = await self._public.get_async_httpx_client().get("/v1/oauth/authorize", params=authorization_fields(request))
        if answer.status_code >= 400:
            raise RefereeError.from_response(answer)
        return AuthorizationPrompt.from_dict(answer.json())

    async def exchange_code(self, request: AuthorizationRequest, code: str) -> AppToken:
        """`Referee.exchange_code`: the app's token for the redirect's code (`InvalidGrant` …)."""
        answer = await self._public.get_async_httpx_client().post("/oauth/token", data=request.token_form(code))
        return AppToken.from_dict(_oauth_ok(answer).json())

    async def revoke_token(self, token: str, *, client_id: str | None = None) -> None:
        """`Referee.revoke_token` (RFC 7009)."""
        form = {"token": token, **_given(client_id=client_id)}
        _oauth_ok(await self._public.get_async_httpx_client().post("/oauth/revoke", data=form))

    async def sign_in(self, player_id: UUID | None, api_key: str) -> AsyncPlayer:
        """A session of an existing player, from its api_key (`player_id`
        may be None: the key names its player)."""
        issued = await self._issue_token(player_id, api_key)
        return AsyncPlayer(self, issued.player_id, issued.token, api_key=api_key)

    async def profile(self, player_id: UUID) -> Profile:
        return _ok(await profile.asyncio_detailed(player_id, client=self._public), Profile)

    async def rating_history(self, player_id: UUID, *, after: int = 0, limit: int = 50) -> RatingHistory:
        answer = await rating_history.asyncio_detailed(player_id, client=self._public, after=after, limit=limit)
        return _ok(answer, RatingHistory)

    async def leaderboard(self, game: str, *, limit: int = 50, cursor: str | None = None) -> Leaderboard:
        answer = await leaderboard.asyncio_detailed(game, client=self._public, limit=limit, **_given(cursor=cursor))
        return _ok(answer, Leaderboard)

    async def all_rating_changes(self, player_id: UUID, *, after: int = 0) -> AsyncIterator[RatingChange]:
        while True:
            page = await self.rating_history(player_id, after=after)
            for change in page.changes:
                yield change
            if page.next_after is None:
                return
            after = page.next_after

    def all_leaderboard(self, game: str) -> AsyncIterator[LeaderboardEntry]:
        return _pages(lambda cursor: self.leaderboard(game, cursor=cursor), lambda page: page.entries)

    async def log_head(self) -> SignedTreeHead:
        return _ok(await tree_head.asyncio_detailed(client=self._public), SignedTreeHead)

    async def log_proof(self, game_id: UUID, *, tree_size: int | None = None) -> InclusionProof:
        answer = await inclusion_proof.asyncio_detailed(game_id, client=self._public, **_given(tree_size=tree_size))
        return _ok(answer, InclusionProof)

    async def log_consistency(self, first: int, to: int | None = None) -> ConsistencyProof:
        answer = await consistency_proof.asyncio_detailed(client=self._public, from_=first, **_given(to=to))
        return _ok(answer, ConsistencyProof)

    async def catalog(self) -> list[GameInfo]:
        return _list_of(await catalog.asyncio_detailed(client=self._public), GameInfo)

    async def public_keys(self) -> PublicKeys:
        return _ok(await public_keys.asyncio_detailed(client=self._public), PublicKeys)

    async def log_entries(self, *, start: int = 0, end: int | None = None) -> LogEntries:
        answer = await log_entries.asyncio_detailed(client=self._public, start=start, **_given(end=end))
        return _ok(answer, LogEntries)

    async def all_log_entries(self, *, start: int = 0) -> AsyncIterator[LogEntry]:
        while True:
            page = await self.log_entries(start=start)
            for entry in page.entries:
                yield entry
            start += len(page.entries)
            if not page.entries or start >= page.tree_size:
                return

    async def health(self) -> Health:
        return _ok(await healthz.asyncio_detailed(client=self._public), Health)

    async def ready(self) -> Health:
        return _ok(await readyz.asyncio_detailed(client=self._public), Health)

    async def metrics(self) -> str:
        return _ok(await metrics.asyncio_detailed(client=self._public), str)

    async def _issue_token(self, player_id: UUID | None, api_key: str) -> TokenResponse:
        body = TokenRequest(api_key=api_key) if player_id is None else TokenRequest(player_id=player_id, api_key=api_key)
        return _ok(await create_token.asyncio_detailed(client=self._public, body=body), TokenResponse)

    async def _new_token(self, player_id: UUID, api_key: str) -> str:
        return (await self._issue_token(player_id, api_key)).token

    def _session(self, auth: AsyncRenewingBearer) -> AuthenticatedClient:
        return AuthenticatedClient(self.url, token=auth.token, timeout=self._timeout, httpx_args={**self._httpx_args(), "auth": auth})


class AsyncPlayer:
    """A signed-in player, for asyncio: `Player`'s verbs, awaited."""

    def __init__(self, referee: AsyncReferee, player_id: UUID, token: str, *, api_key: str | None = None, name: str | None = None) -> None:
        self.referee = referee
        self.player_id = player_id
        self.api_key = api_key
        self.name = name
        self.handle: str | None = None
        self.recovery_code: str | None = None
        self._auth = AsyncRenewingBearer(token, None if api_key is None else self._sign_in_again)
        self.client = referee._session(self._auth)
        self._signer: MoveSigner | None = None

    async def _sign_in_again(self) -> str:
        if self.api_key is None:
            raise ValueError("this session knows no api_key to sign in again with")
        return await self.referee._new_token(self.player_id, self.api_key)

    @property
    def _http(self) -> httpx.AsyncClient:
        return self.client.get_async_httpx_client()

    @property
    def token(self) -> str:
        """The bearer token this session sends now."""
        return self._auth.token

    def sign_moves_with(self, signer: MoveSigner | None) -> None:
        self._signer = signer

    async def set_handle(self, handle: str) -> str:
        self.handle = _ok(await set_handle.asyncio_detailed(client=self.client, body=SetHandle(handle=handle)), HandleSet).handle
        return self.handle

    async def set_password(self, password: str, *, current_password: str | None = None) -> str:
        body = SetPassword.from_dict(_given(password=password, current_password=current_password))
        self.recovery_code = _ok(await set_password.asyncio_detailed(client=self.client, body=body), PasswordSet).recovery_code
        return self.recovery_code

    async def account(self) -> Account:
        return _ok(await me.asyncio_detailed(client=self.client), Account)

    async def create_access_token(
        self, name: str, scopes: Sequence[str | Scope], *, expires_in_days: int | None = None
    ) -> AccessTokenCreated:
        body = CreateAccessToken(name=name, scopes=_scopes(scopes), expires_in_days=expires_in_days)
        return _ok(await create_access_token.asyncio_detailed(client=self.client, body=body), AccessTokenCreated)

    async def access_tokens(self) -> list[AccessToken]:
        return _ok(await list_access_tokens.asyncio_detailed(client=self.client), AccessTokens).tokens

    async def revoke_access_token(self, token_id: UUID) -> None:
        _no_content(await revoke_access_token.asyncio_detailed(token_id, client=self.client))

    async def passkey_options(self) -> PasskeyCeremony:
        return _ok(await passkey_options.asyncio_detailed(client=self.client), PasskeyCeremony)

    async def add_passkey(self, ceremony_id: UUID, name: str, attestation: Mapping[str, Any]) -> PasskeyInfo:
        body = AddPasskey(ceremony_id=ceremony_id, name=name, credential=PasskeyAttestation.from_dict(dict(attestation)))
        return _ok(await add_passkey.asyncio_detailed(client=self.client, body=body), PasskeyInfo)

    async def passkeys(self) -> list[PasskeyInfo]:
        return _ok(await list_passkeys.asyncio_detailed(client=self.client), Passkeys).passkeys

    async def delete_passkey(self, passkey_id: UUID) -> None:
        _no_content(await delete_passkey.asyncio_detailed(passkey_id, client=self.client))

    async def apps(self) -> list[AppAccess]:
        return _ok(await my_apps.asyncio_detailed(client=self.client), AppAccesses).apps

    async def decide_authorization(self, request: AuthorizationRequest | str | Mapping[str, str], *, approve: bool) -> str:
        body = AuthorizationDecision.from_dict({**authorization_fields(request), "approve": approve})
        answer = await decide_authorization.asyncio_detailed(client=self.client, body=body)
        return _ok(answer, AuthorizationRedirect).redirect_to

    async def register_key(self, public_key: str) -> PlayerKey:
        return _ok(await register_key.asyncio_detailed(client=self.client, body=RegisterKey(public_key=public_key)), PlayerKey)

    async def keys(self) -> list[PlayerKey]:
        return _ok(await list_keys.asyncio_detailed(client=self.client), PlayerKeys).keys

    async def revoke_key(self, key_id: str) -> PlayerKey:
        return _ok(await revoke_key.asyncio_detailed(key_id, client=self.client), PlayerKey)

    async def create_game(
        self, game: str, *, seats: int = 2, bots: Sequence[str] = (), options: Mapping[str, Any] | None = None, **fields: Any
    ) -> GameDto:
        request = create_game_request(game, seats=seats, bots=bots, options=options, **fields)
        return _one_of(await create_game.asyncio_detailed(client=self.client, body=request), _GAMES)

    async def join(self, game_id: UUID, *, invite_code: str | None = None, seat: int | None = None, bot: str | None = None) -> GameDto:
        body = JoinGame.from_dict(_given(invite_code=invite_code, seat=seat, bot=bot))
        return _one_of(await join_game.asyncio_detailed(game_id, client=self.client, body=body), _GAMES)

    async def game(self, game_id: UUID) -> GameDto:
        return _one_of(await get_game.asyncio_detailed(game_id, client=self.client), _GAMES)

    async def wait_for_turn(self, game_id: UUID, *, timeout_secs: float | None = None) -> GameDto:
        """The game's view as soon as this player is on turn or the game is
        over, by long-polls; `TimeoutError` after `timeout_secs` when given."""
        deadline = None if timeout_secs is None else time.monotonic() + timeout_secs
        etag: str | None = None
        answer = await self._http.get(f"/v1/games/{game_id}")
        while True:
            if answer.status_code != 304:
                if answer.status_code >= 400:
                    raise RefereeError.from_answer(answer.status_code, answer.content, answer.headers.get("retry-after"))
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
            answer = await self._http.get(f"/v1/games/{game_id}", params={"wait": wait}, headers=headers)

    async def play(
        self,
        game_id: UUID,
        move: AsyncMove,
        *,
        seen: GameDto | None = None,
        idempotency_key: str | None = None,
        attempts: int = 10,
    ) -> MoveResponse:
        """`Player.play`, awaited: `move` may also be an async function."""
        view = seen if seen is not None else await self.game(game_id)
        key = idempotency_key or str(uuid.uuid4())
        for attempt in range(attempts):
            decided: Any = move(view) if callable(move) else move
            if inspect.isawaitable(decided):
                decided = await decided
            request = move_request(view, decided, self._signer)
            answer = await submit_move.asyncio_detailed(game_id, client=self.client, body=request, idempotency_key=key)
            try:
                return _one_of(answer, (MeerkatMoveResponse, BiscuitsMoveResponse))
            except VersionConflict:
                if not callable(move) or attempt == attempts - 1:
                    raise
                view = await self.game(game_id)
                if not view.legal_actions:
                    raise
                key = str(uuid.uuid4())
        raise AssertionError("unreachable: the last attempt returns or raises")

    async def events(self, game_id: UUID, *, after: int = 0, limit: int = 100) -> EventsPage:
        answer = await list_events.asyncio_detailed(game_id, client=self.client, after=after, limit=limit)
        return _one_of(answer, (MeerkatEventsPage, BiscuitsEventsPage))

    async def all_events(self, game_id: UUID, *, after: int = 0) -> AsyncIterator[Any]:
        while True:
            page = await self.events(game_id, after=after)
            for step in page.events:
                yield step
            if page.next_after is None:
                return
            after = page.next_after

    async def resign(self, game_id: UUID) -> GameDto:
        return _one_of(await resign.asyncio_detailed(game_id, client=self.client), _GAMES)

    async def stream(self, *, after: int | None = None) -> AsyncIterator[StreamEvent]:
        """This player's notifications as they happen (Server-Sent Events),
        reopened from the last cursor seen when the connection drops."""
        last = after
        while True:
            headers = {"last-event-id": str(last)} if last is not None else {}
            try:
                async with self._http.stream("GET", "/v1/players/me/stream", headers=headers) as answer:
                    if answer.status_code >= 400:
                        await answer.aread()
                        raise RefereeError.from_answer(answer.status_code, answer.content, answer.headers.get("retry-after"))
                    block: list[str] = []
                    async for line in answer.aiter_lines():
                        block.append(line)
                        if line:
                            continue
                        # A blank line ends an event (docs/API.md, "The event stream").
                        for event_id, kind, data in _server_sent_events(iter(block)):
                            notification = Notification.from_dict(json.loads(data))
                            last = notification.cursor if event_id is None else int(event_id)
                            yield StreamEvent(id=str(last), event=StreamEventEvent(kind), data=notification)
                        block = []
            except (httpx.RemoteProtocolError, httpx.ReadError, httpx.ReadTimeout):
                continue

    async def lobby(self, *, game: str | None = None, status: str | None = None, limit: int = 50, cursor: str | None = None) -> GamePage:
        fields = _given(game=GameId(game) if game else None, status=GameStatus(status) if status else None, cursor=cursor)
        return _ok(await list_games.asyncio_detailed(client=self.client, limit=limit, **fields), GamePage)

    def all_lobby_games(self, *, game: str | None = None, status: str | None = None) -> AsyncIterator[GameSummary]:
        return _pages(lambda cursor: self.lobby(game=game, status=status, cursor=cursor), lambda page: page.games)

    async def my_games(
        self, *, turn: str | None = None, status: str | None = None, game: str | None = None, limit: int = 50, cursor: str | None = None
    ) -> GamePage:
        fields = _given(
            turn=TurnFilter(turn) if turn else None,
            status=GameStatus(status) if status else None,
            game=GameId(game) if game else None,
            cursor=cursor,
        )
        return _ok(await my_games.asyncio_detailed(client=self.client, limit=limit, **fields), GamePage)

    def all_my_games(self, *, turn: str | None = None, status: str | None = None, game: str | None = None) -> AsyncIterator[GameSummary]:
        return _pages(lambda cursor: self.my_games(turn=turn, status=status, game=game, cursor=cursor), lambda page: page.games)

    async def abort(self, game_id: UUID) -> GameDto:
        return _one_of(await abort_game.asyncio_detailed(game_id, client=self.client), _GAMES)

    async def leave(self, game_id: UUID) -> None:
        _no_content(await leave_game.asyncio_detailed(game_id, client=self.client))

    async def invite(self, game_id: UUID, player_id: UUID, *, seat: int | None = None) -> GameDto:
        body = InviteRequest(player_id=player_id) if seat is None else InviteRequest(player_id=player_id, seat=seat)
        return _one_of(await invite_player.asyncio_detailed(game_id, client=self.client, body=body), _GAMES)

    async def revoke_invitation(self, game_id: UUID, player_id: UUID) -> None:
        _no_content(await revoke_invitation.asyncio_detailed(game_id, player_id, client=self.client))

    async def make_invite_code(self, game_id: UUID) -> GameDto:
        return _one_of(await make_invite_code.asyncio_detailed(game_id, client=self.client), _GAMES)

    async def revoke_invite_code(self, game_id: UUID) -> None:
        _no_content(await revoke_invite_code.asyncio_detailed(game_id, client=self.client))

    async def rematch(self, game_id: UUID) -> GameDto:
        return _one_of(await rematch.asyncio_detailed(game_id, client=self.client), _GAMES)

    async def rotate_api_key(self) -> ApiKeyCreated:
        created = _ok(await rotate_api_key.asyncio_detailed(client=self.client), ApiKeyCreated)
        self.api_key = created.api_key
        return created

    async def revoke_tokens(self) -> None:
        _no_content(await revoke_tokens.asyncio_detailed(client=self.client))
        if self.api_key is not None:
            self._auth.token = await self._sign_in_again()

    async def notifications(self, *, after: int = 0, wait_secs: int = 0, limit: int = 100) -> NotificationPage:
        answer = await list_notifications.asyncio_detailed(client=self.client, after=after, wait=wait_secs, limit=limit)
        return _ok(answer, NotificationPage)

    async def all_notifications(self, *, after: int = 0) -> AsyncIterator[Notification]:
        while True:
            page = await self.notifications(after=after)
            for notification in page.notifications:
                yield notification
            if not page.notifications:
                return
            after = page.last_cursor

    async def webhook(self) -> Webhook:
        return _ok(await get_webhook.asyncio_detailed(client=self.client), Webhook)

    async def delete_webhook(self) -> None:
        _no_content(await delete_webhook.asyncio_detailed(client=self.client))

    async def resume_webhook(self) -> Webhook:
        return _ok(await resume_webhook.asyncio_detailed(client=self.client), Webhook)

    async def deliveries(self, *, limit: int = 50, cursor: str | None = None) -> DeliveryPage:
        return _ok(await list_deliveries.asyncio_detailed(client=self.client, limit=limit, **_given(cursor=cursor)), DeliveryPage)

    def all_deliveries(self) -> AsyncIterator[Delivery]:
        return _pages(lambda cursor: self.deliveries(cursor=cursor), lambda page: page.deliveries)

    async def redeliver(self, delivery_id: int) -> Delivery:
        return _ok(await redeliver.asyncio_detailed(delivery_id, client=self.client), Delivery)

    async def seek(self, game: str, *, seats: int = 2, options: Mapping[str, Any] | None = None, **fields: Any) -> Seek:
        request = seek_request(game, seats=seats, options=options, **fields)
        return _one_of(await create_seek.asyncio_detailed(client=self.client, body=request), _SEEKS)

    async def my_seeks(self) -> list[Seek]:
        parsed = _parsed(await my_seeks.asyncio_detailed(client=self.client))
        if not isinstance(parsed, list):
            raise TypeError(f"{type(parsed).__name__} is not a list of seeks")
        return [seek for seek in parsed if isinstance(seek, _SEEKS)]

    async def cancel_seek(self, seek_id: UUID) -> Seek:
        return _one_of(await cancel_seek.asyncio_detailed(seek_id, client=self.client), _SEEKS)

    async def set_webhook(self, url: str, *, secret: str | None = None) -> WebhookCreated:
        body = PutWebhook(url=url) if secret is None else PutWebhook(url=url, secret=secret)
        return _ok(await put_webhook.asyncio_detailed(client=self.client, body=body), WebhookCreated)

    async def roll_webhook_secret(self, *, secret: str | None = None, grace_secs: int | None = None) -> SecretRolled:
        body = RollSecret.from_dict(_given(secret=secret, grace_secs=grace_secs))
        return _ok(await roll_secret.asyncio_detailed(client=self.client, body=body), SecretRolled)

    async def profile(self, player_id: UUID | None = None) -> Profile:
        return await self.referee.profile(player_id or self.player_id)

    async def rating_history(self, player_id: UUID | None = None, *, after: int = 0, limit: int = 50) -> RatingHistory:
        return await self.referee.rating_history(player_id or self.player_id, after=after, limit=limit)

    async def leaderboard(self, game: str, *, limit: int = 50, cursor: str | None = None) -> Leaderboard:
        return await self.referee.leaderboard(game, limit=limit, cursor=cursor)

    def all_rating_changes(self, player_id: UUID | None = None, *, after: int = 0) -> AsyncIterator[RatingChange]:
        return self.referee.all_rating_changes(player_id or self.player_id, after=after)

    def all_leaderboard(self, game: str) -> AsyncIterator[LeaderboardEntry]:
        return self.referee.all_leaderboard(game)

    async def audit_bundle(self, game_id: UUID) -> Bundle:
        return _one_of(await audit_bundle.asyncio_detailed(game_id, client=self.client), (MeerkatBundle, BiscuitsBundle))

    async def verify(self, game_id: UUID) -> Verified:
        keys = [key.public_key for key in (await self.referee.public_keys()).keys]
        return verify_bundle(await self._audit_bytes(game_id), keys=keys)

    async def download_audit_bundle(self, game_id: UUID, path: str | Path) -> Path:
        target = Path(path)
        target.write_bytes(await self._audit_bytes(game_id))
        return target

    async def _audit_bytes(self, game_id: UUID) -> bytes:
        answer = await self._http.get(f"/v1/games/{game_id}/audit")
        if answer.status_code >= 400:
            raise RefereeError.from_answer(answer.status_code, answer.content, answer.headers.get("retry-after"))
        return answer.content


async def _pages(read: Callable[[str | None], Awaitable[P]], items: Callable[[P], Sequence[T]]) -> AsyncIterator[T]:
    """The items of every page of a listing paged by an opaque cursor."""
    cursor: str | None = None
    while True:
        page = await read(cursor)
        for item in items(page):
            yield item
        following = page.next_
        if following is None or not isinstance(following, str):
            return
        cursor = following
