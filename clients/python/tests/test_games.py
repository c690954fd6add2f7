"""Whole games, a resignation and a private table, played through the client."""

import os
import random
import subprocess
import threading
from pathlib import Path

import pytest

from referee_client import BISCUITS, MEERKAT, RefereeError, models


def meerkat_choice(view):
    legal = view.legal_actions
    if legal.may_pass:
        return {"kind": "pass"}
    play = legal.plays[0]
    return {"kind": "play", "cards": [card.id for card in view.view.hand][: play.min_count], "rank": play.ranks[0].value}


def biscuits_choice(view):
    return {"kind": "play", "card": random.choice(view.legal_actions.cards).id}


def play_out(players, game_id, choose):
    """Each player in turn, found by its view, plays until the game is over."""
    while True:
        views = [player.game(game_id) for player in players]
        if views[0].status == models.GameStatus.FINISHED:
            return views[0]
        on_turn = [player for player, view in zip(players, views) if view.legal_actions]
        assert len(on_turn) == 1, "exactly one seat is on turn"
        on_turn[0].play(game_id, choose)


def verify_bundle(player, game_id, tmp_path: Path):
    saved = player.download_audit_bundle(game_id, tmp_path / "bundle.json")
    verified = subprocess.run([os.environ.get("REFEREE_BIN", "target/debug/referee"), "verify", str(saved)], capture_output=True, text=True)
    assert verified.returncode == 0, verified.stdout + verified.stderr


def test_a_whole_meerkat_game_of_three(register, tmp_path):
    alice, bob, carol = register("alice"), register("bob"), register("carol")
    game = alice.create_game(MEERKAT, seats=3, options={"rounds": 1})
    assert isinstance(game, models.MeerkatGameDto) and game.status == models.GameStatus.OPEN
    bob.join(game.id)
    assert carol.join(game.id).status == models.GameStatus.ACTIVE
    final = play_out([alice, bob, carol], game.id, meerkat_choice)
    assert final.outcome.winners, "someone wins"
    bundle = alice.audit_bundle(game.id)
    assert isinstance(bundle, models.MeerkatBundle) and len(bundle.steps) == final.version
    verify_bundle(alice, game.id, tmp_path)


def test_a_whole_biscuits_game_against_a_bot(register, tmp_path):
    alice = register("alice")
    game = alice.create_game(BISCUITS, seats=2, bots=["random"], options={"markers": 2})
    assert game.seats[1].bot == "random" and game.status == models.GameStatus.ACTIVE
    while (view := alice.wait_for_turn(game.id, timeout_secs=60)).status == models.GameStatus.ACTIVE:
        answer = alice.play(game.id, biscuits_choice)
        assert isinstance(answer, models.BiscuitsMoveResponse)
    assert view.status == models.GameStatus.FINISHED and isinstance(alice.audit_bundle(game.id), models.BiscuitsBundle)
    verify_bundle(alice, game.id, tmp_path)


