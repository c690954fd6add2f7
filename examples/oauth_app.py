#!/usr/bin/env python3
"""A small app that plays for a referee player, with the player's consent:
OAuth 2.0's authorization code grant with PKCE (RFC 6749, RFC 7636), in
Python's standard library only. Read it as the reference for an app.

    python3 examples/oauth_app.py --referee http://127.0.0.1:8080 --port 8765

then open http://127.0.0.1:8765/ and follow "Sign in with referee".

1. "/login" makes a random `state` and a PKCE `code_verifier`, keeps both
   here (for this browser), and sends the browser to the referee's
   /oauth/authorize with the verifier's SHA-256 (the `code_challenge`).
2. The referee shows the player a consent page (this app's client id, and
   the host of its redirect URI); Approve or Deny sends the browser back to
   "/callback" with a `code`, or with `error=access_denied`.
3. "/callback" checks `state` (so nobody can slip another code in) and
   trades the code, with the verifier, for a token at /oauth/token.
4. The token calls the API as `Authorization: Bearer <token>`, with the
   scopes the player approved (here `read play`), until the player revokes
   it on the referee's account page: then the API answers 401.

The app is a public client: it registers nowhere and has no secret (any
client id is accepted); PKCE is what makes a stolen code useless to anyone
else. Everything is kept in this process's memory.
"""

import argparse
import base64
import hashlib
import html
import json
import secrets
import urllib.error
import urllib.parse
import urllib.request
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("--referee", default="http://127.0.0.1:8080", help="the referee server's address")
parser.add_argument("--port", type=int, default=8765, help="the port to serve on, at 127.0.0.1")
args = parser.parse_args()
REFEREE = args.referee.rstrip("/")

CLIENT_ID = "Example referee app"  # any name: the consent page shows it beside our redirect host
# Exactly as sent here, and again at the token exchange. A loopback IP
# literal (not "localhost") over http is allowed on any port (RFC 8252).
REDIRECT_URI = f"http://127.0.0.1:{args.port}/callback"
SCOPES = "read play"  # read the player's games, and move in them

flows = {}  # state -> (browser, code_verifier): one per "Sign in", used once
tokens = {}  # browser (its cookie) -> the player's access token


class Revoked(Exception):
    """The API answered 401: the token was revoked (or has expired)."""


class Refused(Exception):
    """The API refused a call: its problem document's words."""


