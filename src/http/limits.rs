//! Rate limits: how often a client may call, kept in memory for this server
//! process (with K processes a client gets up to K times the rates).
//!
//! - `POST /v1/players` and `POST /v1/tokens` together, per client address
//!   (`REFEREE_RATE_LIMIT_ANON_PER_MIN`);
//! - every other endpoint under `/v1`, per player (the subject of a valid
//!   bearer token), or per client address for a request without a valid
//!   token, so forged tokens are limited too (`REFEREE_RATE_LIMIT_PER_SEC`,
//!   `REFEREE_RATE_LIMIT_BURST`);
//! - players registered per client address and hour
//!   (`REFEREE_MAX_PLAYERS_PER_ADDRESS_PER_HOUR`), checked by
//!   `POST /v1/players` once the name is valid;
//! - password and recovery-code guesses per account (its handle) and per
//!   client address an hour (`REFEREE_PASSWORD_GUESSES_PER_ACCOUNT_PER_HOUR`,
//!   `REFEREE_PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR`), checked before a
//!   password is: a sign-in, a recovery, a password change.
//!
//! Which limit applies is decided on the path as the router sees it
//! (percent-decoded: `/v1/%74okens` is `/v1/tokens`), and the anonymous one
//! by the resource that path matches, so no spelling of a path escapes its
//! limit.
//!
//! `/healthz`, `/readyz`, `/metrics`, `/docs` and `/openapi.json` are not
//! limited, nor are CORS preflights. A refused request is answered `429`
//! with the problem `rate_limited`, `Retry-After` and the `RateLimit-*`
//! headers, and does nothing; an allowed one carries the `RateLimit-*`
//! headers of its limit too.
//!
//! A client address is the connection's peer, or with
//! `REFEREE_TRUST_PROXY_HEADERS` the first `Forwarded: for=` or
//! `X-Forwarded-For` address; an IPv6 address counts by its /64 network
//! (what one host is usually given). A request with no address at all (as
//! built in tests) counts under one shared key.
//!
//! The limiters are GCRA buckets (the `governor` crate), one state per key;
//! every 1024th check drops the keys whose bucket is full again, so memory
//! stays bounded by the keys active within one refill period.

use std::hash::Hash;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use actix_web::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::{HttpRequest, HttpResponse, ResponseError};
use governor::clock::{Clock, DefaultClock};
use governor::middleware::StateInformationMiddleware;
use governor::state::keyed::DefaultKeyedStateStore;
use governor::{Quota, RateLimiter};
use uuid::Uuid;

use super::error::{ApiError, ProblemCode};
use crate::config::LimitConfig;

pub const RATELIMIT_LIMIT: HeaderName = HeaderName::from_static("ratelimit-limit");
pub const RATELIMIT_REMAINING: HeaderName = HeaderName::from_static("ratelimit-remaining");
pub const RATELIMIT_RESET: HeaderName = HeaderName::from_static("ratelimit-reset");
pub const RATELIMIT_POLICY: HeaderName = HeaderName::from_static("ratelimit-policy");

/// How many checks of one limiter between two clean-ups of its idle keys.
const CLEAN_UP_EVERY: u64 = 1024;

/// Whose requests count together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Player(Uuid),
    /// A client address (`None`: the request has none).
    Address(Option<IpAddr>),
}

/// One keyed limiter.
struct Limiter<K: Hash + Eq + Clone> {
    limiter: RateLimiter<K, DefaultKeyedStateStore<K>, DefaultClock, StateInformationMiddleware>,
    checks: AtomicU64,
    /// The limit in words, e.g. `at most 30 a minute`.
    rate: String,
}

impl<K: Hash + Eq + Clone> Limiter<K> {
    /// `burst` requests at once, coming back in `per`; `None` when `burst`
    /// is 0 (the limit is off).
    fn new(burst: u32, per: Duration, rate: String) -> Option<Self> {
        let burst = NonZeroU32::new(burst)?;
        let quota = Quota::with_period(per / burst.get())?.allow_burst(burst);
        Some(Limiter {
            limiter: RateLimiter::dashmap(quota).with_middleware::<StateInformationMiddleware>(),
            checks: AtomicU64::new(0),
            rate,
        })
    }

