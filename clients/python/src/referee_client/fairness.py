#!/usr/bin/env python3
"""Reference implementation of referee's fairness scheme (docs/FAIRNESS.md).

Standard library only, independent of the Rust code. With no argument it
prints the golden vectors that crates/engine/src/engine/shuffle.rs pins; with a bundle saved
from GET /v1/games/{id}/audit it checks everything that needs no rules
engine: the seed commitment, the game seed, the genesis hash, the first deal,
every salted digest and the hash chain:

    python3 clients/python/src/referee_client/fairness.py
    python3 clients/python/src/referee_client/fairness.py docs/audit-example.json
    python3 clients/python/src/referee_client/fairness.py - < bundle.json     (from standard input)
    python3 clients/python/src/referee_client/fairness.py bundle.json --key PUBLIC_KEY_HEX

With `--key` (the public key GET /v1/keys publishes; repeatable, for a
game signed across a key rotation) it also checks the referee's Ed25519
signature over the bundle (docs/FAIRNESS.md, "The referee's signature"),
with RFC 8032's verification written out below. Every step's signature is
checked too ("Signed steps", "Signed moves"): a player's under the public
key it carries, the referee's under the key given with its id. With
`--examples` it checks the worked examples of those two sections:

    python3 clients/python/src/referee_client/fairness.py --examples

With `--log PROOF.json` (saved from GET /v1/log/proof/{game}) it checks
that the game is in the public log under the proof's signed tree head; with
`--consistency OLD.json NEW.json` (a saved head, and a GET
/v1/log/consistency?from=OLD_SIZE answer) that the log only grew
(docs/FAIRNESS.md, "The public log"):

    python3 clients/python/src/referee_client/fairness.py bundle.json --log proof.json --key PUBLIC_KEY_HEX
    python3 clients/python/src/referee_client/fairness.py --consistency old.json new.json --key PUBLIC_KEY_HEX

It exits 1 at the first mismatch, naming its place ("step N: hash chain").
(Replaying the moves needs the rules: `referee verify FILE` does that.)
"""
import datetime
import hashlib
import hmac
import json
import struct
import sys


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


