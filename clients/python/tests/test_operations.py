"""Every operation of the API has a helper, and the helpers that were added
for them work against a real server."""

import json
from pathlib import Path

import pytest

from referee_client import BISCUITS, MEERKAT, NotFound, Player, Referee, RefereeError, Unauthenticated, models
from referee_client.client import OPERATIONS

DOCUMENT = Path(__file__).resolve().parents[3] / "openapi" / "openapi.json"


def test_every_operation_of_the_document_has_a_helper():
    paths = json.loads(DOCUMENT.read_text())["paths"]
    operations = {op["operationId"] for methods in paths.values() for op in methods.values() if isinstance(op, dict) and "operationId" in op}
    assert operations - OPERATIONS.keys() == set(), "operations without a helper"
    assert OPERATIONS.keys() - operations == set(), "helpers of operations the document no longer has"
    for helper in OPERATIONS.values():
        owner, name = helper.split(".")
        assert callable(getattr({"Referee": Referee, "Player": Player}[owner], name, None)), helper


def test_the_public_helpers(referee):
    assert {game.id.value for game in referee.catalog()} == {MEERKAT, BISCUITS}
    assert referee.public_keys().keys, "the referee publishes its keys"
    assert referee.health().status.value == "ok" and referee.ready().status.value == "ready"
    assert "referee_" in referee.metrics()
    head = referee.log_head()
    entries = list(referee.all_log_entries())
    assert len(entries) >= head.tree_size and [entry.leaf_index for entry in entries] == list(range(len(entries)))


def test_the_lobby_invitations_codes_and_leaving(register):
    alice, bob, carol = register("alice"), register("bob"), register("carol")
    game = alice.create_game(BISCUITS, seats=3)
    assert any(summary.id == game.id for summary in bob.all_lobby_games(game=BISCUITS, status="open"))
    invited = alice.invite(game.id, bob.player_id)
    assert [invitation.player_id for invitation in invited.invitations] == [bob.player_id]
    alice.revoke_invitation(game.id, bob.player_id)
    coded = alice.make_invite_code(game.id)
    assert coded.invite_code
    alice.revoke_invite_code(game.id)
    carol.join(game.id)
    carol.leave(game.id)
    assert all(summary.id != game.id for summary in carol.all_my_games())
    assert any(summary.id == game.id for summary in alice.all_my_games(status="open"))
    aborted = alice.abort(game.id)
    assert aborted.status == models.GameStatus.ABORTED
    with pytest.raises(RefereeError) as unfinished:
        alice.rematch(game.id)
    assert unfinished.value.code == "game_not_finished"


def test_credentials_notifications_webhooks_and_paged_histories(register, referee):
    alice, bob = register("alice"), register("bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0})
    bob.join(game.id)
    assert [n.event.kind for n in bob.all_notifications()], "bob was told the game started"
    first = bob.notifications(wait_secs=0)
    assert first.last_cursor >= 1
    steps = list(alice.all_events(game.id))
    assert steps == [] or all(step.seq for step in steps)
    old_key = alice.api_key
    rotated = alice.rotate_api_key()
    assert rotated.api_key != old_key and alice.api_key == rotated.api_key
    with pytest.raises(Unauthenticated):
        referee.sign_in(alice.player_id, old_key)
    alice.revoke_tokens()
    assert alice.game(game.id).id == game.id, "the session signed in again with its new api_key"
    alice.set_webhook("http://127.0.0.1:9/hook")
    assert alice.webhook().url == "http://127.0.0.1:9/hook"
    assert list(alice.all_deliveries()) == [] or all(d.id for d in alice.all_deliveries())
    assert alice.resume_webhook().url == "http://127.0.0.1:9/hook", "resuming an active webhook changes nothing"
    alice.delete_webhook()
    with pytest.raises(NotFound):
        alice.webhook()
    assert list(alice.all_rating_changes()) == []
    assert isinstance(list(alice.all_leaderboard(BISCUITS)), list)