def api(method, path, token, body=None):
    """One call to the referee's API for the player; the JSON answer."""
    headers = {"authorization": f"Bearer {token}", "accept": "application/json"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["content-type"] = "application/json"
        headers["idempotency-key"] = str(uuid.uuid4())  # a retried move is stored once
    try:
        with urllib.request.urlopen(urllib.request.Request(REFEREE + path, data, headers, method=method)) as answer:
            return json.loads(answer.read() or "null")
    except urllib.error.HTTPError as refusal:
        problem = json.loads(refusal.read() or "{}")
        if refusal.code == 401:
            raise Revoked(problem.get("code", "unauthorized")) from None
        raise Refused(f"{problem.get('detail', refusal.reason)} ({problem.get('code', refusal.code)})") from None


def form_post(path, fields):
    """A form-encoded POST to the referee's OAuth endpoints; (status, JSON answer)."""
    request = urllib.request.Request(REFEREE + path, urllib.parse.urlencode(fields).encode(),
                                     {"content-type": "application/x-www-form-urlencoded"})
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, json.loads(answer.read() or "null")
    except urllib.error.HTTPError as refusal:
        return refusal.code, json.loads(refusal.read() or "{}")


def first_legal_action(game):
    """The first action the game's view allows its seat on turn (docs/API.md, "Moves and views")."""
    legal = game["legal_actions"]
    if game["game"] == "woof-meow-biscuits":
        return {"kind": "play", "card": legal["cards"][0]["id"]}
    # Shake It Meerkat: the first play allowed (its fewest cards, its first rank), else pass, else challenge.
    if legal["plays"]:
        play = legal["plays"][0]
        cards = [card["id"] for card in game["view"]["hand"][: play["min_count"]]]
        return {"kind": "play", "cards": cards, "rank": play["ranks"][0]}
    return {"kind": "pass"} if legal["may_pass"] else {"kind": "challenge"}


def page(*body):
    return ("<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Example referee app</title>"
            "<link rel='icon' href='data:,'></head><body><h1>Example referee app</h1>" + "".join(body) + "</body></html>")


def sign_in_link(words="Sign in with referee"):
    return f"<p><a id='signin' href='/login'>{words}</a></p>"


class App(BaseHTTPRequestHandler):
    def browser(self):
        """This browser's id, from its cookie (made on its first visit)."""
        cookies = dict(part.strip().split("=", 1) for part in self.headers.get("cookie", "").split(";") if "=" in part)
        self.new_cookie = None
        if cookies.get("app_browser") not in (None, ""):
            return cookies["app_browser"]
        self.new_cookie = secrets.token_urlsafe(16)
        return self.new_cookie

    def send(self, status, text=None, location=None):
        self.send_response(status)
        if self.new_cookie:
            self.send_header("set-cookie", f"app_browser={self.new_cookie}; HttpOnly; SameSite=Lax; Path=/")
        if location:
            self.send_header("location", location)
        body = (text or "").encode()
        self.send_header("content-type", "text/html; charset=utf-8")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(url.query))
        browser = self.browser()
        if url.path == "/":
            return self.send(200, page(self.games(browser)))
        if url.path == "/login":
            # PKCE (RFC 7636): a random verifier (43 to 128 characters) kept
            # here; the referee sees only its SHA-256, base64url unpadded.
            verifier = secrets.token_urlsafe(48)
            challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
            state = secrets.token_urlsafe(24)
            flows[state] = (browser, verifier)
            asked = urllib.parse.urlencode({
                "response_type": "code", "client_id": CLIENT_ID, "redirect_uri": REDIRECT_URI, "scope": SCOPES,
                "state": state, "code_challenge": challenge, "code_challenge_method": "S256",
            }, quote_via=urllib.parse.quote)
            return self.send(303, location=f"{REFEREE}/oauth/authorize?{asked}")
        if url.path == "/callback":
            # The state must be one this browser started, once: else the
            # answer is not for us (or is replayed), whatever it carries.
            flow = flows.pop(query.get("state", ""), None)
            if flow is None or flow[0] != browser:
                return self.send(400, page("<p id='error'>This answer is for no sign-in of this browser: ignored.</p>", sign_in_link()))
            if "error" in query:  # access_denied: the player said no
                return self.send(200, page(
                    f"<p id='refused'>The referee says <strong>{html.escape(query['error'])}</strong>: "
                    f"{html.escape(query.get('error_description', ''))}. This app has no access.</p>", sign_in_link()))
            status, answer = form_post("/oauth/token", {
                "grant_type": "authorization_code", "code": query.get("code", ""), "redirect_uri": REDIRECT_URI,
                "client_id": CLIENT_ID, "code_verifier": flow[1],
            })
            if status != 200:
                return self.send(400, page(f"<p id='error'>The code was refused: {html.escape(str(answer))}</p>", sign_in_link()))
            tokens[browser] = answer["access_token"]
            return self.send(303, location="/")  # a reload must not send the spent code again
        return self.send(404, page("<p>Nothing here.</p>"))

    def do_POST(self):
        url = urllib.parse.urlsplit(self.path)
        fields = dict(urllib.parse.parse_qsl(self.rfile.read(int(self.headers.get("content-length", 0))).decode()))
        browser = self.browser()
        token = tokens.get(browser)
        if url.path == "/move" and token:
            return self.send(200, page(self.move(browser, token, fields.get("game", "")), "<p><a href='/'>Your games</a></p>"))
        if url.path == "/signout" and token:
            form_post("/oauth/revoke", {"token": token, "client_id": CLIENT_ID})  # RFC 7009: the token ends now
            tokens.pop(browser, None)
            return self.send(303, location="/")
        return self.send(303, location="/")

    def games(self, browser):
        """The player's games, with a button on each where it is the player's turn."""
        token = tokens.get(browser)
        if not token:
            return "<p>This app can play your referee games for you, once you let it.</p>" + sign_in_link()
        try:
            games = api("GET", "/v1/players/me/games", token)["games"]
        except Revoked as why:
            return self.revoked(browser, why)
        except Refused as why:
            return f"<p id='error'>{html.escape(str(why))}</p>"
        rows = []
        for game in games:
            mine = game["status"] == "active" and game.get("you") and (game.get("turn") or {}).get("seat") == game["you"]["seat"]
            button = (f"<form method='post' action='/move'><input type='hidden' name='game' value='{html.escape(game['id'])}'>"
                      "<button class='play'>Play a move</button></form>") if mine else ""
            rows.append(f"<li data-game='{html.escape(game['id'])}'>{html.escape(game['game'])}, {html.escape(game['status'])}, "
                        f"version {game['version']}{', your turn' if mine else ''} {button}</li>")
        return ("<h2>Your games</h2><ul id='games'>" + "".join(rows) + "</ul>" if rows else "<p id='games'>No games yet.</p>") + \
            "<form method='post' action='/signout'><button id='signout'>Sign out (revoke this app's token)</button></form>" + \
            sign_in_link("Sign in with referee again (another player, or to ask again)")

    def move(self, browser, token, game_id):
        """Plays the first legal action of the game, as the player; what happened, in words."""
        path = f"/v1/games/{urllib.parse.quote(game_id)}"
        try:
            game = api("GET", path, token)
            if not game.get("legal_actions"):
                return "<p id='outcome'>It is not your turn in this game now.</p>"
            action = first_legal_action(game)
            played = api("POST", f"{path}/moves", token, {
                "game": game["game"], "expected_version": game["version"], "action": action,
            })
        except Revoked as why:
            return self.revoked(browser, why)
        except Refused as why:
            return f"<p id='error'>The move was refused: {html.escape(str(why))}</p>"
        return (f"<p id='outcome'>Played {html.escape(json.dumps(action))}: the game went from version {game['version']} "
                f"to <span id='version'>{played['version']}</span> ({played['state']['status']}).</p>")

    def revoked(self, browser, why):
        tokens.pop(browser, None)  # it will not work again
        return (f"<p id='revoked'>The referee answered 401 ({html.escape(str(why))}): access revoked. "
                "This app can no longer act for you.</p>" + sign_in_link())


print(f"Serving on http://127.0.0.1:{args.port}/ for {REFEREE}", flush=True)
ThreadingHTTPServer(("127.0.0.1", args.port), App).serve_forever()
