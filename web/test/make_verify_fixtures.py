#!/usr/bin/env python3
"""Makes the audit-bundle fixtures of web/test/verify.test.mjs.

Plays a few small games against a real server and saves their audit bundles
under web/test/fixtures/. Standard library only. Run it from the checkout:

    scripts/with-server python3 web/test/make_verify_fixtures.py

(`scripts/with-server` starts a server on a fresh database and sets
REFEREE_URL.) Every move is the first legal one the view offers, so the
games are short but real: every deal comes from the pinned shuffle.

Saved:
- meerkat-finished.json     Shake It Meerkat, 2 seats, 1 round, finished
- biscuits-basic-finished.json     Woof Meow Biscuits basic, markers 1, finished
- biscuits-advanced-finished.json  Woof Meow Biscuits advanced, rounds 1, an
  11-card custom deck, finished
- biscuits-resigned-finished.json  basic, markers 1, seat 1 resigns early:
  the referee plays its turns (`played_by: "resigned"` in the chain)
- meerkat-running-seat0.json       a running Meerkat game, redacted for seat 0
- biscuits-running-seat1.json      a running Biscuits game, redacted for seat 1
- meerkat-running-spectator.json   the same running Meerkat game, as a spectator
"""
import json
import os
import sys
import time

from referee_http import call

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")


def player(name):
    return call("POST", "/v1/players", body={"name": name})["token"]


def start(game, options, tokens, seeds):
    """Creates a game with seat 0, seats the others; returns its id."""
    body = {"game": game, "seats": len(tokens), "options": options}
    if seeds[0] is not None:
        body["client_seed"] = seeds[0]
    gid = call("POST", "/v1/games", tokens[0], body)["id"]
    for token, seed in zip(tokens[1:], seeds[1:]):
        call("POST", "/v1/games/%s/seats" % gid, token, {} if seed is None else {"client_seed": seed})
    return gid


def first_legal(game, view):
    legal = view["legal_actions"]
    if game == "woof-meow-biscuits":
        return {"kind": "play", "card": legal["cards"][0]["id"]}
    if legal["may_challenge"]:
        return {"kind": "challenge"}
    if legal["may_pass"]:
        return {"kind": "pass"}
    play = legal["plays"][0]
    hand = sorted(card["id"] for card in view["view"]["hand"])
    return {"kind": "play", "cards": hand[: play["min_count"]], "rank": play["ranks"][0]}


def play(game, gid, tokens, moves=None):
    """Plays first legal moves until the game ends (or `moves` were made)."""
    made = 0
    while moves is None or made < moves:
        state = call("GET", "/v1/games/%s" % gid, token=tokens[0])
        if state["status"] != "active":
            return
        seat = state["turn"]["seat"]
        view = call("GET", "/v1/games/%s" % gid, token=tokens[seat])
        resigned = any(s["seat"] == seat and s["resigned"] for s in view["seats"])
        if not view.get("legal_actions") or resigned:
            # A resigned seat: the referee moves for it in a moment.
            time.sleep(0.05)
            continue
        action = first_legal(game, view)
        call("POST", "/v1/games/%s/moves" % gid, tokens[seat],
             {"game": view["game"], "expected_version": view["version"], "action": action})
        made += 1


def save(name, gid, token):
    text = call("GET", "/v1/games/%s/audit" % gid, token=token, raw=True)
    bundle = json.loads(text)
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as out:
        # As served (compact), one step a line: small, and diffs stay readable.
        steps = bundle.pop("steps")
        head = json.dumps(bundle, ensure_ascii=False, separators=(",", ":"))
        lines = ",\n".join(json.dumps(s, ensure_ascii=False, separators=(",", ":")) for s in steps)
        out.write(head[:-1] + ',"steps":[\n' + lines + "\n]}")
        out.write("\n")
    print("%s: %s, %d steps" % (name, bundle["status"], len(steps)))


def main():
    os.makedirs(OUT, exist_ok=True)
    tokens = [player("alice"), player("bob")]
    spectator = player("carol")

    gid = start("shake-it-meerkat", {"rounds": 1}, tokens, ["c0ffee", "b0b0"])
    play("shake-it-meerkat", gid, tokens)
    save("meerkat-finished.json", gid, tokens[0])

    gid = start("woof-meow-biscuits", {"markers": 1}, tokens, ["00ff", None])
    play("woof-meow-biscuits", gid, tokens)
    save("biscuits-basic-finished.json", gid, tokens[1])

    # A small custom deck keeps the one round short (and nests the options).
    small_deck = {"dog": {"2": 3, "5": 3, "7": 2}, "cat": {"3": 1}, "reverse": 1, "bone": 1}
    gid = start("woof-meow-biscuits", {"variant": "advanced", "rounds": 1, "deck": small_deck},
                tokens, [None, "abcdef0123"])
    play("woof-meow-biscuits", gid, tokens)
    save("biscuits-advanced-finished.json", gid, tokens[0])

    gid = start("woof-meow-biscuits", {"markers": 1}, tokens, ["01", "02"])
    play("woof-meow-biscuits", gid, tokens, moves=2)
    call("POST", "/v1/games/%s/resign" % gid, tokens[1])
    play("woof-meow-biscuits", gid, tokens)
    save("biscuits-resigned-finished.json", gid, tokens[0])

    gid = start("shake-it-meerkat", {"card_backs": "exact"}, tokens, ["1234", "5678"])
    play("shake-it-meerkat", gid, tokens, moves=6)
    save("meerkat-running-seat0.json", gid, tokens[0])
    save("meerkat-running-spectator.json", gid, spectator)

    gid = start("woof-meow-biscuits", {"variant": "advanced"}, tokens, ["aa", "bb"])
    play("woof-meow-biscuits", gid, tokens, moves=5)
    save("biscuits-running-seat1.json", gid, tokens[1])


if __name__ == "__main__":
    sys.exit(main())
