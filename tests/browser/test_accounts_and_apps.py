"""Accounts as a person keeps one, and apps that act for a player: signing
up with a handle and a password (the recovery code shown once), signing out
and in again by handle; a forgotten password replaced with the recovery
code (a new one shown, the old one refused); a sign-in that ended asking for
the password again; a key's player adding a handle and a password; a
personal access token made with chosen scopes, listed, used and revoked;
and the whole OAuth 2.0 flow with PKCE against examples/oauth_app.py: the
consent page, a move played with the app's token, a refusal, and the app's
access revoked from the account page. The screenshots sign-up.png,
oauth-consent.png and account.png in docs/screenshots come from here.
"""

import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.parse

import pytest

import referee_http
from referee_http import BASE

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
PASSWORD = "correct horse battery"


def unique(handle):
    """A handle no other test of this run takes."""
    return f"{handle}-{secrets.token_hex(3)}"


def person(api, name):
    """A player registered outside the page with a handle and a password:
    (its handle, the registration's answer)."""
    handle = unique(name)
    created = api.call("POST", "/v1/players", body={"name": name, "handle": handle, "password": PASSWORD})
    return handle, created


def sign_in(page, handle, password=PASSWORD):
    """Signs in through the page's form, by handle and password."""
    page.open("#/")
    page.wait(lambda: page.present("#signin-handle"), "the sign-in form did not show")
    page.find("#signin-handle").clear()
    page.find("#signin-handle").send_keys(handle)
    page.find("#signin-password").send_keys(password)
    page.click("#sign-in-password")
    page.wait(lambda: page.present("#create"), "signing in did not show the lobby")


def scope_words(api):
    """What each scope allows, in the server's words (the OpenAPI document's OAuth scheme)."""
    document = api.call("GET", "/openapi.json")
    return document["components"]["securitySchemes"]["oauth2"]["flows"]["authorizationCode"]["scopes"]


def test_signing_up_with_a_handle_shows_the_recovery_code_once_and_signs_in_again(page, api):
    handle = unique("dora")
    page.open("#/")
    page.wait(lambda: page.present("#new-handle"), "the sign-up form did not show")
    assert page.accessibility_problems() == []
    page.find("#new-name").send_keys("Dora")
    page.find("#new-handle").send_keys(handle)
    page.find("#new-password").send_keys(PASSWORD)
    page.click("#create-account")
    # The recovery code, once, with a way to copy it and to keep it as a file.
    page.wait(lambda: page.present("#new-recovery-code"), "the recovery code was not shown")
    code = page.text("#new-recovery-code")
    assert len(code.replace("-", "")) >= 20, code
    assert page.present("#copy-recovery-code") and page.present("#download-recovery-code")
    assert "Signed in as Dora" in page.text("#who")
    stored = page.session()
    assert stored["handle"] == handle and "api_key" not in stored, "a person's browser keeps a key"
    page.wait(lambda: page.present("#create"), "the lobby did not show after signing up")
    assert page.accessibility_problems() == []
    page.screenshot("sign-up")
    # It stays on every screen until the player says it is saved.
    page.open("#/leaderboard")
    page.wait(lambda: page.present("#leaderboard-title"), "the leaderboard did not show")
    assert page.text("#new-recovery-code") == code
    page.click("#recovery-saved")
    page.wait(lambda: not page.all("#recovery-notice"), "the notice stayed")
    # Signed out, the handle (in any case) and the password sign in again.
    page.open("#/")
    page.wait(lambda: page.present("#create"), "the lobby did not show")
    page.click("#sign-out")
    page.wait(lambda: page.present("#signin-handle"), "no sign-in form after signing out")
    assert page.driver.execute_script("return localStorage.getItem('referee.session')") is None
    page.find("#signin-handle").send_keys(handle)
    page.find("#signin-password").send_keys("wrong horse battery")
    page.click("#sign-in-password")
    page.wait(lambda: "wrong password" in page.text("#signin-error"), "a wrong password was not explained")
    page.find("#signin-handle").clear()
    page.find("#signin-handle").send_keys(handle.upper())
    page.find("#signin-password").clear()
    page.find("#signin-password").send_keys(PASSWORD)
    page.click("#sign-in-password")
    page.wait(lambda: page.present("#create"), "signing in by handle did not show the lobby")
    page.wait(lambda: "Signed in as Dora" in page.text("#who"), "the header does not name the player")
    assert not page.present("#recovery-notice")
    # The wrong password was refused on purpose.
    assert page.errors(refused_requests_expected=True) == []


