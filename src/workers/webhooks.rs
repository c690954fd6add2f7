//! Signed webhooks: the rule for where they may point, their signature, and
//! the delivery worker.
//!
//! Deliveries are an outbox: `store::notifications::push` writes one row per
//! notification of a player who has a webhook, in the transaction of the
//! change. Every server process runs one worker ([`run`]) that claims due
//! rows (`store::webhooks::claim`: the head of each player's queue only,
//! leased, `FOR UPDATE SKIP LOCKED`), POSTs each in a task of its own with
//! no database connection held, and records the outcome. Up to
//! `concurrency` deliveries are in flight at once, each bounded by the
//! attempt's time limit: a slow receiver holds up its own queue only. The
//! worker claims again as soon as one finishes, and otherwise sleeps until
//! the next delivery is due or a `NOTIFY` says new ones were written.
//! Delivery is at least once: a receiver dedupes on `Referee-Delivery`.

use std::error::Error as StdError;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, ToSocketAddrs};
use std::rc::Rc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use actix_tls::connect::{Resolve, Resolver};
use awc::http::Uri;
use chrono::{DateTime, Utc};
use diesel::QueryResult;
use futures_util::future::LocalBoxFuture;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use tokio::sync::{Notify, Semaphore};

use crate::config::NotificationConfig;
use crate::game::notify::Notification;
use crate::lowerhex;
use crate::metrics::{DatabaseFailure, Metrics};
use crate::store::topic::Topic;
use crate::store::AsyncPgConnection;
use crate::store::{self, BoxError, DbPool};
use crate::workers::hub::Hub;

/// The longest URL a webhook may have.
pub const MAX_URL_LEN: usize = 2048;
/// The delivery header naming the delivery (the same on every retry).
pub const DELIVERY_HEADER: &str = "Referee-Delivery";
/// How long a claimed delivery is its worker's alone: a worker that dies
/// in the middle of a delivery holds it this long at most.
pub const LEASE: Duration = Duration::from_secs(30);
/// The delivery header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256>`,
/// with a second `v1=` while a rolled secret's predecessor still signs.
pub const SIGNATURE_HEADER: &str = "Referee-Signature";

/// How the worker behaves. [`WebhookSettings::new`] has the production
/// values; tests shorten the back-off.
#[derive(Debug, Clone)]
pub struct WebhookSettings {
    /// Deliver to loopback, private, link-local, … addresses too.
    pub allow_private: bool,
    /// Notifications older than this are deleted (about once an hour).
    pub retention: Duration,
    /// The first retry's back-off bound; it doubles with every attempt.
    pub backoff_base: Duration,
    /// The largest back-off bound.
    pub backoff_cap: Duration,
    /// Full jitter: wait a uniformly random time up to the bound (off in
    /// tests that measure the bound itself).
    pub jitter: bool,
    /// One attempt's time limit: resolving, connecting, sending, answering.
    pub timeout: Duration,
    /// How long a claimed delivery is this worker's alone.
    pub lease: Duration,
    /// The most deliveries in flight at once.
    pub concurrency: usize,
    /// A webhook whose every attempt has failed this long is paused
    /// (never when `None`).
    pub pause_after: Option<Duration>,
    /// How long the notification that a webhook was paused is retried
    /// (`REFEREE_WEBHOOK_RETRY_SECS`).
    pub retry_secs: f64,
    /// The longest the worker sleeps without looking at the table.
    pub max_sleep: Duration,
    /// How often old notifications are deleted.
    pub prune_every: Duration,
}

impl WebhookSettings {
    pub fn new(config: &NotificationConfig) -> Self {
        WebhookSettings {
            allow_private: config.webhook_allow_private,
            retention: Duration::from_secs(config.retention_secs),
            backoff_base: Duration::from_secs(1),
            backoff_cap: Duration::from_secs(3600),
            jitter: true,
            timeout: Duration::from_secs(5),
            lease: LEASE,
            concurrency: usize::try_from(config.webhook_concurrency).unwrap_or(usize::MAX),
            pause_after: (config.webhook_pause_after_secs > 0)
                .then(|| Duration::from_secs(config.webhook_pause_after_secs)),
            retry_secs: config.webhook_retry_secs(),
            max_sleep: Duration::from_secs(60),
            prune_every: Duration::from_secs(3600),
        }
    }
}

