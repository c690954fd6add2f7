"""Ratings on the web page: the "Rated" box of the create form, a player's
profile with its rating chart after rated games played through the API,
and a game's leaderboard page by page. The screenshots profile.png and
leaderboard.png in docs/screenshots come from here.
"""

import math
import time

from selenium.webdriver.support.ui import Select

BISCUITS = "woof-meow-biscuits"


def points(shown, provisional=False):
    """A rating as the page shows it: 1500 + 40 × (mu − 3 sigma), rounded
    half up as JavaScript's Math.round does, "?" while provisional."""
    return f"{math.floor(1500 + 40 * shown + 0.5)}{'?' if provisional else ''}"


def play_rated_game(api, players, rng):
    """A rated Biscuits game of `players`, played through the API to its end; its id."""
    game = api.call(
        "POST",
        "/v1/games",
        players[0]["token"],
        {"game": BISCUITS, "seats": len(players), "options": {"starting_seat": 0, "markers": 3}, "rated": True},
    )
    for player in players[1:]:
        api.call("POST", f"/v1/games/{game['id']}/seats", player["token"], {})
    for _ in range(3000):
        if api.play_random_move(players, game["id"], rng) is None:
            break
    api.wait_finished(players[0]["token"], game["id"])
    return game["id"]


def profile_after(api, token, player_id, games, timeout=30):
    """`player_id`'s profile once it counts `games` rated games (the ratings
    worker applies a finished game within about a second)."""
    deadline = time.time() + timeout
    while True:
        profile = api.call("GET", f"/v1/players/{player_id}", token)
        if profile["rated_games"] == games:
            return profile
        assert time.time() < deadline, f"no rating after {timeout} s: {profile}"
        time.sleep(0.1)


def test_the_rated_box_says_when_a_game_cannot_be_rated(page, api):
    page.register("rater")
    page.find("#create-game").send_keys("Woof")
    assert page.enabled("#create-rated")
    page.choose_game("Woof", bots="random")
    page.wait(lambda: not page.enabled("#create-rated"), "the box stayed enabled with bots")
    assert "Not with bots" in page.text("#create-rated-why")
    Select(page.find("#create-bots")).select_by_value("")
    page.wait(lambda: page.enabled("#create-rated"), "the box stayed disabled without bots")
    Select(page.find("#create-visibility")).select_by_value("private")
    page.wait(lambda: not page.enabled("#create-rated"), "the box stayed enabled for a private game")
    assert "private" in page.text("#create-rated-why")
    Select(page.find("#create-visibility")).select_by_value("public")
    page.wait(lambda: page.enabled("#create-rated"), "the box stayed disabled for a public game")
    page.click("#create-rated")
    page.find("#create").click()
    page.wait(lambda: page.present("#version"), "the new game did not open")
    game_id = page.driver.current_url.rsplit("/", 1)[-1]
    assert api.game(page.session()["token"], game_id)["rated"] is True
    assert "Rated" in page.content("#game-info") and "yes" in page.content("#game-info")
    assert page.accessibility_problems() == []
    assert page.errors() == []


