//! Starting the HTTP server.

use std::time::Duration;

use actix_http::{error::DispatchError, Extensions, HttpService, Protocol};
use actix_service::{fn_service, map_config, IntoServiceFactory, ServiceFactoryExt};
use actix_web::dev::AppConfig;
use actix_web::rt::net::TcpStream;
use actix_web::web;
use diesel::{Connection, PgConnection};

use crate::config::ServeConfig;
use crate::http::connections::{self, Admission, PacedStream};
use crate::http::{self, auth::TokenKeys, AppState};
use crate::store::{self, BoxError};

const JWT_SECRET_SETTING: &str = "jwt_secret";

/// The token secret: configured, or generated once and kept in the database
/// so that restarts and several processes agree.
fn jwt_secret(config: &ServeConfig, pool: &store::PgPool) -> Result<String, BoxError> {
    if let Some(secret) = config.configured_secret() {
        return Ok(secret.to_owned());
    }
    let mut candidate = [0u8; 32];
    getrandom::fill(&mut candidate)?;
    let mut conn = pool.get()?;
    Ok(store::settings::get_or_insert(
        &mut conn,
        JWT_SECRET_SETTING,
        &crate::lowerhex::encode(candidate),
    )?)
}

/// Builds the shared state: pool, pending migrations, token keys.
pub fn state(config: &ServeConfig) -> Result<web::Data<AppState>, BoxError> {
    let pool = store::pool(&config.database)?;
    {
        // Its own connection: migrations may wait for another process's
        // lock, and take longer than the pool's statement time-out.
        let mut conn = PgConnection::establish(&config.database.database_url)?;
        for name in store::run_migrations(&mut conn)? {
            tracing::info!("applied migration {name}");
        }
    }
    let secret = jwt_secret(config, &pool)?;
    let keys = TokenKeys::new(secret.as_bytes(), config.token_ttl_secs)?;
    Ok(web::Data::new(AppState {
        pool,
        keys,
        hub: crate::workers::hub::Hub::new(),
        notifications: config.notifications,
        clocks: config.clocks,
        clock: Default::default(),
        http: config.http.clone(),
        metrics: crate::metrics::Metrics::new()?,
        limits: http::limits::Limits::new(config.limits),
        kept: std::sync::Arc::new(http::kept::KeptGames::new(config.kept_games)),
        step_pools: store::StepPools::new(&config.database, workers(config)),
    }))
}

pub async fn serve(config: ServeConfig) -> Result<(), BoxError> {
    let state = state(&config)?;
    tracing::info!(
        "referee listening on http://{bind}/v1 (docs: http://{bind}/docs/, document: http://{bind}/openapi.json)",
        bind = config.bind
    );
    // One LISTEN connection for the whole process, whatever its workers.
    actix_web::rt::spawn(crate::workers::hub::listen(
        config.database.database_url.clone(),
        state.hub.clone(),
    ));
    // One webhook delivery worker per process; any number of processes
    // share the work through the database.
    actix_web::rt::spawn(crate::workers::webhooks::run(
        state.pool.clone(),
        state.hub.clone(),
        crate::workers::webhooks::WebhookSettings::new(&config.notifications),
        state.metrics.clone(),
    ));
    // The clock sweeper of this process (due turns, stale open games); it
    // starts with a sweep, so deadlines that passed while no server ran are
    // played at once.
    actix_web::rt::spawn(http::clock::run(state.clone()));
    actix_web::rt::spawn(http::bots::run(state.clone()));
    let admission = Admission::new(
        max_connections(&config),
        if config.limits.trust_proxy_headers {
            // Every connection comes from the proxy.
            0
        } else {
            to_usize(config.http.max_connections_per_address)
        },
    );
    let head_timeout = config.http.request_timeout();
    let app_state = state.clone();
    let builder = actix_server::Server::build();
    // Kept-alive connections close when a graceful shutdown starts.
    let shutting_down = builder.graceful_shutdown_signal();
    let server = builder
        .workers(workers(&config))
        .worker_max_blocking_threads(max_blocking_threads(&config))
        .bind("referee", &config.bind, move || {
            let admission = admission.clone();
            let metrics = app_state.metrics.clone();
            let admit = fn_service(move |stream: TcpStream| {
                let peer = stream.peer_addr().ok();
                let admitted = match admission.admit(peer.map(|peer| peer.ip())) {
                    Ok(ticket) => Ok((
                        PacedStream::new(stream, ticket, head_timeout),
                        Protocol::Http1,
                        peer,
                    )),
                    Err(refusal) => {
                        tracing::debug!("connection from {peer:?} refused: {refusal:?}");
                        metrics.connection_refused(refusal == connections::Refusal::AddressFull);
                        connections::refuse(stream, admission.answer(refusal));
                        Err(DispatchError::Io(std::io::Error::other(
                            "connection refused",
                        )))
                    }
                };
                std::future::ready(admitted)
            });
            let app_state = app_state.clone();
            let shutting_down = shutting_down.clone();
            let app = move || {
                http::app(app_state.clone())
                    .into_factory()
                    .map_err(|err: actix_web::Error| err.error_response())
            };
            admit.and_then(
                HttpService::build()
                    .graceful_shutdown_signal(move || {
                        let signal = shutting_down.clone();
                        async move { signal.notified().await }
                    })
                    .keep_alive(connections::KEEP_ALIVE)
                    // The first request's head; the heads of the requests
                    // after it are `connections::PacedStream`'s.
                    .client_request_timeout(head_timeout)
                    .client_disconnect_timeout(Duration::from_secs(1))
                    .on_connect_ext(|stream: &PacedStream, data: &mut Extensions| {
                        data.insert(stream.pace());
                    })
                    // The app's host and address serve only to build URLs
                    // (`url_for`), which it does not.
                    .finish(map_config(app(), |()| AppConfig::default())),
            )
        })?;
    server.run().await?;
    Ok(())
}

