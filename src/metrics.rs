//! What `GET /metrics` shows, in the Prometheus text format: one registry
//! per server process (held by `AppState`, shared by its workers), so two
//! apps in one test process never mix their counts.
//!
//! Labels are bounded: routes are patterns (`/v1/games/{id}`), never raw
//! paths; methods outside the standard ones count as `OTHER`.

use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, IntGaugeVec, Opts,
    Registry, TextEncoder,
};

/// Where a database failure surfaced (`referee_database_errors_total{kind}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DatabaseFailure {
    /// A query failed (mapped from a diesel error).
    Query,
    /// No connection could be had, or the database did not answer.
    Unavailable,
}

impl DatabaseFailure {
    pub fn as_str(self) -> &'static str {
        match self {
            DatabaseFailure::Query => "query",
            DatabaseFailure::Unavailable => "unavailable",
        }
    }
}

/// The server's metrics. Cloning shares them.
#[derive(Clone)]
pub struct Metrics {
    registry: Registry,
    http_requests: IntCounterVec,
    http_duration: HistogramVec,
    moves_stored: IntCounterVec,
    version_conflicts: IntCounter,
    kept_games: IntCounterVec,
    kept_views: IntCounterVec,
    database_errors: IntCounterVec,
    connections_refused: IntCounterVec,
    pool_connections: IntGaugeVec,
    pool_max: IntGauge,
    /// Database work waiting for a connection of its loop's pool, now.
    pub pool_waiting: IntGauge,
    wakeups_heard: IntCounter,
    /// Held while `wakeups_heard` catches up to the hub's count, so two
    /// renders at once do not both add the same difference.
    wakeups_catch_up: std::sync::Arc<std::sync::Mutex<()>>,
    listening_for_waiters: IntGauge,
}

/// Request latency buckets, in seconds: 1 ms to 10 s.
const LATENCY_BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

impl Metrics {
    pub fn new() -> Result<Self, prometheus::Error> {
        let registry = Registry::new();
        let http_requests = IntCounterVec::new(
            Opts::new(
                "referee_http_requests_total",
                "HTTP requests answered, by method, route pattern and status",
            ),
            &["method", "route", "status"],
        )?;
        let http_duration = HistogramVec::new(
            HistogramOpts::new(
                "referee_http_request_duration_seconds",
                "Time to answer an HTTP request (until the head of the answer), by method and route pattern",
            )
            .buckets(LATENCY_BUCKETS.to_vec()),
            &["method", "route"],
        )?;
        let moves_stored = IntCounterVec::new(
            Opts::new(
                "referee_moves_stored_total",
                "Moves stored, by game and by who played (client, clock, resigned)",
            ),
            &["game", "played_by"],
        )?;
        let version_conflicts = IntCounter::new(
            "referee_version_conflicts_total",
            "Moves refused with 409 version_conflict (a stale expected_version or a lost race)",
        )?;
        let kept_games = IntCounterVec::new(
            Opts::new(
                "referee_kept_games_total",
                "Client moves by where their game came from: kept (answered from the game kept in memory, with no read), stale (a kept game that did not end in a stored step: decided again from a read, or a database failure), read (none was kept)",
            ),
            &["outcome"],
        )?;
        let kept_views = IntCounterVec::new(
            Opts::new(
                "referee_kept_views_total",
                "Reads of a game's view by what they read: kept (the game kept in memory was still the one stored: only its row version and the token were read), stale (a kept game that had changed: read again in full), read (none was kept, or the game's last full read found it changed since the kept one, as where processes take turns on it: read in full without a check)",
            ),
            &["outcome"],
        )?;
        let database_errors = IntCounterVec::new(
            Opts::new(
                "referee_database_errors_total",
                "Database failures met by requests and the clock sweeper, by kind (query, unavailable)",
            ),
            &["kind"],
        )?;
        let connections_refused = IntCounterVec::new(
            Opts::new(
                "referee_connections_refused_total",
                "Connections refused at once by the connection caps, by cap (address: the client address held its most; server: the process held its most)",
            ),
            &["cap"],
        )?;
        let pool_connections = IntGaugeVec::new(
            Opts::new(
                "referee_db_pool_connections",
                "Connections of this process's database pools (one per event loop) together, by state (in_use, idle)",
            ),
            &["state"],
        )?;
        let pool_max = IntGauge::new(
            "referee_db_pool_max_connections",
            "The most connections this process's database pools open together (REFEREE_DB_POOL_SIZE, rounded down to a multiple of the event loops)",
        )?;
        let wakeups_heard = IntCounter::new(
            "referee_wakeups_heard_total",
            "NOTIFY messages heard by this process's listening connection (its own waiters' topics while it has long-polls or streams waiting, and the background workers')",
        )?;
        let listening_for_waiters = IntGauge::new(
            "referee_listening_for_waiters",
            "1 while this process listens to the waiters' channel (it has, or had in the last 30 s, a long-poll or stream waiting), else 0",
        )?;
        let pool_waiting = IntGauge::new(
            "referee_db_pool_waiting",
            "Database work of this process waiting for a pool connection",
        )?;
        registry.register(Box::new(http_requests.clone()))?;
        registry.register(Box::new(http_duration.clone()))?;
        registry.register(Box::new(moves_stored.clone()))?;
        registry.register(Box::new(version_conflicts.clone()))?;
        registry.register(Box::new(kept_games.clone()))?;
        registry.register(Box::new(kept_views.clone()))?;
        registry.register(Box::new(database_errors.clone()))?;
        registry.register(Box::new(connections_refused.clone()))?;
        registry.register(Box::new(pool_connections.clone()))?;
        registry.register(Box::new(pool_max.clone()))?;
        registry.register(Box::new(pool_waiting.clone()))?;
        registry.register(Box::new(wakeups_heard.clone()))?;
        registry.register(Box::new(listening_for_waiters.clone()))?;
        Ok(Metrics {
            registry,
            http_requests,
            http_duration,
            moves_stored,
            version_conflicts,
            kept_games,
            kept_views,
            database_errors,
            connections_refused,
            pool_connections,
            pool_max,
            pool_waiting,
            wakeups_heard,
            wakeups_catch_up: std::sync::Arc::default(),
            listening_for_waiters,
        })
    }

