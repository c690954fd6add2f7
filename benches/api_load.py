#!/usr/bin/env python3
"""API load benchmark for the referee server (standard library only).

Drives --games concurrent two-player games against a running server, one
worker thread per game, each with its own keep-alive HTTP connection. A worker
registers two players, creates a game, has the second player join (the game
then starts by itself), and plays it to the end with random legal moves:

    GET  /v1/games/{id}          as the seat on turn (version, legal_actions)
    POST /v1/games/{id}/moves    a random legal action at that version
    GET  /v1/games/{id}          as the other seat, --get-ratio times per move

When the game is finished it starts the next one, until --seconds have passed.
It prints the latency (median, p90, p99, max) of each request type, the
errors (any non-2xx answer, by status code, and connection failures), moves
per second and games finished. Exit status 1 when any request failed.

Usually run through scripts/bench-api, which builds and starts a server on a
fresh database first. Directly:

    python3 benches/api_load.py --base http://127.0.0.1:18080 --games 16 \\
        --seconds 20 --game woof-meow-biscuits --get-ratio 1

Only loopback servers are accepted: this is a load generator.
"""

import argparse
import http.client
import json
import math
import random
import socket
import sys
import threading
import time
import urllib.parse

GAMES = ("woof-meow-biscuits", "shake-it-meerkat")

# Request types, in the order they are reported.
T_PLAYER = "POST /v1/players"
T_CREATE = "POST /v1/games"
T_JOIN = "POST /v1/games/{id}/seats"
T_GET = "GET  /v1/games/{id}"
T_MOVE = "POST /v1/games/{id}/moves"
TYPES = (T_PLAYER, T_CREATE, T_JOIN, T_GET, T_MOVE)

# A game abandoned after this many failed requests in a row (a bug in the
# server or in this script would otherwise spin on one game).
MAX_FAILURES_PER_GAME = 3
# Error bodies kept to show at the end.
MAX_SAMPLES = 5


class RequestFailed(Exception):
    """A non-2xx answer or a connection failure (already counted)."""


class Stats:
    """One worker's measurements; merged after the run (no locking)."""

    def __init__(self):
        self.latencies = {t: [] for t in TYPES}
        self.errors = {}  # (type, status or exception name) -> count
        self.samples = []  # (type, status, body excerpt)
        self.moves = 0
        self.games_started = 0
        self.games_finished = 0
        self.games_abandoned = 0

    def merge(self, other):
        for t in TYPES:
            self.latencies[t].extend(other.latencies[t])
        for k, v in other.errors.items():
            self.errors[k] = self.errors.get(k, 0) + v
        self.samples.extend(other.samples[: max(0, MAX_SAMPLES - len(self.samples))])
        self.moves += other.moves
        self.games_started += other.games_started
        self.games_finished += other.games_finished
        self.games_abandoned += other.games_abandoned


class Client:
    """One keep-alive connection; every request is timed and counted."""

    def __init__(self, host, port, stats, timeout):
        self.host, self.port, self.timeout = host, port, timeout
        self.stats = stats
        self.conn = None

    def _connect(self):
        self.conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        self.conn.connect()
        self.conn.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def close(self):
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def request(self, kind, method, path, token=None, body=None):
        headers = {"Accept": "application/json"}
        payload = None
        if body is not None:
            payload = json.dumps(body, separators=(",", ":")).encode()
            headers["Content-Type"] = "application/json"
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        if self.conn is None:
            self._connect()  # connecting is not part of the measured time
        start = time.perf_counter()
        try:
            self.conn.request(method, path, body=payload, headers=headers)
            resp = self.conn.getresponse()
            data = resp.read()
        except (OSError, http.client.HTTPException) as exc:
            self.close()
            key = (kind, type(exc).__name__)
            self.stats.errors[key] = self.stats.errors.get(key, 0) + 1
            if len(self.stats.samples) < MAX_SAMPLES:
                self.stats.samples.append((kind, type(exc).__name__, str(exc)[:300]))
            raise RequestFailed(kind) from exc
        elapsed = time.perf_counter() - start
        if resp.will_close:
            self.close()
        if not 200 <= resp.status < 300:
            key = (kind, resp.status)
            self.stats.errors[key] = self.stats.errors.get(key, 0) + 1
            if len(self.stats.samples) < MAX_SAMPLES:
                text = data.decode("utf-8", "replace")[:300]
                self.stats.samples.append((kind, resp.status, f"{method} {path}: {text}"))
            raise RequestFailed(kind)
        self.stats.latencies[kind].append(elapsed)
        return json.loads(data) if data else None


def biscuits_action(game, rng):
    cards = (game.get("legal_actions") or {}).get("cards") or []
    if not cards:
        raise ValueError("no legal card in legal_actions")
    return {"kind": "play", "card": rng.choice(cards)["id"]}


