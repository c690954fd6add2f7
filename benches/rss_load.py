#!/usr/bin/env python3
"""Server memory benchmark (standard library only): the RSS of one running
`referee serve` process while

1. --clients clients download the audit bundle of a game of --steps steps at
   once (GET /v1/games/{id}/audit, each body read to its end), --rounds
   times at full speed and --slow-rounds times at --slow-kib-s KiB/s per
   client (a slow reader: the server must not buffer the bundle for it);
2. --partial connections each send the head of a POST with
   `Content-Length: 100` and 1 byte of body, then nothing: the RSS with them
   open, and how many the server closes by itself (and how) within
   --partial-wait seconds.

The RSS is VmRSS of /proc/<--pid>/status, sampled every --sample-ms
milliseconds by a thread. Usually run by scripts/bench-rss, which builds and
starts the release server on a fresh database first. Directly:

    python3 benches/rss_load.py --base http://127.0.0.1:18090 --pid PID

The game is a 2-seat advanced Woof Meow Biscuits game of enough rounds for
--steps steps (33 moves a round with the default deck), played to its end
through the API (GET the view of the seat on turn, POST its first legal
card), or, with --fill resign, by the server itself after both seats resign
(it then plays every turn with the default action, one stored step each).
Finished, its bundle is the full, unredacted history.

Only loopback servers are accepted: this is a load generator.
"""

import argparse
import http.client
import json
import math
import os
import resource
import select
import socket
import statistics
import sys
import threading
import time
import urllib.parse

MOVES_PER_ROUND = 33  # the default Biscuits deck, 2 seats: every card is played


def log(msg):
    print(f"rss_load: {msg}", file=sys.stderr, flush=True)


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Sampler(threading.Thread):
    """VmRSS every `every` seconds, each sample tagged with the phase."""

    def __init__(self, pid, every):
        super().__init__(daemon=True)
        self.pid, self.every = pid, every
        self.samples = []  # (monotonic, phase, KiB)
        self.phase = "start"
        self.running = True

    def run(self):
        while self.running:
            try:
                self.samples.append((time.monotonic(), self.phase, rss_kib(self.pid)))
            except (OSError, RuntimeError):
                return  # the server is gone
            time.sleep(self.every)

    def peak(self, phase):
        values = [kib for _, p, kib in self.samples if p == phase]
        return max(values) if values else None

    def last(self, phase):
        values = [kib for _, p, kib in self.samples if p == phase]
        return values[-1] if values else None


class Api:
    """One keep-alive connection."""

    def __init__(self, host, port):
        self.host, self.port = host, port
        self.conn = None

    def call(self, method, path, token=None, body=None, ok=(200, 201)):
        headers = {"Accept": "application/json"}
        data = None
        if body is not None:
            data = json.dumps(body, separators=(",", ":")).encode()
            headers["Content-Type"] = "application/json"
        if token:
            headers["Authorization"] = "Bearer " + token
        for attempt in (0, 1):
            if self.conn is None:
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
            try:
                self.conn.request(method, path, body=data, headers=headers)
                resp = self.conn.getresponse()
                text = resp.read()
                break
            except (OSError, http.client.HTTPException):
                self.conn.close()
                self.conn = None
                if attempt:
                    raise
        if resp.status not in ok:
            raise RuntimeError(f"{method} {path}: {resp.status} {text[:300]!r}")
        return resp.status, (json.loads(text) if text else None)


def new_game(api, steps):
    rounds = math.ceil((steps - 1) / MOVES_PER_ROUND)
    players = []
    for name in ("rss-a", "rss-b"):
        _, p = api.call("POST", "/v1/players", body={"name": name})
        players.append(p)
    _, game = api.call(
        "POST",
        "/v1/games",
        players[0]["token"],
        {
            "game": "woof-meow-biscuits",
            "seats": 2,
            "options": {"variant": "advanced", "rounds": rounds, "starting_seat": 0},
        },
    )
    api.call("POST", f"/v1/games/{game['id']}/seats", players[1]["token"], {})
    return game["id"], [p["token"] for p in players], rounds


def fill_by_play(api, game_id, tokens):
    """Plays the game to its end through the API; returns the moves made."""
    path = f"/v1/games/{game_id}"
    _, view = api.call("GET", path, tokens[0])
    moves, last = 0, time.monotonic()
    while view["status"] == "active":
        seat = view["turn"]["seat"]
        if view.get("you", {}).get("seat") != seat or not view.get("legal_actions"):
            _, view = api.call("GET", path, tokens[seat])
        card = view["legal_actions"]["cards"][0]["id"]
        _, answer = api.call(
            "POST",
            f"{path}/moves",
            tokens[seat],
            {"game": view["game"], "expected_version": view["version"], "action": {"kind": "play", "card": card}},
        )
        moves += 1
        # The mover's view: its legal actions when it is on turn again.
        view = answer["state"]
        if time.monotonic() - last > 10:
            log(f"{moves} moves played")
            last = time.monotonic()
    return moves