    /// Counts a request of `key`; a refusal says `what` was too much.
    fn check(&self, key: &K, what: &str) -> Result<Allowance, Refusal> {
        if self.checks.fetch_add(1, Ordering::Relaxed) % CLEAN_UP_EVERY == CLEAN_UP_EVERY - 1 {
            self.limiter.retain_recent();
            self.limiter.shrink_to_fit();
        }
        match self.limiter.check_key(key) {
            Ok(snapshot) => {
                let quota = snapshot.quota();
                let limit = quota.burst_size().get();
                let remaining = snapshot.remaining_burst_capacity().min(limit);
                Ok(Allowance {
                    limit,
                    remaining,
                    reset: whole_seconds(quota.replenish_interval() * (limit - remaining)),
                    window: whole_seconds(quota.burst_size_replenished_in()),
                })
            }
            Err(not_until) => {
                let quota = not_until.quota();
                let wait = not_until.wait_time_from(self.limiter.clock().now());
                let limit = quota.burst_size().get();
                let retry_after = whole_seconds(wait).max(1);
                Err(Refusal {
                    detail: format!("{what}: {}; retry in {retry_after} second(s)", self.rate),
                    quota: Allowance {
                        limit,
                        remaining: 0,
                        reset: whole_seconds(wait + quota.replenish_interval() * (limit - 1))
                            .max(retry_after),
                        window: whole_seconds(quota.burst_size_replenished_in()),
                    },
                    retry_after,
                })
            }
        }
    }
}

/// Seconds, rounded up.
fn whole_seconds(duration: Duration) -> u64 {
    duration.as_secs() + u64::from(duration.subsec_nanos() > 0)
}

/// Where a client stands against one limit: the `RateLimit-*` headers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowance {
    /// Requests allowed at once (the burst).
    pub limit: u32,
    /// Requests still allowed at once after this one.
    pub remaining: u32,
    /// Seconds until `remaining` is back to `limit`.
    pub reset: u64,
    /// Seconds the whole `limit` takes to come back (the policy's window).
    pub window: u64,
}

impl Allowance {
    /// Sets the `RateLimit-*` headers, unless the answer has them already
    /// (a handler's own, stricter limit).
    pub fn write(&self, headers: &mut HeaderMap) {
        if headers.contains_key(RATELIMIT_LIMIT) {
            return;
        }
        for (name, value) in [
            (RATELIMIT_LIMIT, self.limit.to_string()),
            (RATELIMIT_REMAINING, self.remaining.to_string()),
            (RATELIMIT_RESET, self.reset.to_string()),
            (
                RATELIMIT_POLICY,
                format!("{};w={}", self.limit, self.window),
            ),
        ] {
            if let Ok(value) = HeaderValue::from_str(&value) {
                headers.insert(name, value);
            }
        }
    }
}

/// A request refused by a limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    detail: String,
    quota: Allowance,
    /// Whole seconds to wait, at least 1.
    pub retry_after: u64,
}

impl Refusal {
    /// The `429 rate_limited` problem with `Retry-After` and `RateLimit-*`.
    pub fn response(&self) -> HttpResponse {
        let mut response = ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            ProblemCode::RateLimited,
            self.detail.clone(),
        )
        .error_response();
        let headers = response.headers_mut();
        headers.insert(header::RETRY_AFTER, HeaderValue::from(self.retry_after));
        self.quota.write(headers);
        response
    }
}

/// The limiters of this process.
pub struct Limits {
    pub config: LimitConfig,
    anonymous: Option<Limiter<Option<IpAddr>>>,
    players: Option<Limiter<Key>>,
    registrations: Option<Limiter<Option<IpAddr>>>,
    guesses_by_account: Option<Limiter<String>>,
    guesses_by_address: Option<Limiter<Option<IpAddr>>>,
}

