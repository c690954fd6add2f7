//! Starting the HTTP server.

use std::time::Duration;

use actix_http::{error::DispatchError, Extensions, HttpService, Protocol};
use actix_service::{fn_service, map_config, IntoServiceFactory, ServiceFactoryExt};
use actix_web::dev::AppConfig;
use actix_web::rt::net::TcpStream;
use actix_web::web;

use super::connections::{self, Admission, PacedStream};
use super::state::AppState;
use crate::config::ServeConfig;
use crate::store::BoxError;

/// Serves `state` (built for [`workers`] HTTP workers) on the configured
/// address until the process is stopped.
pub async fn serve(config: &ServeConfig, state: web::Data<AppState>) -> Result<(), BoxError> {
    let config = config.clone();
    tracing::info!(
        "referee listening on http://{bind}/v1 (docs: http://{bind}/docs/, document: http://{bind}/openapi.json)",
        bind = config.bind
    );
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
        .worker_max_blocking_threads(MAX_BLOCKING_THREADS)
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
                super::app(web::Data::new(app_state.for_this_loop()))
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

/// Descriptors not for client connections: the database pools
/// (`REFEREE_DB_POOL_SIZE` together), the LISTEN and webhook connections,
/// listeners, logs and the like.
fn descriptors_kept(config: &ServeConfig) -> usize {
    to_usize(config.database.pool_size).saturating_add(64)
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

/// Each HTTP worker's blocking threads, for the little work that runs
/// beside its loop and holds no database connection (a webhook URL's
/// resolution, the redaction of a page of events). A thread beyond those
/// costs its stack and allocator heap for good (with actix's default of 512
/// a worker, a burst of such requests would grow the process by hundreds);
/// work beyond the cap waits in the queue, and starts as a thread frees.
const MAX_BLOCKING_THREADS: usize = 4;

/// The HTTP workers: `REFEREE_WORKERS`, else [`default_workers`], but no
/// more than leave a connection of `REFEREE_DB_POOL_SIZE` to each worker
/// and one to the background work (a pool size too small even for one
/// worker is refused by `store::DbPools::new`).
pub fn workers(config: &ServeConfig) -> usize {
    config.workers.unwrap_or_else(|| {
        default_workers()
            .min(to_usize(config.database.pool_size).saturating_sub(1))
            .max(1)
    })
}

/// HTTP workers when `REFEREE_WORKERS` is not set: one per core. A move's
/// statements, its engine step and its game document run on the workers
/// themselves, with no blocking thread beside them, so one worker is one
/// thread for nearly all of the requests' work, and on 2 cores two workers
/// answer a move sooner than one. Under heavy load one worker takes less
/// server CPU per move (docs/BENCHMARKS.md, "Profiles behind choices in the
/// code"), so a box that runs Postgres on the same few cores under heavy
/// load may set `REFEREE_WORKERS=1`.
fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}
