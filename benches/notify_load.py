#!/usr/bin/env python3
"""Waiters benchmark: many long-pollers and SSE streams held by one server
process (B) while moves are made through another (A).

Reports the RSS of B per waiter, and the wake-up latency from a move's
commit on A to the waiter's answer on B, p50/p99, for long-polls and for
streams. Run by scripts/bench-notify, which starts both servers on a fresh
database; standard library only.

    python3 benches/notify_load.py --mover URL --waiters URL --waiters-pid PID [--games 500] [--moves 300]

A move's commit lies between the moment its request is sent and the moment
its answer arrives; the latency is reported from both ends ("after answer"
is a lower bound of the true figure, "after send" an upper bound).
"""

import argparse
import asyncio
import json
import resource
import statistics
import time
import urllib.request
from urllib.parse import urlsplit


def call(base, method, path, token=None, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        req.add_header("content-type", "application/json")
    if token:
        req.add_header("authorization", f"Bearer {token}")
    with urllib.request.urlopen(req, timeout=30) as resp:
        text = resp.read()
        return json.loads(text) if text else None


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


async def open_conn(base):
    parts = urlsplit(base)
    return await asyncio.open_connection(parts.hostname, parts.port)


async def read_response(reader):
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            k, v = line.split(":", 1)
            headers[k.strip().lower()] = v.strip()
    body = await reader.readexactly(int(headers.get("content-length", "0")))
    return status, body


class Waiters:
    """Long-pollers and streams, with the time each notification arrived."""

    def __init__(self, base):
        self.base = base
        self.arrived = {"long-poll": {}, "stream": {}}  # (player, version) -> time
        self.connected = 0
        self.errors = 0

    def record(self, how, player, notification):
        event = notification["event"]
        if event["kind"] == "opponent_moved":
            self.arrived[how].setdefault((player, event["version"]), time.monotonic())

    async def long_poll(self, player, token, cursor):
        reader, writer = await open_conn(self.base)
        self.connected += 1
        try:
            while True:
                path = f"/v1/players/me/notifications?after={cursor}&wait=60"
                writer.write(
                    f"GET {path} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer {token}\r\n\r\n".encode()
                )
                status, body = await read_response(reader)
                if status != 200:
                    self.errors += 1
                    return
                page = json.loads(body)
                for n in page["notifications"]:
                    self.record("long-poll", player, n)
                cursor = page["last_cursor"]
        finally:
            writer.close()

    async def stream(self, player, token, cursor):
        reader, writer = await open_conn(self.base)
        writer.write(
            (
                "GET /v1/players/me/stream HTTP/1.1\r\nhost: x\r\n"
                f"authorization: Bearer {token}\r\nlast-event-id: {cursor}\r\n\r\n"
            ).encode()
        )
        await reader.readuntil(b"\r\n\r\n")
        self.connected += 1
        try:
            while True:
                line = await reader.readline()
                if not line:
                    return
                text = line.decode().strip()
                if text.startswith("data: "):
                    self.record("stream", player, json.loads(text[6:]))
        finally:
            writer.close()


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


async def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mover", required=True, help="base URL of server A (moves)")
    parser.add_argument("--waiters", required=True, help="base URL of server B (waiters)")
    parser.add_argument("--waiters-pid", type=int, required=True, help="PID of server B")
    parser.add_argument("--games", type=int, default=500, help="2-seat games: 2 waiting players each")
    parser.add_argument("--moves", type=int, default=300)
    args = parser.parse_args()

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536), hard))

    print(f"setting up {args.games} games ({2 * args.games} players) through A")
    games = []
    for g in range(args.games):
        a = call(args.mover, "POST", "/v1/players", body={"name": f"a{g}"})
        b = call(args.mover, "POST", "/v1/players", body={"name": f"b{g}"})
        game = call(args.mover, "POST", "/v1/games", a["token"],
                    {"game": "woof-meow-biscuits", "seats": 2, "options": {"starting_seat": 0}})
        call(args.mover, "POST", f"/v1/games/{game['id']}/seats", b["token"], {})
        games.append((game["id"], [a, b]))

    cursors = {}
    for _, players in games:
        for p in players:
            page = call(args.waiters, "GET", "/v1/players/me/notifications?limit=500", p["token"])
            cursors[p["player_id"]] = page["last_cursor"]

    idle = rss_kib(args.waiters_pid)
    waiters = Waiters(args.waiters)
    tasks = []
    for _, players in games:
        for p in players:
            pid, token = p["player_id"], p["token"]
            tasks.append(asyncio.create_task(waiters.long_poll(pid, token, cursors[pid])))
            tasks.append(asyncio.create_task(waiters.stream(pid, token, cursors[pid])))
    while waiters.connected < len(tasks):
        await asyncio.sleep(0.1)
    await asyncio.sleep(2)  # every request parsed and waiting
    held = rss_kib(args.waiters_pid)
    per_waiter = (held - idle) * 1024 / len(tasks)
    print(f"server B RSS: {idle} KiB idle, {held} KiB holding {len(tasks)} waiters "
          f"({len(tasks) // 2} long-polls + {len(tasks) // 2} streams): {per_waiter / 1024:.1f} KiB per waiter")

    loop = asyncio.get_running_loop()
    moves = []
    for i in range(args.moves):
        game_id, players = games[i % len(games)]
        view = await loop.run_in_executor(None, call, args.mover, "GET", f"/v1/games/{game_id}", players[0]["token"])
        if view["status"] != "active":
            continue
        mover = players[view["turn"]["seat"]]
        other = players[1 - view["turn"]["seat"]]
        mine = await loop.run_in_executor(None, call, args.mover, "GET", f"/v1/games/{game_id}", mover["token"])
        body = {"game": mine["game"], "expected_version": mine["version"],
                "action": {"kind": "play", "card": mine["legal_actions"]["cards"][0]["id"]}}
        sent = time.monotonic()
        answer = await loop.run_in_executor(None, call, args.mover, "POST", f"/v1/games/{game_id}/moves",
                                            mover["token"], body)
        answered = time.monotonic()
        moves.append((other["player_id"], answer["version"], sent, answered))
        await asyncio.sleep(0.01)
    await asyncio.sleep(2)

    for how in ("long-poll", "stream"):
        after_answer, after_send, missing = [], [], 0
        for player, version, sent, answered in moves:
            at = waiters.arrived[how].get((player, version))
            if at is None:
                missing += 1
                continue
            after_answer.append(max(0.0, at - answered) * 1000)
            after_send.append((at - sent) * 1000)
        print(f"{how}: {len(after_answer)} wake-ups measured, {missing} missing; "
              f"latency after the move's answer p50 {percentile(after_answer, 50):.1f} ms, "
              f"p99 {percentile(after_answer, 99):.1f} ms; after its send p50 "
              f"{percentile(after_send, 50):.1f} ms, p99 {percentile(after_send, 99):.1f} ms")
    print(f"waiter errors: {waiters.errors}")
    for task in tasks:
        task.cancel()


if __name__ == "__main__":
    asyncio.run(main())
