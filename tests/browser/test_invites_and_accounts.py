"""Invitations and accounts as two people meet them, each in a browser of
their own: a private game's invite link seats the friend it is sent to (at
a desktop's size and a phone's); a player invited by profile link takes the
seat from the lobby; a key registered on any screen is shown until it is
saved, shown again and replaced on the profile, and signs in alone on
another browser; leaderboards and profiles are open to anyone. The
screenshot invite-flow.png in docs/screenshots comes from here.
"""

import pytest

import referee_http

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


@pytest.mark.parametrize("size", SIZES)
def test_an_invite_link_seats_a_friend_in_a_private_game(page, other_page, api, size):
    for browser in (page, other_page):
        browser.driver.set_window_size(*SIZES[size])
    page.register(f"host {size}")
    page.click("#key-saved")
    page.choose_game("Woof", bots=None)
    page.find("#create-visibility").send_keys("private")
    page.find("#create").click()
    # A private table shows its invite link at once.
    page.wait(lambda: page.present("#invite-url"), "the private game shows no invite link")
    assert page.accessibility_problems() == []
    link = page.find("#invite-url").get_attribute("value")
    game_id = page.driver.current_url.split("/game/")[1].split("?")[0]
    assert link.startswith(page.driver.current_url.split("#")[0]) and f"#/game/{game_id}?code=" in link
    assert "only its players can open its link" in page.text("#share-private")
    if size == "desktop":
        page.screenshot("invite-flow")
    # The friend, in a browser of their own: signs up from the link, then joins.
    other_page.driver.get(link)
    other_page.wait(lambda: other_page.present("#register-name"), "the link did not ask to sign in")
    other_page.find("#register-name").send_keys(f"friend {size}")
    other_page.find("#register").click()
    other_page.wait(lambda: other_page.present("#accept-invitation"), "the invitation was not offered")
    assert "invited" in other_page.text("#invitation-title")
    other_page.click("#accept-invitation")
    # Seated, the two-seat game starts for both.
    other_page.wait(lambda: other_page.present("#version") and other_page.text("#version") != "0", "the friend's game did not start")
    assert "?code=" not in other_page.driver.current_url
    page.wait(lambda: f"friend {size}" in page.text("#game-title"), "the host did not see the friend sit down")
    friend = other_page.session()
    game = api.game(friend["token"], game_id)
    assert game["status"] == "active" and game["you"] is not None
    # A stranger with the same link, once the game runs, is refused.
    stranger = api.player("stranger")
    with pytest.raises(referee_http.Problem) as refused:
        api.call("POST", f"/v1/games/{game_id}/seats", stranger["token"], {"invite_code": link.split("code=")[1]})
    assert refused.value.status in (404, 409), refused.value
    # The friend's first read of the private game was refused (404), as for anyone not in it yet.
    assert page.errors() == [] and other_page.errors(refused_requests_expected=True) == []


def test_a_player_invited_by_profile_link_takes_the_seat_from_the_lobby(page, other_page, api):
    page.register("inviter")
    page.choose_game("Woof", bots=None)
    page.find("#create-visibility").send_keys("private")
    page.find("#create").click()
    page.wait(lambda: page.present("#invite-player"), "no way to invite a player")
    game_id = page.driver.current_url.split("/game/")[1].split("?")[0]
    other_page.register("invitee")
    other_page.click("#my-profile")
    other_page.wait(lambda: "/#/player/" in other_page.driver.current_url, "the profile did not open")
    profile_link = other_page.driver.current_url
    # Something that is no player is refused in words, and nothing is sent.
    page.find("#invite-player").send_keys("bob")
    page.click("#invite")
    page.wait(lambda: "profile link" in page.text("#invite-error"), "a wrong entry was not explained")
    page.find("#invite-player").clear()
    page.find("#invite-player").send_keys(profile_link)
    page.click("#invite")
    page.wait(lambda: "invitee" in page.text("#invitations"), "the invitation is not listed")
    # The invitee finds the game among theirs, and takes the seat.
    other_page.open("#/")
    row = f'#lobby-mine tr[data-game="{game_id}"]'
    other_page.wait(lambda: other_page.present(f"{row} button.join"), "the invited game is not in the invitee's lobby")
    other_page.click(f"{row} button.join")
    other_page.wait(lambda: other_page.present("#version") and other_page.text("#version") != "0", "the game did not start")
    page.wait(lambda: "invitee" in page.text("#game-title"), "the host did not see the invitee sit down")
    assert page.errors() == [] and other_page.errors() == []


