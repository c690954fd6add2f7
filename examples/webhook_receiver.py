# A webhook receiver that checks Referee-Signature and refuses stale requests.
# REFEREE_WEBHOOK_SECRET=<the secret> PORT=8000 python3 examples/webhook_receiver.py
import hashlib, hmac, os, time
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRET = os.environ["REFEREE_WEBHOOK_SECRET"].encode()


def verified(header, body, tolerance=300):
    fields = [part.split("=", 1) for part in header.split(",") if "=" in part]
    t = next((value for key, value in fields if key == "t"), "")
    if not t.isdigit() or abs(time.time() - int(t)) > tolerance:
        return False  # no timestamp, or older than 5 minutes: maybe a replay
    expected = hmac.new(SECRET, t.encode() + b"." + body, hashlib.sha256).hexdigest()
    # Two v1 entries while a rolled secret's predecessor still signs: one is ours.
    return any(hmac.compare_digest(expected, value) for key, value in fields if key == "v1")


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        ok = verified(self.headers.get("Referee-Signature", ""), body)
        self.send_response(204 if ok else 401)
        self.end_headers()
        if ok:  # a retry repeats Referee-Delivery: dedupe on it
            print(self.headers["Referee-Delivery"], body.decode(), flush=True)


HTTPServer(("127.0.0.1", int(os.environ.get("PORT", "8000"))), Receiver).serve_forever()
