"""Signed moves and player keys (docs/FAIRNESS.md, "Signed moves") and the
public log ("The public log"), through the client."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from referee_client import BISCUITS, MoveSigner, RefereeError, models, move_text

from test_games import assert_a_raced_move_is_picked_again_and_sent, biscuits_choice, play_out

FAIRNESS_REFERENCE = Path(__file__).resolve().parents[1] / "src" / "referee_client" / "fairness.py"


def test_the_worked_example_signs_to_the_documented_signature():
    signer = MoveSigner.from_seed(bytes([0x01] * 32))
    assert signer.public_key == "8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c"
    assert signer.key_id == "34750f98bd59fcfc"
    game_id = "01234567-89ab-cdef-0123-456789abcdef"
    action = {"kind": "play", "card": 7}
    assert move_text(game_id, 4, 0, action) == (
        b"referee-move-signature/v1\n01234567-89ab-cdef-0123-456789abcdef\n4\n0\n" b'{"card":7,"kind":"play"}\n'
    )
    assert signer.sign(game_id, 4, 0, action) == (
        "6a046b34aae756a066d452b31c09fedf271bcca718878a7011c55505f531db8d"
        "7caeed3260984418ee002d2db80bd91dd8701fda196b76b735b165752127d208"
    )
    assert signer.sign(game_id, 5, 0, action) != signer.sign(game_id, 4, 0, action), "the version is signed"
    assert MoveSigner.from_seed(signer.seed).public_key == signer.public_key


def test_without_the_signing_extra_the_client_imports_and_a_key_says_what_to_install():
    # `cryptography` made unimportable, as in an install without [signing].
    code = """
import sys
sys.modules["cryptography"] = None
import referee_client
try:
    referee_client.MoveSigner.generate()
except ImportError as err:
    print(err)
else:
    sys.exit("a key was made without cryptography")
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "pip install cryptography" in done.stdout, done.stdout


def signing_player(register, name):
    """A new player that registered a fresh key and signs its moves with it."""
    player, signer = register(name), MoveSigner.generate()
    registered = player.register_key(signer.public_key)
    assert registered.key_id == signer.key_id and registered.revoked_at is None
    player.sign_moves_with(signer)
    return player, signer


def referee_public_key(referee):
    keys = httpx.get(f"{referee.url}/v1/keys").raise_for_status().json()["keys"]
    return next(key["public_key"] for key in keys if key["active"])


def test_a_signed_moves_game_is_played_to_its_end_by_two_signing_players(register, referee, tmp_path):
    (alice, alice_key), (bob, bob_key) = signing_player(register, "alice"), signing_player(register, "bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2}, signed_moves=True)
    assert game.signed_moves
    bob.join(game.id)
    final = play_out([alice, bob], game.id, biscuits_choice)
    assert final.status == models.GameStatus.FINISHED
    key_of_seat = {0: alice_key.key_id, 1: bob_key.key_id}
    seat_steps = [step for step in alice.audit_bundle(game.id).steps if step.actor_seat is not None]
    assert seat_steps, "the players moved"
    for step in seat_steps:
        assert step.signature.signer == models.Signer.PLAYER and step.signature.key_id == key_of_seat[step.actor_seat]
    saved = alice.download_audit_bundle(game.id, tmp_path / "bundle.json")
    binary = os.environ.get("REFEREE_BIN", "target/debug/referee")
    verified = subprocess.run([binary, "verify", str(saved), "--key", referee_public_key(referee)], capture_output=True, text=True)
    assert verified.returncode == 0, verified.stdout + verified.stderr


def test_an_unsigned_move_of_a_signed_moves_game_is_refused(register):
    alice, bob = register("alice"), register("bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0}, signed_moves=True)
    before = bob.join(game.id)
    with pytest.raises(RefereeError) as refused:
        alice.play(game.id, biscuits_choice)
    assert refused.value.status == 403 and refused.value.code == "move_signature_required"
    assert alice.game(game.id).version == before.version


def test_a_move_raced_by_another_change_is_signed_again_for_the_new_version(register):
    (alice, _), (bob, _) = signing_player(register, "alice"), signing_player(register, "bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0}, signed_moves=True)
    bob.join(game.id)
    # The first signature is for a version gone by the time it is sent.
    assert_a_raced_move_is_picked_again_and_sent(alice, bob, game.id)


def test_a_revoked_keys_move_is_refused_and_changes_nothing(register):
    (alice, signer), bob = signing_player(register, "alice"), register("bob")
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0}, signed_moves=True)
    bob.join(game.id)
    before = alice.game(game.id)
    revoked = alice.revoke_key(signer.key_id)
    assert revoked.key_id == signer.key_id and revoked.revoked_at is not None
    assert [(key.key_id, key.revoked_at is not None) for key in alice.keys()] == [(signer.key_id, True)]
    with pytest.raises(RefereeError) as refused:
        alice.play(game.id, biscuits_choice)
    assert refused.value.status == 422 and refused.value.code == "signing_key_revoked"
    assert alice.game(game.id).version == before.version


def test_a_move_signed_with_a_key_never_registered_is_refused(register):
    alice, bob = register("alice"), register("bob")
    alice.sign_moves_with(MoveSigner.generate())
    game = alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0}, signed_moves=True)
    bob.join(game.id)
    with pytest.raises(RefereeError) as refused:
        alice.play(game.id, biscuits_choice)
    assert refused.value.status == 422 and refused.value.code == "unknown_signing_key"


