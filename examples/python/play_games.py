"""Plays whole games against a referee server with a client generated from
openapi/openapi.json (openapi-python-client). No hand-written request or
response types: every body below is a generated model, and every answer is
parsed into one.

    scripts/client-games            # generates the client, starts a server, runs this

Or by hand, with a server running and the client generated into $GEN:

    PYTHONPATH=$GEN python3 examples/python/play_games.py http://127.0.0.1:8080
"""

import hashlib
import hmac
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

import httpx

from referee_client import AuthenticatedClient, Client
from referee_client.api.games import (
    audit_bundle,
    catalog,
    create_game,
    get_game,
    invite_player,
    join_game,
    list_events,
    list_games,
    make_invite_code,
    rematch,
    revoke_invitation,
    revoke_invite_code,
)
from referee_client.api.moves import resign, submit_move
from referee_client.api.notifications import list_notifications
from referee_client.api.players import create_player, create_token, my_games, revoke_tokens, rotate_api_key
from referee_client.api.webhooks import delete_webhook, get_webhook, list_deliveries, put_webhook
from referee_client.types import UNSET
from referee_client.models import (
    BiscuitsActionPlay,
    BiscuitsActionPlayKind,
    BiscuitsCreateGame,
    BiscuitsCreateGameGame,
    BiscuitsGameDto,
    BiscuitsMoveRequest,
    BiscuitsMoveRequestGame,
    BiscuitsMoveResponse,
    BiscuitsRedactedAction,
    BiscuitsOptions,
    CreatePlayer,
    GamePage,
    GameStatus,
    InviteRequest,
    JoinGame,
    MeerkatActionChallenge,
    MeerkatActionChallengeKind,
    MeerkatActionPass,
    MeerkatActionPassKind,
    MeerkatActionPlay,
    MeerkatActionPlayKind,
    MeerkatCreateGame,
    MeerkatCreateGameGame,
    MeerkatGameDto,
    MeerkatMoveRequest,
    MeerkatMoveRequestGame,
    MeerkatMoveResponse,
    MeerkatRedactedAction,
    MeerkatOptions,
    NotificationEventGameFinished,
    NotificationEventYourTurn,
    NotificationPage,
    ApiKeyCreated,
    DeliveryPage,
    DeliveryStatus,
    GetGameResponse404,
    GetGameResponse404Code,
    JoinGameResponse404,
    JoinGameResponse404Code,
    MyGamesResponse401,
    MyGamesResponse401Code,
    PlayedBy,
    PutWebhook,
    SubmitMoveResponse409,
    SubmitMoveResponse409Code,
    TokenRequest,
    TokenResponse,
    Variant,
    Visibility,
    Webhook,
    WebhookCreated,
)

BASE_URL = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("REFEREE_URL", "http://127.0.0.1:8080")
REFEREE_BIN = os.environ.get("REFEREE_BIN", "target/debug/referee")
rng = random.Random(7)


def ok(response, *types):
    """The parsed body of a successful answer, checked to be one of `types`."""
    parsed = response.parsed
    if response.status_code >= 400:
        raise SystemExit(f"unexpected {response.status_code}: {response.content!r}")
    assert parsed is not None, "the answer parsed into a model"
    if types:
        assert isinstance(parsed, types), f"{type(parsed).__name__} is not one of {types}"
    return parsed


# The player id behind each client (by the client object's identity).
PLAYER_IDS = {}


def player_id(client):
    return PLAYER_IDS[id(client)]


def register_with_key(name):
    """A new player's client, and what exchanges its api_key for tokens."""
    created = ok(create_player.sync_detailed(client=Client(BASE_URL, httpx_args=polite()), body=CreatePlayer(name=name)))
    key = TokenRequest(player_id=created.player_id, api_key=created.api_key)
    client = AuthenticatedClient(BASE_URL, httpx_args=polite(), token=created.token)
    PLAYER_IDS[id(client)] = created.player_id
    return client, key


class PoliteTransport(httpx.HTTPTransport):
    """Waits as long as a `429 rate_limited` answer's `Retry-After` says,
    then sends the request again: how a client lives with the server's
    rate limits (docs/API.md, "Limits")."""

    def handle_request(self, request):
        for _ in range(20):
            response = super().handle_request(request)
            if response.status_code != 429:
                return response
            response.read()
            response.close()
            time.sleep(int(response.headers.get("retry-after", "1")))
        return response


def polite():
    """The `httpx_args` of a generated client that waits out 429s."""
    return {"transport": PoliteTransport()}