// ---------------------------------------------------------------------------
// Where a webhook may point.

/// Why an address may not receive webhooks, or `None` when it may: the
/// server's own machine and networks are not for clients to reach.
pub fn refused_because(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => refused_v4(v4),
        IpAddr::V6(v6) => refused_v6(v6),
    }
}

fn refused_v4(ip: Ipv4Addr) -> Option<&'static str> {
    let [a, b, ..] = ip.octets();
    if ip.is_loopback() {
        Some("loopback")
    } else if ip.is_private() {
        Some("private")
    } else if ip.is_link_local() {
        Some("link-local")
    } else if ip.is_multicast() {
        Some("multicast")
    } else if ip.is_broadcast() {
        Some("broadcast")
    } else if ip.is_unspecified() || a == 0 {
        Some("unspecified")
    } else if a == 100 && (b & 0xc0) == 64 {
        Some("shared (CGNAT)")
    } else if a >= 240 {
        Some("reserved")
    } else {
        None
    }
}

fn refused_v6(ip: Ipv6Addr) -> Option<&'static str> {
    let s = ip.segments();
    if ip.is_loopback() {
        return Some("loopback");
    }
    if ip.is_unspecified() {
        return Some("unspecified");
    }
    if ip.is_multicast() {
        return Some("multicast");
    }
    if (s[0] & 0xfe00) == 0xfc00 {
        return Some("private (unique local)");
    }
    if (s[0] & 0xffc0) == 0xfe80 {
        return Some("link-local");
    }
    if (s[0] & 0xffc0) == 0xfec0 {
        return Some("site-local");
    }
    // IPv4 carried in IPv6: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d),
    // NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::): judged as the
    // IPv4 address they reach.
    let embedded = |hi: u16, lo: u16| Ipv4Addr::from((u32::from(hi) << 16) | u32::from(lo));
    let v4 = if let Some(v4) = ip.to_ipv4_mapped() {
        Some(v4)
    } else if s[..6] == [0; 6] || s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        Some(embedded(s[6], s[7]))
    } else if s[0] == 0x2002 {
        Some(embedded(s[1], s[2]))
    } else {
        None
    };
    v4.and_then(refused_v4)
}

/// Why a webhook URL cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UrlProblem {
    /// Not an http(s) URL with a host, or a host that does not resolve.
    #[error("{0}")]
    Invalid(String),
    /// The host is, or resolves to, an address webhooks may not reach.
    #[error("{host} is {addr}, a {reason} address: webhooks may not reach it")]
    Refused {
        host: String,
        addr: IpAddr,
        reason: &'static str,
    },
}

/// A parsed webhook URL.
#[derive(Debug, Clone)]
pub struct Target {
    pub uri: Uri,
    /// The host, without an IPv6 literal's brackets.
    pub host: String,
    pub port: u16,
}

impl Target {
    /// The host when it is an IP address rather than a name.
    pub fn literal(&self) -> Option<IpAddr> {
        self.host.parse().ok()
    }
}

/// Parses a webhook URL: `http` or `https`, with a host, at most
/// [`MAX_URL_LEN`] bytes. The parser is the HTTP client's own, so the host
/// checked is the host connected to.
pub fn parse_url(url: &str) -> Result<Target, UrlProblem> {
    let invalid = |why: &str| UrlProblem::Invalid(format!("the webhook URL {why}"));
    if url.len() > MAX_URL_LEN {
        return Err(invalid(&format!("is longer than {MAX_URL_LEN} bytes")));
    }
    let uri: Uri = url
        .parse()
        .map_err(|_| invalid("is not a valid absolute URL"))?;
    let default_port = match uri.scheme_str().map(str::to_ascii_lowercase).as_deref() {
        Some("http") => 80,
        Some("https") => 443,
        _ => return Err(invalid("must start with http:// or https://")),
    };
    let host = uri
        .host()
        .map(|h| h.trim_start_matches('[').trim_end_matches(']'))
        .filter(|h| !h.is_empty())
        .ok_or_else(|| invalid("has no host"))?
        .to_owned();
    let port = uri.port_u16().unwrap_or(default_port);
    Ok(Target { uri, host, port })
}

