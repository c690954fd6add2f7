//! Starting the HTTP server.

use actix_web::{web, HttpServer};
use diesel::{Connection, PgConnection};

use crate::api::{self, auth::TokenKeys, AppState};
use crate::config::ServeConfig;
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
        hub: crate::hub::Hub::new(),
        notifications: config.notifications,
        clocks: config.clocks,
        clock: Default::default(),
        http: config.http.clone(),
        metrics: crate::metrics::Metrics::new()?,
        limits: api::limits::Limits::new(config.limits),
        kept: std::sync::Arc::new(api::kept::KeptGames::new(config.kept_games)),
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
    actix_web::rt::spawn(crate::hub::listen(
        config.database.database_url.clone(),
        state.hub.clone(),
    ));
    // One webhook delivery worker per process; any number of processes
    // share the work through the database.
    actix_web::rt::spawn(crate::webhooks::run(
        state.pool.clone(),
        state.hub.clone(),
        crate::webhooks::WebhookSettings::new(&config.notifications),
        state.metrics.clone(),
    ));
    // The clock sweeper of this process (due turns, stale open games); it
    // starts with a sweep, so deadlines that passed while no server ran are
    // played at once.
    actix_web::rt::spawn(api::clock::run(state.clone()));
    actix_web::rt::spawn(api::bots::run(state.clone()));
    let app_state = state.clone();
    let mut server = HttpServer::new(move || api::app(app_state.clone()))
        // The headers' share of the request time-out (the body's is
        // `api::deadline`): a client that is slower gets 408.
        .client_request_timeout(config.http.request_timeout())
        .bind(&config.bind)?;
    server = server
        .workers(workers(&config))
        .worker_max_blocking_threads(max_blocking_threads(&config));
    server.run().await?;
    Ok(())
}

/// Each HTTP worker's blocking threads: as many as the shared pool has
/// connections, and a few for work that holds none (a webhook URL's
/// resolution). Nearly all blocking work waits for a pool connection, so a
/// thread beyond those only waits, and costs its stack and allocator heap
/// for good: with actix's default (512 a worker), 2,000 long-polls arriving
/// at once grew a server to 365 threads (README, "Stop 29"). Work beyond
/// the cap waits in the queue instead, and starts as a thread frees.
fn max_blocking_threads(config: &ServeConfig) -> usize {
    usize::try_from(config.database.pool_size)
        .unwrap_or(usize::MAX)
        .saturating_add(4)
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
/// for one (README, "Stop 25"). One worker per two cores was the better
/// default while a blocking thread ran each request's database work beside
/// its worker ("Stop 22"); at 32 clients one worker still takes about
/// 15 % less server CPU per move, so a box that runs Postgres on the same
/// few cores under heavy load may set `REFEREE_WORKERS=1`.
fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}