def fill_by_resigning(api, game_id, tokens, limit):
    """Both seats resign; the server plays every turn. Waits for the end."""
    for token in tokens:
        api.call("POST", f"/v1/games/{game_id}/resign", token)
    path = f"/v1/games/{game_id}"
    start, last = time.monotonic(), time.monotonic()
    while True:
        _, view = api.call("GET", path, tokens[0])
        if view["status"] != "active":
            return view["version"] - 1
        if time.monotonic() - start > limit:
            raise RuntimeError(f"the game is still running after {limit} s (version {view['version']})")
        if time.monotonic() - last > 10:
            log(f"version {view['version']}")
            last = time.monotonic()
        time.sleep(0.5)


def download(host, port, path, token, kib_s, keep, out):
    """GETs `path` on a connection of its own and reads the body to its end,
    at most `kib_s` KiB/s (0: as fast as it comes). Appends (bytes, seconds,
    status, body or None) to `out`; keeps the body only when `keep`."""
    start = time.monotonic()
    conn = http.client.HTTPConnection(host, port, timeout=120)
    try:
        conn.request("GET", path, headers={"Authorization": "Bearer " + token})
        resp = conn.getresponse()
        chunks, total = [], 0
        while True:
            chunk = resp.read(16384)
            if not chunk:
                break
            total += len(chunk)
            if keep:
                chunks.append(chunk)
            if kib_s:
                # Behind schedule → no sleep; ahead → wait for it.
                due = start + total / (kib_s * 1024)
                pause = due - time.monotonic()
                if pause > 0:
                    time.sleep(pause)
        out.append((total, time.monotonic() - start, resp.status, b"".join(chunks) if chunks else None))
    finally:
        conn.close()


