"""What GET /v1/players/me/games costs against how many games the caller
has, among many games of other players: first gives other players
`--others` games between them (default 100,000), then gives one player N
games (written straight into the database: one in ten active and waiting
on the player, the rest finished, each with an opponent), then times the
page through the server: the first page (limit 50), a page of one
(limit=1), the games waiting on the player (turn=mine), and a page deep in
the list (its cursor taken from walking there once, untimed). Each size in
turn, in one run; the median of each kind of page, and its ratio to the
smallest size's.

    REFEREE_PROFILE=release REFEREE_RATE_LIMIT_PER_SEC=0 REFEREE_RATE_LIMIT_BURST=0 \
        scripts/with-server python3 benches/my_games_pages.py
    ... benches/my_games_pages.py --sizes 100 1000 10000 --rounds 100 --others 200000

On a Citus cluster, serve the cluster's database as it is:

    REFEREE_SERVER_DATABASE_URL=postgres://referee@127.0.0.1:54339/referee REFEREE_PROFILE=release ... \
        scripts/with-server python3 benches/my_games_pages.py

Needs psql (the database: DATABASE_URL, set by scripts/with-server) and the
server at REFEREE_URL. Standard library only.
"""

import argparse
import json
import os
import statistics
import subprocess
import time
import urllib.request
import uuid

BASE = os.environ["REFEREE_URL"].rstrip("/")
DB = os.environ["DATABASE_URL"]


def psql(sql):
    subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", DB, "-c", sql], check=True)


def call(method, path, token=None, body=None):
    request = urllib.request.Request(BASE + path, method=method)
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        request.add_header("Content-Type", "application/json")
    start = time.perf_counter()
    with urllib.request.urlopen(request, data, timeout=60) as response:
        answer = json.loads(response.read())
    return (time.perf_counter() - start) * 1000, answer


def insert_games(creator, size, spread_secs):
    """`size` games created by `creator` (one in ten active with seat 0 on turn,
    the rest finished), created over the last `spread_secs` seconds."""
    psql(
        f"""INSERT INTO games (id, game, options, status, seat_count, version, state,
            seed_commitment, server_seed, turn_seat, created_by, created_at, updated_at,
            finished_at, visibility, spectators)
        SELECT gen_random_uuid(), 'woof-meow-biscuits', '{{}}',
               CASE WHEN i % 10 = 0 THEN 'active' ELSE 'finished' END, 2, 10, NULL,
               sha256(int4send(i)), sha256(int4send(-i)),
               CASE WHEN i % 10 = 0 THEN 0 END, '{creator}',
               now() - make_interval(secs => i * {spread_secs}.0 / {size}),
               now() - make_interval(secs => i * {spread_secs}.0 / {size}),
               CASE WHEN i % 10 = 0 THEN NULL ELSE now() END,
               'public', 'anyone'
        FROM generate_series(1, {size}) AS i"""
    )


def seat(creator, seat_number, player_sql):
    """Seats `player_sql` (an expression of the game row `g`) at `seat_number`
    in every game `creator` created, and lists the games among its games
    (marked ended when they have)."""
    psql(
        f"""INSERT INTO game_seats (game_id, seat, player_id)
        SELECT g.id, {seat_number}, {player_sql} FROM games g WHERE g.created_by = '{creator}'"""
    )
    psql(
        f"""INSERT INTO player_games (player_id, game_id, created_at, ended)
        SELECT s.player_id, g.id, g.created_at, g.status IN ('finished', 'aborted') FROM games g
        JOIN game_seats s ON s.game_id = g.id AND s.seat = {seat_number}
        WHERE g.created_by = '{creator}'"""
    )


def others(count):
    """`count` games between 20 other players, over the last 30 days."""
    players = [str(uuid.uuid4()) for _ in range(20)]
    psql(
        "INSERT INTO players (id, name, api_key_hash) VALUES "
        + ", ".join(f"('{p}', 'other {n}', sha256('{p}'::bytea))" for n, p in enumerate(players))
    )
    ids = "ARRAY[" + ",".join(f"'{p}'::uuid" for p in players) + "]"
    creator = players[0]
    insert_games(creator, count, 30 * 86400)
    seat(creator, 0, f"'{creator}'::uuid")
    seat(creator, 1, f"({ids})[2 + abs(hashtext(g.id::text)) % 19]")
    psql("VACUUM ANALYZE")


def fill(player, opponent, size):
    """Exactly `size` games of `player` (seat 0) against `opponent` (seat 1),
    one a minute before now."""
    psql(f"DELETE FROM player_games WHERE player_id IN ('{player}', '{opponent}')")
    psql(f"DELETE FROM games WHERE created_by = '{opponent}'")
    insert_games(opponent, size, size * 60)
    seat(opponent, 0, f"'{player}'::uuid")
    seat(opponent, 1, f"'{opponent}'::uuid")
    psql("VACUUM ANALYZE games")
    psql("VACUUM ANALYZE game_seats")
    psql("VACUUM ANALYZE player_games")


def deep_cursor(token, size):
    """The cursor of the page at nine tenths of the list (walked in pages of a tenth, at most 100)."""
    step = min(100, max(1, size // 10))
    cursor, seen = None, 0
    while seen < size * 9 // 10:
        _, body = call("GET", f"/v1/players/me/games?limit={step}" + (f"&cursor={cursor}" if cursor else ""), token)
        seen += len(body["games"])
        cursor = body["next"]
    return cursor


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 10000])
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--others", type=int, default=100_000, help="games between other players")
    args = parser.parse_args()
    if args.others:
        others(args.others)
    _, me = call("POST", "/v1/players", body={"name": "many-games"})
    _, them = call("POST", "/v1/players", body={"name": "opponent"})
    token = me["token"]
    rows = []
    for size in args.sizes:
        fill(me["player_id"], them["player_id"], size)
        _, first = call("GET", "/v1/players/me/games?limit=1", token)
        assert first["total"] == size, first
        deep = deep_cursor(token, size)
        pages = {
            "first page (50)": "/v1/players/me/games?limit=50",
            "limit=1": "/v1/players/me/games?limit=1",
            "turn=mine (50)": "/v1/players/me/games?turn=mine&limit=50",
            "page at 90% (50)": f"/v1/players/me/games?limit=50&cursor={deep}",
        }
        medians = {}
        for kind, path in pages.items():
            call("GET", path, token)  # warm
            medians[kind] = statistics.median(call("GET", path, token)[0] for _ in range(args.rounds))
        rows.append((size, medians))
        print(f"{size:>7} games: " + ", ".join(f"{k} {v:.2f} ms" for k, v in medians.items()), flush=True)
    base = rows[0][1]
    print()
    print("| games of the caller | " + " | ".join(f"{k}: median ms (× smallest)" for k in base) + " |")
    print("| ---: |" + " ---: |" * len(base))
    for size, medians in rows:
        print(f"| {size:,} | " + " | ".join(f"{v:.2f} ({v / base[k]:.2f}×)" for k, v in medians.items()) + " |")


if __name__ == "__main__":
    main()
