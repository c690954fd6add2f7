"""Records replay fixtures from a real referee server (web/test/replay.test.mjs
checks web/replay.js against them).

    REFEREE_URL=http://127.0.0.1:8080 python3 web/test/fixtures.py OUT_DIR

Registers six players (five to sit, one to watch), then plays random legal
games through the API: Shake It Meerkat with 2, 3 and 5 seats under each
`card_backs` (rounded, exact, hidden); Woof Meow Biscuits basic and advanced
with 2 to 5 seats, and two games with a custom `deck`. Each move is picked
from the `legal_actions` the seat on turn reads in `GET /v1/games/{id}` and
sent as `{"game": g, "expected_version": v, "action": …}`. In two more games a seat
resigns midway and the referee plays its turns (`played_by: "resigned"`);
the referee moves on its own there, so a version just before such a step
may pass unseen (the test allows exactly those).

After every version it records the spectator's view (`GET /v1/games/{id}` by
the registered player who holds no seat) and every seat's `view.hand`; when
the game is finished it saves the audit bundle. One JSON file per game:

    {"name", "game", "seat_count", "options", "game_id", "resign",
     "versions": [{"version": v, "spectator": view, "hands": [hand by seat]}],
     "bundle": audit bundle}

Python 3.11 standard library only. A 429 is waited out as its Retry-After
says, so the server's default rate limits may stay on.
"""

import json
import os
import random
import sys
import time

from referee_http import Problem, call

# Deterministic choices, so a failure can be replayed (the server's seed is
# still its own: the deals differ from run to run).
RNG = random.Random(int(os.environ.get("REPLAY_FIXTURES_SEED", "20240611")))


def register(name):
    p = call("POST", "/v1/players", body={"name": name})
    return {"id": p["player_id"], "token": p["token"], "name": name}


# --- picking legal actions -------------------------------------------------


def meerkat_action(legal, hand):
    """A random legal Meerkat action from `legal_actions` and the seat's hand.
    Biased so that rounds end: challenges (draws empty the pile) and passes
    are common; plays are small, and half the time honest when the hand
    allows it (so challenges fail too)."""
    plays = legal["plays"]
    if legal["may_pass"]:
        r = RNG.random()
        if r < 0.3 or (r >= 0.55 and not plays):
            return {"kind": "pass"}
        if r < 0.55:
            return {"kind": "challenge"}
    play = RNG.choice(plays)
    count = play["min_count"] if RNG.random() < 0.8 else RNG.randint(play["min_count"], play["max_count"])
    ids = [c["id"] for c in hand]
    if RNG.random() < 0.5:
        # An honest play when some allowed rank has enough cards of its face.
        honest = [r for r in play["ranks"] if sum(1 for c in hand if c["face"] == r) >= count]
        if honest:
            rank = RNG.choice(honest)
            cards = RNG.sample([c["id"] for c in hand if c["face"] == rank], count)
            return {"kind": "play", "cards": cards, "rank": rank}
    return {"kind": "play", "cards": RNG.sample(ids, count), "rank": RNG.choice(play["ranks"])}


def biscuits_action(legal, hand):
    return {"kind": "play", "card": RNG.choice(legal["cards"])["id"]}


# --- one game ---------------------------------------------------------------


def read_all(gid, watcher, seat_token, seats):
    """The spectator's game and every seat's, all at one version: read again
    when the referee moved in between (a resigned seat's turn)."""
    while True:
        spec = call("GET", f"/v1/games/{gid}", watcher["token"])
        if spec.get("you") is not None:
            raise RuntimeError(f"the watcher is seated in {gid}: {spec['you']}")
        views = [call("GET", f"/v1/games/{gid}", seat_token[s]) for s in range(seats)]
        if all(g["version"] == spec["version"] for g in views):
            again = call("GET", f"/v1/games/{gid}", watcher["token"])
            if again["version"] == spec["version"]:
                return spec, views