def test_a_profile_shows_a_rated_games_rating_and_its_chart(page, api, rng):
    alice, bob = api.player("alice"), api.player("bob")
    game_id = play_rated_game(api, [alice, bob], rng)
    profile = profile_after(api, alice["token"], alice["player_id"], 1)
    rating = profile["ratings"][0]
    assert rating["provisional"] is True
    page.register("profile reader")
    # The lobby links each player's name to its profile.
    lobby_link = f'#lobby-finished tr[data-game="{game_id}"] a[href="#/player/{alice["player_id"]}"]'
    page.wait(lambda: page.present(lobby_link), "the lobby does not link alice's profile")
    # From a name in the game's page to the profile.
    page.open(f"#/game/{game_id}")
    link = f'#game-title a[href="#/player/{alice["player_id"]}"]'
    page.wait(lambda: page.present(link), "the game's title does not link alice's profile")
    page.click(link)
    page.wait(lambda: page.present("#ratings"), "the profile's ratings did not show")
    assert page.text("#profile-title") == "alice"
    assert page.text("#rated-games") == f'1 played, {profile["rated_wins"]} won'
    row = f'#ratings tr[data-game="{BISCUITS}"]'
    assert page.text(f"{row} .shown") == points(rating["shown"], provisional=True)
    assert "provisional" in page.text(row)
    assert page.text(f"{row} .games-played") == "1"
    # The chart: the rating going in and after the game, with its band.
    chart = f"#history-{BISCUITS} svg.rating-chart"
    assert page.find(chart).get_attribute("data-points") == "2"
    assert len(page.all(f"{chart} circle")) == 2
    assert page.present(f"{chart} polygon.band")
    assert f'went from 1500 to {points(rating["shown"])}' in page.content(f"{chart} desc")
    # Its text alternative lists the change with a link to the game.
    history = api.call("GET", f'/v1/players/{alice["player_id"]}/ratings/history', alice["token"])
    change = history["changes"][0]
    table_row = f'#history-table-{BISCUITS} tr[data-seq="{change["seq"]}"]'
    assert page.content(f"{table_row} .shown-after") == points(rating["shown"])
    assert page.present(f'{table_row} a[href="#/replay/{game_id}"]')
    # The finished public game is among the recent games, with who played and how it ended.
    recent = f'#recent-games tr[data-game="{game_id}"]'
    assert page.present(f'{recent} a[href="#/game/{game_id}"]')
    assert page.text(f"{recent} .players") == "alice, bob"
    assert page.text(f"{recent} .result").startswith("won" if profile["rated_wins"] else "lost")
    # The game's own page says how the ratings moved.
    page.open(f"#/game/{game_id}")
    page.wait(lambda: page.present("#rating-changes li"), "the game over shows no rating change")
    game = api.game(alice["token"], game_id)
    for change in game["rating_changes"]:
        row = page.text(f'#rating-changes li[data-seat="{change["seat"]}"]')
        before, after = points(change["before"]["shown"], True), points(change["after"]["shown"], True)
        delta = round(40 * (change["after"]["shown"] - change["before"]["shown"]))
        assert row.endswith(f"{before} → {after} ({'+' if delta > 0 else '−' if delta < 0 else '±'}{abs(delta)})"), row
    assert page.accessibility_problems() == []
    assert page.errors() == []


def test_the_leaderboard_ranks_settled_ratings_and_pages(page, api, rng):
    ann, ben = api.player("ann"), api.player("ben")
    # Rated games between two players until both ratings settle (sigma
    # falls to 6 in a dozen games or so, depending on the results).
    games = 0
    while True:
        play_rated_game(api, [ann, ben], rng)
        games += 1
        profiles = [profile_after(api, ann["token"], p["player_id"], games) for p in (ann, ben)]
        if not any(p["ratings"][0]["provisional"] for p in profiles):
            break
        assert games < 40, profiles
    first = api.call("GET", f"/v1/leaderboards/{BISCUITS}?limit=1", ann["token"])
    second = api.call(
        "GET", f"/v1/leaderboards/{BISCUITS}?limit=1&cursor={first['next']}", ann["token"]
    )
    page.register("leaderboard reader")
    page.open(f"#/leaderboard/{BISCUITS}?limit=1")
    page.wait(lambda: page.present("#leaderboard-table"), "the leaderboard did not show")
    assert page.text("#leaderboard-title").startswith("Leaderboard: Woof")

    def shown_row():
        return page.driver.execute_script(
            """const rows = [...document.querySelectorAll('#leaderboard-table tbody tr')];
            return rows.map((r) => [r.dataset.player, r.querySelector('.rank').textContent,
                                    r.querySelector('.shown').textContent]);"""
        )

    def expected(entry):
        return [entry["player_id"], str(entry["rank"]), points(entry["rating"]["shown"])]

    assert shown_row() == [expected(first["entries"][0])]
    assert page.present("#leaderboard-previous") is None
    page.click("#leaderboard-next")
    page.wait(lambda: shown_row() == [expected(second["entries"][0])], "the second page did not show")
    assert page.text("#leaderboard-page") == "Page 2"
    assert (page.present("#leaderboard-next") is None) == (second["next"] is None)
    assert page.accessibility_problems() == []
    page.click("#leaderboard-previous")
    page.wait(lambda: shown_row() == [expected(first["entries"][0])], "the first page did not come back")
    page.open(f"#/leaderboard/{BISCUITS}")
    page.wait(lambda: len(shown_row()) >= 2, "the whole leaderboard did not show")
    page.screenshot("leaderboard")
    # A name leads to the player's profile, with a chart of all its games.
    leader = first["entries"][0]
    page.click(f'#leaderboard-table tr[data-player="{leader["player_id"]}"] a.player')
    chart = f"#history-{BISCUITS} svg.rating-chart"
    page.wait(lambda: page.present(chart), "the leader's profile did not show its chart")
    assert page.find(chart).get_attribute("data-points") == str(games + 1)
    assert "provisional" not in page.text("#ratings")
    assert page.accessibility_problems() == []
    page.screenshot("profile")
    assert page.errors() == []
