"""Verifying a bundle from the client: honest bundles pass, tampered ones
are refused at the place that changed."""

import copy
import json
import time

import pytest

from referee_client import BISCUITS, RefereeError, VerificationFailed, models, verify_bundle, verify_log_inclusion


def finished_game(player):
    game = player.create_game(BISCUITS, seats=2, bots=["random"], options={"markers": 2})
    while (view := player.wait_for_turn(game.id, timeout_secs=60)).status == models.GameStatus.ACTIVE:
        player.play(game.id, lambda view: {"kind": "play", "card": view.legal_actions.cards[0].id})
    return game.id


def test_a_finished_game_verifies_and_every_tamper_is_refused(register, referee, tmp_path):
    alice = register("alice")
    game_id = finished_game(alice)
    verified = alice.verify(game_id)
    assert any(line.startswith("ok: round 1 deal re-derived") for line in verified.checks), verified.checks
    assert any(line.startswith("ok: signed by the referee") for line in verified.checks), verified.checks
    path = alice.download_audit_bundle(game_id, tmp_path / "bundle.json")
    keys = [key.public_key for key in referee.public_keys().keys]
    honest = json.loads(path.read_bytes())
    assert verify_bundle(path, keys=keys).checks == verified.checks

    def refused(tamper, with_keys=keys):
        bundle = copy.deepcopy(honest)
        tamper(bundle)
        with pytest.raises(VerificationFailed) as failed:
            verify_bundle(bundle, keys=with_keys)
        return failed.value.place

    assert refused(lambda b: b["steps"][1].update(hash="00" * 32)).startswith("step 2:"), "the step that changed is named"
    assert refused(lambda b: b["steps"][0]["events"][0]["hands"][0].__setitem__(0, 999)).startswith("deal: seat")
    assert refused(lambda b: b.update(server_seed="11" * 32)) == "commitment"
    assert "signature" in refused(lambda b: b["signature"].update(signature="00" * 64))
    other_key = "8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c"
    assert refused(lambda b: None, with_keys=[other_key])


def test_a_logged_game_is_proved_in_the_log(register, referee):
    alice = register("alice")
    game_id = finished_game(alice)
    for _ in range(100):
        try:
            proof = referee.log_proof(game_id)
            break
        except RefereeError as error:  # game_not_logged: the log takes a game about a second after it ends
            assert error.code == "game_not_logged"
            time.sleep(0.1)
    keys = [key.public_key for key in referee.public_keys().keys]
    raw = alice._http.get(f"/v1/games/{game_id}/audit").content
    assert verify_log_inclusion(raw, proof.to_dict(), keys=keys).checks[-1].startswith("ok: in the public log")
    forged = proof.to_dict()
    forged["leaf_index"] += 1
    with pytest.raises(VerificationFailed):
        verify_log_inclusion(raw, forged, keys=keys)
