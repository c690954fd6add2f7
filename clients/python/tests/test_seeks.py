"""Matchmaking through the client: seeks met, listed and cancelled."""

import time

import pytest

from referee_client import BISCUITS, RefereeError, models


def matched(player, seek_id, timeout_secs=30.0):
    """The seek once the matchmaker has seated it."""
    deadline = time.monotonic() + timeout_secs
    while time.monotonic() < deadline:
        seek = next(s for s in player.my_seeks() if s.id == seek_id)
        if seek.status == models.SeekStatus.MATCHED:
            return seek
        time.sleep(0.2)
    raise AssertionError(f"seek {seek_id} was not matched")


def test_two_seeks_meet_in_one_started_game(register):
    alice, bob = register("alice"), register("bob")
    # Options of this test's own: no other seek of the server's meets these.
    options = {"markers": 7, "turn_time": 3599}
    a = alice.seek(BISCUITS, seats=2, options=options)
    assert isinstance(a, models.BiscuitsSeekDto) and a.status == models.SeekStatus.WAITING
    b = bob.seek(BISCUITS, seats=2, options=options)
    a, b = matched(alice, a.id), matched(bob, b.id)
    assert a.game_id == b.game_id
    game = alice.game(a.game_id)
    assert game.status == models.GameStatus.ACTIVE
    assert {seat.player_id for seat in game.seats} == {alice.player_id, bob.player_id}


def test_a_waiting_seek_is_cancelled_once(register):
    alice = register("alice")
    seek = alice.seek(BISCUITS, seats=5, options={"markers": 6}, min_rating=100)
    assert alice.cancel_seek(seek.id).status == models.SeekStatus.CANCELLED
    with pytest.raises(RefereeError) as refused:
        alice.cancel_seek(seek.id)
    assert refused.value.code == "seek_not_waiting"
