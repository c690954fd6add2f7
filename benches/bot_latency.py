"""How soon a bot moves after the step that put it on turn (issue 13's
target: within 100 ms of the previous commit on an idle server).

    REFEREE_PROFILE=release scripts/with-server python3 benches/bot_latency.py [GAMES]

Plays GAMES (default 20) all-bot games of each game (sharp against random,
one at a time, the server otherwise idle), then reads each finished game's
audit bundle: every step carries the time it was stored (`at`, taken just
before its transaction commits), so the gap between a step and the previous
one is how long the bot runner took to wake, claim the game, decide and
store. Prints the gaps' percentiles per game. Standard library only.
"""

import json
import os
import sys
import time
import urllib.request
from datetime import datetime

URL = os.environ.get("REFEREE_URL", "http://127.0.0.1:8080")
GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 20


def call(method, path, body=None, token=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(URL + path, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(req) as answer:
        return json.loads(answer.read() or b"null")


def parse(at):
    return datetime.fromisoformat(at.replace("Z", "+00:00"))


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def main():
    token = call("POST", "/v1/players", {"name": "organiser"})["token"]
    for game, options in [
        ("woof-meow-biscuits", {"markers": 3}),
        ("shake-it-meerkat", {"rounds": 1}),
    ]:
        gaps = []
        for _ in range(GAMES):
            created = call(
                "POST",
                "/v1/games",
                {"game": game, "seats": 2, "options": options, "join": False, "bots": ["sharp", "random"]},
                token,
            )
            gid = created["id"]
            while call("GET", f"/v1/games/{gid}", token=token)["status"] != "finished":
                time.sleep(0.2)  # polite: 5 requests a second, under the rate limit
            steps = call("GET", f"/v1/games/{gid}/audit", token=token)["steps"]
            times = [parse(s["at"]) for s in steps]
            gaps += [(b - a).total_seconds() * 1000 for a, b in zip(times, times[1:])]
        print(
            f"{game}: {len(gaps)} bot steps in {GAMES} games; gap after the previous step (ms): "
            f"p50 {percentile(gaps, 50):.1f}, p90 {percentile(gaps, 90):.1f}, "
            f"p99 {percentile(gaps, 99):.1f}, max {max(gaps):.1f}"
        )


if __name__ == "__main__":
    main()
