"""The web page served at `/`, in a real browser: the lobby follows new
games live, a watching page follows a game played by API clients, a seat
plays a whole game by clicks, a finished game replays to its end with
every step verified in the browser, and a tampered bundle shows the step
that fails. The screenshots in docs/screenshots come from these tests.
"""

import re
import copy

MEERKAT = "shake-it-meerkat"
BISCUITS = "woof-meow-biscuits"


def cards(count):
    """A number of cards as the page words it: "1 card", "6 cards"."""
    return f"{count} card{'' if count == 1 else 's'}"


def test_the_page_and_its_files_load_without_errors(page):
    page.open("#/")
    page.wait(lambda: page.present("#register-name"), "the sign-in form did not show")
    assert page.errors() == []
    # The API's own documentation stays where it was.
    assert page.driver.title == "Lobby — referee"


def test_the_lobby_lists_a_new_game_without_a_reload(page, api):
    page.register("lobby watcher")
    page.wait(lambda: page.present("#lobby-open table, #lobby-open .empty"), "the lobby did not load")
    # A marker in the page's memory: gone if the page reloads.
    page.driver.execute_script("window.stillTheSamePage = true")
    carol = api.player("carol")
    created = api.call(
        "POST", "/v1/games", carol["token"], {"game": BISCUITS, "seats": 3}
    )
    row = f'#lobby-open tr[data-game="{created["id"]}"]'
    page.wait(lambda: page.present(row), "the new game did not appear in the lobby")
    assert "1/3 seats" in page.text(row)
    # A join shows too.
    dave = api.player("dave")
    api.call("POST", f"/v1/games/{created['id']}/seats", dave["token"], {})
    page.wait(lambda: "2/3 seats" in page.text(row), "the join did not show in the lobby")
    assert page.driver.execute_script("return window.stillTheSamePage") is True
    page.screenshot("lobby")
    assert page.errors() == []


def test_a_watching_page_follows_a_game_played_by_api_clients(page, api, rng):
    alice, bob = api.player("alice"), api.player("bob")
    game = api.call(
        "POST", "/v1/games", alice["token"], {"game": MEERKAT, "seats": 2, "options": {"card_backs": "exact"}}
    )
    api.call("POST", f"/v1/games/{game['id']}/seats", bob["token"], {})
    page.register("spectator")
    page.open(f"#/game/{game['id']}")
    page.wait(lambda: page.text("#version") == "1", "the game's first version did not show")
    assert page.text("#turn").startswith("Watching: "), page.text("#turn")
    assert "watching as a spectator" in page.content("#game-info")
    page.driver.execute_script("window.stillTheSamePage = true")
    for _ in range(8):
        version = api.play_random_move([alice, bob], game["id"], rng)
        page.wait(lambda: page.text("#version") == str(version), f"version {version} did not show")
        spectator = api.game(page.session()["token"], game["id"])["view"]
        # What the page draws is the spectator's view: hand sizes and the pile.
        for seat in spectator["seats"]:
            seat_box = f'.seat[data-seat="{seat["seat"]}"]'
            assert f'{cards(seat["hand"]["count"])} in hand' in page.text(seat_box)
            # Hands are drawn face down only: a spectator sees no face.
            labels = [c.get_attribute("aria-label") for c in page.all(f"{seat_box} .card-art")]
            assert len(labels) == seat["hand"]["count"]
            assert all(label.startswith("face down") for label in labels), labels
        assert f'Draw pile: {cards(spectator["pile"]["size"])}' in page.text(".pile")
        # No hand of its own, and nothing to click.
        assert page.present(".hand") is None
        assert page.all(".table button") == []
    assert page.driver.execute_script("return window.stillTheSamePage") is True
    assert page.errors() == []


