"""The table as a player uses it: the hand and its controls on screen
without scrolling (desktop and phone), the focus kept in the hand after a
move, a move log that names every card the viewer may see and survives a
reload, the "your turn" signal in the tab's title and the lobby, and a
sign-in kept on the browser unless the player unticks it.
"""

import re

MEERKAT = "shake-it-meerkat"
BISCUITS = "woof-meow-biscuits"

HAND_AND_CONTROLS = "#hand, #hand button.card, #hand [data-action]"


def biscuits_label(card):
    """A Biscuits card as the page names it (render.js, biscuitsLabel)."""
    kind = card["kind"]
    if kind in ("dog", "cat"):
        return f"{kind} {card['number']}"
    return "minus one" if kind == "minus_one" else kind


def test_hand_and_controls_are_on_screen_on_a_desktop_and_a_phone(page, api):
    page.register("player")
    for (width, height), shot in (((1280, 900), "table-desktop"), ((390, 844), "table-phone")):
        page.driver.set_window_size(width, height)
        page.open("#/")
        page.wait(lambda: page.present("#create"), "the lobby did not show")
        # The biggest table: Meerkat with four bots, its hand of cards.
        page.choose_game("Shake")
        page.find("#create-seats").clear()
        page.find("#create-seats").send_keys("5")
        page.find("#create").click()
        page.wait(lambda: page.present("#hand .card"), "no hand shown")
        page.wait(lambda: page.present("#hand button.card"), "the page's seat never came on turn", timeout=30)
        page.driver.execute_script("window.scrollTo(0, 0)")
        assert page.outside_viewport(HAND_AND_CONTROLS) == [], (width, height)
        # Every move control is there: five ranks, pass, challenge.
        assert len(page.all("#hand [data-action]")) == 7
        # The hand is drawn once: the player's own seat shows no cards.
        you = page.driver.execute_script(
            "return [...document.querySelectorAll('.seat')].find((s) => s.textContent.includes('— you'))?.dataset.seat"
        )
        assert you is not None
        assert page.all(f'.seat[data-seat="{you}"] .card') == []
        assert "your hand is below" in page.text(f'.seat[data-seat="{you}"]')
        # The game's id and other details are folded away.
        assert page.find("#game-info").get_attribute("open") is None
        # Scrolled to the end of the page, the hand is still there.
        page.driver.execute_script(
            "window.scrollTo(0, document.body.scrollHeight); document.getElementById('game-scroll').scrollTo(0, 1e9)"
        )
        assert page.outside_viewport(HAND_AND_CONTROLS) == [], (width, height, "scrolled")
        page.screenshot(shot)
    assert page.errors() == []


def test_focus_stays_on_the_hand_after_a_move(page, api):
    page.register("keyboard")
    game_id = page.create_game("Woof")
    token = page.session()["token"]
    moves = 0
    while moves < 3:
        page.wait(lambda: page.table_state()["enabled"] or page.table_state()["finished"], "never on turn")
        if page.table_state()["finished"]:
            break
        before = page.table_state()["version"]
        if moves == 0:
            # The first move: focus a card and press Enter.
            page.click(f'#hand button.card[data-card="{page.table_state()["enabled"][0]}"]', keyboard=True)
        else:
            # Later moves: Enter on whatever has the focus, with no Tab.
            assert page.focus_within("#hand button.card:not(:disabled)"), page.driver.execute_script(
                "return document.activeElement.outerHTML.slice(0, 200)"
            )
            page.driver.switch_to.active_element.send_keys("\n")
        page.wait(lambda: page.table_state()["version"] > before, "the move did not show")
        assert page.text("#move-error") == ""
        # The bot answers and the table is drawn again: the focus stays in the hand.
        assert page.focus_within("#hand"), page.driver.execute_script("return document.activeElement.outerHTML.slice(0, 200)")
        page.wait(lambda: api.game(token, game_id)["version"] > before + 1 or page.present("#outcome"), "the bot did not answer")
        page.wait(lambda: page.table_state()["version"] == api.game(token, game_id)["version"], "the answer did not show")
        assert page.focus_within("#hand"), "the focus left the hand when the bot moved"
        moves += 1
    me = api.game(token, game_id)["you"]["seat"]
    mine = [s for s in api.call("GET", f"/v1/games/{game_id}/audit", token)["steps"] if s["actor_seat"] == me]
    assert len(mine) == moves >= 2
    assert page.errors() == []