/// Checks one address against the rule.
fn check_addr(host: &str, addr: IpAddr, allow_private: bool) -> Result<(), UrlProblem> {
    match refused_because(addr) {
        Some(reason) if !allow_private => Err(UrlProblem::Refused {
            host: host.to_owned(),
            addr,
            reason,
        }),
        _ => Ok(()),
    }
}

/// Resolves `host` (blocking) and checks every address it has: one refused
/// address refuses the host, as the client could connect to any of them.
pub fn resolve_checked(
    host: &str,
    port: u16,
    allow_private: bool,
) -> Result<Vec<SocketAddr>, UrlProblem> {
    if let Ok(ip) = host.parse::<IpAddr>() {
        check_addr(host, ip, allow_private)?;
        return Ok(vec![SocketAddr::new(ip, port)]);
    }
    if let Some(domain) = never_resolves(host) {
        return Err(UrlProblem::Invalid(format!(
            "the webhook host {host} is under .{domain}, a name reserved never to resolve"
        )));
    }
    let addrs: Vec<SocketAddr> = (host, port)
        .to_socket_addrs()
        .map_err(|_| UrlProblem::Invalid(format!("the webhook host {host} does not resolve")))?
        .collect();
    if addrs.is_empty() {
        return Err(UrlProblem::Invalid(format!(
            "the webhook host {host} has no address"
        )));
    }
    for addr in &addrs {
        check_addr(host, addr.ip(), allow_private)?;
    }
    Ok(addrs)
}

/// The reserved top-level domain of `host` if it is one that never
/// resolves (RFC 2606, RFC 6761: `.invalid`, `.test`, `.example`): refused
/// without asking a resolver, which would pass the question on to the
/// network.
fn never_resolves(host: &str) -> Option<&'static str> {
    let tld = host.trim_end_matches('.').rsplit('.').next()?;
    ["invalid", "test", "example"]
        .into_iter()
        .find(|reserved| tld.eq_ignore_ascii_case(reserved))
}

/// The whole registration check (blocking: it resolves the host).
pub fn check_url(url: &str, allow_private: bool) -> Result<Target, UrlProblem> {
    let target = parse_url(url)?;
    resolve_checked(&target.host, target.port, allow_private)?;
    Ok(target)
}

/// The client's resolver: resolves like the default one, then refuses the
/// host when an address breaks the rule, so the address checked is the one
/// connected to (no window for DNS to change in between).
struct CheckedResolver {
    allow_private: bool,
}

impl Resolve for CheckedResolver {
    fn lookup<'a>(
        &'a self,
        host: &'a str,
        port: u16,
    ) -> LocalBoxFuture<'a, Result<Vec<SocketAddr>, Box<dyn StdError>>> {
        let host = host
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_owned();
        let allow_private = self.allow_private;
        Box::pin(async move {
            let found = actix_web::rt::task::spawn_blocking(move || {
                resolve_checked(&host, port, allow_private)
            })
            .await
            .map_err(|e| Box::new(e) as Box<dyn StdError>)?;
            found.map_err(|e| Box::new(e) as Box<dyn StdError>)
        })
    }
}

// ---------------------------------------------------------------------------
// Signatures and secrets.

/// A new webhook secret: 32 random bytes, hex.
pub fn new_secret() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)?;
    Ok(lowerhex::encode(bytes))
}

/// The `Referee-Signature` header of `body` sent at `timestamp` (unix
/// seconds): `t=<timestamp>,v1=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`,
/// the key being the secret's UTF-8 bytes.
pub fn signature(secret: &str, timestamp: i64, body: &[u8]) -> String {
    signatures(&[secret], timestamp, body)
}