def test_a_seat_plays_a_whole_biscuits_game_by_clicks(page, api):
    page.register("clicker")
    game_id = page.create_game("Woof")
    token = page.session()["token"]
    clicks = 0
    while True:
        page.wait(
            lambda: page.table_state()["finished"] or page.table_state()["enabled"],
            "neither a playable card nor the outcome showed",
        )
        shown = page.table_state()
        if shown["finished"]:
            break
        # Only the legal cards are enabled: those of the view's legal actions.
        game = api.game(token, game_id)
        if game["version"] != shown["version"]:
            continue
        legal = {c["id"] for c in game["legal_actions"]["cards"]}
        assert set(shown["enabled"]) == legal
        # Once by keyboard: focus and Enter.
        page.play_card(shown["enabled"][0], shown["version"], keyboard=clicks == 1)
        clicks += 1
        assert clicks < 200, "the game did not end"
    finished = api.game(token, game_id)
    assert finished["status"] == "finished"
    me = finished["you"]["seat"]
    # Every move of the page's seat was its own, sent by a click.
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", token)
    mine = [s for s in bundle["steps"] if s["actor_seat"] == me]
    assert len(mine) == clicks and all(s.get("played_by") in (None, "player") for s in mine)
    # The game-over screen: the result for the player, named seats, every
    # round, and what to do next.
    outcome = finished["outcome"]
    names = {s["seat"]: s["name"] for s in finished["seats"]}
    title = page.text("#game-over-title")
    expected = "You won" if outcome["winners"] == [me] else "A tie" if me in outcome["winners"] else "You lost"
    assert title.startswith(f"Game over — {expected}"), title
    final = page.text("#outcome")
    for seat, score in enumerate(outcome["scores"]):
        assert f"{names[seat]} {score}" in final, final
    headers = [th.text for th in page.all("#rounds thead th")]
    assert headers == ["Round", names[0], names[1]], headers
    rounds = [e for step in bundle["steps"] for e in step["events"] if e["type"] == "round_ended"]
    rows = page.all("#rounds tbody tr")
    assert len(rows) >= max(len(rounds), 1) + 1, [r.text for r in rows]
    assert rows[-1].text.split()[0] == "Total"
    for control in ("#rematch", "#replay-link", "#download-bundle", "#share", "#share-url"):
        assert page.present(control), control
    assert page.find("#share-url").get_attribute("value").endswith(f"#/game/{game_id}")
    page.screenshot("game-over")
    assert page.accessibility_problems() == []
    # The rematch: the page's seat asks, the bot takes its old seat again.
    page.click("#rematch")
    page.wait(lambda: game_id not in page.driver.current_url, "the rematch did not open")
    rematch_id = page.driver.current_url.rsplit("/", 1)[-1]
    page.wait(lambda: page.present("#version"), "the rematch did not show")
    rematch = api.game(token, rematch_id)
    assert rematch["rematch_of"] == game_id and rematch["status"] == "active", rematch
    assert api.game(token, game_id)["rematch"] == rematch_id
    assert page.errors() == []


def test_resigning_leaving_and_seating_bots_by_clicks(page, api):
    page.register("host")
    page.find("#create-game").send_keys("Woof")
    page.find("#create-seats").clear()
    page.find("#create-seats").send_keys("3")
    page.find("#create").click()
    page.wait(lambda: page.present("#add-bot"), "the creator's controls did not show")
    game_id = page.driver.current_url.rsplit("/", 1)[-1]
    token = page.session()["token"]
    seated = lambda: len(api.game(token, game_id)["seats"])  # noqa: E731
    page.click("#add-bot")
    page.wait(lambda: "1: random" in page.content("#game-info"), "the bot's seat did not show")
    assert seated() == 2
    page.click("#leave")
    page.wait(lambda: page.present("#join"), "leaving did not offer to join again")
    assert seated() == 1 and api.game(token, game_id)["you"] is None
    page.click("#join")
    page.wait(lambda: page.present("#leave"), "joining did not show")
    page.click("#add-bot")
    # The full table starts: a seat of a running game may resign.
    page.wait(lambda: page.present("#resign"), "the full table did not start")
    assert api.game(token, game_id)["status"] == "active"
    # Resign, in two steps: the referee then plays the seat's turns.
    page.click("#resign")
    page.click("#resign-yes")
    page.wait(lambda: page.present("#outcome"), "the game did not play out after resigning", timeout=60)
    me = api.game(token, game_id)["you"]["seat"]
    steps = api.call("GET", f"/v1/games/{game_id}/audit", token)["steps"]
    mine = [s for s in steps if s["actor_seat"] == me]
    assert mine and all(s.get("played_by") == "resigned" for s in mine), mine[:3]
    assert "resigned" in page.content("#game-info")
    assert page.errors() == []


