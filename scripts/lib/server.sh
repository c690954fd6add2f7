# scripts/lib/server.sh — sourced (not run) by the scripts that start
# `referee serve` themselves: scripts/bench-api, bench-instructions,
# bench-notify, bench-rss, fuzz-api and with-server. One place for what they
# all need to agree on.

# The limits a benchmark or the fuzzer turns off (0 = off): requests per
# minute per address and per second per player, new players per address per
# hour, open games per player, connections per address. They run at full
# speed from one address with few tokens (bench-rss and bench-notify hold
# thousands of connections); 429s would measure the limits, not the server.
#   env "${REFEREE_UNLIMITED[@]}" DATABASE_URL=… referee serve &
#   export "${REFEREE_UNLIMITED[@]}"
# shellcheck disable=SC2034 # used by the scripts that source this file
REFEREE_UNLIMITED=(
    REFEREE_RATE_LIMIT_ANON_PER_MIN=0
    REFEREE_RATE_LIMIT_PER_SEC=0
    REFEREE_MAX_PLAYERS_PER_ADDRESS_PER_HOUR=0
    REFEREE_PASSWORD_GUESSES_PER_ACCOUNT_PER_HOUR=0
    REFEREE_PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR=0
    REFEREE_MAX_OPEN_GAMES=0
    REFEREE_MAX_CONNECTIONS_PER_ADDRESS=0
)

# wait_ready BASE_URL PID SECONDS [LOG]: polls BASE_URL/readyz every 10 ms
# until it answers 200 (returns 0). Returns 1, saying why on stderr with the
# last 20 lines of LOG when given, when the process PID exits first or
# SECONDS pass. Timing start-up is the caller's: take the clock before the
# spawn and after this returns.
wait_ready() {
    # bash's own clock (SECONDS): no `date` process per poll.
    local base="$1" pid="$2" seconds="$3" log="${4:-}" why deadline=$((SECONDS + $3))
    while :; do
        if curl -fsS -o /dev/null "$base/readyz" 2>/dev/null; then
            return 0
        fi
        if ! kill -0 "$pid" 2>/dev/null; then
            why="the server (pid $pid) exited before it was ready"
            break
        fi
        if ((SECONDS >= deadline)); then
            why="the server (pid $pid) is not ready at $base after $seconds s"
            break
        fi
        sleep 0.01
    done
    printf '%s: %s\n' "$(basename "$0")" "$why" >&2
    if [[ -n "$log" && -f "$log" ]]; then
        printf '%s: the last lines of %s:\n' "$(basename "$0")" "$log" >&2
        tail -n 20 "$log" >&2 || true
    fi
    return 1
}

# build_referee: builds the debug server, `cargo build`'s, unless
# REFEREE_BUILT says that target/debug/referee is already this tree's:
# scripts/test sets it once `cargo test --all-targets` has built it. That
# build has the tests' features of shared dependencies (diesel with libpq,
# more of tokio); building the same code again for `cargo build`'s features
# would take minutes and serve no other code.
build_referee() {
    [[ -n "${REFEREE_BUILT:-}" ]] && return 0
    # shellcheck source=scripts/lib/tools.sh
    . "$(dirname "${BASH_SOURCE[0]}")/tools.sh"
    ensure_openssl_dev
    cargo build --locked --bin referee >&2
}

# bench_bin NAME [PROFILE]: builds benches/NAME.rs (PROFILE debug, the
# default, as `cargo test --all-targets` builds it; release, as `cargo
# bench` does) and prints the path of its executable (nothing on failure).
bench_bin() {
    local name="$1" build=(cargo test)
    [[ "${2:-debug}" == release ]] && build=(cargo bench)
    "${build[@]}" --locked --bench "$name" --no-run --message-format=json 2>/dev/null |
        python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == sys.argv[1] and m.get("executable"):
        print(m["executable"])
' "$name"
}
