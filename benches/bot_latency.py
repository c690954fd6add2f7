"""How soon a bot moves after the step that put it on turn (target: within
100 ms of the previous commit, on an idle server and on a busy game).

    REFEREE_PROFILE=release scripts/with-server python3 benches/bot_latency.py [GAMES] [--busy N]

Plays GAMES (default 20) all-bot games of each game (sharp against random,
one at a time), then reads each finished game's audit bundle: every step
carries the time it was stored (`at`, taken just before its transaction
commits), so the gap between a step and the previous one is how long the
bot runner took to wake, claim the game, decide and store. Prints the gaps'
percentiles per game.

With `--busy N`, N threads hammer each game while the bots play, each with
a request that locks the game's row and is then refused (a resignation by
a player who holds no seat: `409`/`403`), so the bot runner often finds
the game held by a request when it claims it. Run the server with its rate
limit off for this (`REFEREE_RATE_LIMIT_PER_SEC=0`), or the hammering is
refused before it reaches the game. Standard library only.
"""

import argparse
import json
import os
import threading
import time
import urllib.error
import urllib.request
from datetime import datetime

URL = os.environ.get("REFEREE_URL", "http://127.0.0.1:8080")


def call(method, path, body=None, token=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(URL + path, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(req) as answer:
        return json.loads(answer.read() or b"null")


def hammer(gid, token, stop, sent):
    """Locks game `gid`'s row again and again until `stop` is set."""
    while not stop.is_set():
        try:
            call("POST", f"/v1/games/{gid}/resign", token=token)
        except urllib.error.HTTPError as refused:
            refused.read()
            if refused.code == 429:
                raise SystemExit("rate limited: run the server with REFEREE_RATE_LIMIT_PER_SEC=0")
        sent[0] += 1


def parse(at):
    return datetime.fromisoformat(at.replace("Z", "+00:00"))


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=20)
    parser.add_argument("--busy", type=int, default=0, metavar="N")
    args = parser.parse_args()
    token = call("POST", "/v1/players", {"name": "organiser"})["token"]
    hammerer = call("POST", "/v1/players", {"name": "hammerer"})["token"]
    for game, options in [
        ("woof-meow-biscuits", {"markers": 3}),
        ("shake-it-meerkat", {"rounds": 1}),
    ]:
        gaps = []
        sent = [0]
        for _ in range(args.games):
            created = call(
                "POST",
                "/v1/games",
                {"game": game, "seats": 2, "options": options, "join": False, "bots": ["sharp", "random"]},
                token,
            )
            gid = created["id"]
            stop = threading.Event()
            hammers = [
                threading.Thread(target=hammer, args=(gid, hammerer, stop, sent))
                for _ in range(args.busy)
            ]
            for thread in hammers:
                thread.start()
            while call("GET", f"/v1/games/{gid}", token=token)["status"] != "finished":
                time.sleep(0.2)  # polite: 5 requests a second, under the rate limit
            stop.set()
            for thread in hammers:
                thread.join()
            steps = call("GET", f"/v1/games/{gid}/audit", token=token)["steps"]
            times = [parse(s["at"]) for s in steps]
            gaps += [(b - a).total_seconds() * 1000 for a, b in zip(times, times[1:])]
        busy = f", {sent[0]} locking requests from {args.busy} threads" if args.busy else ""
        print(
            f"{game}: {len(gaps)} bot steps in {args.games} games{busy}; gap after the previous step (ms): "
            f"p50 {percentile(gaps, 50):.1f}, p90 {percentile(gaps, 90):.1f}, "
            f"p99 {percentile(gaps, 99):.1f}, max {max(gaps):.1f}"
        )


if __name__ == "__main__":
    main()