def test_a_seat_plays_meerkat_by_clicks_with_only_legal_choices(page, api):
    page.register("bluffer")
    page.choose_game("Shake")
    # Options come from the catalog: card backs shown exactly, a turn clock.
    page.find("#create-options").find_element("xpath", "../summary").click()
    page.find("#option-card_backs").send_keys("exact")
    page.find("#option-turn_time").send_keys("3600")
    page.find("#create").click()
    page.wait(lambda: page.present("#version"), "the new game did not open")
    game_id = page.driver.current_url.rsplit("/", 1)[-1]
    token = page.session()["token"]
    options = api.game(token, game_id)["options"]
    assert options["card_backs"] == "exact" and options["turn_time"] == 3600, options
    # An hour's turn reads as h:mm:ss or m:ss left, until today's or tomorrow's time.
    page.wait(lambda: re.match(r"\d+:\d\d(:\d\d)? left \(until ", page.text("#deadline")), "the turn's deadline did not show")
    moves = 0
    while moves < 6 and not page.present("#outcome"):
        page.wait(
            lambda: page.present("#outcome") or page.present(".hand button.card"),
            "the page's seat never came on turn",
        )
        if page.present("#outcome"):
            break
        game = api.game(token, game_id)
        if game["version"] != int(page.text("#version")):
            continue
        legal = game["legal_actions"]
        before = game["version"]
        assert page.enabled('[data-action="pass"]') == legal["may_pass"]
        assert page.enabled('[data-action="challenge"]') == legal["may_challenge"]
        if legal["plays"]:
            play = legal["plays"][0]
            rank = play["ranks"][0]
            # With too few cards chosen, the play is not offered.
            if play["min_count"] > 0:
                assert not page.enabled(f'[data-action="play-{rank}"]')
            hand = [c["id"] for c in game["view"]["hand"]]
            for card in hand[: play["min_count"]]:
                page.click(f'.hand button.card[data-card="{card}"]')
            page.wait(
                lambda: len(page.all('.hand button.card[aria-pressed="true"]')) == play["min_count"],
                "the chosen cards did not show as chosen",
            )
            assert page.enabled(f'[data-action="play-{rank}"]')
            page.click(f'[data-action="play-{rank}"]')
        elif legal["may_pass"]:
            page.click('[data-action="pass"]')
        else:
            page.click('[data-action="challenge"]')
        page.wait(lambda: int(page.text("#version")) > before or page.text("#move-error"), "no move")
        assert page.text("#move-error") == ""
        moves += 1
    assert moves >= 3
    assert page.errors() == []


def test_a_refused_move_is_explained_in_plain_words(page, api):
    page.register("revoker")
    game_id = page.create_game("Woof")
    page.wait(lambda: any(b.is_enabled() for b in page.all(".hand button.card")), "never on turn")
    session = page.session()
    version = int(page.text("#version"))
    # The page's token is revoked behind its back: its next move is refused.
    api.call("POST", "/v1/tokens/revoke", session["token"])
    [b for b in page.all(".hand button.card") if b.is_enabled()][0].click()
    page.wait(lambda: "token_revoked" in page.text("#move-error"), "no error shown")
    error = page.text("#move-error")
    # The problem document's own words, not a status number.
    assert "revoked" in error.split("(token_revoked)")[0], error
    # And nothing changed.
    fresh = api.call(
        "POST", "/v1/tokens", body={"player_id": session["player_id"], "api_key": session["api_key"]}
    )
    assert api.game(fresh["token"], game_id)["version"] == version
    assert page.errors(refused_requests_expected=True) == []


def finished_game(api, game=BISCUITS, seats=2):
    """A game two bots play to its end (the creator only watches)."""
    owner = api.player("owner")
    created = api.call(
        "POST",
        "/v1/games",
        owner["token"],
        {"game": game, "seats": seats, "join": False, "bots": ["sharp", "random"][:seats]},
    )
    api.wait_finished(owner["token"], created["id"])
    return owner, created["id"]