impl Limits {
    pub fn new(config: LimitConfig) -> Self {
        let burst = match config.burst {
            0 => config.per_sec,
            burst => burst,
        };
        let players = match config.per_sec {
            0 => None,
            // `rate` a second, `burst` at once.
            rate => Limiter::new(
                burst,
                Duration::from_secs(1) * burst / rate,
                format!("at most {rate} a second ({burst} at once) are allowed"),
            ),
        };
        let anon = config.anon_per_min;
        let registrations = config.players_per_address_per_hour;
        let by_account = config.password_guesses_per_account_per_hour;
        let by_address = config.password_guesses_per_address_per_hour;
        Limits {
            config,
            anonymous: Limiter::new(
                anon,
                Duration::from_secs(60),
                format!("at most {anon} a minute are allowed"),
            ),
            players,
            registrations: Limiter::new(
                registrations,
                Duration::from_secs(3600),
                format!("at most {registrations} an hour are allowed"),
            ),
            guesses_by_account: Limiter::new(
                by_account,
                Duration::from_secs(3600),
                format!("at most {by_account} an hour are allowed"),
            ),
            guesses_by_address: Limiter::new(
                by_address,
                Duration::from_secs(3600),
                format!("at most {by_address} an hour are allowed"),
            ),
        }
    }

    /// The client's address, as counted: the peer (or with
    /// `trust_proxy_headers` the forwarded client), an IPv6 address as its
    /// /64 network.
    pub fn client_address(&self, req: &HttpRequest) -> Option<IpAddr> {
        let forwarded = if self.config.trust_proxy_headers {
            req.connection_info()
                .realip_remote_addr()
                .and_then(parse_address)
        } else {
            None
        };
        forwarded
            .or_else(|| req.peer_addr().map(|peer| peer.ip()))
            .map(network)
    }

    /// The limit of a request before any handler runs: `None` when it is
    /// not limited.
    pub fn check_request(
        &self,
        req: &HttpRequest,
        player: impl FnOnce() -> Option<Uuid>,
    ) -> Option<Result<Allowance, Refusal>> {
        // The path as the router sees it: percent-decoded, so `/v1/%74okens`
        // is `/v1/tokens` here as it is to the router.
        let path = req.match_info().as_str();
        if req.method() == Method::OPTIONS || !path.starts_with("/v1/") {
            return None;
        }
        if req.method() == Method::POST && is_anonymous_route(req, path) {
            let limiter = self.anonymous.as_ref()?;
            return Some(limiter.check(
                &self.client_address(req),
                "too many requests to register or get tokens from your address",
            ));
        }
        let limiter = self.players.as_ref()?;
        Some(match player() {
            Some(player) => {
                limiter.check(&Key::Player(player), "too many requests from this player")
            }
            None => limiter.check(
                &Key::Address(self.client_address(req)),
                "too many requests without a valid token from your address",
            ),
        })
    }

    /// Counts a registration from the request's address: `Err` when the
    /// address has registered its players for the hour.
    pub fn check_registration(&self, req: &HttpRequest) -> Result<(), Refusal> {
        match &self.registrations {
            Some(limiter) => limiter
                .check(
                    &self.client_address(req),
                    "too many players registered from your address",
                )
                .map(|_| ()),
            None => Ok(()),
        }
    }
}

impl Limits {
    /// Counts a guess of a credential whose account is not known before it
    /// is checked (a passkey's assertion) from the request's address:
    /// `Err` when the address has had its guesses for the hour.
    pub fn check_guess_from_address(&self, req: &HttpRequest) -> Result<(), Refusal> {
        if let Some(limiter) = &self.guesses_by_address {
            limiter.check(
                &self.client_address(req),
                "too many sign-in guesses from your address",
            )?;
        }
        Ok(())
    }

    /// Counts a guess of the password or recovery code of the account
    /// `handle` (whatever its case, known or not) from the request's
    /// address: `Err` when either has had its guesses for the hour.
    pub fn check_password_guess(&self, req: &HttpRequest, handle: &str) -> Result<(), Refusal> {
        if let Some(limiter) = &self.guesses_by_address {
            limiter.check(
                &self.client_address(req),
                "too many password guesses from your address",
            )?;
        }
        if let Some(limiter) = &self.guesses_by_account {
            limiter.check(
                &handle.to_ascii_lowercase(),
                "too many password guesses for this account",
            )?;
        }
        Ok(())
    }
}

/// Whether the router takes the request with `path` (as decoded for
/// routing) to `POST /v1/players`, `POST /v1/tokens` or a sign-in
/// (`POST /v1/sessions`, `POST /v1/sessions/recover`, a passkey's two): the
/// resource it matches is the one of these, however the path is spelled.
fn is_anonymous_route(req: &HttpRequest, path: &str) -> bool {
    matches!(
        req.resource_map().match_pattern(path).as_deref(),
        Some(
            "/v1/players"
                | "/v1/tokens"
                | "/v1/sessions"
                | "/v1/sessions/recover"
                | "/v1/sessions/passkey/options"
                | "/v1/sessions/passkey"
        )
    )
}

