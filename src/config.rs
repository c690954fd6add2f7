//! Configuration, from flags or environment variables only.

use clap::Args;

#[derive(Args, Debug, Clone)]
pub struct DatabaseConfig {
    /// Postgres connection URL: `postgres://user@host:port/db`, or through
    /// a Unix socket `postgres://user@/db?host=/run/postgresql&port=5432`
    /// (the host in `?host=` alone).
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: String,
    /// The most connections a server process opens for its queries, all
    /// its pools together: shared out equally (rounded down) among its
    /// event loops, the HTTP workers and one for background work, so at
    /// least as many as those. The listening connection is not one of them.
    #[arg(long, env = "REFEREE_DB_POOL_SIZE", default_value_t = 16)]
    pub pool_size: u32,
    /// How long a request waits for a pooled connection, in milliseconds,
    /// before it answers 503 `database_unavailable` (the database is down or
    /// every connection is busy).
    #[arg(long, env = "REFEREE_DB_CHECKOUT_TIMEOUT_MS", default_value_t = 1_000,
          value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub checkout_timeout_ms: u64,
    /// Postgres `statement_timeout` of the server's connections, in
    /// milliseconds: a statement that runs (or waits for a lock) longer is
    /// cancelled and the request answers 503 `database_unavailable`.
    /// 0 turns it off.
    #[arg(long, env = "REFEREE_DB_STATEMENT_TIMEOUT_MS", default_value_t = 5_000)]
    pub statement_timeout_ms: u64,
    /// Postgres `random_page_cost` of the server's connections: what the
    /// planner thinks a page read by an index costs against one read in
    /// sequence. Postgres's 4.0 is a spinning disk's; with it, a move's
    /// statements read the whole `players` and `game_seats` tables while
    /// they are small (thousands of rows), every move. 1.1 (an SSD's, or a
    /// cached database's) keeps every statement of a move on its keys.
    /// 0 leaves the database's own setting.
    #[arg(long, env = "REFEREE_DB_RANDOM_PAGE_COST", default_value_t = DEFAULT_RANDOM_PAGE_COST,
          value_parser = random_page_cost)]
    pub random_page_cost: f64,
}

/// The server's `random_page_cost` unless configured ([`DatabaseConfig`]).
pub const DEFAULT_RANDOM_PAGE_COST: f64 = 1.1;

/// `REFEREE_DB_RANDOM_PAGE_COST`: 0 (the database's own) or a positive,
/// finite cost up to 100.
fn random_page_cost(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(cost) if cost == 0.0 || (cost.is_finite() && cost > 0.0 && cost <= 100.0) => Ok(cost),
        _ => Err(format!("{text} is not 0 or a cost between 0 and 100")),
    }
}

#[derive(Args, Debug, Clone)]
pub struct ServeConfig {
    #[command(flatten)]
    pub database: DatabaseConfig,
    /// Address to listen on.
    #[arg(long, env = "REFEREE_BIND", default_value = "127.0.0.1:8080")]
    pub bind: String,
    /// HS256 secret for player tokens. When unset (or empty), a secret is
    /// generated once and kept in the database, so every process agrees.
    #[arg(long, env = "REFEREE_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<String>,
    /// The Ed25519 key the referee signs audit bundles with: 64 hex digits
    /// (its 32-byte seed). When unset (or empty), one is generated once and
    /// kept in the database, so every process signs with the same key.
    #[arg(long, env = "REFEREE_SIGNING_KEY", hide_env_values = true)]
    pub signing_key: Option<String>,
    /// Lifetime of a player token, in seconds.
    #[arg(long, env = "REFEREE_TOKEN_TTL_SECS", default_value_t = 86_400)]
    pub token_ttl_secs: u64,
    /// HTTP worker threads, each with its own event loop and database
    /// connections (default: one per core, at most REFEREE_DB_POOL_SIZE
    /// less one).
    #[arg(long, env = "REFEREE_WORKERS")]
    pub workers: Option<usize>,
    /// Running games each process keeps in memory between a read and the
    /// next move, so that a move after a view reads nothing (its write
    /// checks that the game is still as kept). 0 keeps none.
    #[arg(long, env = "REFEREE_KEPT_GAMES", default_value_t = 1_024)]
    pub kept_games: usize,
    #[command(flatten)]
    pub notifications: NotificationConfig,
    #[command(flatten)]
    pub clocks: ClockConfig,
    #[command(flatten)]
    pub seeks: SeekConfig,
    #[command(flatten)]
    pub http: HttpConfig,
    #[command(flatten)]
    pub log: LogConfig,
    #[command(flatten)]
    pub limits: LimitConfig,
}