def test_a_finished_game_replays_to_the_end_with_every_step_verified(page, api):
    owner, game_id = finished_game(api)
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", owner["token"])
    steps = len(bundle["steps"])
    page.register("auditor")
    page.open(f"#/replay/{game_id}")
    page.wait(lambda: page.present("#verdict"), "no verdict")
    assert page.text("#verdict").startswith("Verified"), page.text("#verdict")
    assert page.text("#step-position") == f"Step 0 of {steps}"
    # Every check, folded under "Every check".
    checks = {li.get_attribute("data-check"): li.get_attribute("textContent") for li in page.all("#checks li")}
    for name in ("seed_commitment", "game_seed"):
        assert "verified" in checks[name], checks
    # Every step of the list is verified.
    items = page.all("#step-list li")
    assert len(items) == steps
    assert all("verified" in li.get_attribute("textContent") for li in items)
    page.find("#next").click()
    page.wait(lambda: page.text("#step-position") == f"Step 1 of {steps}", "next did not step")
    # Every hand is shown in a replay: the seats' cards are faces.
    labels = [c.get_attribute("aria-label") for c in page.all(".seat .card-art")]
    assert labels and not any(label.startswith("face down") for label in labels), labels
    page.find("#autoplay").click()
    page.wait(lambda: page.text("#step-position") == f"Step 3 of {steps}", "autoplay did not advance")
    page.find("#autoplay").click()
    page.find("#last").click()
    page.wait(lambda: page.text("#step-position") == f"Step {steps} of {steps}", "last did not step")
    assert "step verified" in page.text("#step-status")
    # The last frame is the end of the game, as the server tells it.
    final_game = api.game(owner["token"], game_id)
    final = final_game["view"]
    # The seats carry their players' names (checked against the header).
    names = {s["seat"]: s["name"] for s in final_game["seats"]}
    winners = ", ".join(f"{names[s]} (seat {s})" for s in final["winners"])
    assert f"Winners\n{winners}" in page.text(".facts") or winners in page.text(".facts")
    page.find("#prev").click()
    page.wait(lambda: page.text("#step-position") == f"Step {steps - 1} of {steps}", "prev did not step")
    page.find("#first").click()
    page.wait(lambda: page.text("#step-position") == f"Step 0 of {steps}", "first did not step")
    page.find("#step-slider").send_keys("\ue014")  # arrow right
    page.wait(lambda: page.text("#step-position") == f"Step 1 of {steps}", "the slider did not step")
    page.find("#last").click()
    page.screenshot("replay")
    assert page.errors() == []


def test_a_tampered_bundle_shows_the_step_that_fails(page, api):
    owner, game_id = finished_game(api)
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", owner["token"])
    tampered = copy.deepcopy(bundle)
    k = 3
    event = tampered["steps"][k - 1]["events"][0]
    assert "card" in event, event
    event["card"] = (event["card"] + 1) % 33
    verdict = page.open_bundle(tampered)
    assert verdict.startswith(f"Not verified: step {k}:"), verdict
    items = page.all("#step-list li")
    statuses = [li.get_attribute("textContent") for li in items]
    assert all("verified" in s for s in statuses[: k - 1]), statuses[:k]
    assert "✗" in statuses[k - 1]
    # The page opens on the failing step.
    assert page.text("#step-position") == f"Step {k} of {len(bundle['steps'])}"
    page.screenshot("replay-tampered")
    assert page.errors() == []


def test_the_page_works_in_a_narrow_window(page, api):
    def no_sideways_scroll(where):
        width = page.driver.execute_script("return document.documentElement.scrollWidth")
        inner = page.driver.execute_script("return window.innerWidth")
        assert width <= inner, f"{where} scrolls sideways: {width} > {inner}"

    page.driver.set_window_size(380, 800)
    page.open("#/")
    page.wait(lambda: page.present("#register-name"), "the sign-in form did not show")
    no_sideways_scroll("the sign-in form")
    page.register("narrow")
    other = api.player("other")
    api.call("POST", "/v1/games", other["token"], {"game": BISCUITS, "seats": 4})
    page.wait(lambda: page.present("#lobby-open table"), "the lobby did not list the game")
    no_sideways_scroll("the lobby")
    page.create_game("Shake")
    page.wait(lambda: page.present(".hand button.card"), "no hand shown")
    no_sideways_scroll("a Meerkat table")
    owner, game_id = finished_game(api)
    page.open(f"#/replay/{game_id}")
    page.wait(lambda: page.present("#verdict"), "no verdict")
    no_sideways_scroll("a replay")


def test_lobby_table_and_replay_pass_axe_accessibility_checks(page, api):
    """Cards have text alternatives, controls have names, colours contrast:
    axe-core finds nothing serious on the three screens."""
    page.register("reader")
    other = api.player("other")
    api.call("POST", "/v1/games", other["token"], {"game": MEERKAT, "seats": 3})
    page.wait(lambda: page.present("#lobby-open table"), "the lobby did not list the game")
    assert page.accessibility_problems() == []
    # A table with a hand to play: cards are buttons with names.
    page.create_game("Shake")
    page.wait(lambda: page.present(".hand button.card"), "no hand shown")
    labels = page.driver.execute_script(
        "return [...document.querySelectorAll('.card-art')].map((e) => e.getAttribute('aria-label'))"
    )
    assert labels and all(labels), labels
    assert page.accessibility_problems() == []
    owner, game_id = finished_game(api)
    page.open(f"#/replay/{game_id}")
    page.wait(lambda: page.present("#verdict"), "no verdict")
    page.find("#next").click()
    assert page.accessibility_problems() == []