def meerkat_action(game, rng):
    legal = game.get("legal_actions") or {}
    plays = legal.get("plays") or []
    hand = [c["id"] for c in ((game.get("view") or {}).get("hand") or [])]
    kinds = []
    if legal.get("may_pass"):
        kinds.append("pass")
    if legal.get("may_challenge"):
        kinds.append("challenge")
    if plays and hand:
        kinds.append("play")
    if not kinds:
        raise ValueError("no legal action in legal_actions")
    kind = rng.choice(kinds)
    if kind != "play":
        return {"kind": kind}
    play = rng.choice(plays)
    low = play["min_count"]
    high = min(play["max_count"], low + 2, len(hand))
    count = rng.randint(low, high)
    return {
        "kind": "play",
        "cards": rng.sample(hand, count),
        "rank": rng.choice(play["ranks"]),
    }


ACTIONS = {"woof-meow-biscuits": biscuits_action, "shake-it-meerkat": meerkat_action}


class Worker(threading.Thread):
    def __init__(self, index, args, host, port, deadline, seed):
        super().__init__(name=f"worker-{index}", daemon=True)
        self.index = index
        self.args = args
        self.deadline = deadline
        self.rng = random.Random(seed)
        self.stats = Stats()
        self.client = Client(host, port, self.stats, args.timeout)
        self.choose = ACTIONS[args.game]
        self.serial = 0

    def time_left(self):
        return time.perf_counter() < self.deadline

    def run(self):
        try:
            while self.time_left():
                try:
                    self.play_one_game()
                except RequestFailed:
                    self.stats.games_abandoned += 1
                except Exception as exc:  # an answer this script did not expect
                    self.stats.games_abandoned += 1
                    key = ("client", type(exc).__name__)
                    self.stats.errors[key] = self.stats.errors.get(key, 0) + 1
                    if len(self.stats.samples) < MAX_SAMPLES:
                        self.stats.samples.append(("client", type(exc).__name__, repr(exc)[:300]))
        finally:
            self.client.close()

    def register(self, suffix):
        self.serial += 1
        name = f"bench-{self.index}-{self.serial}-{suffix}"
        player = self.client.request(T_PLAYER, "POST", "/v1/players", body={"name": name})
        return player["token"]

    def play_one_game(self):
        c = self.client
        token_a = self.register("a")
        token_b = self.register("b")
        if not self.time_left():
            return
        game = c.request(
            T_CREATE,
            "POST",
            "/v1/games",
            token=token_a,
            body={"game": self.args.game, "seats": 2, "options": {}},
        )
        gid = game["id"]
        path = f"/v1/games/{gid}"
        token_of = {game["you"]["seat"]: token_a}
        game = c.request(T_JOIN, "POST", path + "/seats", token=token_b, body={})
        token_of[game["you"]["seat"]] = token_b
        self.stats.games_started += 1
        if game["status"] != "active":
            raise RuntimeError(f"game {gid} did not start on the second seat: {game['status']}")

        failures = 0
        ratio = self.args.get_ratio
        whole, frac = int(ratio), ratio - int(ratio)
        while self.time_left():
            if game["status"] == "finished":
                self.stats.games_finished += 1
                return
            seat = game["turn"]["seat"]
            others = [t for s, t in token_of.items() if s != seat]
            try:
                game = c.request(T_GET, "GET", path, token=token_of[seat])
                if game["status"] != "active" or (game.get("turn") or {}).get("seat") != seat:
                    continue  # cannot happen with one driver per game
                action = self.choose(game, self.rng)
                moved = c.request(
                    T_MOVE,
                    "POST",
                    path + "/moves",
                    token=token_of[seat],
                    body={"expected_version": game["version"], "action": action},
                )
                self.stats.moves += 1
                game = moved["game"]
                gets = whole + (1 if frac and self.rng.random() < frac else 0)
                for _ in range(gets):
                    if not self.time_left():
                        break
                    c.request(T_GET, "GET", path, token=self.rng.choice(others))
                failures = 0
            except RequestFailed:
                failures += 1
                if failures >= MAX_FAILURES_PER_GAME:
                    raise
                # Re-read the game as whoever is on turn (the last answer may
                # be stale after a failure).
                try:
                    game = c.request(T_GET, "GET", path, token=token_a)
                except RequestFailed:
                    failures += 1
                    if failures >= MAX_FAILURES_PER_GAME:
                        raise


