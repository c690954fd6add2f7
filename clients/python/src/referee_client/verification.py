"""Checking what the referee published, from the client: an audit bundle
(seed commitment, game seed, the first deal, every salted digest, the hash
chain, the referee's and the players' signatures), a game's place in the
public log, and the log's consistency. The checks are the auditors'
reference (`referee_client.fairness`: standard library only, written from
docs/FAIRNESS.md, independent of the server's code); this module gives them
a typed face. Replaying the moves needs the rules: `referee verify` does
that."""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import fairness


class VerificationFailed(Exception):
    """A check failed: `place` names it ("step 3: hash chain")."""

    def __init__(self, place: str) -> None:
        self.place = place
        super().__init__(f"verification failed: {place}")


@dataclass(frozen=True)
class Verified:
    """What was checked, one line each ("ok: genesis …")."""

    checks: list[str]


BundleSource = Mapping[str, Any] | str | Path | bytes


def verify_bundle(bundle: BundleSource, *, keys: Sequence[str] = ()) -> Verified:
    """Checks an audit bundle: its JSON (text or bytes, as served), a path to
    it, or the parsed bundle. With `keys` (the referee's public keys in hex,
    `Referee.public_keys()`), the referee's signatures are checked too;
    every player signature is checked under the key it carries. Raises
    `VerificationFailed` at the first mismatch."""
    return _checked(lambda: fairness.verify_bundle(_parsed(bundle), list(keys)))


def verify_log_inclusion(bundle: BundleSource, proof: Mapping[str, Any], *, keys: Sequence[str] = ()) -> Verified:
    """Checks that a finished game is in the public log under the proof's
    signed tree head (`Referee.log_proof(game_id).to_dict()`), the head's
    signature under `keys` when given."""
    parsed = _parsed(bundle)
    return _checked(lambda: fairness.verify_log_inclusion(parsed, dict(proof), list(keys)))


def verify_log_consistency(old: Mapping[str, Any], new: Mapping[str, Any], *, keys: Sequence[str] = ()) -> Verified:
    """Checks that the log under a head saved before (`old`) is a prefix of
    the log under `new` (`Referee.log_consistency(old_size).to_dict()`)."""
    return _checked(lambda: fairness.verify_log_consistency(dict(old), dict(new), list(keys)))


def _parsed(bundle: BundleSource) -> dict[str, Any]:
    if isinstance(bundle, Mapping):
        return dict(bundle)
    if isinstance(bundle, Path):
        return dict(json.loads(bundle.read_bytes()))
    if isinstance(bundle, bytes) or bundle.lstrip().startswith("{"):
        return dict(json.loads(bundle))
    return dict(json.loads(Path(bundle).read_bytes()))


def _checked(run: Any) -> Verified:
    said = io.StringIO()
    try:
        with contextlib.redirect_stdout(said):
            run()
    except fairness.Mismatch as mismatch:
        raise VerificationFailed(str(mismatch)) from None
    except (KeyError, TypeError, ValueError) as malformed:
        raise VerificationFailed(f"malformed: {malformed!r}") from None
    return Verified(checks=said.getvalue().splitlines())
