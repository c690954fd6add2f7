#!/usr/bin/env python3
"""Server memory under big events pages (standard library only): the RSS of
one running `referee serve` process while --clients clients at once GET a
--limit-step page of a game's history (GET /v1/games/{id}/events), --rounds
times.

The game is the one benches/rss_load.py builds with --fill resign (2-seat
advanced Woof Meow Biscuits of at least --steps steps, played by the server
after both seats resign). Prints the idle RSS, each round's peak RSS (VmRSS
of /proc/<--pid>/status sampled every --sample-ms ms), the statuses the
pages got (a 503 is a request that found no free database connection in
time), and VmHWM at the end:

    env REFEREE_RATE_LIMIT_ANON_PER_MIN=0 REFEREE_RATE_LIMIT_PER_SEC=0 \\
        REFEREE_MAX_PLAYERS_PER_ADDRESS_PER_HOUR=0 REFEREE_MAX_OPEN_GAMES=0 \\
        DATABASE_URL=postgres://…/a_fresh_database REFEREE_BIND=127.0.0.1:18091 \\
        RUST_LOG=warn target/debug/referee serve &
    python3 benches/events_rss.py --base http://127.0.0.1:18091 --pid $!

Only loopback servers are accepted: this is a load generator.
"""

import argparse
import http.client
import os
import sys
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rss_load  # noqa: E402  (the game and the RSS sampling)


def vm_status(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {field}")


def get_page(host, port, path, token, out):
    conn = http.client.HTTPConnection(host, port, timeout=120)
    try:
        conn.request("GET", path, headers={"Authorization": "Bearer " + token})
        resp = conn.getresponse()
        out.append((resp.status, len(resp.read())))
    finally:
        conn.close()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="http://127.0.0.1:18091")
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--steps", type=int, default=1200)
    parser.add_argument("--limit", type=int, default=500)
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sample-ms", type=int, default=10)
    args = parser.parse_args(argv)
    url = urllib.parse.urlsplit(args.base)
    if url.hostname not in ("127.0.0.1", "::1", "localhost"):
        parser.error("--base must be a loopback address")
    host, port = url.hostname, url.port or 80

    api = rss_load.Api(host, port)
    game_id, tokens, _ = rss_load.new_game(api, args.steps)
    steps = rss_load.fill_by_resigning(api, game_id, tokens, 600)
    print(f"game {game_id}: {steps} steps")
    time.sleep(2)
    idle = vm_status(args.pid, "VmRSS")
    print(f"idle RSS {idle / 1024:.1f} MiB")
    sampler = rss_load.Sampler(args.pid, args.sample_ms / 1000)
    sampler.start()
    for round_ in range(args.rounds):
        sampler.phase = f"round {round_}"
        out = []
        # A different `after` each round: no page is the same twice.
        path = f"/v1/games/{game_id}/events?after={round_}&limit={args.limit}"
        threads = [
            threading.Thread(target=get_page, args=(host, port, path, tokens[0], out))
            for _ in range(args.clients)
        ]
        start = time.monotonic()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        peak = sampler.peak(sampler.phase) or idle
        statuses = sorted({status for status, _ in out})
        page_bytes = max((size for status, size in out if status == 200), default=0)
        print(
            f"round {round_}: {args.clients} pages of {args.limit} steps "
            f"({page_bytes} bytes), statuses {statuses}, "
            f"{sum(s == 503 for s, _ in out)} x 503, peak RSS {peak / 1024:.1f} MiB "
            f"(+{(peak - idle) / 1024:.1f} over idle), {time.monotonic() - start:.1f} s"
        )
    sampler.running = False
    hwm = vm_status(args.pid, "VmHWM")
    print(f"VmHWM {hwm / 1024:.1f} MiB (+{(hwm - idle) / 1024:.1f} over idle)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
