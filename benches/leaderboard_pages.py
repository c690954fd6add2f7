"""A leaderboard page's cost against the board's size: fills the ratings of
one game with N settled ratings (written straight into the database, ties
included), then times GET /v1/leaderboards/{game} through the server: the
first page (limit 50), a page of one (limit=1), and a page deep in the board
(its cursor taken from walking there once, untimed). Each size in turn, in
one run; the median of each kind of page, and its ratio to the smallest
board's.

    REFEREE_PROFILE=release REFEREE_RATE_LIMIT_PER_SEC=0 REFEREE_RATE_LIMIT_BURST=0 REFEREE_RATE_LIMIT_ANON_PER_MIN=0 \
        scripts/with-server python3 benches/leaderboard_pages.py
    ... benches/leaderboard_pages.py --sizes 1000 120000 --rounds 200

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

BASE = os.environ["REFEREE_URL"].rstrip("/")
DB = os.environ["DATABASE_URL"]
GAME = "woof-meow-biscuits"


def psql(sql):
    subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", DB, "-c", sql], check=True)


def fill(size):
    """Exactly `size` settled ratings of GAME (and as many provisional ones, off the board)."""
    psql("DELETE FROM ratings")
    psql("DELETE FROM players WHERE name LIKE 'board-%'")
    psql(
        f"""INSERT INTO players (id, name, api_key_hash, created_at, token_generation)
        SELECT gen_random_uuid(), 'board-' || i, sha256(convert_to('board-' || i, 'UTF8')), now(), 0
        FROM generate_series(1, {2 * size}) AS i"""
    )
    # Shown ratings on a grid of a thousand values (ties everywhere), half
    # the players settled (sigma 2), half provisional (sigma 7).
    psql(
        f"""INSERT INTO ratings (player_id, game, mu, sigma, games, wins, last_played)
        SELECT id, '{GAME}', 10 + (row_number() OVER (ORDER BY id) % 1000) / 40.0,
               CASE WHEN row_number() OVER (ORDER BY id) % 2 = 0 THEN 2 ELSE 7 END, 20, 5, now()
        FROM players WHERE name LIKE 'board-%'"""
    )
    psql("VACUUM ANALYZE ratings")
    psql("VACUUM ANALYZE players")


def get(path):
    start = time.perf_counter()
    with urllib.request.urlopen(BASE + path, timeout=60) as response:
        body = json.loads(response.read())
    return (time.perf_counter() - start) * 1000, body


def deep_cursor(size):
    """The cursor of the page at about nine tenths of the board (walked in pages of 100)."""
    cursor, seen = None, 0
    while seen < size * 9 // 10:
        _, body = get(f"/v1/leaderboards/{GAME}?limit=100" + (f"&cursor={cursor}" if cursor else ""))
        seen += len(body["entries"])
        cursor = body["next"]
    return cursor


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 20000, 120000])
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    rows = []
    for size in args.sizes:
        fill(size)
        deep = deep_cursor(size)
        pages = {
            "first page (50)": f"/v1/leaderboards/{GAME}?limit=50",
            "limit=1": f"/v1/leaderboards/{GAME}?limit=1",
            "page at 90% (50)": f"/v1/leaderboards/{GAME}?limit=50&cursor={deep}",
        }
        medians = {}
        for kind, path in pages.items():
            get(path)  # warm
            medians[kind] = statistics.median(get(path)[0] for _ in range(args.rounds))
        rows.append((size, medians))
        print(f"{size:>7} settled ratings: " + ", ".join(f"{k} {v:.2f} ms" for k, v in medians.items()), flush=True)
    base = rows[0][1]
    print()
    print("| settled ratings | " + " | ".join(f"{k}: median ms (× smallest)" for k in base) + " |")
    print("| ---: |" + " ---: |" * len(base))
    for size, medians in rows:
        print(f"| {size:,} | " + " | ".join(f"{v:.2f} ({v / base[k]:.2f}×)" for k, v in medians.items()) + " |")


if __name__ == "__main__":
    main()
