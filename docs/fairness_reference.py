#!/usr/bin/env python3
"""Reference implementation of referee's pinned shuffle (docs/FAIRNESS.md).

Standard library only. Prints the golden vectors that src/engine/shuffle.rs
pins, so anyone can check the Rust implementation against an independent one:

    python3 docs/fairness_reference.py
"""
import hashlib
import struct


def _rotl(v, c):
    return ((v << c) & 0xFFFFFFFF) | (v >> (32 - c))


def _quarter(x, a, b, c, d):
    x[a] = (x[a] + x[b]) & 0xFFFFFFFF; x[d] = _rotl(x[d] ^ x[a], 16)
    x[c] = (x[c] + x[d]) & 0xFFFFFFFF; x[b] = _rotl(x[b] ^ x[c], 12)
    x[a] = (x[a] + x[b]) & 0xFFFFFFFF; x[d] = _rotl(x[d] ^ x[a], 8)
    x[c] = (x[c] + x[d]) & 0xFFFFFFFF; x[b] = _rotl(x[b] ^ x[c], 7)


def chacha20_words(key):
    """The ChaCha20 keystream (20 rounds, key = the 32-byte seed, 64-bit block
    counter from 0 in words 12-13, 64-bit stream/nonce 0 in words 14-15) as
    little-endian 32-bit words."""
    consts = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574]
    k = list(struct.unpack("<8I", key))
    counter = 0
    while True:
        state = consts + k + [counter & 0xFFFFFFFF, counter >> 32, 0, 0]
        x = state[:]
        for _ in range(10):
            _quarter(x, 0, 4, 8, 12); _quarter(x, 1, 5, 9, 13)
            _quarter(x, 2, 6, 10, 14); _quarter(x, 3, 7, 11, 15)
            _quarter(x, 0, 5, 10, 15); _quarter(x, 1, 6, 11, 12)
            _quarter(x, 2, 7, 8, 13); _quarter(x, 3, 4, 9, 14)
        for i in range(16):
            yield (x[i] + state[i]) & 0xFFFFFFFF
        counter += 1


def below(words, bound):
    """Uniform integer in [0, bound) by rejection sampling on 32-bit words."""
    zone = (1 << 32) // bound * bound
    while True:
        x = next(words)
        if x < zone:
            return x % bound


def shuffled_ids(n, seed):
    """Fisher-Yates from the last position down over the identity 0..n-1."""
    words = chacha20_words(seed)
    ids = list(range(n))
    for i in range(n - 1, 0, -1):
        j = below(words, i + 1)
        ids[i], ids[j] = ids[j], ids[i]
    return ids


def derive_seed(seed, purpose, index):
    """SHA-256(seed || purpose as ASCII || index as 4-byte big-endian)."""
    return hashlib.sha256(seed + purpose.encode("ascii") + struct.pack(">I", index)).digest()


def draw_seat(seed, purpose, seats):
    return below(chacha20_words(derive_seed(seed, purpose, 0)), seats)


if __name__ == "__main__":
    print("shuffled_ids(50, 32 x 0x00):", shuffled_ids(50, bytes(32)))
    print("shuffled_ids(33, 32 x 0x01):", shuffled_ids(33, bytes([1] * 32)))
    print("derive_seed(32 x 0x00, 'deal', 1):", derive_seed(bytes(32), "deal", 1).hex())
    print("draw_seat(32 x 0x01, 'starting-seat', 5):", draw_seat(bytes([1] * 32), "starting-seat", 5))
    print("draw_seat(32 x 0x00, 'starting-seat', 5):", draw_seat(bytes(32), "starting-seat", 5))
