"""The game screen as a player meets it, at a desktop's size and a phone's:
the status strip and the hand bar never cover a card, a log line or a
button; the clock reads as hours or days and names tomorrow; a turn running
out turns it urgent and says so; bots' quick moves are told one by one; a
round's end is shown as such; the lobby's lists are paged. The screenshots
clock-strip.png and game-over-phone.png in docs/screenshots come from here.
"""

import datetime
import re
import time

import pytest

MEERKAT = "shake-it-meerkat"
BISCUITS = "woof-meow-biscuits"

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}

# Everything a player reads or uses between the two bars.
BETWEEN_THE_BARS = (
    "#table .card, #move-log li, #game-scroll button, #game-scroll a, #game-scroll select, "
    "#game-scroll input, #rounds th, #rounds td"
)


def covered(page):
    """Each element of BETWEEN_THE_BARS scrolled into view as the browser
    brings it (the nearest edge), then compared with the bars' boxes: the
    ones a bar covers, or that stay outside the window; [] when none."""
    return page.driver.execute_script(
        """const bars = ['#hand-bar', '#status-strip'].map((s) => document.querySelector(s))
               .filter((b) => b && b.getClientRects().length);
        const out = [];
        for (const e of document.querySelectorAll(arguments[0])) {
            if (!e.getClientRects().length || e.closest('details:not([open])')) continue;
            e.scrollIntoView({block: 'nearest', inline: 'nearest'});
            const r = e.getBoundingClientRect();
            if (r.width < 1 || r.height < 1) continue;
            const what = e.id || e.dataset.card || e.dataset.seq || e.textContent.trim().slice(0, 30);
            for (const bar of bars) {
                const b = bar.getBoundingClientRect();
                const across = Math.min(r.right, b.right) - Math.max(r.left, b.left);
                const down = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
                if (across > 1 && down > 1) out.push([what, bar.id, [r.top, r.bottom].map(Math.round), [b.top, b.bottom].map(Math.round)]);
            }
            if (r.height <= innerHeight && (r.top < -1 || r.bottom > innerHeight + 1)) out.push([what, 'outside the window', [r.top, r.bottom].map(Math.round)]);
        }
        return out;""",
        BETWEEN_THE_BARS,
    )


def strip_on_screen(page):
    """Whether the status strip, with whose turn it is, is wholly in the window."""
    return page.outside_viewport("#status-strip") == [] and page.present("#turn") is not None


@pytest.mark.parametrize("size", SIZES)
def test_nothing_is_covered_by_the_bars_mid_game_and_at_game_over(page, api, size):
    page.driver.set_window_size(*SIZES[size])
    page.register(f"roomy {size}")
    page.click("#key-saved")
    # The biggest table: Meerkat with four bots.
    page.choose_game("Shake")
    page.find("#create-seats").clear()
    page.find("#create-seats").send_keys("5")
    page.find("#create").click()
    page.wait(lambda: page.present("#hand button.card"), "the page's seat never came on turn", timeout=30)
    page.wait(lambda: page.present("#move-log li"), "the log did not show")
    assert covered(page) == [], size
    page.driver.execute_script("document.getElementById('game-scroll').scrollTo(0, 1e9)")
    assert strip_on_screen(page), "the strip scrolled away"
    # Resign: the referee plays the seat out, and the game ends.
    page.click("#resign")
    page.click("#resign-yes")
    page.wait(lambda: page.present("#outcome"), "the game did not end after resigning", timeout=90)
    page.wait(lambda: page.present("#rounds tbody tr"), "no rounds shown")
    assert "(you resigned)" in page.text("#game-over-title")
    assert page.find("#hand-bar").is_displayed() is False
    # The rounds keep their header row of names at every size.
    names = page.driver.execute_script(
        "return [...document.querySelectorAll('#rounds thead th')].filter((th) => th.offsetParent).map((th) => th.textContent)"
    )
    assert names[0] == "Round" and len(names) == 6 and "roomy " + size in names, names
    assert covered(page) == [], size
    assert page.driver.execute_script(
        "const s = document.getElementById('game-scroll'); return s.scrollWidth <= s.clientWidth"
    ), "the game screen scrolls sideways"
    for control in ("#download-bundle", "#replay-link", "#rematch"):
        page.find(control)
    if size == "phone":
        page.driver.execute_script(
            "document.querySelector('.figures-box').scrollLeft = 0; document.getElementById('game-over').scrollIntoView()"
        )
        page.screenshot("game-over-phone")
    assert page.accessibility_problems() == []
    assert page.errors() == []


def _game_between(api, turn_time, seats=2):
    """A public Biscuits game between fresh API players, started, with `turn_time`."""
    players = [api.player(f"clock {k}") for k in range(seats)]
    game = api.call(
        "POST",
        "/v1/games",
        players[0]["token"],
        {"game": BISCUITS, "seats": seats, "options": {"turn_time": turn_time}},
    )
    for other in players[1:]:
        api.call("POST", f"/v1/games/{game['id']}/seats", other["token"], {})
    return players, game["id"]