/// Rate limits and caps (docs/API.md, "Rate limits and caps"). Rate limits are kept in
/// memory, per server process; 0 turns a limit off.
#[derive(Args, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LimitConfig {
    /// Requests a minute per client address to `POST /v1/players` and
    /// `POST /v1/tokens` together (all of them allowed at once).
    #[arg(
        long = "rate-limit-anon-per-min",
        env = "REFEREE_RATE_LIMIT_ANON_PER_MIN",
        default_value_t = 30
    )]
    pub anon_per_min: u32,
    /// Requests a second per player (by its token) to every other endpoint
    /// under /v1; requests without a valid token count per client address.
    #[arg(
        long = "rate-limit-per-sec",
        env = "REFEREE_RATE_LIMIT_PER_SEC",
        default_value_t = 20
    )]
    pub per_sec: u32,
    /// Requests a player may make at once (0: as many as its rate).
    #[arg(
        long = "rate-limit-burst",
        env = "REFEREE_RATE_LIMIT_BURST",
        default_value_t = 40
    )]
    pub burst: u32,
    /// Players one client address may register an hour.
    #[arg(
        long = "max-players-per-address-per-hour",
        env = "REFEREE_MAX_PLAYERS_PER_ADDRESS_PER_HOUR",
        default_value_t = 20
    )]
    pub players_per_address_per_hour: u32,
    /// Password (and recovery code) guesses one account may be tried with
    /// an hour: sign-ins, recoveries and password changes, right or wrong.
    #[arg(
        long = "password-guesses-per-account-per-hour",
        env = "REFEREE_PASSWORD_GUESSES_PER_ACCOUNT_PER_HOUR",
        default_value_t = 20
    )]
    pub password_guesses_per_account_per_hour: u32,
    /// Password (and recovery code) guesses one client address may make an
    /// hour, whatever the accounts.
    #[arg(
        long = "password-guesses-per-address-per-hour",
        env = "REFEREE_PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR",
        default_value_t = 100
    )]
    pub password_guesses_per_address_per_hour: u32,
    /// Open games a player may have at once (created by it or seated in).
    #[arg(
        long = "max-open-games",
        env = "REFEREE_MAX_OPEN_GAMES",
        default_value_t = 20
    )]
    pub max_open_games: u32,
    /// Waiting seeks a player may have at once (0: no cap).
    #[arg(long = "max-seeks", env = "REFEREE_MAX_SEEKS", default_value_t = 5)]
    pub max_seeks: u32,
    /// Take the client address from `Forwarded` / `X-Forwarded-For` (set
    /// only behind a proxy that writes them), not from the connection.
    #[arg(long = "trust-proxy-headers", env = "REFEREE_TRUST_PROXY_HEADERS", default_value_t = false, value_parser = clap::builder::BoolishValueParser::new())]
    pub trust_proxy_headers: bool,
}

impl Default for LimitConfig {
    fn default() -> Self {
        LimitConfig {
            anon_per_min: 30,
            per_sec: 20,
            burst: 40,
            players_per_address_per_hour: 20,
            password_guesses_per_account_per_hour: 20,
            password_guesses_per_address_per_hour: 100,
            max_open_games: 20,
            max_seeks: 5,
            trust_proxy_headers: false,
        }
    }
}