def register(name):
    return register_with_key(name)[0]


def meerkat_move(game: MeerkatGameDto):
    """A legal Shake It Meerkat action, chosen from the typed legal actions."""
    legal = game.legal_actions
    if legal.may_challenge and rng.random() < 0.3:
        return MeerkatActionChallenge(kind=MeerkatActionChallengeKind.CHALLENGE)
    if legal.may_pass and (not legal.plays or rng.random() < 0.4):
        return MeerkatActionPass(kind=MeerkatActionPassKind.PASS)
    if not legal.plays:
        # Nothing beats the board and passing is not allowed: challenge.
        return MeerkatActionChallenge(kind=MeerkatActionChallengeKind.CHALLENGE)
    play = rng.choice(legal.plays)
    hand = [card.id for card in game.view.hand]
    count = rng.randint(play.min_count, min(play.max_count, len(hand)))
    return MeerkatActionPlay(
        kind=MeerkatActionPlayKind.PLAY,
        cards=rng.sample(hand, count),
        rank=rng.choice(play.ranks),
    )


def biscuits_move(game: BiscuitsGameDto):
    """A legal Woof Meow Biscuits action: one of the cards it may play."""
    return BiscuitsActionPlay(kind=BiscuitsActionPlayKind.PLAY, card=rng.choice(game.legal_actions.cards).id)


def move_request(view):
    """A legal move for the seat on turn in `view`, tagged with its game."""
    if isinstance(view, MeerkatGameDto):
        return MeerkatMoveRequest(game=MeerkatMoveRequestGame.SHAKE_IT_MEERKAT, expected_version=view.version, action=meerkat_move(view))
    return BiscuitsMoveRequest(game=BiscuitsMoveRequestGame.WOOF_MEOW_BISCUITS, expected_version=view.version, action=biscuits_move(view))


def play(title, request, players):
    """Creates the game with the first player, lets the others join from the
    lobby, plays it to the end, then reads its events and its audit."""
    creator = players[0]
    game = ok(create_game.sync_detailed(client=creator, body=request), MeerkatGameDto, BiscuitsGameDto)
    lobby = ok(list_games.sync_detailed(client=players[1], status=GameStatus.OPEN, limit=100))
    assert game.id in [summary.id for summary in lobby.games], "the new game is in the lobby"
    for player in players[1:]:
        ok(join_game.sync_detailed(game.id, client=player, body=JoinGame()))

    moves = 0
    while True:
        views = [ok(get_game.sync_detailed(game.id, client=p), MeerkatGameDto, BiscuitsGameDto) for p in players]
        if views[0].status == GameStatus.FINISHED:
            break
        (on_turn, view), = [(p, v) for p, v in zip(players, views) if v.legal_actions]
        body = move_request(view)
        answer_type = MeerkatMoveResponse if isinstance(view, MeerkatGameDto) else BiscuitsMoveResponse
        answer = ok(submit_move.sync_detailed(game.id, client=on_turn, body=body, idempotency_key=f"move-{view.version}"), answer_type)
        assert answer.game.value == view.game.value and answer.state.version == answer.version == view.version + 1
        moves += 1
        if moves == 1:
            # The same move again, without the key: the version has moved on.
            stale = submit_move.sync_detailed(game.id, client=on_turn, body=body).parsed
            assert isinstance(stale, SubmitMoveResponse409) and stale.code == SubmitMoveResponse409Code.VERSION_CONFLICT, stale
            assert stale.current_version == view.version + 1

    final = views[0]
    # My games, a page of one at a time, followed by `next` to the end.
    mine, cursor = [], UNSET
    while True:
        page = ok(my_games.sync_detailed(client=creator, limit=1, cursor=cursor), GamePage)
        mine += page.games
        if not page.next_:
            break
        cursor = page.next_
    assert len(mine) == page.total and len({s.id for s in mine}) == len(mine), "each game once"
    assert game.id in [summary.id for summary in mine], "my games lists it"

    # The whole history, page by page, as the creator may see it.
    steps, after = [], 0
    while after is not None:
        page = ok(list_events.sync_detailed(game.id, client=creator, after=after, limit=100))
        steps += page.events
        after = page.next_after
    assert len(steps) == final.version, "one step per version"
    # Others' actions may be shown redacted (what was played, not the cards); the creator's own never are.
    redacted = [step for step in steps if isinstance(step.action, (MeerkatRedactedAction, BiscuitsRedactedAction))]
    assert all(step.actor_seat != final.you.seat for step in redacted), "a seat sees its own actions in full"

    # What the creator was told, typed: its turns and the end.
    told, after = [], 0
    while True:
        page = ok(list_notifications.sync_detailed(client=creator, after=after, limit=50), NotificationPage)
        if not page.notifications:
            break
        told += [n.event for n in page.notifications]
        after = page.last_cursor
    mine = [e for e in told if getattr(e, "game_id", None) == game.id]
    assert any(isinstance(e, NotificationEventYourTurn) for e in mine), "told of its turns"
    assert [e.outcome.winners for e in mine if isinstance(e, NotificationEventGameFinished)] == [final.outcome.winners]
    # A long-poll with nothing new ends empty when its wait ends.
    assert ok(list_notifications.sync_detailed(client=creator, after=after, wait=1)).notifications == []

    bundle = ok(audit_bundle.sync_detailed(game.id, client=creator))
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as saved:
        json.dump(bundle.to_dict(), saved)
    verified = subprocess.run([REFEREE_BIN, "verify", saved.name], capture_output=True, text=True)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    os.unlink(saved.name)

    print(
        f"{title}: {moves} moves, {len(steps)} steps ({len(redacted)} shown redacted), scores {final.outcome.scores}, "
        f"winners {final.outcome.winners}; audit bundle verified"
    )


