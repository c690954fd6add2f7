"""The lobby's "Quick game": a seek with the page's defaults (two seats, the
game's options with a day per turn, rated) that waits for the matchmaker
and opens the game once matched, or is cancelled while it waits.
"""

from selenium.webdriver.support.ui import Select

BISCUITS = "woof-meow-biscuits"
# What the page's Quick game asks for: a seek meets only seeks asking the same.
QUICK_SEEK = {"game": BISCUITS, "seats": 2, "options": {"turn_time": 86400}, "rated": True}


def start_quick_game(page):
    Select(page.find("#quick-game-choice")).select_by_value(BISCUITS)
    page.click("#quick-game")
    page.wait(lambda: page.find("#quick-game-cancel").is_displayed(), "no Cancel while waiting")
    page.wait(lambda: "Looking for an opponent" in page.text("#quick-game-state"), "the wait is not shown")


def test_a_quick_game_opens_the_game_once_matched(page, api):
    me = page.register("quick player")
    start_quick_game(page)
    assert not page.enabled("#quick-game")
    assert page.accessibility_problems() == []
    bob = api.player("bob")
    api.call("POST", "/v1/seeks", bob["token"], QUICK_SEEK)
    page.wait(lambda: page.present("#version"), "the matched game did not open", timeout=30)
    game_id = page.driver.current_url.rsplit("/", 1)[-1]
    game = api.game(bob["token"], game_id)
    assert sorted(s["player_id"] for s in game["seats"]) == sorted([me["player_id"], bob["player_id"]])
    assert game["rated"] is True
    assert game["turn_time"] == 86400
    assert game["status"] == "active"
    assert page.errors() == []


def test_a_waiting_quick_game_survives_a_reload_and_can_be_cancelled(page, api):
    page.register("patient player")
    start_quick_game(page)
    token = page.session()["token"]
    [seek] = [s for s in api.call("GET", "/v1/players/me/seeks", token) if s["status"] == "waiting"]
    # A reload finds the waiting seek and waits for it again.
    page.driver.refresh()
    page.wait(lambda: page.present("#quick-game-cancel") and page.find("#quick-game-cancel").is_displayed(),
              "the waiting seek was not resumed after a reload")
    page.click("#quick-game-cancel")
    page.wait(lambda: page.text("#quick-game-state") == "Cancelled.", "the cancel was not shown")
    assert page.enabled("#quick-game")
    after = [s for s in api.call("GET", "/v1/players/me/seeks", token) if s["id"] == seek["id"]]
    assert after[0]["status"] == "cancelled"
    assert page.errors() == []
