# scripts/lib/tools.sh — sourced (not run) by the scripts that need tools
# from outside Rust: the npm packages pinned by a package-lock.json,
# Debian's Chromium, and the OpenSSL headers the server builds against. One place for how each is installed, so that
# scripts/test-tools can fetch them all up front and the checks that use
# them find them there (each still installs what is missing when run alone).

# npm_ci_once DIR: `npm ci` in DIR unless its node_modules already holds
# what DIR/package-lock.json pins (a stamp copied after a successful install).
npm_ci_once() {
    local dir="$1" stamp="$1/node_modules/.referee-lock"
    command -v npm >/dev/null 2>&1 || {
        printf '%s: npm (with node 20 or later) is needed in %s\n' "$(basename "$0")" "$dir" >&2
        return 1
    }
    cmp -s "$dir/package-lock.json" "$stamp" 2>/dev/null && return 0
    npm ci --prefix "$dir" --no-audit --no-fund --silent >&2
    cp "$dir/package-lock.json" "$stamp"
}

# apt_install WHAT PACKAGE…: Debian's PACKAGEs installed (as root, or with
# sudo), WHAT naming them in what is said; 1 when this user cannot.
apt_install() {
    local what="$1"
    shift
    printf '%s: installing %s\n' "$(basename "$0")" "$what" >&2
    local as_root=()
    if [[ "$(id -u)" -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 || {
            printf '%s: %s missing and this user cannot install it (no sudo)\n' "$(basename "$0")" "$what" >&2
            return 1
        }
        as_root=(sudo)
    fi
    "${as_root[@]}" apt-get update -q >&2
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q "$@" >&2
}

# ensure_chromium: Debian's chromium and chromium-driver, installed when
# missing.
ensure_chromium() {
    command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && return 0
    apt_install "Debian's chromium and chromium-driver" chromium chromium-driver
}

# ensure_openssl_dev: Debian's libssl-dev and pkg-config, installed when
# missing: webauthn-rs (passkeys) links OpenSSL, and openssl-sys finds it
# with pkg-config. Every script that builds the server calls it first.
ensure_openssl_dev() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists openssl 2>/dev/null && return 0
    apt_install "Debian's libssl-dev and pkg-config (the server links OpenSSL)" libssl-dev pkg-config
}
