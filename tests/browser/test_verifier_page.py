"""The replay page's verdict is honest: it says which fields it checked in
the browser and which it did not, and a bundle whose outcome, seat (and so
the names shown) or options were changed never shows green.
"""

import copy

import pytest

from test_page import finished_game

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


def field(page, name):
    return page.text(f'#fields tr[data-field="{name}"]')


def test_an_untampered_bundle_says_what_was_checked_and_what_was_not(page, api):
    owner, game_id = finished_game(api)
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", owner["token"])
    names = [s["name"] for s in api.game(owner["token"], game_id)["seats"]]
    page.register("auditor")
    verdict = page.open_bundle(bundle)
    assert verdict.startswith(
        "Verified in this browser: game, options, seats, names, seeds, steps, outcome, step signatures, signature."
    ), verdict
    assert "Not checked here: rules — run referee verify" in verdict, verdict
    for name in ("game", "options", "seats", "names", "seeds", "steps", "outcome", "step signatures", "signature"):
        assert "✓ checked" in field(page, name), field(page, name)
    assert "not checked here" in field(page, "rules")
    assert bundle["signature"]["key_id"] in field(page, "signature") and "GET /v1/keys" in field(page, "signature")
    assert ", ".join(names) in field(page, "names")


def flip_a_hex_digit(text, at=10):
    return text[:at] + ("0" if text[at] != "0" else "1") + text[at + 1 :]


@pytest.mark.parametrize("size", SIZES)
def test_the_verifier_refuses_a_bundle_whose_referee_signature_was_changed(page, api, size):
    page.driver.set_window_size(*SIZES[size])
    owner, game_id = finished_game(api)
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", owner["token"])
    tampered = copy.deepcopy(bundle)
    tampered["signature"]["signature"] = flip_a_hex_digit(tampered["signature"]["signature"])
    page.register("auditor")
    verdict = page.open_bundle(tampered)
    assert verdict.startswith("Not verified: the referee's signature: the Ed25519 signature does not verify"), verdict
    assert "✗ failed" in field(page, "signature")
    assert page.all("#verdict.verified") == []
    assert page.outside_viewport("#verdict") == [], "the verdict is not on screen"
    assert page.errors() == []


def test_the_verifier_refuses_a_forged_step_signature(page, api):
    owner, game_id = finished_game(api)
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", owner["token"])
    tampered = copy.deepcopy(bundle)
    step = next(s for s in tampered["steps"] if s.get("signature"))
    step["signature"]["signature"] = flip_a_hex_digit(step["signature"]["signature"], at=70)
    page.register("auditor")
    verdict = page.open_bundle(tampered)
    assert verdict.startswith(f"Not verified: step {step['seq']}: the referee's signature for seat"), verdict
    assert "✗ failed" in field(page, "step signatures")
    assert page.all("#verdict.verified") == []


def test_the_verifier_refuses_a_swapped_outcome(page, api):
    owner, game_id = finished_game(api)
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", owner["token"])
    tampered = copy.deepcopy(bundle)
    outcome = tampered["outcome"]
    # The winner and the scores change places, consistently with each other.
    outcome["scores"] = list(reversed(outcome["scores"]))
    outcome["winners"] = [1 - w for w in outcome["winners"]]
    assert tampered["outcome"] != bundle["outcome"], "a tie: nothing to swap"
    page.register("auditor")
    verdict = page.open_bundle(tampered)
    assert verdict.startswith("Not verified: the recorded scores"), verdict
    assert "✗ failed" in field(page, "outcome")
    # The chain itself is intact: the steps are still checked.
    assert "✓ checked" in field(page, "steps")
    assert page.all("#verdict.verified") == []
    page.screenshot("replay-refused-outcome")
    assert page.accessibility_problems() == []
    assert page.errors() == []


def test_the_verifier_refuses_a_swapped_seat_name(page, api):
    owner, game_id = finished_game(api)
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", owner["token"])
    tampered = copy.deepcopy(bundle)
    seats = tampered["header"]["seats"]
    seats[0]["player_id"], seats[1]["player_id"] = seats[1]["player_id"], seats[0]["player_id"]
    page.register("auditor")
    verdict = page.open_bundle(tampered)
    assert verdict.startswith("Not verified: the genesis hash does not match"), verdict
    assert "✗ failed" in field(page, "seats")
    # The server seats other players there: no name is shown as checked.
    assert "✗ failed" in field(page, "names")
    assert "seat 0 is player" in field(page, "names")
    assert page.all("#verdict.verified") == []
    assert page.errors() == []


def test_the_verifier_refuses_a_changed_option(page, api):
    owner, game_id = finished_game(api)
    bundle = api.call("GET", f"/v1/games/{game_id}/audit", owner["token"])
    tampered = copy.deepcopy(bundle)
    tampered["header"]["options"]["markers"] = tampered["header"]["options"].get("markers", 9) + 1
    page.register("auditor")
    verdict = page.open_bundle(tampered)
    assert verdict.startswith("Not verified: the genesis hash does not match"), verdict
    assert "✗ failed" in field(page, "options")
    assert "✗ failed" in field(page, "game")
    assert page.all("#verdict.verified") == []
    assert page.errors() == []