def play_against_a_resigned_seat(alice, bob):
    """A clocked game whose second seat resigns at once: the referee plays
    its turns (marked `resigned`) and the first seat finishes alone."""
    request = BiscuitsCreateGame(
        game=BiscuitsCreateGameGame.WOOF_MEOW_BISCUITS, seats=2,
        options=BiscuitsOptions(markers=2, starting_seat=0, turn_time=3600),
    )
    game = ok(create_game.sync_detailed(client=alice, body=request), BiscuitsGameDto)
    assert game.turn_time == 3600
    ok(join_game.sync_detailed(game.id, client=bob, body=JoinGame()))
    resigned = ok(resign.sync_detailed(game.id, client=bob), BiscuitsGameDto)
    assert resigned.seats[1].resigned and resigned.turn_deadline is not None
    for _ in range(500):
        view = ok(get_game.sync_detailed(game.id, client=alice), BiscuitsGameDto)
        if view.status == GameStatus.FINISHED:
            break
        if view.legal_actions:
            ok(submit_move.sync_detailed(game.id, client=alice, body=move_request(view)), BiscuitsMoveResponse)
        else:
            # The referee plays Bob's turn at once: wait for it.
            ok(list_events.sync_detailed(game.id, client=alice, after=view.version, wait=5))
    page = ok(list_events.sync_detailed(game.id, client=alice, limit=500))
    by_referee = [step for step in page.events if step.played_by == PlayedBy.RESIGNED]
    assert by_referee and all(step.actor_seat == 1 for step in by_referee)
    print(f"Woof Meow Biscuits with a resigned seat: {len(by_referee)} turns played by the referee; finished")


def play_against_bots(alice):
    """Alice against two of the server's bots (seated at creation), then a
    table that Alice fills with a bot after creating it: the server plays
    each bot as soon as it is on turn, and the audit verifies."""
    games = ok(catalog.sync_detailed(client=alice))
    meerkat_bots = [b.name for b in next(g for g in games if g.id == "shake-it-meerkat").bots]
    assert "random" in meerkat_bots and "sharp" in meerkat_bots, meerkat_bots
    request = MeerkatCreateGame(
        game=MeerkatCreateGameGame.SHAKE_IT_MEERKAT, seats=3,
        options=MeerkatOptions(rounds=1), bots=["sharp", "random"],
    )
    game = ok(create_game.sync_detailed(client=alice, body=request), MeerkatGameDto)
    assert game.status == GameStatus.ACTIVE and [s.bot for s in game.seats[1:]] == ["sharp", "random"]
    moves = play_my_turns(alice, game.id, MeerkatGameDto)

    request = BiscuitsCreateGame(game=BiscuitsCreateGameGame.WOOF_MEOW_BISCUITS, seats=2, options=BiscuitsOptions(markers=3))
    table = ok(create_game.sync_detailed(client=alice, body=request), BiscuitsGameDto)
    started = ok(join_game.sync_detailed(table.id, client=alice, body=JoinGame(bot="sharp")), BiscuitsGameDto)
    assert started.status == GameStatus.ACTIVE and started.seats[1].bot == "sharp"
    moves += play_my_turns(alice, table.id, BiscuitsGameDto)
    for played in (game.id, table.id):
        bundle = ok(audit_bundle.sync_detailed(played, client=alice))
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as saved:
            json.dump(bundle.to_dict(), saved)
        verified = subprocess.run([REFEREE_BIN, "verify", saved.name], capture_output=True, text=True)
        assert verified.returncode == 0, verified.stdout + verified.stderr
        os.unlink(saved.name)
    print(f"Against the server's bots: two games finished, {moves} moves by Alice; audits verified")