impl LimitConfig {
    /// Every limit and cap off (the test suite's default).
    pub const UNLIMITED: LimitConfig = LimitConfig {
        anon_per_min: 0,
        per_sec: 0,
        burst: 0,
        players_per_address_per_hour: 0,
        password_guesses_per_account_per_hour: 0,
        password_guesses_per_address_per_hour: 0,
        max_open_games: 0,
        max_seeks: 0,
        trust_proxy_headers: false,
    };
}

/// How logs are written (the filter is `RUST_LOG`, default `info`).
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct LogConfig {
    /// `text` (human-readable lines) or `json` (one JSON object a line).
    #[arg(long = "log-format", env = "REFEREE_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub format: LogFormat,
}

#[derive(clap::ValueEnum, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

/// What clients and browsers may do.
#[derive(Args, Debug, Clone)]
pub struct HttpConfig {
    /// Seconds a client has to send a request's headers, and then again its
    /// body; a slower one is answered 408 and its connection closed. On a
    /// kept-alive connection, the next request's headers are due within
    /// this from their first byte, and within the keep-alive time (5 s) and
    /// this from the previous answer.
    #[arg(long, env = "REFEREE_REQUEST_TIMEOUT_SECS", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..=3_600))]
    pub request_timeout_secs: u64,
    /// Client connections each server process holds at once; one more is
    /// answered 503 `too_many_connections` and closed. Default: the
    /// process's open-file limit less `REFEREE_DB_POOL_SIZE` and 64.
    #[arg(long, env = "REFEREE_MAX_CONNECTIONS",
          value_parser = clap::value_parser!(u32).range(1..))]
    pub max_connections: Option<u32>,
    /// Connections one client address (an IPv6 client: its /64 network)
    /// may hold at once; one more is answered 429 `too_many_connections`
    /// and closed. 0: no cap. Not applied with `REFEREE_TRUST_PROXY_HEADERS`
    /// (every connection is the proxy's).
    #[arg(long, env = "REFEREE_MAX_CONNECTIONS_PER_ADDRESS", default_value_t = DEFAULT_MAX_CONNECTIONS_PER_ADDRESS)]
    pub max_connections_per_address: u32,
    /// Origins whose pages may call the API from a browser (CORS),
    /// comma-separated, e.g. `https://play.example.com,http://localhost:5173`.
    /// Default: none (only same-origin pages and non-browser clients).
    #[arg(long, env = "REFEREE_CORS_ORIGINS", value_delimiter = ',', num_args = 0..)]
    pub cors_origins: Vec<String>,
    /// The relying party id of passkeys: the domain they are bound to, the
    /// web page's host or a domain above it (`referee.example.com` or
    /// `example.com` for a page at `https://referee.example.com`). A
    /// passkey made for one rp id signs in under that one only.
    #[arg(long, env = "REFEREE_WEBAUTHN_RP_ID", default_value = DEFAULT_WEBAUTHN_RP_ID)]
    pub webauthn_rp_id: String,
    /// The origin of the web page passkeys are used from, as browsers
    /// report it (`https://referee.example.com`): its host is the rp id or
    /// under it. With the rp id `localhost`, any port is accepted.
    #[arg(long, env = "REFEREE_WEBAUTHN_ORIGIN", default_value = DEFAULT_WEBAUTHN_ORIGIN)]
    pub webauthn_origin: String,
}

/// `REFEREE_WEBAUTHN_RP_ID` unless configured: the local server's page,
/// opened at `http://localhost:PORT` (a secure context to browsers, as
/// every loopback address is; an rp id is a domain, never an address).
pub const DEFAULT_WEBAUTHN_RP_ID: &str = "localhost";
/// `REFEREE_WEBAUTHN_ORIGIN` unless configured.
pub const DEFAULT_WEBAUTHN_ORIGIN: &str = "http://localhost:8080";