/// `REFEREE_MAX_CONNECTIONS`, else the descriptors the process may open
/// less those it keeps for other things ([`descriptors_kept`]).
fn max_connections(config: &ServeConfig) -> usize {
    config.http.max_connections.map_or_else(
        || {
            open_file_limit()
                .saturating_sub(descriptors_kept(config))
                .max(1)
        },
        to_usize,
    )
}

fn to_usize(count: u32) -> usize {
    usize::try_from(count).unwrap_or(usize::MAX)
}

/// Descriptors not for client connections: both database pools, the
/// LISTEN and webhook connections, listeners, logs and the like.
fn descriptors_kept(config: &ServeConfig) -> usize {
    to_usize(config.database.pool_size)
        .saturating_mul(2)
        .saturating_add(64)
}

/// The process's soft limit of open files (`RLIMIT_NOFILE`).
fn open_file_limit() -> usize {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes only to the struct it is given.
    let read = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) };
    if read != 0 {
        return usize::MAX;
    }
    usize::try_from(limit.rlim_cur).unwrap_or(usize::MAX)
}

/// Each HTTP worker's blocking threads: as many as the shared pool has
/// connections, and a few for work that holds none (a webhook URL's
/// resolution). Nearly all blocking work waits for a pool connection, so a
/// thread beyond those only waits, and costs its stack and allocator heap
/// for good: with actix's default (512 a worker), 2,000 long-polls arriving
/// at once grew a server to 365 threads. Work beyond the cap waits in the
/// queue instead, and starts as a thread frees.
fn max_blocking_threads(config: &ServeConfig) -> usize {
    to_usize(config.database.pool_size).saturating_add(4)
}

/// The HTTP workers: `REFEREE_WORKERS`, else [`default_workers`].
fn workers(config: &ServeConfig) -> usize {
    config.workers.unwrap_or_else(default_workers)
}

/// HTTP workers when `REFEREE_WORKERS` is not set: one per core. A move's
/// two statements, its engine step and its game document run on the
/// workers themselves, with no blocking thread beside them, so one worker
/// is one thread for nearly all of the requests' work; on 2 cores at 2 clients, two
/// workers answered a move in 1.5–1.7 ms at the median against 2.0–2.6 ms
/// for one. One worker per two cores was the better default while a
/// blocking thread ran each request's database work beside its worker; at
/// 32 clients one worker still takes about
/// 15 % less server CPU per move, so a box that runs Postgres on the same
/// few cores under heavy load may set `REFEREE_WORKERS=1`.
fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}