def percentile(sorted_values, p):
    """Nearest-rank percentile of an ascending list."""
    if not sorted_values:
        return float("nan")
    rank = max(1, math.ceil(p / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


def summary(values):
    v = sorted(values)
    return {
        "count": len(v),
        "median_ms": percentile(v, 50) * 1000,
        "p90_ms": percentile(v, 90) * 1000,
        "p99_ms": percentile(v, 99) * 1000,
        "max_ms": (v[-1] if v else float("nan")) * 1000,
    }


def parse_args(argv):
    p = argparse.ArgumentParser(
        description="Concurrent-games load benchmark of the referee REST API.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    p.add_argument("--base", default="http://127.0.0.1:18080", help="server base URL (loopback only)")
    p.add_argument("--games", type=int, default=16, help="concurrent games (one thread and connection each)")
    p.add_argument("--seconds", type=float, default=20.0, help="how long to run")
    p.add_argument("--game", choices=GAMES, default="woof-meow-biscuits", help="the game to play")
    p.add_argument(
        "--get-ratio",
        type=float,
        default=1.0,
        help="GETs by the seat not on turn per move (fractions are drawn at random)",
    )
    p.add_argument("--seed", type=int, default=None, help="seed of the random move choices")
    p.add_argument("--timeout", type=float, default=30.0, help="per-request timeout, seconds")
    p.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE")
    args = p.parse_args(argv)
    if not 1 <= args.games <= 256:
        p.error("--games must be 1 to 256")
    if not 0 < args.seconds <= 3600:
        p.error("--seconds must be in (0, 3600]")
    if not 0 <= args.get_ratio <= 100:
        p.error("--get-ratio must be 0 to 100")
    url = urllib.parse.urlsplit(args.base)
    if url.scheme != "http" or not url.hostname:
        p.error("--base must be an http:// URL")
    if url.path not in ("", "/"):
        p.error("--base is the server root, without a path (the script adds /v1/...)")
    if url.hostname not in ("127.0.0.1", "localhost", "::1") and not url.hostname.startswith("127."):
        p.error("--base must be a loopback address (127.0.0.0/8, localhost, ::1)")
    return args, url.hostname, url.port or 80


def main(argv=None):
    args, host, port = parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    print(
        f"api_load: {args.base} game={args.game} games={args.games} "
        f"seconds={args.seconds:g} get-ratio={args.get_ratio:g} seed={seed}",
        flush=True,
    )
    master = random.Random(seed)
    cpu0 = time.process_time()
    start = time.perf_counter()
    deadline = start + args.seconds
    workers = [
        Worker(i, args, host, port, deadline, master.randrange(2**63)) for i in range(args.games)
    ]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu0

    total = Stats()
    for w in workers:
        total.merge(w.stats)
    rows = {t: summary(total.latencies[t]) for t in TYPES}
    all_latencies = [x for t in TYPES for x in total.latencies[t]]
    rows["all"] = summary(all_latencies)
    errors = sum(total.errors.values())
    requests = len(all_latencies) + errors

    print(f"elapsed {elapsed:.2f} s, client CPU {cpu:.2f} s ({100 * cpu / elapsed:.0f}% of one core)")
    print(f"requests {requests} ({requests / elapsed:.0f}/s), errors {errors}")
    print()
    head = f"{'request':<28}{'ok':>8}{'errors':>8}{'median':>9}{'p90':>9}{'p99':>9}{'max':>9}  (ms)"
    print(head)
    for t in (*TYPES, "all"):
        r = rows[t]
        errs = (
            errors
            if t == "all"
            else sum(n for (kind, _), n in total.errors.items() if kind == t)
        )
        r["errors"] = errs
        print(
            f"{t:<28}{r['count']:>8}{errs:>8}{r['median_ms']:>9.2f}{r['p90_ms']:>9.2f}"
            f"{r['p99_ms']:>9.2f}{r['max_ms']:>9.2f}"
        )
    print()
    if total.errors:
        print("errors by request and status:")
        for (kind, status), n in sorted(total.errors.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
            print(f"  {kind:<28} {status}: {n}")
        print("first error answers:")
        for kind, status, text in total.samples:
            print(f"  {kind} -> {status}: {text}")
    else:
        print("errors: none (every answer was 2xx)")
    moves_per_s = total.moves / elapsed
    print(
        f"moves {total.moves} ({moves_per_s:.1f} moves/s), games started {total.games_started}, "
        f"finished {total.games_finished}, abandoned after errors {total.games_abandoned}"
    )

    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(
                {
                    "base": args.base,
                    "game": args.game,
                    "games": args.games,
                    "seconds": args.seconds,
                    "get_ratio": args.get_ratio,
                    "seed": seed,
                    "elapsed_s": elapsed,
                    "client_cpu_s": cpu,
                    "requests": requests,
                    "errors": errors,
                    "errors_by_status": {f"{k} {s}": n for (k, s), n in total.errors.items()},
                    "latency": rows,
                    "moves": total.moves,
                    "moves_per_s": moves_per_s,
                    "games_started": total.games_started,
                    "games_finished": total.games_finished,
                    "games_abandoned": total.games_abandoned,
                },
                f,
                indent=2,
            )
            f.write("\n")
    return 1 if errors else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
