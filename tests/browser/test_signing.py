"""The page's signing key (docs/FAIRNESS.md, "Signed moves"): made with the
browser's WebCrypto Ed25519 on the player's profile, kept in the browser,
registered and revoked there; every move the page sends is signed with it,
a game created with "Signed moves only" takes no other, and a refusal of a
signature is shown in the page's words. The opponent plays through the API
with its own key, signed here with `cryptography`.
"""

import json

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat


class Signer:
    """An API player's Ed25519 key, registered with the server."""

    def __init__(self, api, token):
        self.private = Ed25519PrivateKey.generate()
        public = self.private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()
        self.key_id = api.call("POST", "/v1/players/me/keys", token, {"public_key": public})["key_id"]

    def signature(self, game_id, version, seat, action):
        canonical = json.dumps(action, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        text = f"referee-move-signature/v1\n{game_id}\n{version}\n{seat}\n{canonical}\n"
        return {"key_id": self.key_id, "signature": self.private.sign(text.encode()).hex()}


def make_key(page, player_id):
    """Makes the player's signing key on its profile page; its key id as shown."""
    page.open(f"#/player/{player_id}")
    page.wait(lambda: page.present("#make-signing-key"), "no way to make a signing key")
    page.click("#make-signing-key")
    page.wait(lambda: page.text("#signing-key-id"), "the new key's id did not show")
    return page.text("#signing-key-id")


def create_signed_game(page):
    """A two-seat Woof game with "Signed moves only", no bots; its id."""
    page.open("#/")
    page.wait(lambda: page.present("#create-signed"), "no signed-moves box")
    page.choose_game("Woof", bots=None)
    page.click("#create-signed")
    page.click("#create")
    page.wait(lambda: page.present("#version"), "the new game did not open")
    return page.driver.current_url.rsplit("/", 1)[-1]


def seated_opponent(api, game_id):
    bob = api.player("bob")
    signer = Signer(api, bob["token"])
    api.call("POST", f"/v1/games/{game_id}/seats", bob["token"], {})
    return bob, signer


def opponent_moves(api, bob, signer, game_id):
    """Bob plays his first legal card, signed, while he is on turn; the game then."""
    while True:
        game = api.game(bob["token"], game_id)
        if game["status"] != "active" or game["turn"]["seat"] != game["you"]["seat"]:
            return game
        action = {"kind": "play", "card": game["legal_actions"]["cards"][0]["id"]}
        api.call("POST", f"/v1/games/{game_id}/moves", bob["token"], {
            "game": game["game"],
            "expected_version": game["version"],
            "action": action,
            "signature": signer.signature(game_id, game["version"], game["you"]["seat"], action),
        })


def wait_on_turn(page, version):
    page.wait(
        lambda: page.table_state()["version"] == version and page.table_state()["enabled"],
        f"the page did not offer a card at version {version}",
    )


def test_the_pages_moves_are_signed_with_its_key_and_the_bundle_shows_it(page, api):
    me = page.register("signer")
    key_id = make_key(page, me["player_id"])
    [registered] = api.call("GET", "/v1/players/me/keys", me["token"])["keys"]
    assert registered["key_id"] == key_id and registered["revoked_at"] is None
    assert page.accessibility_problems() == []
    game_id = create_signed_game(page)
    assert api.game(me["token"], game_id)["signed_moves"] is True
    bob, signer = seated_opponent(api, game_id)
    page.wait(lambda: key_id in page.text("#signing-state"), "the game does not say how moves are signed")
    assert "signed moves only" in page.text("#signing-state")
    clicks = 0
    while True:
        game = opponent_moves(api, bob, signer, game_id)
        if game["status"] == "finished":
            break
        wait_on_turn(page, game["version"])
        page.play_card(page.table_state()["enabled"][0], game["version"])
        clicks += 1
        assert clicks < 200, "the game did not end"
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", me["token"])
    assert bundle["header"].get("signed_moves") is True
    mine = api.game(me["token"], game_id)["you"]["seat"]
    page_steps = [s for s in bundle["steps"] if s["actor_seat"] == mine]
    bob_steps = [s for s in bundle["steps"] if s["actor_seat"] == 1 - mine]
    assert len(page_steps) == clicks > 0
    assert {s["signature"]["key_id"] for s in page_steps} == {key_id}
    assert all(s["signature"]["signer"] == "player" for s in page_steps)
    assert {s["signature"]["key_id"] for s in bob_steps} == {signer.key_id}
    # The page's own replay verifies the signed bundle and says who signed.
    page.open(f"#/replay/{game_id}")
    page.wait(lambda: page.present("#verdict"), "no verdict")
    assert page.text("#verdict").startswith("Verified"), page.text("#verdict")
    signed = page.content('#fields tr[data-field="step signatures"]')
    assert f"{clicks} by the player's key {key_id}" in signed, signed
    assert page.errors() == []


def test_a_signed_moves_game_without_a_key_in_this_browser_links_to_the_players_profile(page, api):
    me = page.register("keyless")
    create_signed_game(page)
    page.wait(lambda: page.present("#signing-key-link"), "no link to the player's profile")
    assert "make one on your profile page" in page.text("#signing-state")
    assert page.find("#signing-key-link").get_attribute("href").endswith(f"#/player/{me['player_id']}")
    page.click("#signing-key-link")
    page.wait(lambda: page.present("#make-signing-key"), "the profile does not offer to make a key")
    assert page.errors() == []


def test_a_move_signed_with_a_revoked_key_is_refused_and_the_page_says_why(page, api):
    me = page.register("revoked signer")
    key_id = make_key(page, me["player_id"])
    game_id = create_signed_game(page)
    bob, signer = seated_opponent(api, game_id)
    game = opponent_moves(api, bob, signer, game_id)
    wait_on_turn(page, game["version"])
    # The key is revoked behind the page's back: its next move is refused.
    api.call("DELETE", f"/v1/players/me/keys/{key_id}", me["token"])
    page.click(f'.hand button.card[data-card="{page.table_state()["enabled"][0]}"]')
    page.wait(lambda: "signing_key_revoked" in page.text("#move-error"), "the refusal was not shown")
    assert api.game(me["token"], game_id)["version"] == game["version"]
    # The profile says so, and the key is deleted from the browser there.
    page.open(f"#/player/{me['player_id']}")
    page.wait(lambda: page.present("#signing-key-revoked"), "the profile does not say the key is revoked")
    page.click("#revoke-signing-key")
    page.wait(lambda: page.present("#make-signing-key"), "the revoked key was not deleted")
    # Without a key the game page says the game needs one, and sends nothing.
    page.open(f"#/game/{game_id}")
    wait_on_turn(page, game["version"])
    assert "keeps no signing key" in page.text("#signing-state")
    page.click(f'.hand button.card[data-card="{page.table_state()["enabled"][0]}"]')
    page.wait(lambda: "keeps no signing key" in page.text("#move-error"), "no word on the missing key")
    assert api.game(me["token"], game_id)["version"] == game["version"]
    assert page.errors(refused_requests_expected=True) == []


def test_revoking_the_key_in_the_page_revokes_it_on_the_server(page, api):
    me = page.register("careful signer")
    key_id = make_key(page, me["player_id"])
    page.click("#revoke-signing-key")
    page.wait(lambda: page.present("#make-signing-key"), "the key was not revoked")
    [revoked] = api.call("GET", "/v1/players/me/keys", me["token"])["keys"]
    assert revoked["key_id"] == key_id and revoked["revoked_at"] is not None
    # A new key is another key.
    assert make_key(page, me["player_id"]) != key_id
    assert page.errors() == []


def test_a_browser_without_webcrypto_ed25519_says_so_and_moves_unsigned(page, api):
    # This Chromium has Ed25519: the test takes it away before the page loads.
    page.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        const generate = crypto.subtle.generateKey.bind(crypto.subtle);
        crypto.subtle.generateKey = (algorithm, ...rest) =>
            (algorithm?.name ?? algorithm) === "Ed25519"
                ? Promise.reject(new DOMException("Unrecognized name.", "NotSupportedError"))
                : generate(algorithm, ...rest);
        // What the page sends as moves, to look at.
        window.sentMoves = [];
        const send = window.fetch;
        window.fetch = (path, init) => {
            if (String(path).endsWith("/moves")) window.sentMoves.push(JSON.parse(init.body));
            return send(path, init);
        };
    """})
    me = page.register("old browser")
    page.open(f"#/player/{me['player_id']}")
    page.wait(lambda: page.present("#signing-unsupported"), "no word that this browser cannot sign")
    assert not page.present("#make-signing-key")
    # An ordinary game is played unsigned.
    page.open("#/")
    page.wait(lambda: page.present("#create"), "the lobby did not show")
    game_id = page.create_game("Woof")
    page.wait(lambda: page.present("#signing-state"), "the game page did not show")
    assert page.text("#signing-state") == ""
    page.wait(lambda: page.table_state()["enabled"], "never on turn")
    version = page.table_state()["version"]
    page.click(f'.hand button.card[data-card="{page.table_state()["enabled"][0]}"]')
    page.wait(lambda: page.table_state()["version"] > version or page.text("#move-error"), "no move")
    assert page.text("#move-error") == ""
    [sent] = page.driver.execute_script("return window.sentMoves")
    assert sent["expected_version"] == version and "signature" not in sent
    assert api.game(me["token"], game_id)["version"] > version
    assert page.errors() == []