def canonical(value):
    """Canonical JSON: keys sorted, no whitespace, UTF-8."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def game_seed(server_seed, client_seeds):
    h = hashlib.sha256(b"referee/game-seed/v1" + server_seed)
    for seed in client_seeds:
        h.update(struct.pack(">H", len(seed)) + seed)
    return h.digest()


def salt(server_seed, seq, part):
    return hmac.new(server_seed, b"referee/salt/v1" + struct.pack(">Q", seq) + part.encode(), hashlib.sha256).digest()


def digest(salt_bytes, value):
    return hashlib.sha256(salt_bytes + canonical(value)).hexdigest()


def timestamp(at):
    """The step time as hashed: RFC 3339, UTC, microseconds."""
    moment = datetime.datetime.fromisoformat(at.replace("Z", "+00:00")).astimezone(datetime.timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def link(previous, seq, actor_seat, at, action_digest, event_digests, played_by=None):
    """One link of the chain. `played_by` ("clock" or "resigned") is in the
    hashed body only for a step the referee played for its seat."""
    body = {"action": action_digest, "actor_seat": actor_seat, "at": timestamp(at), "events": event_digests}
    if played_by is not None:
        body["played_by"] = played_by
    return hashlib.sha256(previous + struct.pack(">Q", seq) + canonical(body)).digest()


class Mismatch(Exception):
    """A check failed; the message names its place."""


def check(ok, place):
    # Not `assert`: `python3 -O` would skip the checks.
    if not ok:
        raise Mismatch(place)


# Ed25519 verification, RFC 8032 section 5.1.7, after the RFC's own
# reference code (section 6): points in extended coordinates.
_P = 2**255 - 19
_Q = 2**252 + 27742317777372353535851937790883648493
_D = -121665 * pow(121666, _P - 2, _P) % _P
_SQRT_M1 = pow(2, (_P - 1) // 4, _P)


def _add(a, b):
    x1, y1, z1, t1 = a
    x2, y2, z2, t2 = b
    pa, pb = (y1 - x1) * (y2 - x2) % _P, (y1 + x1) * (y2 + x2) % _P
    pc, pd = t1 * 2 * _D * t2 % _P, z1 * 2 * z2 % _P
    e, f, g, h = pb - pa, pd - pc, pd + pc, pb + pa
    return (e * f % _P, g * h % _P, f * g % _P, e * h % _P)


def _mul(s, point):
    result = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            result = _add(result, point)
        point = _add(point, point)
        s >>= 1
    return result


def _equal(a, b):
    return (a[0] * b[2] - b[0] * a[2]) % _P == 0 and (a[1] * b[2] - b[1] * a[2]) % _P == 0


def _recover_x(y, sign):
    if y >= _P:
        return None
    x2 = (y * y - 1) * pow(_D * y * y + 1, _P - 2, _P)
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (_P + 3) // 8, _P)
    if (x * x - x2) % _P != 0:
        x = x * _SQRT_M1 % _P
    if (x * x - x2) % _P != 0:
        return None
    if (x & 1) != sign:
        x = _P - x
    return x


def _decompress(data):
    if len(data) != 32:
        return None
    y = int.from_bytes(data, "little")
    sign, y = y >> 255, y & ((1 << 255) - 1)
    x = _recover_x(y, sign)
    return None if x is None else (x, y, 1, x * y % _P)


_GY = 4 * pow(5, _P - 2, _P) % _P
_G = (_recover_x(_GY, 0), _GY, 1, _recover_x(_GY, 0) * _GY % _P)


def _small_order(point):
    """Whether 8 times the point is the identity: such a key, or R, signs
    for no one in particular (RFC 8032 lets it through; strict verifiers,
    as ed25519-dalek's verify_strict, refuse it)."""
    return _equal(_mul(8, point), (0, 1, 1, 0))


def ed25519_verify(public, message, signature):
    """Whether `signature` (64 bytes) is `public`'s (32 bytes) over
    `message`, strictly: encodings canonical (y below p), neither the key
    nor R of small order, s below the group order."""
    a = _decompress(public)
    r = _decompress(signature[:32]) if len(signature) == 64 else None
    if a is None or r is None or _small_order(a) or _small_order(r):
        return False
    s = int.from_bytes(signature[32:], "little")
    if s >= _Q:
        return False
    h = int.from_bytes(hashlib.sha512(signature[:32] + public + message).digest(), "little") % _Q
    return _equal(_mul(s, _G), _add(r, _mul(h, a)))


def key_id(public):
    """A key's id: the first 16 hex digits of SHA-256 of its public key."""
    return hashlib.sha256(public).hexdigest()[:16]


def key_of(keys, wanted):
    """The key of `keys` (hex) whose id is `wanted`; the first one given
    otherwise (whose check then says what is wrong), or None for no keys."""
    for k in keys:
        if key_id(bytes.fromhex(k)) == wanted:
            return k
    return keys[0] if keys else None


def check_signed(signed, public_hex, text, place):
    """A signature as a document carries it (`algorithm`, `key_id`,
    `signature`): Ed25519 over `text` under `public_hex`. A failure names
    `place`: its algorithm, its key id, or the signature itself."""
    public = bytes.fromhex(public_hex)
    check(signed["algorithm"] == "ed25519", place + ": ed25519")
    check(signed["key_id"] == key_id(public), place + ": key id")
    check(ed25519_verify(public, text, bytes.fromhex(signed["signature"])), place)


def summary_text(domain, bundle):
    """The game of `bundle` pinned by its history: five lines under the first
    line `domain` (what the text is for) -- the game id, the status, the
    number of steps, the hash after the last step (the genesis hash without
    steps). The referee signs it as a bundle's; the public log holds it as a
    game's leaf."""
    head = bundle["steps"][-1]["hash"] if bundle["steps"] else bundle["genesis_hash"]
    return ("%s\n%s\n%s\n%d\n%s\n" % (
        domain, bundle["header"]["game_id"], bundle["status"], len(bundle["steps"]), head)).encode()


def check_signature(bundle, public_hex):
    """The referee's signature: Ed25519 over the five-line signed text."""
    signed = bundle.get("signature")
    check(signed is not None, "signature: present")
    check_signed(signed, public_hex, summary_text("referee-bundle-signature/v1", bundle), "signature")
    print("ok: signed by the referee's key", signed["key_id"])


def move_text(game_id, version, seat, action):
    """What a player signs for a move (docs/FAIRNESS.md, "Signed moves")."""
    return ("referee-move-signature/v1\n%s\n%d\n%d\n" % (game_id, version, seat)).encode() + canonical(action) + b"\n"


def step_text(game_id, seq, seat, role, hash_hex):
    """What the referee signs for a step it played itself ("Signed steps")."""
    return ("referee-step-signature/v1\n%s\n%d\n%d\n%s\n%s\n" % (game_id, seq, seat, role, hash_hex)).encode()


def check_step_signatures(bundle, referee_keys):
    """Every step's signature: a player's under the public key it carries,
    over the move as recorded; the referee's under the key of its id among
    `referee_keys` (hex), over the step. Who may sign is the seat's and the
    step's: a bot seat's steps (the header names its bot) and the steps the
    referee played (`played_by`) are the referee's, a player's seat's own
    steps its player's. A game that takes signed moves only must have every
    seat step signed, but for those whose signature a redacted bundle leaves
    out with the action (a player's move)."""
    bots = {s["seat"]: s["bot"] for s in bundle["header"]["seats"] if s.get("bot") is not None}
    keys = {key_id(bytes.fromhex(k)): k for k in referee_keys}
    full = bundle["view"]["kind"] == "full"
    unsigned = redacted = 0
    game_id = bundle["header"]["game_id"]
    for step in bundle["steps"]:
        seq, seat, signed = step["seq"], step["actor_seat"], step.get("signature")
        place = "step %d: signature" % seq
        if seat is None:
            check(signed is None, place)
            continue
        if signed is None:
            hidden = (not full and seat not in bots and step.get("played_by") is None
                      and (step["action"] or {}).get("kind") == "redacted")
            check(hidden or not bundle["header"].get("signed_moves"), "step %d: not signed" % seq)
            if hidden:
                redacted += 1
            else:
                unsigned += 1
            continue
        check(signed["algorithm"] == "ed25519", place)
        if signed["signer"] == "player":
            check(seat not in bots, place + ": a bot seat's step signed by a player")
            check(step.get("played_by") is None and "public_key" in signed, place)
            check_signed(signed, signed["public_key"], move_text(game_id, seq - 1, seat, step["action"]), place)
            print("ok: step %d (seat %d): signed by its player (key %s)" % (seq, seat, signed["key_id"]))
        else:
            check(signed["signer"] == "referee" and "public_key" not in signed, place)
            check(seat in bots or step.get("played_by") is not None,
                  place + ": a player's own step signed by the referee")
            role = step.get("played_by") or "bot"
            public = keys.get(signed["key_id"])
            if public is None:
                check(not keys, place + " (none of the keys given)")
                print("not checked: step %d (seat %d): the referee's key %s" % (seq, seat, signed["key_id"]))
                continue
            check_signed(signed, public, step_text(game_id, seq, seat, role, step["hash"]), place)
            print("ok: step %d (seat %d): signed by the referee as %s (key %s)" % (seq, seat, role, signed["key_id"]))
    if unsigned:
        print("not signed: %d seat step(s)" % unsigned)
    if redacted:
        print("not shown: the signatures of %d seat step(s) whose action is redacted" % redacted)


def check_worked_examples():
    """The worked examples of docs/FAIRNESS.md, "Signed moves" and "Signed
    steps": each signature verifies over its text, and fails over another."""
    game = "01234567-89ab-cdef-0123-456789abcdef"
    player = bytes.fromhex("8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c")
    move = move_text(game, 4, 0, {"kind": "play", "card": 7})
    signature = bytes.fromhex("6a046b34aae756a066d452b31c09fedf271bcca718878a7011c55505f531db8d"
                              "7caeed3260984418ee002d2db80bd91dd8701fda196b76b735b165752127d208")
    check(key_id(player) == "34750f98bd59fcfc", "example: the player's key id")
    check(ed25519_verify(player, move, signature), "example: the move's signature")
    check(not ed25519_verify(player, move_text(game, 5, 0, {"kind": "play", "card": 7}), signature),
          "example: the move's signature over another version")
    print("ok: the example move's signature verifies (key %s)" % key_id(player))
    referee = bytes.fromhex("ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c")
    step = step_text(game, 6, 1, "clock", "ab" * 32)
    signature = bytes.fromhex("e69aaf49394b49b2e5e72ed154da8409b2834e90d082d9583b30474aec96fcf3"
                              "55f1437b27b7a86786a5e506c78125aed4869a2877a3a41d77c09fc71a55cc01")
    check(key_id(referee) == "fe812c12f3ab4ce6", "example: the referee's key id")
    check(ed25519_verify(referee, step, signature), "example: the step's signature")
    check(not ed25519_verify(referee, step_text(game, 6, 1, "resigned", "ab" * 32), signature),
          "example: the step's signature as another role")
    print("ok: the example step's signature verifies (key %s)" % key_id(referee))


def verify_bundle(path, keys=()):
    """Checks a bundle: `path` names its file ("-": standard input), or is
    the bundle itself, parsed (a dict)."""
    if isinstance(path, dict):
        bundle = path
    elif path == "-":
        bundle = json.load(sys.stdin)
    else:
        with open(path, encoding="utf-8") as file:
            bundle = json.load(file)
    if keys:
        check_signature(bundle, key_of(keys, (bundle.get("signature") or {}).get("key_id")))
    check_step_signatures(bundle, keys)
    header = bundle["header"]
    genesis = hashlib.sha256(b"referee/genesis/v1" + canonical(header)).digest()
    check(genesis.hex() == bundle["genesis_hash"], "genesis hash")
    print("ok: genesis", genesis.hex())
    if bundle["server_seed"] is None:
        previous = genesis
        for step in bundle["steps"]:
            previous = link(previous, step["seq"], step["actor_seat"], step["at"], step["action_digest"], step["event_digests"], step.get("played_by"))
            check(previous.hex() == step["hash"], "step %d: hash chain" % step["seq"])
        print("ok: hash chain of %d steps (sealed: no seed yet)" % len(bundle["steps"]))
        return bundle
    server = bytes.fromhex(bundle["server_seed"])
    check(hashlib.sha256(server).hexdigest() == header["seed_commitment"], "commitment")
    print("ok: server seed matches commitment", header["seed_commitment"])
    if bundle["status"] == "aborted":
        check(not bundle["steps"] and len(header["seats"]) < header["seat_count"], "aborted")
        print("ok: aborted before any deal")
        return bundle
    clients = [bytes.fromhex(s["client_seed"] or "") for s in header["seats"]]
    seed = game_seed(server, clients)
    check(seed.hex() == bundle["game_seed"], "game seed")
    print("ok: game seed", seed.hex())
    deal = bundle["steps"][0]["events"][0]
    pile = deal.get("pile", deal.get("deck"))
    hands = deal["hands"]
    n_seats = len(hands)
    order = shuffled_ids(sum(len(h) for h in hands) + len(pile), derive_seed(seed, "deal", 1))
    start = deal["starting_seat"]
    if "starting_seat" not in header["options"]:
        check(start == draw_seat(seed, "starting-seat", n_seats), "drawn starting seat")
    dealt = sum(len(h) for h in hands)
    for offset in range(n_seats):
        seat = (start + offset) % n_seats
        check(sorted(hands[seat]) == sorted(order[offset:dealt:n_seats]), "deal: seat %d" % seat)
    check(pile == order[dealt:], "deal: pile")
    print("ok: round 1 deal re-derived (%d cards, starting seat %d)" % (len(order), start))
    previous = genesis
    for step in bundle["steps"]:
        seq = step["seq"]
        action = digest(salt(server, seq, "action"), step["action"]) if step["action"] is not None else None
        events = [digest(salt(server, seq, "event/%d" % i), e) for i, e in enumerate(step["events"])]
        check(action == step["action_digest"] and events == step["event_digests"], "step %d: digests" % seq)
        previous = link(previous, seq, step["actor_seat"], step["at"], action, events, step.get("played_by"))
        check(previous.hex() == step["hash"], "step %d: hash chain" % seq)
    print("ok: %d steps: every salted digest and the hash chain match" % len(bundle["steps"]))
    return bundle



# The public log (docs/FAIRNESS.md, "The public log"): RFC 6962's hashes,
# and the proofs verified as RFC 9162 sections 2.1.3.2 and 2.1.4.2 say.
def log_leaf(bundle, logged=b""):
    """A finished or aborted game's leaf: six lines of text, the last
    `rated` or `unrated`. A leaf `logged` under the first version (five
    lines, no flag) is still the one of a game whose header is unrated."""
    rated = bool(bundle["header"].get("rated"))
    if logged.startswith(b"referee-log-leaf/v1\n") and not rated:
        return summary_text("referee-log-leaf/v1", bundle)
    return summary_text("referee-log-leaf/v2", bundle) + (b"rated\n" if rated else b"unrated\n")


def leaf_hash(leaf):
    return hashlib.sha256(b"\x00" + leaf).digest()


def node_hash(left, right):
    return hashlib.sha256(b"\x01" + left + right).digest()


def verify_inclusion(leaf, index, size, path, root):
    check(index < size, "log: leaf index %d below the tree size %d" % (index, size))
    fn, sn, r = index, size - 1, leaf_hash(leaf)
    for p in path:
        check(sn != 0, "log: inclusion proof too long")
        if fn & 1 or fn == sn:
            r = node_hash(p, r)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            r = node_hash(r, p)
        fn, sn = fn >> 1, sn >> 1
    check(sn == 0 and r == root, "log: inclusion proof")


def verify_consistency(first, second, first_root, second_root, proof):
    check(0 < first <= second, "consistency: tree sizes %d, %d" % (first, second))
    if first == second:
        check(not proof and first_root == second_root, "consistency: same size, same root")
        return
    path = ([first_root] if first & (first - 1) == 0 else []) + proof
    check(path, "consistency: empty proof")
    fn, sn = first - 1, second - 1
    while fn & 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = path[0]
    for c in path[1:]:
        check(sn != 0, "consistency: proof too long")
        if fn & 1 or fn == sn:
            fr, sr = node_hash(c, fr), node_hash(c, sr)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            sr = node_hash(sr, c)
        fn, sn = fn >> 1, sn >> 1
    check(sn == 0 and fr == first_root and sr == second_root, "consistency: proof")


def check_tree_head(head, keys, name):
    """The referee's signature on a tree head, under the key of its id among
    `keys` (hex): Ed25519 over four lines."""
    text = "referee-log-tree-head/v1\n%d\n%s\n%d\n" % (head["tree_size"], head["root_hash"], head["timestamp"])
    check_signed(head, key_of(keys, head["key_id"]), text.encode(), "%s tree head: signature" % name)
    print("ok: the %s tree head (%d games) is signed by the referee's key %s" % (name, head["tree_size"], head["key_id"]))


def load_json(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def verify_log_inclusion(bundle, proof, keys=()):
    """The game of `bundle` is in the log under the proof's signed head,
    checked under the key of its id among `keys` (hex) if any."""
    check(proof["game_id"] == bundle["header"]["game_id"], "log: the proof's game")
    if keys:
        check_tree_head(proof["head"], keys, "log's")
    leaf = log_leaf(bundle, proof["leaf"].encode())
    check(proof["leaf"].encode() == leaf, "log: leaf")
    head = proof["head"]
    verify_inclusion(leaf, proof["leaf_index"], head["tree_size"],
                     [bytes.fromhex(h) for h in proof["audit_path"]], bytes.fromhex(head["root_hash"]))
    print("ok: in the public log as leaf %d of %d" % (proof["leaf_index"], head["tree_size"]))


def verify_log_consistency(old, new, keys=()):
    """`old` (a saved head, or an answer holding one as `head`) is a prefix
    of the log under `new` (a GET /v1/log/consistency answer); with `keys`
    (hex), each head's signature is checked under the key of its id."""
    old = old.get("head", old)
    if keys:
        check_tree_head(old, keys, "old")
        check_tree_head(new["head"], keys, "new")
    check(old["tree_size"] == new["first"], "consistency: the proof's first size")
    verify_consistency(old["tree_size"], new["head"]["tree_size"], bytes.fromhex(old["root_hash"]),
                       bytes.fromhex(new["head"]["root_hash"]), [bytes.fromhex(h) for h in new["proof"]])
    print("ok: the log of %d games is a prefix of the log of %d games" % (old["tree_size"], new["head"]["tree_size"]))


if __name__ == "__main__" and len(sys.argv) > 1:
    try:
        if sys.argv[1] == "--examples":
            check_worked_examples()
            sys.exit(0)
        keys = [sys.argv[i + 1] for i, arg in enumerate(sys.argv[:-1]) if arg == "--key"]
        if sys.argv[1] == "--consistency":
            verify_log_consistency(load_json(sys.argv[2]), load_json(sys.argv[3]), keys)
        else:
            bundle = verify_bundle(sys.argv[1], keys)
            if "--log" in sys.argv:
                verify_log_inclusion(bundle, load_json(sys.argv[sys.argv.index("--log") + 1]), keys)
    except Mismatch as place:
        print("FAILED: %s" % place, file=sys.stderr)
        sys.exit(1)
    sys.exit(0)

if __name__ == "__main__":
    print("shuffled_ids(50, 32 x 0x00):", shuffled_ids(50, bytes(32)))
    print("shuffled_ids(33, 32 x 0x01):", shuffled_ids(33, bytes([1] * 32)))
    print("derive_seed(32 x 0x00, 'deal', 1):", derive_seed(bytes(32), "deal", 1).hex())
    print("draw_seat(32 x 0x01, 'starting-seat', 5):", draw_seat(bytes([1] * 32), "starting-seat", 5))
    print("draw_seat(32 x 0x00, 'starting-seat', 5):", draw_seat(bytes(32), "starting-seat", 5))