def play_a_private_table(alice, bob, carol):
    """A private table: Bob invited with seat 1 kept, Carol let in by the
    invite code (to her the game did not exist before), a revoked
    invitation, the game played out, then Bob's rematch, which invites the
    others to their seats."""
    request = BiscuitsCreateGame(
        game=BiscuitsCreateGameGame.WOOF_MEOW_BISCUITS, seats=3,
        options=BiscuitsOptions(markers=2), visibility=Visibility.PRIVATE,
        invite=[InviteRequest(player_id=player_id(bob), seat=1)], invite_code=True,
    )
    game = ok(create_game.sync_detailed(client=alice, body=request), BiscuitsGameDto)
    code = game.invite_code
    assert game.visibility == Visibility.PRIVATE and code, "the code, once"
    hidden = get_game.sync_detailed(game.id, client=carol).parsed
    assert isinstance(hidden, GetGameResponse404) and hidden.code == GetGameResponse404Code.GAME_NOT_FOUND, hidden
    # Carol invited, then not: the code is how she gets in.
    ok(invite_player.sync_detailed(game.id, client=alice, body=InviteRequest(player_id=player_id(carol))), BiscuitsGameDto)
    assert revoke_invitation.sync_detailed(game.id, player_id(carol), client=alice).status_code == 204
    renewed = ok(make_invite_code.sync_detailed(game.id, client=alice), BiscuitsGameDto)
    assert renewed.invite_code != code
    stale = join_game.sync_detailed(game.id, client=carol, body=JoinGame(invite_code=code)).parsed
    assert isinstance(stale, JoinGameResponse404) and stale.code == JoinGameResponse404Code.GAME_NOT_FOUND, stale
    joined = ok(join_game.sync_detailed(game.id, client=carol, body=JoinGame(invite_code=renewed.invite_code)), BiscuitsGameDto)
    assert joined.you.seat == 2, "seat 1 is kept for Bob"
    assert revoke_invite_code.sync_detailed(game.id, client=alice).status_code == 204
    ok(join_game.sync_detailed(game.id, client=bob, body=JoinGame()), BiscuitsGameDto)
    players = [alice, bob, carol]
    while True:
        views = [ok(get_game.sync_detailed(game.id, client=p), BiscuitsGameDto) for p in players]
        if views[0].status == GameStatus.FINISHED:
            break
        (on_turn, view), = [(p, v) for p, v in zip(players, views) if v.legal_actions]
        ok(submit_move.sync_detailed(game.id, client=on_turn, body=move_request(view)), BiscuitsMoveResponse)
    again = ok(rematch.sync_detailed(game.id, client=bob), BiscuitsGameDto)
    assert again.rematch_of == game.id and again.visibility == Visibility.PRIVATE
    assert sorted((i.player_id, i.seat) for i in again.invitations) == sorted([(player_id(alice), 0), (player_id(carol), 2)])
    assert ok(get_game.sync_detailed(game.id, client=carol), BiscuitsGameDto).rematch == again.id
    print("A private table: invite code, kept seat, revocations, played out; rematch with the others invited")


def play_my_turns(player, game_id, dto):
    """Plays `player`'s turns until the game is over, waiting for the bots'
    moves with long-polls of the events. Returns the moves it made."""
    moves = 0
    while True:
        view = ok(get_game.sync_detailed(game_id, client=player), dto)
        if view.status == GameStatus.FINISHED:
            return moves
        if view.legal_actions:
            ok(submit_move.sync_detailed(game_id, client=player, body=move_request(view)), MeerkatMoveResponse, BiscuitsMoveResponse)
            moves += 1
        else:
            ok(list_events.sync_detailed(game_id, client=player, after=view.version, wait=5))


def webhook_receiver(secret):
    """A local receiver that keeps the deliveries whose signature checks out
    (the scheme of examples/webhook_receiver.py)."""
    received = []

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers["Content-Length"]))
            fields = dict(p.split("=", 1) for p in self.headers["Referee-Signature"].split(","))
            expected = hmac.new(secret.encode(), fields["t"].encode() + b"." + body, hashlib.sha256).hexdigest()
            assert hmac.compare_digest(expected, fields["v1"]), "a correctly signed delivery"
            received.append(json.loads(body))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}/referee", received


