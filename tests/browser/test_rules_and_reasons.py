"""The rules at the table, on a desktop and on a phone: each game's rules
page, reached from the table by its link, with a section for every part of
the game and every option; a move that is not available says why when it
is tapped (or pressed with the keyboard), in the rules' words; a Meerkat
hand in the order of the ranks' strength; a Biscuits card played in two
taps, its penalty written on it. The screenshot docs/screenshots/rules-page.png
comes from here.
"""

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys

MEERKAT = "shake-it-meerkat"
BISCUITS = "woof-meow-biscuits"

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}

# The ranks from the weakest to the strongest (docs/RULES.md, Game 1,
# "Combinations and their order"); bluffing cards match no rank.
RANKS_BY_STRENGTH = ["2", "3", "4", "5", "A"]


@pytest.fixture(params=list(SIZES))
def size(request, page):
    page.driver.set_window_size(*SIZES[request.param])
    return request.param


def tap(page, css):
    """A finger's tap on `css` (a touch pointer, as a phone sends it),
    finding it again if a redraw replaced it."""
    for _ in range(20):
        try:
            element = page.find(css)
            actions = ActionBuilder(page.driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
            actions.pointer_action.move_to(element).pointer_down().pointer_up()
            actions.perform()
            return
        except StaleElementReferenceException:
            pass
    raise AssertionError(f"{css} kept being redrawn")


def press(page, css, key):
    """Focuses `css` and presses `key` on it."""
    for _ in range(20):
        try:
            page.find(css).send_keys(key)
            return
        except StaleElementReferenceException:
            pass
    raise AssertionError(f"{css} kept being redrawn")


def strength(face):
    """Where a Meerkat face sorts in a hand shown weakest first."""
    return RANKS_BY_STRENGTH.index(face) if face in RANKS_BY_STRENGTH else len(RANKS_BY_STRENGTH) + float(face)


def two_player_game(page, api, game, options):
    """A game of the page's player (seat 0) and an API player (seat 1),
    started; (game id, the page's token, the opponent)."""
    token = page.session()["token"]
    created = api.call("POST", "/v1/games", token, {"game": game, "seats": 2, "options": options})
    opponent = api.player("opponent")
    api.call("POST", f"/v1/games/{created['id']}/seats", opponent["token"], {})
    return created["id"], token, opponent


def move(api, player, game_id, action):
    game = api.game(player["token"], game_id)
    return api.call(
        "POST",
        f"/v1/games/{game_id}/moves",
        player["token"],
        {"game": game["game"], "expected_version": game["version"], "action": action},
    )["version"]


def wait_shown(page, version):
    page.wait(lambda: page.text("#version") == str(version), f"the page did not show version {version}")


def test_the_rules_page_is_reached_from_the_table_and_tells_every_part_of_the_game(page, api, size):
    page.register("reader")
    catalog = {entry["id"]: entry for entry in api.call("GET", "/v1/catalog")}
    sections = {
        MEERKAT: ["aim", "cards", "strength", "setup", "turn", "challenge", "end-of-round", "end-of-game", "options", "clock"],
        BISCUITS: ["aim", "cards", "setup", "turn", "specials", "scoring", "end-of-round", "variants", "end-of-game", "options", "clock"],
    }
    for game in (MEERKAT, BISCUITS):
        game_id, _, _ = two_player_game(page, api, game, {})
        page.open(f"#/game/{game_id}")
        page.wait(lambda: page.present("#rules-link"), "the table has no link to the rules")
        name = catalog[game]["name"]
        assert page.text("#rules-link") == f"Rules of {name}"
        page.click("#rules-link")
        page.wait(lambda: page.present(f'#rules[data-game="{game}"]'), "the link did not open the rules")
        assert page.driver.current_url.endswith(f"#/rules/{game}")
        for section in sections[game]:
            heading = page.text(f"#rules-{section} h2")
            assert heading, f"{game}: no section rules-{section}"
            # The contents link to every section.
            assert page.present(f'.rules-contents a[href="#/rules/{game}?section=rules-{section}"]'), section
        # Every option of the catalog, in words: what it changes, its default.
        options = page.text("#rules-options")
        for option in catalog[game]["options"]:
            words = page.text(f"#rules-option-{option['name']} + dd")
            assert "Default:" in words, (option["name"], words)
        assert "{" not in options and "}" not in options, "raw JSON among the options"
        if game == MEERKAT:
            assert "2, 3, 4, 5, A" in page.text("#rules-strength")
            assert "lie" in page.text("#rules-challenge")
        else:
            variants = page.text("#rules-variants")
            assert "Basic" in variants and "Advanced" in variants
            assert "bone" in page.text("#rules-specials")
        # A section's own address scrolls to it.
        page.open(f"#/rules/{game}?section=rules-end-of-game")
        page.wait(
            lambda: page.driver.execute_script(
                "const r = document.querySelector('#rules-end-of-game')?.getBoundingClientRect();"
                "return !!r && r.top >= 0 && r.top < 80"
            ),
            "the section named in the address was not scrolled to",
        )
    if size == "desktop":
        page.open(f"#/rules/{MEERKAT}")
        page.wait(lambda: page.present("#rules-aim"), "the rules did not show")
        if page.present("#key-saved"):
            page.click("#key-saved")
        page.screenshot("rules-page")
    assert page.accessibility_problems() == []
    assert page.errors() == []


def test_an_unavailable_move_says_why_when_tapped(page, api, size):
    page.register("tapper")
    # The opponent (seat 1) leads first.
    game_id, token, opponent = two_player_game(page, api, MEERKAT, {"starting_seat": 1})
    page.open(f"#/game/{game_id}")
    page.wait(lambda: page.present('#hand [data-action="pass"]'), "no move buttons")
    version = api.game(token, game_id)["version"]
    wait_shown(page, version)

    def reason_after(how, css):
        how(page, css)
        page.wait(lambda: page.present(f'#action-reason[data-reason-for="{css.split(chr(34))[1]}"]'), f"no reason shown for {css}")
        return page.text("#action-reason")

    # Off turn: every move is there, focusable, and says whose turn it is.
    for action in ("play-2", "pass", "challenge"):
        button = f'#hand [data-action="{action}"]'
        assert page.find(button).get_attribute("aria-disabled") == "true"
        assert page.find(button).get_attribute("disabled") is None
        assert not page.enabled(button)
    words = reason_after(tap, '#hand [data-action="pass"]')
    assert "not your turn" in words and "opponent (seat 1) is on turn" in words, words

    # The opponent lays two cards as 4, one of them surely not a 4: a lie.
    hand = api.game(opponent["token"], game_id)["view"]["hand"]
    lie = sorted(hand, key=lambda c: c["face"] == "4")[:2]
    version = move(api, opponent, game_id, {"kind": "play", "cards": [c["id"] for c in lie], "rank": "4"})
    wait_shown(page, version)
    page.wait(lambda: page.present("#hand button.card"), "the page's seat is not on turn")

    # Nothing selected: a play needs cards; 2 needs more cards than the board's.
    words = reason_after(tap, '#hand [data-action="play-2"]')
    assert "Select 3 to 6 cards" in words, words
    # Two cards selected: 2 is weaker than 4, 5 beats it.
    mine = [c["id"] for c in api.game(token, game_id)["view"]["hand"]][:2]
    for card in mine:
        page.click(f'#hand button.card[data-card="{card}"]')
    page.wait(lambda: len(page.all('#hand button.card[aria-pressed="true"]')) == 2, "the cards did not show as selected")
    assert page.enabled('#hand [data-action="play-5"]')
    words = reason_after(tap, '#hand [data-action="play-2"]')
    assert "2 cards as 2 does not beat opponent's 2 cards as 4" in words, words
    assert "the rank must be stronger (2, 3, 4, 5, A" in words, words
    assert page.find("#action-reason").get_attribute("data-code") == "play_not_stronger"
    rule = page.find("#action-reason a.rule-link").get_attribute("href")
    assert rule.endswith(f"#/rules/{MEERKAT}?section=rules-strength"), rule
    # The keyboard: Enter and Space on an unavailable move say why too.
    words = reason_after(lambda p, css: press(p, css, Keys.ENTER), '#hand [data-action="play-3"]')
    assert "2 cards as 3 does not beat" in words, words
    words = reason_after(lambda p, css: press(p, css, Keys.SPACE), '#hand [data-action="play-4"]')
    assert "2 cards as 4 does not beat" in words, words
    # Nothing was sent.
    assert api.game(token, game_id)["version"] == version
    assert page.text("#move-error") == ""

    # The page's seat challenges the lie: it leads next, and must play.
    page.click('#hand [data-action="challenge"]')
    page.wait(lambda: int(page.text("#version")) > version, "the challenge did not show")
    game = api.game(token, game_id)
    assert game["turn"]["seat"] == game["you"]["seat"] and game["view"]["board"] is None, game["turn"]
    wait_shown(page, game["version"])
    words = reason_after(tap, '#hand [data-action="pass"]')
    assert "You lead" in words and "must play" in words, words
    words = reason_after(tap, '#hand [data-action="challenge"]')
    assert "no play to challenge" in words, words
    assert page.find("#action-reason").get_attribute("data-code") == "nothing_to_challenge"
    assert page.accessibility_problems() == []
    assert page.errors() == []


def test_a_meerkat_hand_is_shown_from_the_weakest_rank_to_the_strongest(page, api, size):
    page.register("sorter")
    # A deal with an ace and another rank in the page's hand (most deals
    # have both; the deal is the server's, so look until one does).
    for _ in range(30):
        game_id, token, _ = two_player_game(page, api, MEERKAT, {"starting_seat": 0})
        hand = api.game(token, game_id)["view"]["hand"]
        faces = {c["face"] for c in hand}
        if "A" in faces and faces & {"2", "3", "4", "5"}:
            break
    else:
        raise AssertionError("no deal gave the page's seat an ace and another rank")
    page.open(f"#/game/{game_id}")
    page.wait(lambda: page.present("#hand button.card"), "no hand to play")
    face = {str(c["id"]): c["face"] for c in hand}
    shown = [face[b.get_attribute("data-card")] for b in page.all("#hand button.card")]
    assert shown == sorted(shown, key=strength), shown
    assert shown.index("A") > max(i for i, f in enumerate(shown) if f in {"2", "3", "4", "5"}), shown
    # The rank buttons in the same order, and the order said in words.
    actions = [b.get_attribute("data-action") for b in page.all("#hand [data-action^='play-']")]
    assert actions == [f"play-{rank}" for rank in RANKS_BY_STRENGTH], actions
    assert "2, 3, 4, 5, A, from the weakest to the strongest" in page.text(".table")
    assert page.errors() == []


def test_a_biscuits_card_is_played_in_two_taps_with_its_penalty_shown(page, api, size):
    page.register("cat lover")
    # Cats and bones only: soon a bone is in force with a cat in the page's hand.
    game_id, token, opponent = two_player_game(
        page, api, BISCUITS, {"deck": {"cat": {"2": 8}, "bone": 8}, "starting_seat": 1}
    )
    me = {"token": token}
    for _ in range(100):
        game = api.game(token, game_id)
        assert game["status"] == "active", "the game ended before a cat was caught"
        mover = me if game["turn"]["seat"] == game["you"]["seat"] else opponent
        seen = api.game(mover["token"], game_id)
        cards = seen["legal_actions"]["cards"]
        bone_in_force = seen["view"]["table"]["bone_in_force"]
        if mover is me and bone_in_force and any(c["caught_under_bone"] for c in cards):
            break
        bones = [c for c in cards if c["card"]["kind"] == "bone"]
        cats = [c for c in cards if c["card"]["kind"] == "cat"]
        # Bones first: one in force, the next seat's cats are caught.
        choice = (bones or cats)[0]
        move(api, mover, game_id, {"kind": "play", "card": choice["id"]})
    else:
        raise AssertionError("no bone in force with a cat in the page's hand")
    caught = next(c["id"] for c in cards if c["caught_under_bone"])
    safe = [c["id"] for c in cards if not c["caught_under_bone"]]
    warnings = game["view"]["scores"][game["you"]["seat"]]["warnings"]

    page.open(f"#/game/{game_id}")
    wait_shown(page, game["version"])
    page.wait(lambda: page.present("#hand button.card"), "no hand to play")
    card = f'#hand button.card[data-card="{caught}"]'
    # The penalty is written on the card, not only in a tooltip.
    assert "Penalised" in page.text(card), page.text(card)
    for other in safe:
        assert "Penalised" not in page.text(f'#hand button.card[data-card="{other}"]')
    # A tap selects the card and says what playing it does; nothing is sent.
    tap(page, card)
    page.wait(lambda: page.find(card).get_attribute("aria-pressed") == "true", "the tap did not select the card")
    words = page.text("#action-reason")
    assert "cat 2" in words and "caught" in words and "warning marker" in words, words
    assert page.present("#play-selected")
    assert api.game(token, game_id)["version"] == game["version"]
    assert page.accessibility_problems() == []
    assert page.text("#version") == str(game["version"])
    # The second step plays it: a second tap on a desktop, the button on a phone.
    if size == "desktop":
        tap(page, card)
    else:
        tap(page, "#play-selected")
    page.wait(lambda: int(page.text("#version")) > game["version"], "the second step did not play the card")
    assert page.text("#move-error") == ""
    after = api.game(token, game_id)
    assert after["view"]["scores"][after["you"]["seat"]]["warnings"] == warnings + 1
    assert page.errors() == []
