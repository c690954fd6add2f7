#!/usr/bin/env bash
# examples/walkthrough.sh — the quick start of docs/API.md, run for real: two
# players play a game of Shake It Meerkat and one of Woof Meow Biscuits to the
# end, each move chosen from the view's legal actions, then check both audit
# bundles offline with `referee verify`.
#
# Needs curl and jq, and a running server at $REFEREE_URL (default
# http://127.0.0.1:8080): `scripts/run` in one terminal, then
# `bash examples/walkthrough.sh` in another. scripts/test runs it as
# `scripts/with-server bash examples/walkthrough.sh` (a fresh server and
# database).
#
# Everything from the marker line below to the end is shown verbatim in
# docs/API.md; tests/readme.rs fails when the two differ
# (UPDATE_README=1 cargo test --test readme copies this script into docs/API.md).
set -euo pipefail

# `referee verify` is this checkout's build: $REFEREE_BIN when set, else the
# newer of the release build (scripts/run's) and the debug one (the tests'),
# under $CARGO_TARGET_DIR or target/, else `referee` on PATH.
if [ -z "${REFEREE_BIN:-}" ]; then
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    target=${CARGO_TARGET_DIR:-target}
    case $target in /*) ;; *) target=$root/$target ;; esac
    REFEREE_BIN=$(ls -t "$target/release/referee" "$target/debug/referee" 2>/dev/null | head -n 1 || true)
    REFEREE_BIN=${REFEREE_BIN:-$(command -v referee || true)}
    if [ -z "$REFEREE_BIN" ]; then
        echo "examples/walkthrough.sh: no referee binary: run scripts/run or cargo build first, or set REFEREE_BIN" >&2
        exit 1
    fi
fi

# --- walkthrough ---
B=${REFEREE_URL:-http://127.0.0.1:8080}
REFEREE_BIN=${REFEREE_BIN:-referee} # the server's binary: `referee verify` checks audit bundles offline
JSON='content-type: application/json'
say() { printf '\n==> %s\n' "$*"; }
# -f: an error status fails the script; --retry: a 429 (rate limit) or 503 is
# sent again after its Retry-After (a move is safe to resend: it carries an
# Idempotency-Key).
api() { curl -fsS --retry 5 "$@"; }

say "Register alice and bob (each api_key is shown only once; the token is what calls carry)"
ALICE=$(api -XPOST "$B/v1/players" -H "$JSON" -d '{"name":"alice"}')
BOB=$(api -XPOST "$B/v1/players" -H "$JSON" -d '{"name":"bob"}')
ALICE_ID=$(echo "$ALICE" | jq -r .player_id)
ALICE_KEY=$(echo "$ALICE" | jq -r .api_key)
BOB_TOKEN=$(echo "$BOB" | jq -r .token)
echo "alice is $ALICE_ID, bob is $(echo "$BOB" | jq -r .player_id)"

say "Exchange alice's api_key for a fresh token (do this whenever a token expires)"
ALICE_TOKEN=$(api -XPOST "$B/v1/tokens" -H "$JSON" \
    -d "{\"player_id\":\"$ALICE_ID\",\"api_key\":\"$ALICE_KEY\"}" | jq -r .token)
echo "alice's new token has ${#ALICE_TOKEN} characters"

say "The catalog: the games, their seats and options"
api "$B/v1/catalog" |
    jq -r '.[] | "\(.id): \(.min_seats)-\(.max_seats) seats; options \([.options[].name] | join(", "))"'

say "The creator may abort a game that has not started (its server seed is then revealed)"
SPARE=$(api -XPOST "$B/v1/games" -H "authorization: Bearer $ALICE_TOKEN" -H "$JSON" \
    -d '{"game":"woof-meow-biscuits","seats":3}' | jq -r .id)
api -XDELETE "$B/v1/games/$SPARE" -H "authorization: Bearer $ALICE_TOKEN" | jq -c '{id, status, server_seed}'

# The action a seat takes, from its view: the view's legal_actions lists what
# is allowed now. Meerkat: challenge now and then, else pass, else (a leader
# must play) lay the fewest cards allowed, announced as the first allowed rank
# (any cards may be announced as any rank: bluffing is the game). Biscuits:
# play the first playable card.
CHOOSE='.legal_actions as $legal
    | if .game == "woof-meow-biscuits" then {kind: "play", card: $legal.cards[0].id}
      elif $legal.may_challenge and .version % 5 == 0 then {kind: "challenge"}
      elif $legal.may_pass then {kind: "pass"}
      else {kind: "play", cards: [.view.hand[:$legal.plays[0].min_count][].id], rank: $legal.plays[0].ranks[0]}
      end'

# play CREATE_BODY: alice creates the game and takes a seat, bob joins, and
# whoever is on turn moves until the game is finished; then the history, and
# the audit bundle verified.
play() {
    say "alice creates $1"
    GAME=$(api -XPOST "$B/v1/games" -H "authorization: Bearer $ALICE_TOKEN" -H "$JSON" -d "$1" | jq -r .id)
    echo "game $GAME"

    say "The lobby: games waiting for players"
    api "$B/v1/games?status=open" -H "authorization: Bearer $BOB_TOKEN" |
        jq -r '.games[] | "\(.id) \(.game) \(.seats_taken)/\(.seat_count) seats taken"'

    say "bob joins; the game starts by itself when the last seat fills"
    GAME_STATE=$(api -XPOST "$B/v1/games/$GAME/seats" -H "authorization: Bearer $BOB_TOKEN" -H "$JSON" \
        -d '{"client_seed":"b0b0"}')
    echo "$GAME_STATE" | jq -c '{status, version, turn, seats: [.seats[] | {seat, name}]}'
    # Each seat's token, by seat number (the starting seat is drawn from the seeds).
    TOKENS=()
    TOKENS[$(echo "$GAME_STATE" | jq '.seats[] | select(.name == "alice") | .seat')]=$ALICE_TOKEN
    TOKENS[$(echo "$GAME_STATE" | jq '.seats[] | select(.name == "bob") | .seat')]=$BOB_TOKEN

    say "Play to the end: the seat on turn reads its view and sends one of its legal actions"
    while [ "$(echo "$GAME_STATE" | jq -r .status)" = active ]; do
        SEAT=$(echo "$GAME_STATE" | jq .turn.seat)
        VIEW=$(api "$B/v1/games/$GAME" -H "authorization: Bearer ${TOKENS[$SEAT]}")
        VERSION=$(echo "$VIEW" | jq .version)
        KIND=$(echo "$VIEW" | jq .game)
        ACTION=$(echo "$VIEW" | jq -c "$CHOOSE")
        # expected_version: a move decided on a stale view is refused (409
        # version_conflict); a resend with the same Idempotency-Key gets the
        # first answer back instead of moving twice.
        MOVED=$(api -XPOST "$B/v1/games/$GAME/moves" -H "authorization: Bearer ${TOKENS[$SEAT]}" -H "$JSON" \
            -H "Idempotency-Key: $GAME-$VERSION" -d "{\"game\":$KIND,\"expected_version\":$VERSION,\"action\":$ACTION}")
        echo "v$VERSION seat $SEAT $ACTION -> $(echo "$MOVED" | jq -c '[.events[].type]')"
        GAME_STATE=$(echo "$MOVED" | jq .state)
    done
    echo "$GAME_STATE" | jq -c '{status, version, outcome}'

    say "The last steps of the history, as alice may see them"
    api "$B/v1/games/$GAME/events?after=$(($(echo "$GAME_STATE" | jq .version) - 3))" \
        -H "authorization: Bearer $ALICE_TOKEN" |
        jq -r '.events[] | "#\(.seq) seat \(.actor_seat // "-"): \(.action | tostring) -> \([.events[].type] | join(", "))"'

    say "The audit bundle, checked offline: every deal and move replayed, the hash chain, the seed"
    BUNDLE=$(mktemp)
    api "$B/v1/games/$GAME/audit" -H "authorization: Bearer $ALICE_TOKEN" >"$BUNDLE"
    echo "status $(jq -r .status "$BUNDLE"), $(jq '.steps | length' "$BUNDLE") steps"
    "$REFEREE_BIN" verify "$BUNDLE"
    rm -f "$BUNDLE"
}

play '{"game":"shake-it-meerkat","seats":2,"options":{"rounds":1,"card_backs":"rounded"},"client_seed":"c0ffee"}'
play '{"game":"woof-meow-biscuits","seats":2,"options":{"variant":"advanced","rounds":1}}'

say "Finished games of alice's"
api "$B/v1/players/me/games?status=finished" -H "authorization: Bearer $ALICE_TOKEN" | jq -c '[.games[] | {id, game}]'

say "Health: the process is up (/healthz); it can reach its database (/readyz)"
api "$B/healthz"
echo
api "$B/readyz"
echo