def test_a_resigned_seat_is_played_by_the_referee(register):
    alice, bob = register("alice"), register("bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0, "turn_time": 3600})
    bob.join(game.id)
    assert bob.resign(game.id).seats[1].resigned
    while (view := alice.wait_for_turn(game.id, timeout_secs=60)).status == models.GameStatus.ACTIVE:
        alice.play(game.id, biscuits_choice)
    assert view.status == models.GameStatus.FINISHED
    steps = alice.audit_bundle(game.id).steps
    assert any(step.played_by == models.PlayedBy.RESIGNED and step.actor_seat == 1 for step in steps)


def assert_a_raced_move_is_picked_again_and_sent(alice, bob, game_id):
    """Alice's move is raced by two others, hers and Bob's, made while she
    picks it: she picks again at the new version and it is played."""
    seen_versions = []

    def choose_while_the_game_moves_on(view):
        seen_versions.append(view.version)
        if len(seen_versions) == 1:
            # Alice on another device, then Bob, move first: Alice's pick is stale.
            alice.play(game_id, biscuits_choice)
            bob.play(game_id, biscuits_choice)
        return biscuits_choice(view)

    answer = alice.play(game_id, choose_while_the_game_moves_on)
    assert seen_versions == [seen_versions[0], seen_versions[0] + 2], seen_versions
    assert answer.version == seen_versions[0] + 3


def test_a_move_raced_by_another_change_is_picked_again_and_sent(register):
    alice, bob = register("alice"), register("bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0})
    bob.join(game.id)
    assert_a_raced_move_is_picked_again_and_sent(alice, bob, game.id)


def test_a_private_table_is_entered_by_its_invite_code(register):
    alice, bob = register("alice"), register("bob")
    game = alice.create_game(BISCUITS, seats=2, visibility="private", invite_code=True)
    assert game.visibility == models.Visibility.PRIVATE and game.invite_code
    with pytest.raises(RefereeError) as hidden:
        bob.game(game.id)
    assert hidden.value.status == 404 and hidden.value.code == "game_not_found"
    with pytest.raises(RefereeError) as wrong:
        bob.join(game.id, invite_code="not-the-code")
    assert wrong.value.code == "game_not_found"
    joined = bob.join(game.id, invite_code=game.invite_code)
    assert joined.status == models.GameStatus.ACTIVE and joined.you.seat == 1
    play_out([alice, bob], game.id, biscuits_choice)


def test_waiting_for_a_turn_ends_when_the_opponent_moves_or_the_time_is_up(register):
    alice, bob = register("alice"), register("bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 1})
    bob.join(game.id)
    with pytest.raises(TimeoutError):
        alice.wait_for_turn(game.id, timeout_secs=2)  # Bob is on turn and does not move
    timer = threading.Timer(1.0, bob.play, (game.id, biscuits_choice))
    timer.start()
    view = alice.wait_for_turn(game.id, timeout_secs=50)
    timer.join()
    assert view.legal_actions and view.version == 2, "Alice is on turn after Bob's move"


def test_an_opponents_play_reads_back_redacted_and_the_authors_in_full(register):
    alice, bob = register("alice"), register("bob")
    game = alice.create_game(MEERKAT, seats=2, options={"rounds": 1, "starting_seat": 0})
    bob.join(game.id)
    answer = alice.play(game.id, meerkat_choice)  # the leader must play: face-down cards
    assert isinstance(answer, models.MeerkatMoveResponse) and answer.game.value == MEERKAT
    assert answer.state.version == answer.version and not answer.state.legal_actions, "Bob is on turn now"
    seen_by_bob = bob.events(game.id)
    assert isinstance(seen_by_bob, models.MeerkatEventsPage)
    (hidden,) = [step.action for step in seen_by_bob.events if step.actor_seat == 0]
    assert isinstance(hidden, models.MeerkatRedactedAction) and hidden.of.value == "play"
    (shown,) = [step.action for step in alice.events(game.id).events if step.actor_seat == 0]
    assert isinstance(shown, models.MeerkatActionPlay) and shown.cards


def test_a_rated_game_shows_in_both_profiles_and_histories(register):
    alice, bob = register("alice"), register("bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2}, rated=True)
    assert game.rated
    bob.join(game.id)
    play_out([alice, bob], game.id, biscuits_choice)
    for player in (alice, bob):
        for _ in range(200):
            seen = player.profile()
            if seen.rated_games == 1:
                break
            threading.Event().wait(0.05)
        assert seen.rated_games == 1 and seen.ratings[0].provisional
        history = bob.rating_history(player.player_id)
        assert [change.game_id for change in history.changes] == [game.id]
    assert alice.leaderboard(BISCUITS).entries == []
    # The game shows its rating changes, as the histories do.
    finished = alice.game(game.id)
    assert finished.rating_changes is not None
    by_seat = {change.seat: change for change in finished.rating_changes}
    for player in (alice, bob):
        (change,) = player.rating_history().changes
        shown = by_seat[change.seat]
        assert shown.player_id == player.player_id
        assert (shown.before, shown.after, shown.place) == (change.before, change.after, change.place)


def test_anyone_reads_profiles_with_recent_results_and_a_key_alone_signs_in(register, referee):
    alice = register("alice")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2}, bots=["random"])
    while (view := alice.wait_for_turn(game.id)).status.value == "active":
        alice.play(game.id, biscuits_choice)
    # No sign-in for a profile: the game, who played it and how it ended.
    (recent,) = referee.profile(alice.player_id).recent_games
    assert recent.id == game.id and recent.seat == 0
    assert [seat.bot for seat in recent.seats] == [None, "random"]
    assert recent.seats[0].player_id == alice.player_id and recent.seats[1].player_id is None
    assert recent.scores == view.outcome.scores and recent.winners == view.outcome.winners
    assert recent.won == (0 in view.outcome.winners)
    assert list(referee.all_rating_changes(alice.player_id)) == []
    assert isinstance(list(referee.all_leaderboard(BISCUITS)), list)
    # The api_key alone names its player.
    again = referee.sign_in(None, alice.api_key)
    assert again.player_id == alice.player_id and again.game(game.id).id == game.id