def test_a_forgotten_password_is_replaced_with_the_recovery_code(page, api):
    handle, created = person(api, "Forgetful")
    old_code = created["recovery_code"]
    page.open("#/")
    page.wait(lambda: page.present("#forgot"), "no way to recover a password")
    page.click("#forgot summary")
    page.find("#recover-handle").send_keys(handle)
    page.find("#recover-code").send_keys(old_code)
    page.find("#recover-password").send_keys("staple horse battery")
    assert page.accessibility_problems() == []
    page.click("#recover")
    # Signed in, with the next code shown once.
    page.wait(lambda: page.present("#new-recovery-code"), "the new recovery code was not shown")
    new_code = page.text("#new-recovery-code")
    assert new_code and new_code != old_code
    page.wait(lambda: page.present("#create"), "the lobby did not show after recovering")
    page.wait(lambda: "Signed in as Forgetful" in page.text("#who"), "the header does not name the player")
    page.click("#recovery-saved")
    # Every token of before is revoked.
    with pytest.raises(referee_http.Problem) as refused:
        api.call("GET", "/v1/players/me/games", created["token"])
    assert refused.value.status == 401 and refused.value.body["code"] == "token_revoked"
    # The spent code is refused; the new password signs in.
    page.click("#sign-out")
    page.wait(lambda: page.present("#forgot"), "no sign-in form after signing out")
    page.click("#forgot summary")
    page.find("#recover-handle").send_keys(handle)
    page.find("#recover-code").send_keys(old_code)
    page.find("#recover-password").send_keys("another horse battery")
    page.click("#recover")
    page.wait(lambda: "do not go together" in page.text("#signin-error"), "the spent code was not refused")
    assert not page.present("#create")
    sign_in(page, handle, "staple horse battery")
    # The spent code's refusal, on purpose.
    assert page.errors(refused_requests_expected=True) == []


def test_an_ended_sign_in_asks_for_the_password_again(page, api):
    handle, _ = person(api, "Sleepy")
    sign_in(page, handle)
    page.wait(lambda: "Signed in as Sleepy" in page.text("#who"), "the header does not name the player")
    # Every token of the player ends (as an expired one does): the lobby's
    # next read is refused, and there is no key to get another.
    api.call("POST", "/v1/tokens/revoke", page.session()["token"])
    page.wait(lambda: page.present("#signin-ended"), "the page did not ask to sign in again", timeout=20)
    assert "Sleepy" in page.text("#signin-ended")
    assert page.find("#signin-handle").get_attribute("value") == handle
    assert "has ended" in page.text("#who")
    page.find("#signin-password").send_keys(PASSWORD)
    page.click("#sign-in-password")
    page.wait(lambda: page.present("#create"), "signing in again did not show the lobby")
    page.wait(lambda: "Signed in as Sleepy" in page.text("#who"), "the header does not name the player")
    assert not page.present("#signin-ended")
    # The revoked token's refusals, on purpose.
    assert page.errors(refused_requests_expected=True) == []


def test_a_key_player_sets_a_handle_and_a_password_on_its_account_page(page, api):
    handle = unique("keyed")
    page.register("Keyed")
    page.click("#key-saved")
    page.click("#my-account")
    page.wait(lambda: page.present("#account-handle"), "the account page did not show")
    assert "signed in with your key" in page.text("#handle-now")
    # A password needs a handle first.
    page.find("#account-password").send_keys(PASSWORD)
    page.click("#set-password")
    page.wait(lambda: "Set a handle first" in page.text("#password-error"), "a password without a handle was not explained")
    page.find("#account-handle").send_keys(handle)
    page.click("#set-handle")
    page.wait(lambda: handle in page.text("#handle-state"), "the handle was not set")
    assert page.text("#current-handle") == handle
    page.find("#account-password").clear()
    page.find("#account-password").send_keys(PASSWORD)
    page.click("#set-password")
    page.wait(lambda: page.present("#new-recovery-code"), "no recovery code after setting the password")
    first_code = page.text("#new-recovery-code")
    assert page.accessibility_problems() == []
    # A change needs the current password.
    page.find("#account-password").send_keys("staple horse battery")
    page.click("#set-password")
    page.wait(lambda: "not your current password" in page.text("#password-error"), "a change without the current password went through")
    page.find("#current-password").send_keys(PASSWORD)
    page.click("#set-password")
    page.wait(lambda: page.text("#new-recovery-code") not in ("", first_code), "no new recovery code after the change")
    page.click("#recovery-saved")
    # The handle and the new password sign in; the key signs in still.
    page.click("#sign-out")
    page.wait(lambda: page.present("#signin-handle"), "no sign-in form after signing out")
    sign_in(page, handle, "staple horse battery")
    assert page.errors(refused_requests_expected=True) == []