/// An address as `ConnectionInfo` gives it: `1.2.3.4`, `1.2.3.4:80`,
/// `::1`, `[::1]` or `[::1]:80`.
fn parse_address(text: &str) -> Option<IpAddr> {
    let text = text.trim();
    text.parse::<IpAddr>()
        .ok()
        .or_else(|| text.parse::<SocketAddr>().ok().map(|s| s.ip()))
        .or_else(|| {
            text.strip_prefix('[')
                .and_then(|t| t.strip_suffix(']'))
                .and_then(|t| t.parse().ok())
        })
}

/// What counts as one client: an IPv4 address, or an IPv6 /64 network (an
/// IPv4-mapped IPv6 address is its IPv4 address).
pub(crate) fn network(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(bits))
        }
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_parse_in_every_form_connection_info_gives() {
        let v4: IpAddr = "203.0.113.7".parse().unwrap();
        for text in ["203.0.113.7", "203.0.113.7:8080", " 203.0.113.7 "] {
            assert_eq!(parse_address(text), Some(v4), "{text}");
        }
        let v6: IpAddr = "2001:db8::1".parse().unwrap();
        for text in ["2001:db8::1", "[2001:db8::1]", "[2001:db8::1]:443"] {
            assert_eq!(parse_address(text), Some(v6), "{text}");
        }
        assert_eq!(parse_address("unknown"), None);
        assert_eq!(parse_address("_hidden"), None);
    }

    #[test]
    fn an_ipv6_client_counts_by_its_64_network() {
        let a = network("2001:db8:1:2:aaaa::1".parse().unwrap());
        let b = network("2001:db8:1:2:bbbb::2".parse().unwrap());
        let c = network("2001:db8:1:3::1".parse().unwrap());
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(a, "2001:db8:1:2::".parse::<IpAddr>().unwrap());
        assert_eq!(
            network("::ffff:198.51.100.1".parse().unwrap()),
            "198.51.100.1".parse::<IpAddr>().unwrap()
        );
        let v4: IpAddr = "198.51.100.1".parse().unwrap();
        assert_eq!(network(v4), v4);
    }

    #[test]
    fn a_limiter_allows_its_burst_then_refuses_with_a_wait() {
        let limiter =
            Limiter::<u8>::new(3, Duration::from_secs(60), "at most 3 a minute".into()).unwrap();
        let seen: Vec<u32> = (0..3)
            .map(|_| limiter.check(&1, "too many").unwrap().remaining)
            .collect();
        assert_eq!(seen, [2, 1, 0]);
        let refusal = limiter.check(&1, "too many").unwrap_err();
        assert!(refusal
            .detail
            .starts_with("too many: at most 3 a minute; retry in "));
        assert!((1..=20).contains(&refusal.retry_after), "{refusal:?}");
        assert_eq!(refusal.quota.limit, 3);
        assert_eq!(refusal.quota.window, 60);
        assert!(refusal.quota.reset >= refusal.retry_after);
        // Another key has its own bucket.
        assert_eq!(limiter.check(&2, "too many").unwrap().remaining, 2);
        assert!(Limiter::<u8>::new(0, Duration::from_secs(60), String::new()).is_none());
    }

    #[test]
    fn the_player_limit_has_its_rate_and_burst() {
        let limits = Limits::new(LimitConfig {
            per_sec: 20,
            burst: 40,
            ..LimitConfig::UNLIMITED
        });
        let players = limits.players.as_ref().unwrap();
        let first = players
            .check(&Key::Player(Uuid::nil()), "too many")
            .unwrap();
        assert_eq!((first.limit, first.remaining, first.window), (40, 39, 2));
        assert!(limits.anonymous.is_none() && limits.registrations.is_none());
    }

    #[test]
    fn whole_seconds_round_up() {
        assert_eq!(whole_seconds(Duration::ZERO), 0);
        assert_eq!(whole_seconds(Duration::from_millis(1)), 1);
        assert_eq!(whole_seconds(Duration::from_secs(2)), 2);
        assert_eq!(whole_seconds(Duration::from_millis(2001)), 3);
    }
}
