"""Accounts: signing in with a handle and a password, personal access tokens
and their scopes, and an app's OAuth 2.0 flow with PKCE, end to end without
a browser (the player's consent given through `POST /v1/oauth/authorize`),
against a real server; the PKCE helpers offline too."""

import base64
import dataclasses
import itertools
import json
import os
import uuid

import httpx
import pytest

from referee_client import (
    BISCUITS,
    SCOPES,
    AccessDenied,
    InsufficientScope,
    InvalidGrant,
    OAuthError,
    Referee,
    RefereeError,
    StateMismatch,
    Unauthenticated,
    code_challenge,
    models,
    new_code_verifier,
    parse_redirect,
)
from referee_client.oauth import authorization_request

# RFC 7636, Appendix B.
VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
PASSWORD = "correct horse battery"
REDIRECT = "http://127.0.0.1:53117/callback"

_handles = itertools.count()


def handle(name: str) -> str:
    """A handle no other test (nor run on this server) takes."""
    return f"{name}-{os.getpid()}-{next(_handles)}"


def biscuits_choice(view):
    return {"kind": "play", "card": view.legal_actions.cards[0].id}


# Offline: PKCE and the redirect.


def test_the_s256_challenge_is_rfc_7636_appendix_b():
    assert code_challenge(VERIFIER) == CHALLENGE
    for bad in ["a" * 42, "a" * 129, "a" * 42 + "+", ""]:
        with pytest.raises(ValueError):
            code_challenge(bad)


def test_a_verifier_is_fresh_unreserved_and_43_to_128_characters():
    verifiers = {new_code_verifier() for _ in range(50)}
    assert len(verifiers) == 50
    for length in (43, 64, 128):
        verifier = new_code_verifier(length)
        assert len(verifier) == length and len(code_challenge(verifier)) == 43
    for length in (42, 129):
        with pytest.raises(ValueError):
            new_code_verifier(length)


def test_the_authorization_url_carries_the_request():
    request = authorization_request("http://127.0.0.1:9/", "My app", REDIRECT, ["read", models.Scope.PLAY], code_verifier=VERIFIER)
    assert request.url.startswith("http://127.0.0.1:9/oauth/authorize?")
    query = dict(httpx.URL(request.url).params)
    assert query == {
        "response_type": "code",
        "client_id": "My app",
        "redirect_uri": REDIRECT,
        "scope": "read play",
        "state": request.state,
        "code_challenge": CHALLENGE,
        "code_challenge_method": "S256",
    }
    assert len(request.state) >= 22 and request.state != authorization_request("http://x", "a", REDIRECT, ["read"]).state
    assert set(SCOPES) == {scope.value for scope in models.Scope} and SCOPES[:2] == ("read", "play")


def test_the_redirect_is_checked_for_its_state_and_its_error():
    assert parse_redirect(f"{REDIRECT}?code=abc&state=s1", "s1") == "abc"
    assert parse_redirect("com.example.app:/cb?state=s1&code=abc", "s1") == "abc"
    with pytest.raises(StateMismatch) as forged:
        parse_redirect(f"{REDIRECT}?code=abc&state=s2", "s1")
    assert forged.value.got == "s2" and isinstance(forged.value, OAuthError)
    with pytest.raises(StateMismatch):
        parse_redirect(f"{REDIRECT}?code=abc", "s1")
    with pytest.raises(AccessDenied) as denied:
        parse_redirect(f"{REDIRECT}?error=access_denied&error_description=no+thanks&state=s1", "s1")
    assert (denied.value.error, denied.value.error_description, denied.value.status) == ("access_denied", "no thanks", 0)
    with pytest.raises(OAuthError) as other:
        parse_redirect(f"{REDIRECT}?error=invalid_scope&state=s1", "s1")
    assert other.value.error == "invalid_scope" and isinstance(other.value, RefereeError)


