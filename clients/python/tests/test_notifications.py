"""The SSE stream and signed webhooks, against a real server."""

import hashlib
import hmac
import json
import queue
import threading
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

from referee_client import BISCUITS, models, verify_signature


def test_the_stream_yields_notifications_as_they_happen(register):
    alice, bob = register("alice"), register("bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0})
    told = queue.Queue()

    def listen():
        for event in alice.stream():
            assert isinstance(event, models.StreamEvent)
            assert event.event.value == event.data.event.kind.value and event.id == str(event.data.cursor)
            told.put(event.data)

    threading.Thread(target=listen, daemon=True).start()
    bob.join(game.id)  # after the stream is open or not: it starts from the beginning
    kinds = []
    while "your_turn" not in kinds:
        notification = told.get(timeout=30)
        assert isinstance(notification, models.Notification)
        assert notification.event.game_id == game.id and notification.event.game.value == BISCUITS
        kinds.append(notification.event.kind.value)
    assert "game_started" in kinds, kinds
    # One more, live: Bob's move tells Alice it is her turn again.
    alice.play(game.id, lambda view: {"kind": "play", "card": view.legal_actions.cards[0].id})
    bob.play(game.id, lambda view: {"kind": "play", "card": view.legal_actions.cards[0].id})
    live = []
    while not any(n.event.kind.value == "your_turn" and n.event.version == 3 for n in live):
        live.append(told.get(timeout=30))
    cursors = [n.cursor for n in live]
    assert cursors == sorted(set(cursors)), "each once, in order"


def start_receiver(secrets):
    """A loopback webhook receiver: keeps (body, accepted under each secret)."""
    received = queue.Queue()

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers["Content-Length"]))
            header = self.headers["Referee-Signature"]
            received.put((json.loads(body), header, [verify_signature(s, header, body) for s in secrets]))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}/hook", received


def test_a_signed_webhook_is_verified_under_either_secret_during_a_roll(register):
    alice, bob = register("alice"), register("bob")
    old, new = "the-first-secret-of-alice", "the-second-secret-of-alice"
    url, received = start_receiver([old, new, "somebody-elses-secret"])
    assert alice.set_webhook(url, secret=old).secret == old
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0})
    bob.join(game.id)
    body, header, accepted = received.get(timeout=30)
    assert body["event"]["game_id"] == str(game.id)
    assert header.count("v1=") == 1 and accepted == [True, False, False]

    alice.roll_webhook_secret(secret=new, grace_secs=3600)
    alice.play(game.id, lambda view: {"kind": "play", "card": view.legal_actions.cards[0].id})
    bob.play(game.id, lambda view: {"kind": "play", "card": view.legal_actions.cards[0].id})
    while True:
        body, header, accepted = received.get(timeout=30)
        if header.count("v1=") == 2:
            break
    assert accepted == [True, True, False], "both secrets sign while the old one's grace lasts"


def sign(secret: str, stamp: int, body: bytes) -> str:
    return hmac.new(secret.encode(), f"{stamp}.".encode() + body, hashlib.sha256).hexdigest()


def test_a_signature_is_refused_when_tampered_stale_or_malformed():
    body, now = b'{"cursor":1}', int(time.time())
    header = f"t={now},v1={sign('s3cret-s3cret-s3cret', now, body)}"
    assert verify_signature("s3cret-s3cret-s3cret", header, body)
    assert not verify_signature("s3cret-s3cret-s3cret", header, body + b" ")
    assert not verify_signature("another-secret-entirely", header, body)
    assert not verify_signature("s3cret-s3cret-s3cret", header, body, now=now + 301)
    assert verify_signature("s3cret-s3cret-s3cret", header, body, now=now + 299)
    assert not verify_signature("s3cret-s3cret-s3cret", header.replace(f"t={now}", "t=soon"), body)
    assert not verify_signature("s3cret-s3cret-s3cret", "", body)
