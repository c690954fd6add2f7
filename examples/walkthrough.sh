#!/usr/bin/env bash
# examples/walkthrough.sh — the guide's (docs/API.md) "Using the API" walk-through, run for
# real: two players, the lobby, a join, one legal move, the history, the audit
# bundle checked offline, and the health checks.
#
# Needs curl and jq, and a running server at $REFEREE_URL (default
# http://127.0.0.1:8080). `scripts/with-server bash examples/walkthrough.sh`
# runs it against a fresh server and database (scripts/test does).
#
# Everything from the marker line below to the end is shown verbatim in
# docs/API.md ("Using the API"); tests/readme.rs fails when the two differ
# (UPDATE_README=1 cargo test --test readme copies this script into docs/API.md).
set -euo pipefail

# --- walkthrough ---
B=${REFEREE_URL:-http://127.0.0.1:8080}
# `referee verify` checks audit bundles offline: this checkout's debug build, else one on PATH.
if [ -x target/debug/referee ]; then REFEREE_BIN=${REFEREE_BIN:-target/debug/referee}; fi
REFEREE_BIN=${REFEREE_BIN:-referee}
say() { printf '\n==> %s\n' "$*"; }

say "Register two players (each api_key is shown only once)"
ALICE=$(curl -fsS -XPOST "$B/v1/players" -H 'content-type: application/json' -d '{"name":"alice"}')
BOB=$(curl -fsS -XPOST "$B/v1/players" -H 'content-type: application/json' -d '{"name":"bob"}')
ALICE_ID=$(echo "$ALICE" | jq -r .player_id)
ALICE_KEY=$(echo "$ALICE" | jq -r .api_key)
TOKEN=$(echo "$ALICE" | jq -r .token)
TOKEN2=$(echo "$BOB" | jq -r .token)
echo "alice is $ALICE_ID, bob is $(echo "$BOB" | jq -r .player_id)"

say "Exchange alice's api_key for a fresh token (do this when a token expires)"
TOKEN=$(curl -fsS -XPOST "$B/v1/tokens" -H 'content-type: application/json' \
    -d "{\"player_id\":\"$ALICE_ID\",\"api_key\":\"$ALICE_KEY\"}" | jq -r .token)
echo "new token for alice, ${#TOKEN} characters"

say "The catalog: what can be played, with options, defaults and allowed values"
curl -fsS "$B/v1/catalog" |
    jq -r '.[] | "\(.id): \(.min_seats)-\(.max_seats) seats; options \([.options[].name] | join(", "))"'

say "alice creates a 2-seat game and takes seat 0 (client_seed: her hex share of the deal)"
GAME=$(curl -fsS -XPOST "$B/v1/games" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
    -d '{"game":"shake-it-meerkat","seats":2,"options":{"card_backs":"rounded"},"client_seed":"c0ffee"}' |
    jq -r .id)
echo "game $GAME"

say "The creator can abort a game that has not started (its server seed is then revealed)"
SPARE=$(curl -fsS -XPOST "$B/v1/games" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
    -d '{"game":"woof-meow-biscuits","seats":3}' | jq -r .id)
curl -fsS -XDELETE "$B/v1/games/$SPARE" -H "authorization: Bearer $TOKEN" | jq -c '{id, status, server_seed}'

say "The lobby: games waiting for players (the aborted one is not there)"
curl -fsS "$B/v1/games?status=open" -H "authorization: Bearer $TOKEN2" |
    jq -r '.games[] | "\(.id) \(.game) \(.seats_taken)/\(.seat_count) seats taken"'

say "bob joins; the game starts by itself when the last seat fills"
curl -fsS -XPOST "$B/v1/games/$GAME/seats" -H "authorization: Bearer $TOKEN2" -H 'content-type: application/json' \
    -d '{"client_seed":"b0b0"}' | jq -c '{status, version, turn}'

say "Read the game as each player: its view, whose turn, the version; legal_actions only for the seat on turn"
VIEW1=$(curl -fsS "$B/v1/games/$GAME" -H "authorization: Bearer $TOKEN")
VIEW2=$(curl -fsS "$B/v1/games/$GAME" -H "authorization: Bearer $TOKEN2")
echo "$VIEW1" | jq -c '{player: "alice", you, turn, version, hand: [.view.hand[].face]}'
echo "$VIEW2" | jq -c '{player: "bob", you, turn, version, hand: [.view.hand[].face]}'
# The starting seat is drawn from the seeds: move as whoever is on turn.
if [ "$(echo "$VIEW1" | jq '.turn.seat == .you.seat')" = true ]; then
    MOVER=alice MOVER_TOKEN=$TOKEN VIEW=$VIEW1
else
    MOVER=bob MOVER_TOKEN=$TOKEN2 VIEW=$VIEW2
fi
echo "$MOVER is on turn; legal_actions: $(echo "$VIEW" | jq -c .legal_actions)"

say "$MOVER makes one legal move, naming the version it was decided on"
# Pass when allowed; else lay the fewest cards the first allowed play takes
# (from the view's hand), announced as its first allowed rank. Any cards may
# be laid under any allowed rank: bluffing is the game.
ACTION=$(echo "$VIEW" | jq -c '.legal_actions as $legal
    | if $legal.may_pass then {kind: "pass"}
      else {kind: "play", cards: [.view.hand[:$legal.plays[0].min_count][].id], rank: $legal.plays[0].ranks[0]}
      end')
VERSION=$(echo "$VIEW" | jq .version)
MOVE="{\"expected_version\":$VERSION,\"action\":$ACTION}"
echo "POST /v1/games/$GAME/moves $MOVE"
# A stale expected_version is refused with 409 version_conflict; a retry with
# the same Idempotency-Key gets the first answer back instead of moving twice.
curl -fsS -XPOST "$B/v1/games/$GAME/moves" -H "authorization: Bearer $MOVER_TOKEN" \
    -H 'content-type: application/json' -H "Idempotency-Key: walkthrough-$VERSION" \
    -d "$MOVE" | jq -c '{version, events: [.events[].type], turn: .game.turn}'

say "The history after version 0, redacted for alice"
curl -fsS "$B/v1/games/$GAME/events?after=0&limit=100" -H "authorization: Bearer $TOKEN" |
    jq -r '.events[] | "#\(.seq) seat \(.actor_seat // "-"): \(.action // "deal" | tostring) -> \([.events[].type] | join(", "))"'

say "The audit bundle, checked offline with referee verify"
# While the game runs the bundle is redacted for the caller and carries no
# server seed: verify checks its hash chain. Once the game is finished the
# bundle is complete and verify replays every deal and move.
BUNDLE=$(mktemp)
curl -fsS "$B/v1/games/$GAME/audit" -H "authorization: Bearer $TOKEN" >"$BUNDLE"
echo "status $(jq -r .status "$BUNDLE"), $(jq '.steps | length' "$BUNDLE") steps"
"$REFEREE_BIN" verify "$BUNDLE"
rm -f "$BUNDLE"

say "Games waiting on a move from alice, then from bob"
curl -fsS "$B/v1/players/me/games?turn=mine" -H "authorization: Bearer $TOKEN" | jq -c '[.games[].id]'
curl -fsS "$B/v1/players/me/games?turn=mine" -H "authorization: Bearer $TOKEN2" | jq -c '[.games[].id]'

say "Health: the process is up (/healthz); it can reach its database (/readyz)"
curl -fsS "$B/healthz"
echo
curl -fsS "$B/readyz"
echo
