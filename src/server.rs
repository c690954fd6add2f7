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
        &hex::encode(candidate),
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
        database: config.database.clone(),
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
    server = server.workers(config.workers.unwrap_or_else(default_workers));
    server.run().await?;
    Ok(())
}

/// HTTP workers when `REFEREE_WORKERS` is not set: half the cores, at least
/// one. About half of a request's CPU runs on the blocking pool's threads
/// (its database calls, and for a move the engine's step and the answer's
/// game document), not on the workers, which parse, route, check the token
/// and write the answer.
/// A worker per core left more threads than cores contending: on 2 cores,
/// one worker took 10–20 % less server CPU per move than two at the same
/// moves/s, with a third less memory (README, "Stop 22").
fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(1, |cores| (cores.get() / 2).max(1))
}