impl Default for HttpConfig {
    fn default() -> Self {
        HttpConfig {
            request_timeout_secs: 10,
            max_connections: None,
            max_connections_per_address: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
            cors_origins: Vec::new(),
            webauthn_rp_id: DEFAULT_WEBAUTHN_RP_ID.to_owned(),
            webauthn_origin: DEFAULT_WEBAUTHN_ORIGIN.to_owned(),
        }
    }
}

/// `REFEREE_MAX_CONNECTIONS_PER_ADDRESS` unless configured: far more than a
/// browser (6) or a bot host streaming a few dozen games opens.
pub const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS: u32 = 128;

impl HttpConfig {
    pub fn request_timeout(&self) -> std::time::Duration {
        std::time::Duration::from_secs(self.request_timeout_secs)
    }
}

/// Turn clocks and open-game expiry.
#[derive(Args, Debug, Clone, Copy)]
pub struct ClockConfig {
    /// The shortest `turn_time` a game may be created with, in seconds.
    #[arg(long, env = "REFEREE_MIN_TURN_TIME_SECS", default_value_t = 10,
          value_parser = clap::value_parser!(u32).range(1..=30 * 86_400))]
    pub min_turn_time_secs: u32,
    /// An open game that has not filled after this many seconds is aborted
    /// (default 7 days).
    #[arg(long, env = "REFEREE_OPEN_GAME_TTL", default_value_t = 7 * 86_400,
          value_parser = clap::value_parser!(u64).range(1..=10 * 365 * 86_400))]
    pub open_game_ttl_secs: u64,
}

impl Default for ClockConfig {
    fn default() -> Self {
        ClockConfig {
            min_turn_time_secs: crate::engine::table::MIN_TURN_TIME_SECS,
            open_game_ttl_secs: 7 * 86_400,
        }
    }
}

/// Matchmaking (docs/API.md, "Matchmaking"): how long a seek waits, and
/// how far apart in rating the matchmaker seats players.
#[derive(Args, Debug, Clone, Copy, PartialEq)]
pub struct SeekConfig {
    /// A seek not matched after this many seconds expires.
    #[arg(long, env = "REFEREE_SEEK_TTL_SECS", default_value_t = 600,
          value_parser = clap::value_parser!(u32).range(1..=30 * 86_400))]
    pub seek_ttl_secs: u32,
    /// The widest gap of shown ratings at a table of fresh seeks.
    #[arg(long, env = "REFEREE_SEEK_RATING_GAP", default_value_t = 5.0,
          value_parser = non_negative)]
    pub rating_gap: f64,
    /// How much that gap widens for each minute a seek has waited.
    #[arg(long, env = "REFEREE_SEEK_GAP_PER_MIN", default_value_t = 5.0,
          value_parser = non_negative)]
    pub gap_per_min: f64,
}

impl Default for SeekConfig {
    fn default() -> Self {
        SeekConfig {
            seek_ttl_secs: 600,
            rating_gap: 5.0,
            gap_per_min: 5.0,
        }
    }
}

/// A finite number, 0 or more.
fn non_negative(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && x >= 0.0 => Ok(x),
        _ => Err(format!("{text} is not a finite number of 0 or more")),
    }
}

/// Notifications and their webhooks.
#[derive(Args, Debug, Clone, Copy)]
pub struct NotificationConfig {
    /// How long notifications are kept, in seconds (default 30 days); a
    /// client away longer than this finds a `gap`.
    #[arg(long, env = "REFEREE_NOTIFICATION_RETENTION_SECS", default_value_t = 30 * 86_400)]
    pub retention_secs: u64,
    /// How long a failing webhook delivery is retried, in seconds (default
    /// 24 h), before it is marked failed.
    #[arg(long, env = "REFEREE_WEBHOOK_RETRY_SECS", default_value_t = 86_400)]
    pub webhook_retry_secs: u64,
    /// Allow webhooks to loopback, private, link-local and multicast
    /// addresses (refused by default: they would let a client reach the
    /// server's own network). For tests and private deployments.
    #[arg(long, env = "REFEREE_WEBHOOK_ALLOW_PRIVATE", default_value_t = false, value_parser = clap::builder::BoolishValueParser::new())]
    pub webhook_allow_private: bool,
    /// Webhook deliveries each server process has in flight at once (to
    /// different players: a player's deliveries go one at a time, in order).
    #[arg(long, env = "REFEREE_WEBHOOK_CONCURRENCY", default_value_t = 64,
          value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub webhook_concurrency: u32,
    /// A webhook whose every attempt has failed for this many seconds
    /// (default 3 days) is paused until its player resumes it; 0 never
    /// pauses one.
    #[arg(long, env = "REFEREE_WEBHOOK_PAUSE_AFTER_SECS", default_value_t = 3 * 86_400)]
    pub webhook_pause_after_secs: u64,
}