    /// One answered request. `route` is the matched pattern.
    pub fn request(&self, method: &str, route: &str, status: u16, seconds: f64) {
        let method = bounded_method(method);
        self.http_requests
            .with_label_values(&[method, route, &status.to_string()])
            .inc();
        self.http_duration
            .with_label_values(&[method, route])
            .observe(seconds);
    }

    /// One stored (committed) move.
    pub fn move_stored(&self, game: &str, played_by: &str) {
        self.moves_stored
            .with_label_values(&[game, played_by])
            .inc();
    }

    /// A client move's game: `kept`, `stale` or `read`
    /// (`referee_kept_games_total`).
    pub fn kept_game(&self, outcome: &str) {
        self.kept_games.with_label_values(&[outcome]).inc();
    }

    /// A read of a game's view, by what it read
    /// (`referee_kept_views_total`).
    pub fn kept_view(&self, outcome: &str) {
        self.kept_views.with_label_values(&[outcome]).inc();
    }

    pub fn version_conflict(&self) {
        self.version_conflicts.inc();
    }

    /// `referee_version_conflicts_total` so far.
    pub fn version_conflicts(&self) -> u64 {
        self.version_conflicts.get()
    }

    /// A connection refused by the cap of its client `address` (else by the
    /// process's).
    pub fn connection_refused(&self, address: bool) {
        self.connections_refused
            .with_label_values(&[if address { "address" } else { "server" }])
            .inc();
    }

    pub fn database_error(&self, kind: DatabaseFailure) {
        self.database_errors
            .with_label_values(&[kind.as_str()])
            .inc();
    }

    /// The text format, with the gauges sampled now (`now`: the pools and
    /// the listening connection, as their owners count them).
    pub fn render(&self, now: &Sample) -> Result<String, prometheus::Error> {
        // The hub counts what it heard; the counter catches up to it.
        {
            let _one_at_a_time = self
                .wakeups_catch_up
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            self.wakeups_heard
                .inc_by(now.wakeups_heard.saturating_sub(self.wakeups_heard.get()));
        }
        self.listening_for_waiters
            .set(i64::from(now.listening_for_waiters));
        let gauge = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
        self.pool_connections
            .with_label_values(&["in_use"])
            .set(gauge(now.pool_in_use));
        self.pool_connections
            .with_label_values(&["idle"])
            .set(gauge(now.pool_idle));
        self.pool_max.set(gauge(now.pool_max));
        TextEncoder::new().encode_to_string(&self.registry.gather())
    }

    /// The media type of [`Metrics::render`].
    pub fn content_type() -> String {
        format!("{}; charset=utf-8", TextEncoder::new().format_type())
    }
}

/// What the gauges show, sampled from their owners at a scrape.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sample {
    /// The most connections the process's pools open together.
    pub pool_max: usize,
    pub pool_in_use: usize,
    pub pool_idle: usize,
    /// `NOTIFY` messages the listening connection has heard so far.
    pub wakeups_heard: u64,
    /// Whether it listens for players' and games' changes now.
    pub listening_for_waiters: bool,
}

/// The method as a label: the standard ones, else `OTHER` (a client may
/// send any token as a method).
fn bounded_method(method: &str) -> &str {
    const KNOWN: [&str; 9] = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "TRACE",
    ];
    KNOWN
        .iter()
        .find(|m| **m == method)
        .copied()
        .unwrap_or("OTHER")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn methods_are_bounded_and_counts_render() {
        let metrics = Metrics::new().unwrap();
        metrics.request("GET", "/v1/games/{id}", 200, 0.002);
        metrics.request("BREW", "unmatched", 404, 0.001);
        metrics.move_stored("woof-meow-biscuits", "client");
        metrics.database_error(DatabaseFailure::Query);
        metrics.connection_refused(true);
        let text = TextEncoder::new()
            .encode_to_string(&metrics.registry.gather())
            .unwrap();
        assert!(text.contains(
            r#"referee_http_requests_total{method="GET",route="/v1/games/{id}",status="200"} 1"#
        ));
        assert!(text.contains(
            r#"referee_http_requests_total{method="OTHER",route="unmatched",status="404"} 1"#
        ));
        assert!(text.contains(
            r#"referee_moves_stored_total{game="woof-meow-biscuits",played_by="client"} 1"#
        ));
        assert!(text.contains(r#"referee_database_errors_total{kind="query"} 1"#));
        assert!(text.contains(r#"referee_connections_refused_total{cap="address"} 1"#));
        assert!(text.contains("referee_version_conflicts_total 0"));
    }
}