def test_a_personal_access_token_with_chosen_scopes_is_listed_used_and_revoked(page, api):
    handle, _ = person(api, "Toolmaker")
    sign_in(page, handle)
    page.click("#my-account")
    page.wait(lambda: page.present("#token-name"), "the account page offers no tokens")
    page.wait(lambda: "No token yet" in page.text("#tokens"), "the tokens did not load")
    # The page names each scope in the server's words.
    for scope, words in scope_words(api).items():
        assert words in page.text(f'label[for="scope-{scope}"]'), scope
    # No scope: refused before anything is sent.
    page.find("#token-name").send_keys("my watcher")
    page.click("#create-token")
    page.wait(lambda: "Tick one scope" in page.text("#token-error"), "a token without scopes was not refused")
    page.click("#scope-read")
    page.find("#token-expiry").send_keys("30 days")
    page.click("#create-token")
    page.wait(lambda: page.present("#new-token"), "the new token was not shown")
    token = page.text("#new-token")
    row = "#tokens tr[data-token]"
    page.wait(lambda: page.present(row), "the new token is not listed")
    assert page.text(f"{row} .token-name") == "my watcher"
    assert page.text(f"{row} .scopes") == "read"
    assert "never" not in page.text(f"{row} .expires")
    assert page.text(f"{row} .last-used") == "never"
    assert page.accessibility_problems() == []
    # It reads, and does nothing else.
    assert "games" in api.call("GET", "/v1/players/me/games", token)
    with pytest.raises(referee_http.Problem) as refused:
        api.call("POST", "/v1/games", token, {"game": "woof-meow-biscuits", "seats": 2})
    assert refused.value.status == 403 and refused.value.body["scope"] == "create"
    # Its use shows in the list.
    page.driver.refresh()
    page.wait(lambda: page.present(row) and page.text(f"{row} .last-used") not in ("", "never"), "the token's use is not shown")
    assert not page.present("#new-token"), "the token was shown twice"
    page.click(f"{row} .revoke-token")
    page.wait(lambda: not page.all(row), "the revoked token is still listed")
    assert "revoked" in page.text("#token-state")
    with pytest.raises(referee_http.Problem) as refused:
        api.call("GET", "/v1/players/me/games", token)
    assert refused.value.status == 401 and refused.value.body["code"] == "token_revoked"
    assert page.errors() == []


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def oauth_app():
    """examples/oauth_app.py, serving on a free loopback port: its address."""
    port = free_port()
    app = subprocess.Popen(
        [sys.executable, os.path.join(ROOT, "examples", "oauth_app.py"), "--referee", BASE, "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    try:
        deadline = time.time() + 15
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if app.poll() is not None or time.time() > deadline:
                    raise AssertionError(f"the example app did not start: {app.stdout.read() if app.poll() is not None else ''}")
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        app.terminate()
        app.wait(timeout=10)


def test_an_app_plays_for_a_player_with_its_consent_until_revoked(page, api, oauth_app):
    handle, me = person(api, "Appy")
    created = api.call("POST", "/v1/games", me["token"], {"game": "woof-meow-biscuits", "seats": 2, "bots": ["random"]})
    game_id = created["id"]
    host = oauth_app.removeprefix("http://")
    # The app's link leads to the referee's page, which has a signed-out
    # player sign in first, then shows the consent page: who asks, where
    # the answer goes, and each scope in words.
    page.driver.get(oauth_app + "/")
    page.click("#signin")
    page.wait(lambda: page.present("#oauth-client") and page.present("#signin-handle"), "the page did not ask to sign in first")
    assert "#/oauth/authorize?" in page.driver.current_url
    assert not page.present("#oauth-approve")
    page.find("#signin-handle").send_keys(handle)
    page.find("#signin-password").send_keys(PASSWORD)
    page.click("#sign-in-password")
    page.wait(lambda: page.present("#oauth-approve"), "the consent page did not show once signed in")
    assert "#/oauth/authorize?" in page.driver.current_url
    assert page.text("#oauth-client") == "Example referee app"
    assert page.text("#oauth-host") == host
    words = scope_words(api)
    assert [li.get_attribute("data-scope") for li in page.all("#oauth-scopes li")] == ["read", "play"]
    for scope in ("read", "play"):
        assert words[scope] in page.text(f'#oauth-scopes li[data-scope="{scope}"]')
    assert page.accessibility_problems() == []
    page.screenshot("oauth-consent")
    page.click("#oauth-approve")
    # Back at the app, with a token: it lists the game, and plays a move on the player's turn.
    page.wait(lambda: page.driver.current_url.startswith(oauth_app) and page.present("#games"), "the app did not get a token")
    game_row = f'#games li[data-game="{game_id}"]'
    deadline = time.time() + 20
    while not page.present(f"{game_row} button.play"):
        assert time.time() < deadline, f"the app offers no move: {page.text('body')}"
        time.sleep(0.3)
        page.driver.refresh()
    before = api.game(me["token"], game_id)["version"]
    page.click(f"{game_row} button.play")
    page.wait(lambda: page.present("#outcome, #error, #revoked"), "the app showed no outcome")
    assert page.present("#outcome"), page.text("body")
    played = int(page.text("#version"))
    assert played > before
    # The referee's own page shows the game moved on.
    page.open(f"#/game/{game_id}")
    page.wait(lambda: page.present("#version") and int(page.text("#version")) >= played, "the referee's view did not move")
    # Asked again, the player refuses: the app hears access_denied.
    page.driver.get(oauth_app + "/")
    page.click("#signin")
    page.wait(lambda: page.present("#oauth-deny"), "the consent page did not show again")
    page.click("#oauth-deny")
    page.wait(lambda: page.present("#refused"), "the app was not told of the refusal")
    assert "access_denied" in page.text("#refused")
    # The account page lists the app (one approval), and revokes it.
    page.open("#/account")
    row = "#apps tr[data-app]"
    page.wait(lambda: page.present(row), "the app is not listed")
    assert len(page.all(row)) == 1
    assert page.text(f"{row} .client-id") == "Example referee app"
    assert page.text(f"{row} .redirect-host") == host
    assert page.text(f"{row} .scopes") == "read, play"
    assert page.text(f"{row} .last-used") != "never"
    assert page.accessibility_problems() == []
    # Tall enough for the apps, below the tokens.
    page.driver.set_window_size(1100, 1500)
    page.screenshot("account")
    page.click(f"{row} .revoke-app")
    page.wait(lambda: not page.all(row), "the revoked app is still listed")
    # The app's next call is refused.
    page.driver.get(oauth_app + "/")
    page.wait(lambda: page.present("#revoked"), "the app did not see its access revoked")
    assert "401" in page.text("#revoked")
    assert page.errors() == []


def test_a_broken_request_is_refused_on_the_page_and_a_bad_one_goes_back_to_the_app(page, oauth_app):
    # No redirect URI to trust: the player is told, the app is not.
    page.open("#/oauth/authorize?response_type=code&client_id=Evil&redirect_uri=http%3A%2F%2Fevil.example%2Fcb"
              "&scope=read&code_challenge_method=S256&code_challenge=" + "a" * 43)
    page.wait(lambda: page.present("#oauth-error"), "a request with an untrusted redirect was not refused")
    assert "redirect_uri" in page.text("#oauth-error")
    assert page.driver.current_url.startswith(BASE)
    assert not page.present("#oauth-approve")
    assert page.accessibility_problems() == []
    # A request the app must hear refused (here: no PKCE) goes back to it
    # at once, signed in or not, with its state.
    callback = urllib.parse.quote(f"{oauth_app}/callback", safe="")
    page.open(f"#/oauth/authorize?response_type=code&client_id=Lazy&redirect_uri={callback}&scope=read&state=xyz")
    page.wait(lambda: page.driver.current_url.startswith(f"{oauth_app}/callback"), "the refusal did not go back to the app")
    assert "error=invalid_request" in page.driver.current_url and "state=xyz" in page.driver.current_url
    # The app started no such sign-in, and says so.
    assert "no sign-in of this browser" in page.text("#error")
    # The refused check (400), and the app's refusal of a state it never made, on purpose.
    assert page.errors(refused_requests_expected=True) == []