impl Default for NotificationConfig {
    fn default() -> Self {
        NotificationConfig {
            retention_secs: 30 * 86_400,
            webhook_retry_secs: 86_400,
            webhook_allow_private: false,
            webhook_concurrency: 64,
            webhook_pause_after_secs: 3 * 86_400,
        }
    }
}

impl NotificationConfig {
    /// [`Self::webhook_retry_secs`] as Postgres' `make_interval` takes it.
    #[allow(clippy::cast_precision_loss)]
    pub fn webhook_retry_secs(&self) -> f64 {
        self.webhook_retry_secs as f64
    }
}

/// Where `referee healthcheck` asks whether the server is ready.
#[derive(Args, Debug, Clone)]
pub struct HealthcheckConfig {
    /// The server's listen address: /readyz is asked there (on loopback when
    /// it is 0.0.0.0 or [::]).
    #[arg(long, env = "REFEREE_BIND", default_value = "127.0.0.1:8080")]
    pub bind: String,
    /// The URL to GET instead (http:// only), e.g. http://127.0.0.1:8080/readyz.
    #[arg(long)]
    pub url: Option<String>,
    /// Give up after this many seconds (connect, send and answer together).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..=300))]
    pub timeout_secs: u64,
}

impl ServeConfig {
    /// The configured secret, treating an empty value as unset (compose
    /// passes `${REFEREE_JWT_SECRET:-}` through as an empty string).
    pub fn configured_secret(&self) -> Option<&str> {
        self.jwt_secret.as_deref().filter(|s| !s.is_empty())
    }

    /// The configured bundle signing key's seed (hex), if any.
    pub fn configured_signing_key(&self) -> Option<&str> {
        self.signing_key.as_deref().filter(|s| !s.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::LimitConfig;

    #[derive(Parser)]
    struct Limits {
        #[command(flatten)]
        limits: LimitConfig,
    }

    #[test]
    fn limit_defaults_are_the_documented_ones() {
        let vars = [
            "REFEREE_RATE_LIMIT_ANON_PER_MIN",
            "REFEREE_RATE_LIMIT_PER_SEC",
            "REFEREE_RATE_LIMIT_BURST",
            "REFEREE_MAX_PLAYERS_PER_ADDRESS_PER_HOUR",
            "REFEREE_PASSWORD_GUESSES_PER_ACCOUNT_PER_HOUR",
            "REFEREE_PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR",
            "REFEREE_MAX_OPEN_GAMES",
            "REFEREE_MAX_SEEKS",
            "REFEREE_TRUST_PROXY_HEADERS",
        ];
        if vars.iter().any(|v| std::env::var_os(v).is_some()) {
            return; // the environment sets some: nothing to compare
        }
        let parsed = Limits::parse_from(["referee"]).limits;
        assert_eq!(parsed, LimitConfig::default());
        let off = Limits::parse_from([
            "referee",
            "--rate-limit-anon-per-min=0",
            "--rate-limit-per-sec=0",
            "--rate-limit-burst=0",
            "--max-players-per-address-per-hour=0",
            "--password-guesses-per-account-per-hour=0",
            "--password-guesses-per-address-per-hour=0",
            "--max-open-games=0",
            "--max-seeks=0",
        ])
        .limits;
        assert_eq!(off, LimitConfig::UNLIMITED);
    }
}