/// [`signature`] with one `v1=` per secret, in the order given (Stripe's
/// form while two secrets are valid): a receiver accepts the request when
/// any of them verifies under its secret.
pub fn signatures(secrets: &[&str], timestamp: i64, body: &[u8]) -> String {
    let mut header = format!("t={timestamp}");
    for secret in secrets {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes())
            .unwrap_or_else(|_| unreachable!("HMAC takes a key of any length"));
        mac.update(timestamp.to_string().as_bytes());
        mac.update(b".");
        mac.update(body);
        header.push_str(",v1=");
        header.push_str(&lowerhex::encode(mac.finalize().into_bytes()));
    }
    header
}

// ---------------------------------------------------------------------------
// Back-off.

/// How long to wait before the retry that follows attempt `attempt` (from
/// 1): a bound of `base` doubled per attempt, at most `cap`, scaled by
/// `jitter` (uniform in [0, 1): "full jitter"), or the bound itself.
pub fn backoff(attempt: i32, base: Duration, cap: Duration, jitter: Option<f64>) -> Duration {
    let doublings = u32::try_from(attempt.saturating_sub(1))
        .unwrap_or(0)
        .min(31);
    let bound = base.saturating_mul(1u32 << doublings).min(cap);
    match jitter {
        Some(u) => bound.mul_f64(u.clamp(0.0, 1.0)),
        None => bound,
    }
}

/// Uniform in [0, 1).
fn unit_random() -> f64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        return 1.0;
    }
    // 53 random bits: every value is an exact f64.
    #[allow(clippy::cast_precision_loss)]
    let unit = (u64::from_le_bytes(bytes) >> 11) as f64 / (1u64 << 53) as f64;
    unit
}

// ---------------------------------------------------------------------------
// The worker.

/// Runs `work` on a connection of this loop's pool, on the loop itself. A
/// connection that found the database out of reach is dropped rather than
/// handed out again.
async fn with_conn<T>(
    pool: &DbPool,
    work: impl AsyncFnOnce(&mut AsyncPgConnection) -> QueryResult<T>,
) -> Result<T, BoxError> {
    let mut conn = pool.get().await?;
    match work(&mut conn).await {
        Ok(done) => Ok(done),
        Err(err) => {
            if crate::store::is_unavailable(&err) {
                drop(store::DbConn::take(conn));
            }
            Err(err.into())
        }
    }
}

/// The HTTP client: no redirects followed, the attempt's time limit, and
/// the checked resolver.
fn client(settings: &WebhookSettings) -> awc::Client {
    // rustls is built with ring only; make it the process's provider, which
    // the client's default TLS configuration asks for.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let tcp = actix_tls::connect::Connector::new(Resolver::custom(CheckedResolver {
        allow_private: settings.allow_private,
    }))
    .service();
    let connector = awc::Connector::new()
        .connector(tcp)
        .timeout(settings.timeout)
        .handshake_timeout(settings.timeout);
    awc::Client::builder()
        .connector(connector)
        .timeout(settings.timeout)
        .disable_redirects()
        .no_default_headers()
        .add_default_header((
            awc::http::header::USER_AGENT,
            concat!("referee-webhooks/", env!("CARGO_PKG_VERSION")),
        ))
        .finish()
}

/// What one attempt came to.
enum Outcome {
    Delivered(u16),
    Failed {
        status: Option<u16>,
        error: String,
    },
    /// Nothing to retry: the webhook is gone, or the row is unreadable.
    Abandoned(String),
}

