"""What `play` sends when the game moved on, and when the connection drops
after the server stored the move: never a stale decision, never a move
stored twice."""

import json
import socket
import threading
import uuid
from urllib.parse import urlsplit

import httpx
import pytest

from referee_client import BISCUITS, Referee, VersionConflict, models

from test_games import biscuits_choice


class RecordingTransport(httpx.HTTPTransport):
    """httpx's own transport, keeping each move request it sends."""

    def __init__(self) -> None:
        super().__init__()
        self.moves: list[tuple[str, dict]] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and request.url.path.endswith("/moves"):
            self.moves.append((request.headers["idempotency-key"], json.loads(request.content)))
        return super().handle_request(request)


def two_seats(referee: Referee, alice_transport: httpx.BaseTransport | None = None):
    """Alice (through `alice_transport`) and Bob at a Biscuits table, Alice first."""
    alice = Referee(referee.url, transport=alice_transport).register(f"alice-{uuid.uuid4().hex[:8]}")
    bob = referee.register(f"bob-{uuid.uuid4().hex[:8]}")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0})
    bob.join(game.id)
    return alice, bob, game.id


def test_a_decision_overtaken_is_made_again_on_the_new_view_and_never_resent(referee):
    recorder = RecordingTransport()
    alice, bob, game_id = two_seats(referee, recorder)
    stale = alice.game(game_id)
    # While Alice decides on `stale`, she moves from another device and Bob answers.
    alice.play(game_id, biscuits_choice)
    bob.play(game_id, biscuits_choice)
    seen = []

    def decide(view):
        seen.append(view.version)
        return biscuits_choice(view)

    answer = alice.play(game_id, decide, seen=stale)
    assert seen == [stale.version, stale.version + 2], "decided again on the game as it is now"
    assert answer.version == stale.version + 3
    (_, first), (stale_key, sent_stale), (fresh_key, sent_fresh) = recorder.moves
    assert sent_stale["expected_version"] == stale.version and sent_fresh["expected_version"] == stale.version + 2
    assert stale_key != fresh_key, "a new decision is a new move: a key of its own"
    assert len(recorder.moves) == 3, "the stale decision went once, refused, and was not sent again"


def test_a_fixed_action_overtaken_raises_and_is_not_sent_again(referee):
    recorder = RecordingTransport()
    alice, bob, game_id = two_seats(referee, recorder)
    stale = alice.game(game_id)
    action = biscuits_choice(stale)
    alice.play(game_id, biscuits_choice)
    bob.play(game_id, biscuits_choice)
    with pytest.raises(VersionConflict) as conflict:
        alice.play(game_id, action, seen=stale)
    assert conflict.value.current_version == stale.version + 2 and conflict.value.status == 409
    assert conflict.value.request_id, "the problem names its request"
    assert len(recorder.moves) == 2, "the fixed action was sent once, at the version it was decided for"
    assert alice.game(game_id).version == stale.version + 2, "and changed nothing"


class CuttingProxy:
    """A TCP proxy on loopback in front of the server. The first move request
    that passes is forwarded whole and its answer read from the server, then
    the client's connection is closed without that answer: the move is
    stored, and the client cannot know it."""

    def __init__(self, upstream: str) -> None:
        parts = urlsplit(upstream)
        self._upstream = (parts.hostname, parts.port)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self._listener.getsockname()[1]}"
        self.cut = 0
        self.moves_forwarded = 0
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def close(self) -> None:
        self._listener.close()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        with client, socket.create_connection(self._upstream) as server:
            client_in, server_in = client.makefile("rb"), server.makefile("rb")
            while (request := _read_message(client_in)) is not None:
                server.sendall(request)
                answer = _read_message(server_in)
                if answer is None:
                    return
                is_move = request.startswith(b"POST ") and b"/moves " in request.split(b"\r\n", 1)[0]
                with self._lock:
                    self.moves_forwarded += is_move
                    cut = is_move and self.cut == 0
                    self.cut += cut
                if cut:
                    return  # the server answered; the client never hears it
                client.sendall(answer)


def _read_message(stream) -> bytes | None:
    """One HTTP/1.1 message (headers and a Content-Length body), or None at
    the end of the stream."""
    head = b""
    while not head.endswith(b"\r\n\r\n"):
        line = stream.readline()
        if not line:
            return None
        head += line
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
        assert name.strip().lower() != b"transfer-encoding", "the proxy reads Content-Length bodies only"
    return head + stream.read(length)


def test_a_move_whose_answer_was_lost_is_sent_again_and_stored_once(referee):
    proxy = CuttingProxy(referee.url)
    try:
        recorder = RecordingTransport()
        # The proxy in front of Alice's client only; Bob talks to the server.
        alice = Referee(proxy.url, transport=recorder).register(f"alice-{uuid.uuid4().hex[:8]}")
        bob = referee.register(f"bob-{uuid.uuid4().hex[:8]}")
        game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0})
        bob.join(game.id)
        before = alice.game(game.id)
        answer = alice.play(game.id, biscuits_choice, seen=before)
    finally:
        proxy.close()
    assert proxy.cut == 1 and proxy.moves_forwarded == 2, "the first attempt reached the server, its answer was cut"
    (first_key, first), (second_key, second) = recorder.moves
    assert first_key == second_key and first == second, "the same move sent again under the same Idempotency-Key"
    assert answer.version == before.version + 1
    after = bob.game(game.id)
    assert after.version == before.version + 1, "stored once"
    page = bob.events(game.id, after=before.version)
    assert len(page.events) == 1
    assert after.status == models.GameStatus.ACTIVE
