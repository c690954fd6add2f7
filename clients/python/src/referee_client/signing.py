"""A player's signature of its moves (docs/FAIRNESS.md, "Signed moves"):
an Ed25519 key over a five-line text naming the game, the version the move
applies to, the seat and the action's canonical JSON."""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any
from uuid import UUID

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

MOVE_DOMAIN = "referee-move-signature/v1"

INSTALL_HINT = "signing moves needs the `cryptography` package: pip install cryptography (or install the client with its [signing] extra)"


def _ed25519() -> type[Ed25519PrivateKey]:
    """The Ed25519 key class, imported only when a key is made: a client
    that signs nothing does not need the package."""
    try:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    except ImportError as err:
        raise ImportError(INSTALL_HINT) from err
    return Ed25519PrivateKey


def canonical_json(value: Any) -> str:
    """Canonical JSON (docs/FAIRNESS.md, "Canonical bytes"): object keys
    sorted, no whitespace, UTF-8 as is."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def move_text(game_id: UUID | str, version: int, seat: int, action: Any) -> bytes:
    """What a player signs for `action` (its JSON) by `seat` applied at
    `version` (the move's `expected_version`) of game `game_id`: five lines,
    each ending in a newline."""
    return f"{MOVE_DOMAIN}\n{game_id}\n{version}\n{seat}\n{canonical_json(action)}\n".encode()


class MoveSigner:
    """An Ed25519 key a player signs its moves with. Register its
    `public_key` first (`Player.register_key`); the server names the key by
    `key_id`."""

    def __init__(self, private_key: Ed25519PrivateKey) -> None:
        self._key = private_key
        public = private_key.public_key().public_bytes_raw()
        self.public_key = public.hex()
        """The public key, hex (32 bytes): what `register_key` registers."""
        self.key_id = hashlib.sha256(public).hexdigest()[:16]
        """The first 16 hex digits of SHA-256 of the public key."""

    @classmethod
    def from_seed(cls, seed: bytes) -> MoveSigner:
        """The key of a 32-byte seed (RFC 8032's private key)."""
        if len(seed) != 32:
            raise ValueError(f"an Ed25519 seed is 32 bytes, not {len(seed)}")
        return cls(_ed25519().from_private_bytes(seed))

    @classmethod
    def generate(cls) -> MoveSigner:
        """A fresh random key; keep its `seed` to sign with it again later."""
        return cls(_ed25519().generate())

    @property
    def seed(self) -> bytes:
        """The 32-byte seed that `from_seed` makes this key again from."""
        return self._key.private_bytes_raw()

    def sign(self, game_id: UUID | str, version: int, seat: int, action: Any) -> str:
        """The signature (hex, 64 bytes) of `action` (its JSON) by `seat` at
        `version` of game `game_id`."""
        return self._key.sign(move_text(game_id, version, seat, action)).hex()