/// Cuts an error text to what the deliveries list shows.
fn short(text: &str) -> String {
    const MAX: usize = 500;
    match text.char_indices().nth(MAX) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

/// One attempt of one claimed delivery.
async fn attempt(
    client: &awc::Client,
    settings: &WebhookSettings,
    claimed: &store::webhooks::Claimed,
) -> Outcome {
    let (Some(url), Some(secret)) = (&claimed.url, &claimed.secret) else {
        return Outcome::Abandoned("webhook removed".to_owned());
    };
    let notification = match serde_json::from_value(claimed.body.clone()) {
        Ok(event) => Notification {
            cursor: claimed.cursor,
            created_at: claimed.created_at,
            event,
        },
        Err(err) => {
            tracing::error!(
                "webhook delivery {}: unreadable notification: {err}",
                claimed.id
            );
            return Outcome::Abandoned("unreadable notification".to_owned());
        }
    };
    let body = match serde_json::to_string(&notification) {
        Ok(body) => body,
        Err(err) => return Outcome::Abandoned(format!("unserialisable notification: {err}")),
    };
    let target = match parse_url(url) {
        Ok(target) => target,
        Err(err) => return Outcome::Abandoned(err.to_string()),
    };
    // A name is checked by the resolver as it connects; an address here.
    if let Some(ip) = target.literal() {
        if let Err(err) = check_addr(&target.host, ip, settings.allow_private) {
            return Outcome::Failed {
                status: None,
                error: err.to_string(),
            };
        }
    }
    let timestamp = Utc::now().timestamp();
    // The current secret first, then the one it replaced while that signs.
    let secrets: Vec<&str> = std::iter::once(secret.as_str())
        .chain(claimed.previous_secret.as_deref())
        .collect();
    let request = client
        .post(target.uri)
        .insert_header((awc::http::header::CONTENT_TYPE, "application/json"))
        .insert_header((DELIVERY_HEADER, claimed.id.to_string()))
        .insert_header((
            SIGNATURE_HEADER,
            signatures(&secrets, timestamp, body.as_bytes()),
        ));
    let sent = tokio::time::timeout(settings.timeout, request.send_body(body)).await;
    match sent {
        Ok(Ok(response)) if response.status().is_success() => {
            Outcome::Delivered(response.status().as_u16())
        }
        Ok(Ok(response)) => Outcome::Failed {
            status: Some(response.status().as_u16()),
            error: format!("the receiver answered {}", response.status()),
        },
        Ok(Err(err)) => Outcome::Failed {
            status: None,
            error: err.to_string(),
        },
        Err(_) => Outcome::Failed {
            status: None,
            error: format!("no answer within {} s", settings.timeout.as_secs_f64()),
        },
    }
}

/// Attempts a claimed delivery and records the outcome; a failure that
/// pauses the webhook tells its player, in the same transaction.
async fn deliver(
    pool: &DbPool,
    client: &awc::Client,
    settings: &WebhookSettings,
    claimed: store::webhooks::Claimed,
) -> Result<(), BoxError> {
    let (player, id, attempts) = (claimed.player_id, claimed.id, claimed.attempts);
    let (status, error, wait, failure) = match attempt(client, settings, &claimed).await {
        Outcome::Delivered(status) => {
            tracing::debug!("webhook delivery {id} delivered (attempt {attempts})");
            return with_conn(pool, async move |conn| {
                crate::game::webhooks::delivered(conn, (player, id), attempts, i32::from(status))
                    .await
            })
            .await;
        }
        Outcome::Failed { status, error } => {
            let jitter = settings.jitter.then(unit_random);
            let wait = backoff(
                attempts,
                settings.backoff_base,
                settings.backoff_cap,
                jitter,
            );
            tracing::info!(
                "webhook delivery {id} attempt {attempts} failed: {error}; retry in {:.3} s",
                wait.as_secs_f64()
            );
            let failure = store::webhooks::Failure::Receiver {
                pause_after_secs: settings.pause_after.map(|d| d.as_secs_f64()),
            };
            (status, error, wait, failure)
        }
        Outcome::Abandoned(error) => {
            tracing::info!("webhook delivery {id} abandoned: {error}");
            (
                None,
                error,
                Duration::ZERO,
                store::webhooks::Failure::Abandoned,
            )
        }
    };
    let error = short(&error);
    let retry_secs = settings.retry_secs;
    let paused = with_conn(pool, async move |conn| {
        crate::game::webhooks::attempt_failed(
            conn,
            (player, id),
            attempts,
            status.map(i32::from),
            &error,
            wait.as_secs_f64(),
            failure,
            retry_secs,
        )
        .await
    })
    .await?;
    if let Some(paused) = paused {
        tracing::warn!(
            "webhook of player {} paused: {}",
            paused.player_id,
            paused.reason
        );
    }
    Ok(())
}

/// What every delivery task shares.
struct Worker {
    pool: DbPool,
    client: awc::Client,
    settings: WebhookSettings,
    metrics: Metrics,
    /// One permit per delivery that may be in flight.
    slots: Arc<Semaphore>,
    /// Told whenever a delivery finishes: its player's next one may be due.
    finished: Notify,
}

/// Claims as many due deliveries as there are free slots and starts a task
/// for each.
async fn claim_and_start(worker: &Rc<Worker>) -> Result<(), BoxError> {
    let room = worker.slots.available_permits();
    if room == 0 {
        return Ok(());
    }
    let lease = worker.settings.lease.as_secs_f64();
    let limit = i64::try_from(room).unwrap_or(i64::MAX);
    let claimed = with_conn(&worker.pool, async move |conn| {
        crate::game::webhooks::claim(conn, lease, limit).await
    })
    .await?;
    for claimed in claimed {
        // Only this loop takes permits: one is free for each claimed row.
        let Ok(slot) = worker.slots.clone().try_acquire_owned() else {
            break;
        };
        let worker = worker.clone();
        actix_web::rt::spawn(async move {
            let id = claimed.id;
            let delivered = deliver(&worker.pool, &worker.client, &worker.settings, claimed).await;
            if let Err(err) = delivered {
                // The lease runs out and the delivery is claimed again.
                worker.metrics.database_error(failure_of(&err));
                tracing::warn!("webhook delivery {id}: recording the outcome failed: {err}");
            }
            drop(slot);
            worker.finished.notify_one();
        });
    }
    Ok(())
}

/// Deletes notifications (and their deliveries) past retention.
async fn prune(pool: &DbPool, retention: Duration) -> Result<usize, BoxError> {
    let retention = chrono::Duration::from_std(retention).unwrap_or(chrono::Duration::MAX);
    let before: DateTime<Utc> = Utc::now()
        .checked_sub_signed(retention)
        .unwrap_or(DateTime::<Utc>::MIN_UTC);
    with_conn(pool, async move |conn| {
        crate::game::notify::prune(conn, before).await
    })
    .await
}

/// The shortest sleep after a round that found nothing due, so that rows
/// locked by another worker's claim are not polled in a tight loop.
const MIN_SLEEP: Duration = Duration::from_millis(25);

/// What kind of database failure the worker met, for
/// `referee_database_errors_total`.
fn failure_of(err: &BoxError) -> DatabaseFailure {
    match err.downcast_ref::<diesel::result::Error>() {
        Some(err) if !crate::store::is_unavailable(err) => DatabaseFailure::Query,
        // A failed checkout, a broken connection or a cancelled statement.
        _ => DatabaseFailure::Unavailable,
    }
}

/// The delivery worker of one process: forever, claims due deliveries
/// while it has free slots and delivers each in a task of its own, then
/// sleeps until the next is due (at most `settings.max_sleep`), a `NOTIFY`
/// wakes it, or a delivery finishes. Also deletes notifications past
/// retention about once every `settings.prune_every`. Spawn it on the actix
/// runtime (`actix_web::rt::spawn`): the HTTP client is not `Send`.
pub async fn run(pool: DbPool, hub: Arc<Hub>, settings: WebhookSettings, metrics: Metrics) {
    let worker = Rc::new(Worker {
        client: client(&settings),
        slots: Arc::new(Semaphore::new(settings.concurrency.max(1))),
        finished: Notify::new(),
        pool,
        settings,
        metrics,
    });
    let settings = &worker.settings;
    // Subscribed before the first look: a wake-up in between is kept.
    let mut wake = hub.subscribe(Topic::Webhooks);
    let mut pruned_at: Option<Instant> = None;
    let mut error_wait = Duration::from_millis(250);
    loop {
        if pruned_at.is_none_or(|at| at.elapsed() >= settings.prune_every) {
            pruned_at = Some(Instant::now());
            match prune(&worker.pool, settings.retention).await {
                Ok(0) => {}
                Ok(n) => tracing::info!("deleted {n} notifications past retention"),
                Err(err) => {
                    worker.metrics.database_error(failure_of(&err));
                    tracing::warn!("deleting old notifications failed: {err}")
                }
            }
        }
        if worker.slots.available_permits() == 0 {
            // Every slot is busy: look again when a delivery finishes.
            worker.finished.notified().await;
            continue;
        }
        if let Err(err) = claim_and_start(&worker).await {
            worker.metrics.database_error(failure_of(&err));
            tracing::warn!(
                "webhook worker: {err}; retrying in {:.1} s",
                error_wait.as_secs_f64()
            );
            tokio::time::sleep(error_wait).await;
            error_wait = (error_wait * 2).min(Duration::from_secs(30));
            continue;
        }
        error_wait = Duration::from_millis(250);
        // Deliveries in flight are leased: the next due time is that of a
        // queue no task is working on.
        let sleep = match with_conn(&worker.pool, store::webhooks::next_due_in).await {
            Ok(Some(secs)) => Duration::from_secs_f64(secs.clamp(0.0, 3600.0))
                .clamp(MIN_SLEEP, settings.max_sleep),
            Ok(None) => settings.max_sleep,
            Err(err) => {
                worker.metrics.database_error(failure_of(&err));
                tracing::warn!("webhook worker: {err}");
                settings.max_sleep.min(Duration::from_secs(5))
            }
        };
        // Until the next is due, new ones are written, or a delivery
        // finishes (the next of its player's queue may then be due).
        tokio::select! {
            _ = wake.wait(sleep) => {}
            () = worker.finished.notified() => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str) -> bool {
        refused_because(text.parse().unwrap()).is_some()
    }

    #[test]
    fn the_address_rule() {
        for bad in [
            "127.0.0.1",
            "127.255.0.9",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "224.0.0.1",
            "239.255.255.250",
            "255.255.255.255",
            "0.0.0.0",
            "0.1.2.3",
            "100.64.0.1",
            "100.127.255.255",
            "240.0.0.1",
            "::1",
            "::",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "febf::1",
            "fec0::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::ffff:169.254.169.254",
            "::127.0.0.1",
            "::192.168.0.1",
            "64:ff9b::7f00:1",
            "2002:a00:1::",
            "2002:7f00:1::1",
        ] {
            assert!(refused(bad), "{bad} is refused");
        }
        for good in [
            "8.8.8.8",
            "1.1.1.1",
            "172.15.255.255",
            "172.32.0.1",
            "100.63.255.255",
            "100.128.0.1",
            "169.253.0.1",
            "192.169.0.1",
            "223.255.255.255",
            "2606:4700::1111",
            "2001:4860:4860::8888",
            "::ffff:8.8.8.8",
            "64:ff9b::808:808",
            "2002:808:808::1",
        ] {
            assert!(!refused(good), "{good} is allowed");
        }
    }

    #[test]
    fn urls_are_http_or_https_with_a_host() {
        let target = parse_url("https://example.com/hook?x=1").unwrap();
        assert_eq!((target.host.as_str(), target.port), ("example.com", 443));
        let target = parse_url("HTTP://[::1]:8080/").unwrap();
        assert_eq!((target.host.as_str(), target.port), ("::1", 8080));
        assert_eq!(target.literal(), Some("::1".parse().unwrap()));
        for bad in [
            "ftp://x",
            "x",
            "/relative",
            "http://",
            "file:///etc/passwd",
            "gopher://example.com/",
            "javascript:alert(1)",
        ] {
            assert!(
                matches!(parse_url(bad), Err(UrlProblem::Invalid(_))),
                "{bad} is invalid"
            );
        }
        let long = format!("https://example.com/{}", "a".repeat(MAX_URL_LEN));
        assert!(parse_url(&long).is_err());
    }

    #[test]
    fn literals_and_local_names_are_checked_without_the_network() {
        for (url, addr) in [
            ("http://127.0.0.1/hook", "127.0.0.1"),
            ("http://169.254.169.254/latest/meta-data", "169.254.169.254"),
            ("http://[::1]/", "::1"),
            ("http://[::ffff:7f00:1]/", "::ffff:127.0.0.1"),
        ] {
            match check_url(url, false) {
                Err(UrlProblem::Refused { addr: got, .. }) => {
                    assert_eq!(got, addr.parse::<IpAddr>().unwrap(), "{url}");
                }
                other => panic!("{url}: {other:?}"),
            }
            assert!(
                check_url(url, true).is_ok(),
                "{url} is allowed when private is"
            );
        }
        // A name that resolves to loopback (from /etc/hosts).
        assert!(matches!(
            check_url("http://localhost:9/", false),
            Err(UrlProblem::Refused { .. })
        ));
        assert!(check_url("http://8.8.8.8/", false).is_ok());
    }

    #[test]
    fn reserved_names_are_refused_without_a_lookup() {
        for url in [
            "https://bot.example.invalid/referee",
            "https://hooks.TEST/x",
            "http://a.example./y",
        ] {
            let refused = check_url(url, true).unwrap_err().to_string();
            assert!(
                refused.contains("reserved never to resolve"),
                "{url}: {refused}"
            );
        }
        assert_eq!(never_resolves("example.com"), None);
        assert_eq!(never_resolves("invalid.localhost"), None);
    }

    #[test]
    fn the_signature_is_stripe_style_hmac_sha256() {
        // The value computed independently, with Python's hmac module:
        // hmac.new(secret, b"1700000000." + body, hashlib.sha256).hexdigest()
        let header = signature("whsec_test_secret_0123456789", 1_700_000_000, br#"{"a":1}"#);
        assert_eq!(
            header,
            "t=1700000000,v1=10fb0e5eb2c2204d471e7d252958fb5af663638b8d24fc8dc03090a74bcc366c"
        );
    }

    #[test]
    fn two_secrets_sign_as_two_v1_entries_the_first_secret_first() {
        let body = br#"{"a":1}"#;
        let new = signature("the-new-secret-0123", 1_700_000_000, body);
        let old = signature("whsec_test_secret_0123456789", 1_700_000_000, body);
        let both = signatures(
            &["the-new-secret-0123", "whsec_test_secret_0123456789"],
            1_700_000_000,
            body,
        );
        let v1 = |header: &str| header.split_once(",v1=").unwrap().1.to_owned();
        assert_eq!(
            both,
            format!("t=1700000000,v1={},v1={}", v1(&new), v1(&old))
        );
    }

    #[test]
    fn backoff_doubles_from_the_base_up_to_the_cap_with_full_jitter() {
        let base = Duration::from_secs(1);
        let cap = Duration::from_secs(3600);
        let bounds: Vec<u64> = (1..=14)
            .map(|n| backoff(n, base, cap, None).as_secs())
            .collect();
        assert_eq!(
            bounds,
            [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 3600, 3600]
        );
        assert_eq!(backoff(i32::MAX, base, cap, None), cap);
        assert_eq!(backoff(0, base, cap, None), base);
        assert_eq!(backoff(3, base, cap, Some(0.5)), Duration::from_secs(2));
        assert_eq!(backoff(3, base, cap, Some(0.0)), Duration::ZERO);
        for _ in 0..1000 {
            let u = unit_random();
            assert!((0.0..1.0).contains(&u));
            assert!(backoff(5, base, cap, Some(u)) < Duration::from_secs(16));
        }
    }

    #[test]
    fn secrets_are_32_random_bytes_in_hex() {
        let (a, b) = (new_secret().unwrap(), new_secret().unwrap());
        assert_eq!(a.len(), 64);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }
}