def test_the_move_log_names_the_cards_the_viewer_may_see_and_survives_a_reload(page, api):
    page.register("logger")
    game_id = page.create_game("Woof")
    token = page.session()["token"]
    for _ in range(4):
        page.wait(lambda: page.table_state()["enabled"] or page.table_state()["finished"], "never on turn")
        if page.table_state()["finished"]:
            break
        before = page.table_state()["version"]
        page.click(f'#hand button.card[data-card="{page.table_state()["enabled"][0]}"]')
        page.wait(lambda: page.table_state()["version"] > before, "the move did not show")
    # On turn again (or over), nothing moves while the log is read.
    page.wait(lambda: page.table_state()["enabled"] or page.table_state()["finished"], "never on turn again")
    game = api.game(token, game_id)
    me = game["you"]["seat"]
    events = api.call("GET", f"/v1/games/{game_id}/events?limit=500", token)["events"]
    assert events[-1]["seq"] == game["version"]

    def check_log():
        page.wait(
            lambda: page.present(f'#move-log li[data-seq="{events[-1]["seq"]}"]'),
            "the log did not reach the last step",
        )
        items = page.driver.execute_script(
            "return [...document.querySelectorAll('#move-log li')].map((li) => [Number(li.dataset.seq), li.innerText])"
        )
        assert [seq for seq, _ in items] == [e["seq"] for e in reversed(events)]
        texts = dict(items)
        last = events[-6:]
        named_hidden = 0
        for step in last:
            text = texts[step["seq"]]
            if step["actor_seat"] == me:
                assert text.split()[1].rstrip(":") == "You", text
            for event in step["events"]:
                if event["type"] == "card_played":
                    # Public: every viewer sees the card played.
                    assert biscuits_label(event["card"]["card"]) in text, (event, text)
                if event["type"] == "card_drawn":
                    if event["card"] is None:
                        # Someone else's draw: no card is named.
                        assert re.search(r"drew a card(;|$| \d)", text), text
                        named_hidden += 1
                    else:
                        assert f'drew a card ({biscuits_label(event["card"]["card"])})' in text, text
        return named_hidden

    hidden = check_log()
    assert hidden > 0, "no opponent's draw among the last steps"
    page.screenshot("move-log")
    # A reload reads the log again from the events endpoint.
    page.driver.refresh()
    check_log()
    assert page.errors() == []


def test_the_title_and_the_lobby_say_your_turn(page, api):
    page.register("waiter")
    page.choose_game("Woof", bots=None)
    page.find("#create").click()
    page.wait(lambda: page.present("#share-url"), "the open game did not show its link")
    game_id = page.driver.current_url.rsplit("/", 1)[-1]
    token = page.session()["token"]
    opponent = api.player("opponent")
    api.call("POST", f"/v1/games/{game_id}/seats", opponent["token"], {})
    your_turn = "● Your turn — referee"
    their_turn = "Woof Meow Biscuits — referee"
    rng = __import__("random").Random(3)
    for _ in range(3):
        game = api.game(token, game_id)
        if game["status"] != "active":
            break
        if game["turn"]["seat"] == game["you"]["seat"]:
            page.wait(lambda: page.driver.title == your_turn, "the title did not say your turn")
            assert page.text("#turn") == "● Your turn"
            page.click(f'#hand button.card[data-card="{page.table_state()["enabled"][0]}"]')
        else:
            page.wait(lambda: page.driver.title == their_turn, f"the title is {page.driver.title!r}")
            assert page.text("#turn") == "opponent is on turn"
            api.play_random_move([opponent], game_id, rng)
        page.wait(lambda: page.table_state()["version"] > game["version"], "the move did not show")
    # The lobby lists the game among the player's own, with its turn.
    game = api.game(token, game_id)
    page.open("#/")
    row = f'#lobby-mine tr[data-game="{game_id}"]'
    page.wait(lambda: page.present(row), "the player's game is not in the lobby")
    mine = game["turn"]["seat"] == game["you"]["seat"]
    expected = "Your turn" if mine else "opponent's turn"
    page.wait(lambda: expected in page.text(row), f"the lobby row says {page.text(row)!r}")
    assert "waiter, opponent" in page.text(row)
    assert page.errors() == []


def test_staying_signed_in_is_the_default_and_signing_out_forgets_the_key(page, api):
    page.open("#/")
    page.wait(lambda: page.present("#register-name"), "the sign-in form did not show")
    assert page.find("#remember").is_selected(), "staying signed in is not the default"
    page.find("#register-name").send_keys("keeper")
    page.find("#register").click()
    page.wait(lambda: page.present("#create"), "the lobby did not show after registering")
    assert "Signed in as keeper" in page.text("#who")
    # A new tab of the same browser is still signed in.
    page.driver.switch_to.new_window("tab")
    page.open("#/")
    page.wait(lambda: page.present("#create"), "a new tab was not signed in")
    assert "Signed in as keeper" in page.text("#who")
    page.click("#sign-out")
    page.wait(lambda: page.present("#register-name"), "signing out did not show the sign-in form")
    stored = page.driver.execute_script(
        "return [localStorage.getItem('referee.session'), sessionStorage.getItem('referee.session')]"
    )
    assert stored == [None, None]
    # The first tab follows the sign-out: it shows the sign-in form and
    # stops its lobby's polls (which would go on without a token, refused).
    second = page.driver.current_window_handle
    page.driver.switch_to.window(page.driver.window_handles[0])
    page.wait(lambda: page.present("#register-name"), "the first tab did not follow the sign-out")
    assert "Signed out in another tab" in page.text("#status")
    page.driver.switch_to.window(second)
    # Without the box ticked, the key stays in the tab only; the key alone signs in.
    created = api.player("tab-only")
    page.find("#remember").click()
    page.find("#signin-key").send_keys(created["api_key"])
    page.find("#sign-in").click()
    page.wait(lambda: page.present("#create"), "signing in did not show the lobby")
    page.wait(lambda: "Signed in as tab-only" in page.text("#who"), "the header does not name the player")
    assert page.session()["player_id"] == created["player_id"]
    assert page.driver.execute_script("return localStorage.getItem('referee.session')") is None
    page.driver.switch_to.new_window("tab")
    page.open("#/")
    page.wait(lambda: page.present("#register-name"), "a new tab was signed in without being asked")
    assert page.errors() == []