def download_round(host, port, game_id, token, clients, kib_s):
    out = []
    threads = [
        threading.Thread(
            target=download, args=(host, port, f"/v1/games/{game_id}/audit", token, kib_s, i == 0, out)
        )
        for i in range(clients)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def partial_connections(host, port, count, wait, sampler):
    """Opens `count` connections, each with a POST head announcing 100 bytes
    and 1 byte of body; returns what happened to them."""
    head = (
        f"POST /v1/players HTTP/1.1\r\nHost: {host}:{port}\r\n"
        "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"
    ).encode()
    socks, refused = [], 0
    sampler.phase = "partial-opening"
    opened_at = time.monotonic()
    for _ in range(count):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            s.settimeout(10)
            s.connect((host, port))
            s.sendall(head)
            s.setblocking(False)
            socks.append(s)
        except OSError:
            refused += 1
            s.close()
    opened = time.monotonic() - opened_at
    sampler.phase = "partial-open"
    # Every head parsed and every handler waiting for its body.
    time.sleep(2)
    held = rss_kib(sampler.pid)

    # Which the server closes, when, and with what answer.
    closed = {}  # fileno -> (seconds after the last was opened, status or None)
    answers = {}
    by_fd = {s.fileno(): s for s in socks}
    poller = select.poll()
    for fd in by_fd:
        poller.register(fd, select.POLLIN | select.POLLHUP | select.POLLERR)
    start = opened_at + opened
    deadline = time.monotonic() + wait
    while len(closed) < len(socks) and time.monotonic() < deadline:
        for fd, _ in poller.poll(200):
            s = by_fd[fd]
            try:
                data = s.recv(65536)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if data:
                answers[fd] = answers.get(fd, b"") + data
                continue
            poller.unregister(fd)
            text = answers.get(fd, b"")
            status = None
            if text.startswith(b"HTTP/"):
                try:
                    status = int(text.split(b" ", 2)[1])
                except (IndexError, ValueError):
                    pass
            closed[fd] = (time.monotonic() - start, status)
    # Answered but left open (an answer without a close) counts as answered.
    answered_open = [fd for fd in answers if fd not in closed]
    sampler.phase = "partial-closing"
    for s in socks:
        s.close()
    return {
        "opened": len(socks),
        "refused": refused,
        "open_seconds": opened,
        "held_kib": held,
        "closed": closed,
        "answered_open": answered_open,
        "answers": answers,
        "waited": wait,
    }


def kib(v):
    return "-" if v is None else f"{v:,} KiB"


def mib(v):
    return "-" if v is None else f"{v / 1024:.1f} MiB"


def parse_args(argv):
    p = argparse.ArgumentParser(
        description="RSS of a referee server under big audit downloads and partial-body connections.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    p.add_argument("--base", default="http://127.0.0.1:18090", help="server base URL (loopback only)")
    p.add_argument("--pid", type=int, required=True, help="the server's process id (its RSS is measured)")
    p.add_argument("--steps", type=int, default=10_000, help="steps of the game whose audit is downloaded, at least")
    p.add_argument("--fill", choices=("play", "resign"), default="play",
                   help="play: every move through the API; resign: both seats resign and the server plays")
    p.add_argument("--clients", type=int, default=4, help="simultaneous audit downloads")
    p.add_argument("--rounds", type=int, default=3, help="rounds of downloads at full speed")
    p.add_argument("--slow-rounds", type=int, default=1, help="rounds of slow downloads")
    p.add_argument("--slow-kib-s", type=int, default=1024, help="read rate of each slow download, KiB/s")
    p.add_argument("--partial", type=int, default=1000, help="partial-body connections (0: skip)")
    p.add_argument("--partial-wait", type=float, default=30.0,
                   help="seconds to wait for the server to close them")
    p.add_argument("--settle", type=float, default=5.0, help="idle seconds before measuring 'after'")
    p.add_argument("--sample-ms", type=int, default=50, help="RSS sampling period")
    p.add_argument("--save", metavar="FILE", help="save one downloaded bundle to FILE (for `referee verify`)")
    args = p.parse_args(argv)
    url = urllib.parse.urlsplit(args.base)
    if url.scheme != "http" or not url.hostname:
        p.error("--base must be an http:// URL")
    if url.hostname not in ("127.0.0.1", "localhost", "::1") and not url.hostname.startswith("127."):
        p.error("--base must be a loopback address (127.0.0.0/8, localhost, ::1)")
    if not 1 <= args.clients <= 64:
        p.error("--clients must be 1 to 64")
    if not 2 <= args.steps <= 33_001:
        p.error("--steps must be 2 to 33,001 (1,000 rounds)")
    if not 0 <= args.partial <= 20_000:
        p.error("--partial must be 0 to 20,000")
    if not 0 < args.partial_wait <= 600:
        p.error("--partial-wait must be in (0, 600]")
    return args, url.hostname, url.port or 80


def main(argv=None):
    args, host, port = parse_args(argv)
    if args.partial:
        # This process holds the client ends of --partial connections.
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        want = args.partial + 256
        if soft < want:
            resource.setrlimit(resource.RLIMIT_NOFILE, (min(want, hard), hard))
    sampler = Sampler(args.pid, args.sample_ms / 1000)
    sampler.start()
    time.sleep(1)
    started_kib = rss_kib(args.pid)
    rows = []

    # --- the game --------------------------------------------------------
    api = Api(host, port)
    sampler.phase = "fill"
    game_id, tokens, rounds = new_game(api, args.steps)
    log(f"game {game_id}: advanced Biscuits, {rounds} rounds; filling it by {args.fill}")
    t0 = time.monotonic()
    if args.fill == "play":
        moves = fill_by_play(api, game_id, tokens)
    else:
        moves = fill_by_resigning(api, game_id, tokens, limit=600)
    fill_s = time.monotonic() - t0
    api.conn and api.conn.close()
    log(f"{moves} moves in {fill_s:.1f} s ({moves / fill_s:.0f} moves/s)")

    # --- idle ------------------------------------------------------------
    sampler.phase = "idle"
    time.sleep(args.settle)
    idle = rss_kib(args.pid)

    # --- audit downloads ---------------------------------------------------
    downloads = []
    plan = [("fast", 0)] * args.rounds + [("slow", args.slow_kib_s)] * args.slow_rounds
    for i, (how, rate) in enumerate(plan):
        sampler.phase = f"audit-{how}"
        out = download_round(host, port, game_id, tokens[0], args.clients, rate)
        for size, secs, status, body in out:
            if status != 200:
                raise RuntimeError(f"audit download answered {status}")
            if body is not None and i == 0:
                bundle = json.loads(body)
                steps = len(bundle["steps"])
                if steps < args.steps:
                    raise RuntimeError(f"the bundle has {steps} steps, fewer than {args.steps}")
                if args.save:
                    with open(args.save, "wb") as f:
                        f.write(body)
                bundle_bytes, bundle_steps = size, steps
                del bundle
        downloads.append((how, rate, out))
        log(f"audit round {i + 1}/{len(plan)} ({how}): "
            + ", ".join(f"{size / 1e6:.1f} MB in {secs:.2f} s" for size, secs, _, _ in out))
    fast_peak = sampler.peak("audit-fast")
    slow_peak = sampler.peak("audit-slow")
    audit_peak = max(v for v in (fast_peak, slow_peak, idle) if v is not None)
    sampler.phase = "after-audit"
    time.sleep(args.settle)
    after_audit = rss_kib(args.pid)

    # --- partial bodies -----------------------------------------------------
    partial = None
    if args.partial:
        partial = partial_connections(host, port, args.partial, args.partial_wait, sampler)
        sampler.phase = "after-partial"
        time.sleep(args.settle)
        after_partial = rss_kib(args.pid)
        partial_peak = max(sampler.peak("partial-opening") or 0, sampler.peak("partial-open") or 0)
    sampler.running = False

    # --- report ----------------------------------------------------------------
    print()
    print(f"server pid {args.pid}; {os.cpu_count()} cores (shared by client, server and Postgres); "
          f"RSS sampled every {args.sample_ms} ms")
    print(f"game: {bundle_steps:,} steps ({moves:,} moves filled by {args.fill} in {fill_s:.0f} s); "
          f"audit bundle {bundle_bytes / 1e6:.1f} MB (finished game, full view)")
    fast = [secs for how, _, out in downloads if how == "fast" for _, secs, _, _ in out]
    slow = [secs for how, _, out in downloads if how == "slow" for _, secs, _, _ in out]
    print()
    print("| what | RSS |")
    print("| --- | --- |")
    print(f"| just started | {kib(started_kib)} |")
    print(f"| idle, {args.settle:g} s after the game was filled | {kib(idle)} |")
    print(f"| peak while {args.clients} clients download the audit at once, full speed "
          f"(rounds: {args.rounds}) | {kib(fast_peak)} |")
    print(f"| peak while {args.clients} clients download it at once at {args.slow_kib_s} KiB/s each "
          f"(rounds: {args.slow_rounds}) | {kib(slow_peak)} |")
    growth = audit_peak - idle
    verdict = "OK" if growth < 20 * 1024 else "OVER"
    print(f"| **growth over idle** (target < 20 MiB) | **{kib(growth)} = {mib(growth)}** ({verdict}) |")
    print(f"| {args.settle:g} s after the downloads | {kib(after_audit)} |")
    if partial:
        p = partial
        per_conn = (p["held_kib"] - after_audit) / max(1, p["opened"])
        print(f"| holding {p['opened']:,} partial-body connections (2 s after the last opened) "
              f"| {kib(p['held_kib'])} (+{kib(p['held_kib'] - after_audit)}, {per_conn:.1f} KiB each) |")
        print(f"| peak while opening and holding them | {kib(partial_peak)} |")
        print(f"| {args.settle:g} s after the client closed them all | {kib(after_partial)} |")
    print()
    if fast:
        print(f"audit downloads at full speed: {len(fast)}, {min(fast):.2f}-{max(fast):.2f} s each "
              f"(median {statistics.median(fast):.2f} s)")
    if slow:
        print(f"slow audit downloads ({args.slow_kib_s} KiB/s): {len(slow)}, "
              f"{min(slow):.1f}-{max(slow):.1f} s each")
    if partial:
        p = partial
        closed = p["closed"]
        statuses = {}
        for _, status in closed.values():
            key = str(status) if status else "closed without an answer"
            statuses[key] = statuses.get(key, 0) + 1
        times = sorted(t for t, _ in closed.values())
        print(f"partial-body connections: {p['opened']:,} opened in {p['open_seconds']:.2f} s"
              + (f", {p['refused']} refused" if p["refused"] else ""))
        if closed:
            print(f"  closed by the server within {p['waited']:g} s: {len(closed):,} "
                  f"({', '.join(f'{k}: {v}' for k, v in sorted(statuses.items()))}), "
                  f"after {times[0]:.1f}-{times[-1]:.1f} s (median {statistics.median(times):.1f} s)")
        else:
            print(f"  closed by the server within {p['waited']:g} s: none")
        if p["answered_open"]:
            print(f"  answered but left open: {len(p['answered_open'])}")
        still = p["opened"] - len(closed) - len(p["answered_open"])
        print(f"  still open after {p['waited']:g} s: {still:,}")
        sample = next(iter(p["answers"].values()), b"")
        if sample:
            first_line = sample.split(b"\r\n", 1)[0].decode(errors="replace")
            print(f"  an answer: {first_line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