def finished_game_against_a_bot(player):
    game = player.create_game(BISCUITS, seats=2, bots=["random"], options={"markers": 1})
    while player.wait_for_turn(game.id, timeout_secs=60).status == models.GameStatus.ACTIVE:
        player.play(game.id, biscuits_choice)
    return game.id


def logged_proof(referee, game_id, *, within_secs=30.0):
    """The game's inclusion proof, once the log's appender has logged it
    (about a second after the game ends)."""
    deadline = time.monotonic() + within_secs
    while True:
        try:
            return referee.log_proof(game_id)
        except RefereeError as error:
            if error.code != "game_not_logged" or time.monotonic() > deadline:
                raise
        time.sleep(0.2)


def reference(*args):
    """clients/python/src/referee_client/fairness.py's independent check of `args`."""
    checked = subprocess.run([sys.executable, str(FAIRNESS_REFERENCE), *map(str, args)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    return checked.stdout


def test_a_finished_game_is_in_the_log_and_the_log_only_grows(register, referee, tmp_path):
    alice = register("alice")
    first_game = finished_game_against_a_bot(alice)
    first_proof = logged_proof(referee, first_game)
    assert first_proof.game_id == first_game and first_proof.leaf.startswith(f"referee-log-leaf/v2\n{first_game}\nfinished\n") and first_proof.leaf.endswith("\nunrated\n")
    old_head = referee.log_head()
    assert old_head.tree_size > first_proof.leaf_index and old_head.algorithm == "ed25519"

    key = referee_public_key(referee)
    bundle = alice.download_audit_bundle(first_game, tmp_path / "bundle.json")
    proof = tmp_path / "proof.json"
    proof.write_text(json.dumps(first_proof.to_dict()))
    assert "in the public log as leaf" in reference(bundle, "--log", proof, "--key", key)

    second_game = finished_game_against_a_bot(alice)
    second_proof = logged_proof(referee, second_game)
    assert second_proof.leaf_index > first_proof.leaf_index
    consistency = referee.log_consistency(old_head.tree_size)
    assert consistency.first == old_head.tree_size and consistency.head.tree_size > old_head.tree_size
    (tmp_path / "old-head.json").write_text(json.dumps(old_head.to_dict()))
    (tmp_path / "consistency.json").write_text(json.dumps(consistency.to_dict()))
    assert "is a prefix of" in reference("--consistency", tmp_path / "old-head.json", tmp_path / "consistency.json", "--key", key)

    with pytest.raises(RefereeError) as beyond:
        referee.log_consistency(consistency.head.tree_size + 1)
    assert beyond.value.status == 400 and beyond.value.code == "invalid_tree_size"


def test_the_readmes_signed_moves_example_plays_a_signed_game(referee):
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    (example,) = [block.split("```", 1)[0] for block in readme.split("```python\n")[1:] if "MoveSigner" in block.split("```", 1)[0]]
    scope = {}
    exec(example.replace('"http://127.0.0.1:8080"', repr(referee.url)), scope)
    assert scope["view"].status == models.GameStatus.FINISHED and scope["game"].signed_moves
    seat_steps = [step for step in scope["me"].audit_bundle(scope["game"].id).steps if step.actor_seat == 0]
    assert seat_steps and all(step.signature.key_id == scope["signer"].key_id for step in seat_steps)
    assert isinstance(scope["head"], models.SignedTreeHead) and scope["head"].signature