def play_game(name, game, seats, options, players, watcher, out_dir, resign=None, max_versions=3000):
    """Plays one game to its end, recording every version it can see.
    `resign`: `(seat, version)`, that seat resigns once the game reaches the
    version; the referee then plays its turns (`played_by: "resigned"`) on
    its own, so the version before each of them may pass unseen."""
    sitting = players[:seats]
    created = call(
        "POST",
        "/v1/games",
        sitting[0]["token"],
        {"game": game, "seats": seats, "options": options, "client_seed": f"{RNG.getrandbits(32):08x}"},
    )
    gid = created["id"]
    for p in sitting[1:]:
        call("POST", f"/v1/games/{gid}/seats", p["token"], {"client_seed": f"{RNG.getrandbits(16):04x}"})
    # The seat of each player (seats are taken lowest first, but ask).
    seat_token = {}
    for p in sitting:
        g = call("GET", f"/v1/games/{gid}", p["token"])
        seat_token[g["you"]["seat"]] = p["token"]
    assert sorted(seat_token) == list(range(seats)), seat_token
    chooser = meerkat_action if game == "shake-it-meerkat" else biscuits_action
    versions = []
    resigned = set()
    waited = 0
    while True:
        spec, views = read_all(gid, watcher, seat_token, seats)
        v = spec["version"]
        if versions and versions[-1]["version"] == v:
            # Waiting for the referee to play a resigned seat.
            waited += 1
            if waited > 400:
                raise RuntimeError(f"{name}: the referee did not play the resigned seat at version {v}")
            time.sleep(0.025)
            continue
        waited = 0
        versions.append({"version": v, "spectator": spec["view"], "hands": [g["view"]["hand"] for g in views]})
        if spec["status"] != "active":
            break
        if v > max_versions:
            raise RuntimeError(f"{name}: no end after {max_versions} versions")
        if resign is not None and v >= resign[1] and resign[0] not in resigned:
            call("POST", f"/v1/games/{gid}/resign", seat_token[resign[0]])
            resigned.add(resign[0])
        turn = spec["turn"]["seat"]
        if turn in resigned:
            continue
        mine = views[turn]
        action = chooser(mine["legal_actions"], mine["view"]["hand"])
        try:
            call("POST", f"/v1/games/{gid}/moves", seat_token[turn], {"game": spec["game"], "expected_version": v, "action": action})
        except Problem as err:
            # The resignation just made the referee move first.
            if err.status != 409 or not resigned:
                raise
    if spec["status"] != "finished":
        raise RuntimeError(f"{name}: ended {spec['status']}")
    bundle = call("GET", f"/v1/games/{gid}/audit", watcher["token"])
    if len(bundle["steps"]) != versions[-1]["version"]:
        raise RuntimeError(f"{name}: {len(bundle['steps'])} steps for version {versions[-1]['version']}")
    fixture = {
        "name": name,
        "game": game,
        "seat_count": seats,
        "options": options,
        "game_id": gid,
        "resign": resign,
        "versions": versions,
        "bundle": bundle,
    }
    with open(os.path.join(out_dir, f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump(fixture, f, separators=(",", ":"))
    return len(versions)


# A custom deck: numbers outside the default's, a kind left out (reverse),
# a count of 0 (RULES.md, Game 2, "Components", ruling 12).
CUSTOM_DECK = {
    "dog": {"1": 2, "7": 4, "13": 1, "4": 0},
    "cat": {"5": 3, "12": 1},
    "minus_one": 2,
    "bone": 2,
}


def games():
    out = []
    for seats in (2, 3, 5):
        for backs in ("rounded", "exact", "hidden"):
            out.append((f"meerkat-{seats}p-{backs}", "shake-it-meerkat", seats, {"rounds": 2, "card_backs": backs}))
    for seats in (2, 3, 4, 5):
        out.append((f"biscuits-basic-{seats}p", "woof-meow-biscuits", seats, {"markers": 4 if seats < 5 else 9}))
        out.append((f"biscuits-advanced-{seats}p", "woof-meow-biscuits", seats, {"variant": "advanced", "rounds": 2}))
    out.append(("biscuits-basic-3p-custom-deck", "woof-meow-biscuits", 3, {"deck": CUSTOM_DECK, "starting_seat": 1, "max_rounds": 3}))
    out.append(("biscuits-advanced-2p-custom-deck", "woof-meow-biscuits", 2, {"variant": "advanced", "rounds": 1, "deck": CUSTOM_DECK}))
    out.append(("meerkat-4p-default-options", "shake-it-meerkat", 4, {"rounds": 1}))
    # Game ends the other ways: the last biscuit (a deck of 7s makes 14
    # every second card), and the max_rounds cap with markers left.
    out.append(("biscuits-basic-2p-biscuits-out", "woof-meow-biscuits", 2, {"markers": 3, "deck": {"dog": {"7": 12}}}))
    out.append(("biscuits-basic-4p-max-rounds", "woof-meow-biscuits", 4, {"markers": 99, "max_rounds": 1}))
    return out


# Games where a seat resigns: (name, game, seats, options, (seat, version)).
RESIGNING = [
    ("meerkat-3p-rounded-resigned", "shake-it-meerkat", 3, {"rounds": 1}, (1, 4)),
    ("biscuits-advanced-3p-resigned", "woof-meow-biscuits", 3, {"variant": "advanced", "rounds": 1}, (2, 5)),
]


def main():
    if len(sys.argv) != 2:
        print("usage: fixtures.py OUT_DIR", file=sys.stderr)
        return 2
    out_dir = sys.argv[1]
    os.makedirs(out_dir, exist_ok=True)
    stamp = f"{os.getpid()}-{int(time.time())}"
    players = [register(f"replay-seat-{i}-{stamp}") for i in range(5)]
    watcher = register(f"replay-watcher-{stamp}")
    total = 0
    todo = [(*g,) for g in games()]
    todo += RESIGNING
    for name, game, seats, options, *resign in todo:
        # Who sits where changes from game to game.
        RNG.shuffle(players)
        n = play_game(name, game, seats, options, players, watcher, out_dir, resign=(resign or [None])[0])
        total += n
        print(f"fixtures.py: {name}: {n} versions", file=sys.stderr)
    print(f"fixtures.py: {len(todo)} games, {total} versions recorded in {out_dir}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