def check_webhook(player, received):
    """Every notification of `player` arrived by webhook, signed, in order;
    then the webhook is read, its deliveries listed, and it is removed."""
    told, after = [], 0
    while page := ok(list_notifications.sync_detailed(client=player, after=after, limit=100)).notifications:
        told += [(n.cursor, n.event.kind.value) for n in page]
        after = page[-1].cursor
    for _ in range(100):
        if len(received) >= len(told):
            break
        time.sleep(0.1)
    delivered = [(n["cursor"], n["event"]["kind"]) for n in received]
    assert delivered == told, f"{len(delivered)} of {len(told)} notifications delivered, in order"
    assert ok(get_webhook.sync_detailed(client=player), Webhook).url.startswith("http://127.0.0.1")
    deliveries = ok(list_deliveries.sync_detailed(client=player, limit=100), DeliveryPage).deliveries
    assert all(d.status == DeliveryStatus.DELIVERED for d in deliveries) and len(deliveries) == len(told)
    assert delete_webhook.sync_detailed(client=player).status_code == 204
    print(f"webhook: {len(received)} signed deliveries, in order, equal to the long-poll's notifications")


def rotate_key(player):
    """A new api_key for the player; it gets tokens, the old one no longer does."""
    rotated = ok(rotate_api_key.sync_detailed(client=player), ApiKeyCreated)
    fresh = create_token.sync_detailed(client=Client(BASE_URL, httpx_args=polite()), body=TokenRequest(player_id=rotated.player_id, api_key=rotated.api_key))
    client = AuthenticatedClient(BASE_URL, httpx_args=polite(), token=ok(fresh, TokenResponse).token)
    PLAYER_IDS[id(client)] = rotated.player_id
    return client


def revoke_and_renew(player, key):
    """Revokes every token of the player: its token is refused at once
    (401 token_revoked), and the api_key gets a new one that works."""
    assert revoke_tokens.sync_detailed(client=player).status_code == 204
    refused = my_games.sync_detailed(client=player)
    assert refused.status_code == 401 and isinstance(refused.parsed, MyGamesResponse401), refused
    assert refused.parsed.code == MyGamesResponse401Code.TOKEN_REVOKED, refused.parsed
    fresh = ok(create_token.sync_detailed(client=Client(BASE_URL, httpx_args=polite()), body=key), TokenResponse)
    renewed = AuthenticatedClient(BASE_URL, httpx_args=polite(), token=fresh.token)
    ok(my_games.sync_detailed(client=renewed), GamePage)
    print("revocation: the old token is refused (token_revoked); the api_key gets a new one")
    return renewed


def main():
    (alice, alice_key), bob, carol = register_with_key("alice"), register("bob"), register("carol")
    carol = rotate_key(carol)
    url, received = webhook_receiver("a-secret-of-at-least-16-chars")
    created = ok(put_webhook.sync_detailed(client=alice, body=PutWebhook(url=url, secret="a-secret-of-at-least-16-chars")), WebhookCreated)
    assert created.secret == "a-secret-of-at-least-16-chars"
    play(
        "Shake It Meerkat, 3 seats",
        MeerkatCreateGame(game=MeerkatCreateGameGame.SHAKE_IT_MEERKAT, seats=3, options=MeerkatOptions(rounds=1), client_seed="c0ffee"),
        [alice, bob, carol],
    )
    play(
        "Woof Meow Biscuits, basic, 2 seats",
        BiscuitsCreateGame(game=BiscuitsCreateGameGame.WOOF_MEOW_BISCUITS, seats=2, options=BiscuitsOptions(variant=Variant.BASIC, markers=3)),
        [bob, carol],
    )
    play(
        "Woof Meow Biscuits, advanced, 3 seats",
        BiscuitsCreateGame(game=BiscuitsCreateGameGame.WOOF_MEOW_BISCUITS, seats=3, options=BiscuitsOptions(variant=Variant.ADVANCED, rounds=1)),
        [carol, alice, bob],
    )
    play_against_a_resigned_seat(alice, bob)
    play_a_private_table(alice, bob, carol)
    check_webhook(alice, received)
    # A token may have leaked: revoke them all, then carry on with a new one.
    alice = revoke_and_renew(alice, alice_key)
    # Three games played, the private table and its rematch (invited).
    assert ok(my_games.sync_detailed(client=alice, limit=100), GamePage).total == 5
    play_against_bots(alice)


if __name__ == "__main__":
    main()