@pytest.mark.parametrize("size", SIZES)
def test_a_key_is_shown_until_saved_replaced_on_the_profile_and_signs_in_alone(page, other_page, api, size):
    for browser in (page, other_page):
        browser.driver.set_window_size(*SIZES[size])
    # Registering from the leaderboard's screen shows the key too.
    page.open("#/leaderboard")
    page.wait(lambda: page.present("#leaderboard-title"), "the leaderboard did not show")
    page.open("#/game/00000000-0000-4000-8000-000000000000")
    page.wait(lambda: page.present("#register-name"), "no sign-in form")
    page.find("#register-name").send_keys("keyholder")
    page.find("#register").click()
    page.wait(lambda: page.present("#new-api-key"), "the new key was not shown")
    first_key = page.text("#new-api-key")
    assert first_key == page.session()["api_key"] and first_key.startswith("rk_")
    # It stays on every screen until the player says it is saved.
    page.open("#/")
    page.wait(lambda: page.present("#create"), "the lobby did not show")
    assert page.text("#new-api-key") == first_key
    page.click("#key-saved")
    page.wait(lambda: not page.present("#key-notice"), "the notice stayed")
    page.open("#/leaderboard")
    page.wait(lambda: page.present("#leaderboard-title"), "the leaderboard did not show")
    assert not page.present("#key-notice")
    # The profile shows it again, and replaces it.
    page.click("#my-profile")
    page.wait(lambda: page.present("#show-key"), "the profile offers no key")
    page.click("#show-key")
    assert page.text("#api-key-shown") == first_key
    page.click("#replace-key")
    page.click("#replace-key-yes")
    page.wait(lambda: page.text("#api-key-shown") not in ("", first_key), "the key was not replaced")
    second_key = page.text("#api-key-shown")
    player_id = page.session()["player_id"]
    with pytest.raises(referee_http.Problem) as refused:
        api.call("POST", "/v1/tokens", None, {"player_id": player_id, "api_key": first_key})
    assert refused.value.status == 401, "the old key still signs in"
    # On another browser, the new key alone signs in as the same player.
    other_page.open("#/")
    other_page.wait(lambda: other_page.present("#signin-key"), "no sign-in form")
    other_page.find("#signin-key").send_keys(second_key)
    other_page.click("#sign-in")
    other_page.wait(lambda: "Signed in as keyholder" in other_page.text("#who"), "the key did not sign in")
    assert other_page.session()["player_id"] == player_id
    # A wrong key is explained, not a UUID error.
    other_page.click("#sign-out")
    other_page.wait(lambda: other_page.present("#signin-key"), "no sign-in form after signing out")
    other_page.find("#signin-key").send_keys("rk_" + "0" * 64)
    other_page.click("#sign-in")
    other_page.wait(lambda: "No player has this key" in other_page.text("section.panel .error"), "a wrong key was not explained")
    # Refused on purpose: the unknown game's read, and the wrong key.
    assert page.errors(refused_requests_expected=True) == []
    assert other_page.errors(refused_requests_expected=True) == []


def test_leaderboards_and_profiles_are_open_without_signing_in(page, api):
    player = api.player("public face")
    page.open(f"#/player/{player['player_id']}")
    page.wait(lambda: page.text("#profile-title") == "public face", "the profile did not show signed out")
    assert not page.present("#register-name")
    page.open("#/leaderboard/woof-meow-biscuits")
    page.wait(lambda: page.present("#leaderboard table, #leaderboard .empty"), "the leaderboard did not show signed out")
    assert "1500" in page.text("main")
    assert page.errors() == []