def bare_jwt(player: str) -> str:
    def part(value: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()

    return f"{part({'alg': 'HS256'})}.{part({'sub': player, 'scope': 'read'})}.c2ln"


def test_a_session_of_a_bare_token_names_its_player_and_takes_a_401_as_final():
    player = str(uuid.uuid4())
    seen = []

    def handler(request):
        seen.append((request.method, request.url.path))
        expired = {"type": "about:blank", "title": "Unauthorized", "status": 401, "code": "token_expired", "detail": "the token expired"}
        return httpx.Response(401, json=expired)

    referee = Referee("http://127.0.0.1:9", transport=httpx.MockTransport(handler))
    watcher = referee.with_token(bare_jwt(player))
    assert str(watcher.player_id) == player and watcher.api_key is None
    with pytest.raises(Unauthenticated) as expired:
        watcher.my_games()
    assert expired.value.code == "token_expired"
    assert seen == [("GET", "/v1/players/me/games")], "no renewal: a bare token knows no api_key"
    with pytest.raises(ValueError):
        referee.with_token("not-a-jwt")
    assert referee.with_token("not-a-jwt", player_id=uuid.UUID(player)).player_id == uuid.UUID(player)


# Against the server.


def test_signing_in_with_a_handle_and_a_password_and_recovering_it(referee, register):
    dora_handle = handle("dora")
    dora = referee.register("Dora", handle=dora_handle, password=PASSWORD)
    assert dora.handle == dora_handle and dora.recovery_code and dora.api_key
    person = referee.sign_in_with_password(dora_handle.upper(), PASSWORD)  # any case
    assert person.player_id == dora.player_id and person.api_key is None
    assert person.my_games().games == []
    with pytest.raises(Unauthenticated) as wrong:
        referee.sign_in_with_password(dora_handle, "wrong horse battery")
    assert wrong.value.code == "invalid_credentials"
    recovered = referee.recover_account(dora_handle, dora.recovery_code, "staple horse battery")
    assert recovered.player_id == dora.player_id and recovered.recovery_code not in (None, dora.recovery_code)
    with pytest.raises(Unauthenticated):
        person.my_games()  # every earlier token was revoked
    referee.sign_in_with_password(dora_handle, "staple horse battery").my_games()
    # A player of an api_key gives itself a handle and a password.
    carol = register("carol")
    carol_handle = carol.set_handle(handle("carol"))
    code = carol.set_password("carol plays biscuits")
    assert code == carol.recovery_code
    assert referee.sign_in_with_password(carol_handle, "carol plays biscuits").player_id == carol.player_id


def test_the_passkey_helpers_start_both_ceremonies_and_refuse_unsound_credentials(referee, register):
    # A whole ceremony needs an authenticator (tests/api/passkeys.rs drives
    # one); here each helper reaches the server and reads its answer.
    pia_handle = handle("pia")
    pia = referee.register("Pia", handle=pia_handle, password=PASSWORD)
    assert pia.passkeys() == []
    started = pia.passkey_options()
    options = started.options.to_dict()["publicKey"]
    assert options["rp"]["id"] == "localhost" and options["user"]["name"] == pia_handle
    assert options["authenticatorSelection"]["residentKey"] == "preferred"
    unsound = {
        "id": "AAAA", "rawId": "AAAA", "type": "public-key",
        "response": {"attestationObject": "AAAA", "clientDataJSON": "AAAA"},
    }
    with pytest.raises(RefereeError) as refused:
        pia.add_passkey(started.ceremony_id, "laptop", unsound)
    assert refused.value.code == "invalid_passkey"
    with pytest.raises(RefereeError) as spent:
        pia.add_passkey(started.ceremony_id, "laptop", unsound)
    assert spent.value.code == "passkey_ceremony_expired"
    with pytest.raises(RefereeError) as missing:
        pia.delete_passkey(uuid.uuid4())
    assert missing.value.code == "passkey_not_found"
    signing_in = referee.passkey_sign_in_options(pia_handle)
    assert signing_in.options.to_dict()["publicKey"]["allowCredentials"] == []
    assertion = {
        "id": "AAAA", "rawId": "AAAA", "type": "public-key",
        "response": {"authenticatorData": "AAAA", "clientDataJSON": "AAAA", "signature": "AAAA"},
    }
    with pytest.raises(Unauthenticated) as unknown:
        referee.sign_in_with_passkey(signing_in.ceremony_id, assertion)
    assert unknown.value.code == "invalid_credentials"


def test_a_read_only_personal_access_token_reads_cannot_create_and_is_revoked(referee, register):
    alice = register("alice")
    created = alice.create_access_token("my watcher", ["read"], expires_in_days=30)
    assert created.name == "my watcher" and [scope.value for scope in created.scopes] == ["read"] and created.token
    watcher = referee.with_token(created.token)
    assert watcher.player_id == alice.player_id and watcher.api_key is None
    seen = watcher.account()
    assert seen.player_id == alice.player_id and seen.token.kind.value == "personal"
    assert seen.token.id == created.id and [scope.value for scope in seen.token.scopes] == ["read"]
    assert alice.account().token.kind.value == "player"
    assert watcher.my_games().games == []
    assert isinstance(list(watcher.all_lobby_games()), list)
    with pytest.raises(InsufficientScope) as refused:
        watcher.create_game(BISCUITS, seats=2)
    assert (refused.value.status, refused.value.code, refused.value.scope) == (403, "insufficient_scope", "create")
    with pytest.raises(InsufficientScope) as stronger:
        watcher.create_access_token("stronger", ["play"])
    assert stronger.value.scope == "account"
    assert [(token.id, token.name) for token in alice.access_tokens()] == [(created.id, "my watcher")]
    alice.revoke_access_token(created.id)
    with pytest.raises(Unauthenticated) as revoked:
        watcher.my_games()
    assert revoked.value.code == "token_revoked"
    assert alice.access_tokens() == []
    assert alice.my_games().games == [], "the player's own token keeps working"


def test_an_app_gets_a_token_by_pkce_plays_with_it_and_a_replayed_code_is_refused(referee):
    dora_handle = handle("dora")
    referee.register("Dora", handle=dora_handle, password=PASSWORD)
    person = referee.sign_in_with_password(dora_handle, PASSWORD)
    # The app: a request, its URL for the player's browser.
    request = referee.authorization_request("Biscuit Buddy", REDIRECT, ["read", "play", "create"])
    prompt = referee.describe_authorization(request.url)
    assert (prompt.client_id, prompt.redirect_host) == ("Biscuit Buddy", "127.0.0.1:53117")
    assert [words.scope.value for words in prompt.scopes] == ["read", "play", "create"]
    # The player's consent, as the consent screen sends it; the browser goes back to the app.
    redirect_to = person.decide_authorization(request.url, approve=True)
    assert redirect_to.startswith(f"{REDIRECT}?code=")
    code = parse_redirect(redirect_to, request.state)
    token = referee.exchange_code(request, code)
    assert (token.token_type, token.scope) == ("Bearer", "read play create") and token.expires_in > 0
    app = referee.with_token(token.access_token)
    assert app.player_id == person.player_id
    game = app.create_game(BISCUITS, seats=2, bots=["random"], options={"markers": 2})
    while (view := app.wait_for_turn(game.id, timeout_secs=60)).status == models.GameStatus.ACTIVE:
        app.play(game.id, biscuits_choice, seen=view)
    assert view.status == models.GameStatus.FINISHED
    assert [(access.client_id, [s.value for s in access.scopes]) for access in person.apps()] == [
        ("Biscuit Buddy", ["read", "play", "create"])
    ]
    with pytest.raises(InsufficientScope) as refused:
        app.set_webhook("http://127.0.0.1:9/hook")
    assert refused.value.scope == "webhook"
    # The code again: refused, and the token it gave is revoked (RFC 6749, 4.1.2).
    with pytest.raises(InvalidGrant) as replayed:
        referee.exchange_code(request, code)
    assert (replayed.value.status, replayed.value.error) == (400, "invalid_grant")
    with pytest.raises(Unauthenticated):
        app.game(game.id)
    assert person.apps() == []


def test_a_refused_request_a_wrong_verifier_and_a_revoked_app_token(referee, register):
    alice = register("alice")
    request = referee.authorization_request("Watcher", "com.example.watcher:/cb", ["read"])
    refused = alice.decide_authorization(request, approve=False)
    with pytest.raises(StateMismatch):
        parse_redirect(refused, "another state")
    with pytest.raises(AccessDenied) as denied:
        parse_redirect(refused, request.state)
    assert denied.value.error_description
    # A code exchanged with another verifier than its challenge's is refused, and spent.
    code = parse_redirect(alice.decide_authorization(request, approve=True), request.state)
    with pytest.raises(InvalidGrant):
        referee.exchange_code(dataclasses.replace(request, code_verifier=new_code_verifier()), code)
    with pytest.raises(InvalidGrant):
        referee.exchange_code(request, code)
    # Revocation (RFC 7009).
    request = referee.authorization_request("Watcher", "com.example.watcher:/cb", ["read"])
    token = referee.exchange_code(request, parse_redirect(alice.decide_authorization(request, approve=True), request.state))
    watcher = referee.with_token(token.access_token)
    assert watcher.my_games().games == []
    referee.revoke_token(token.access_token, client_id="Watcher")
    with pytest.raises(Unauthenticated):
        watcher.my_games()
    referee.revoke_token("not a token at all")  # answered alike