@pytest.mark.parametrize("size", SIZES)
def test_the_clock_reads_as_hours_and_names_tomorrow(page, api, size):
    page.driver.set_window_size(*SIZES[size])
    # The page's clock is the browser's: the deadline falls on the browser's tomorrow, at 12:00.
    now = datetime.datetime.fromtimestamp(
        page.driver.execute_script("return Date.now()") / 1000
    )
    noon = (now + datetime.timedelta(days=1)).replace(hour=12, minute=0, second=0, microsecond=0)
    _, game_id = _game_between(api, int((noon - now).total_seconds()) + 30)
    page.register(f"watcher {size}")
    page.click("#key-saved")
    page.open(f"#/game/{game_id}")
    page.wait(lambda: "left" in page.text("#deadline"), "the clock did not show")
    words = page.text("#deadline")
    assert re.fullmatch(
        r"(\d{1,2}:\d\d:\d\d|1 day \d{1,2} h) left \(until tomorrow 12:0\d( PM)?\)", words
    ), words
    assert "urgent" not in page.find("#deadline").get_attribute("class")
    assert strip_on_screen(page)
    if size == "desktop":
        page.screenshot("clock-strip")
    assert page.errors() == []


def test_a_running_out_turn_turns_the_clock_urgent_and_says_when_it_played(page, api):
    players, game_id = _game_between(api, 10)
    page.register("hurried watcher")
    page.open(f"#/game/{game_id}")
    page.wait(lambda: page.present("#deadline.urgent"), "ten seconds left is not urgent")
    assert re.fullmatch(r"0:\d\d left \(until \d\d:\d\d( [AP]M)?\)", page.text("#deadline")), page.text("#deadline")
    # Nobody moves: the clock plays the turn, and the strip says so.
    page.wait(lambda: page.present("#last-play.timed-out"), "the timed-out turn was not told", timeout=30)
    assert "time ran out" in page.text("#last-play")
    assert page.errors() == []


@pytest.mark.parametrize("size", SIZES)
def test_bots_quick_moves_are_told_one_by_one_and_named_apart(page, api, size):
    page.driver.set_window_size(*SIZES[size])
    page.register(f"follower {size}")
    page.choose_game("Woof")
    page.find("#create-seats").clear()
    page.find("#create-seats").send_keys("4")
    page.find("#create").click()
    page.wait(lambda: page.present("#pace"), "no pace to choose")
    # Three bots of one kind, told apart by name everywhere.
    game_id = page.driver.current_url.rsplit("/", 1)[-1]
    seats = api.game(page.session()["token"], game_id)["seats"]
    names = [seat["name"] for seat in seats]
    name_of = {seat["seat"]: seat["name"] for seat in seats}
    assert len(set(names)) == 4 and "random #2" in " ".join(names), names
    title = page.text("#game-title")
    assert all(name in title for name in names), title
    assert "(bot) (bot)" not in page.content("#game-info")
    bots = [seat["name"] for seat in seats if seat.get("bot")]
    page.find("#pace").send_keys("1 s each")
    page.wait(lambda: page.table_state()["enabled"], "never on turn", timeout=30)
    seen = []
    state = page.table_state()
    page.play_card(state["enabled"][0], state["version"])
    deadline = time.time() + 6
    while time.time() < deadline:
        words = page.text("#last-play")
        if words and (not seen or seen[-1] != words):
            seen.append(words)
        time.sleep(0.1)
    # Every move since the page's own (its own and the bots' answers, made
    # within a moment) held the line in turn, in order.
    steps = api.call("GET", f"/v1/games/{game_id}/events?after={state['version']}", page.session()["token"])["events"]
    moves = [s for s in steps if s["actor_seat"] is not None]
    assert len(moves) >= 2 and len(seen) >= len(moves), (moves, seen)
    bots_moved = {name_of[s["actor_seat"]] for s in moves if name_of[s["actor_seat"]] in bots}
    assert all(any(bot in w for w in seen) for bot in bots_moved), (bots_moved, seen)
    assert page.errors() == []


def test_a_rounds_end_is_shown_as_such(page, api):
    page.register("rounder")
    page.create_game("Woof")
    for _ in range(60):
        if page.present("#round-end") or page.present("#outcome"):
            break
        page.wait(
            lambda: page.present("#round-end") or page.present("#outcome") or page.table_state()["enabled"],
            "never on turn",
            timeout=30,
        )
        if page.present("#round-end") or page.present("#outcome"):
            break
        state = page.table_state()
        page.play_card(state["enabled"][0], state["version"])
    page.wait(lambda: page.present("#round-end"), "no round's end was shown")
    assert re.match(r"Round \d+ is over", page.text("#round-end-title"))
    assert "You:" in page.text("#round-end")
    page.click("#round-end-close")
    page.wait(lambda: not page.present("#round-end"), "the round's end did not close")
    assert page.errors() == []


def test_the_lobby_lists_are_paged_and_every_row_names_its_players(page, api):
    # Enough finished games for two pages: each a player against a bot,
    # resigned at once (the referee plays it out).
    host = api.player("pager")
    made = []
    for _ in range(11):
        game = api.call(
            "POST", "/v1/games", host["token"], {"game": BISCUITS, "seats": 2, "bots": ["random"]}
        )
        api.call("POST", f"/v1/games/{game['id']}/resign", host["token"])
        made.append(game["id"])
    for game_id in made:
        api.wait_finished(host["token"], game_id)
    page.register("lobby pager")
    page.wait(lambda: page.present("#finished-next"), "the finished games are not paged")
    rows = page.all("#lobby-finished tbody tr")
    assert 1 <= len(rows) <= 10
    page.wait(
        lambda: all(" seats" not in p.text for p in page.all("#lobby-finished td.players")),
        "a row shows no names",
    )
    assert page.text("#finished-page").startswith("Page 1 of ")
    page.click("#finished-next")
    page.wait(lambda: page.text("#finished-page").startswith("Page 2 of "), "the next page did not show")
    page.wait(lambda: page.present("#finished-previous"), "no way back")
    assert page.errors() == []
