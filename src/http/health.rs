use std::time::Duration;

use actix_web::{get, web, HttpResponse};

use super::error::{ApiError, Problem};
use super::state::AppState;

/// The answer of a health check.
#[derive(Debug, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct Health {
    pub status: HealthStatus,
}

/// `ok` from `/healthz` (the process is up), `ready` from `/readyz` (and it
/// reaches its database).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum HealthStatus {
    Ok,
    Ready,
}

/// The process is up.
#[utoipa::path(tag = "health", responses((status = 200, description = "Up", body = Health)))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(Health {
        status: HealthStatus::Ok,
    })
}

/// How long `/readyz` waits for the database, in all.
const READY_WITHIN: Duration = Duration::from_millis(900);

/// The database is reachable: a connection is checked out and answers
/// `SELECT 1`, within a second, or the answer is 503.
#[utoipa::path(
    tag = "health",
    responses(
        (status = 200, description = "Ready", body = Health),
        (status = 503, description = "The database is unreachable: `database_unavailable`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    // The checkout gives up first; the outer limit covers a connection
    // that hangs without an answer.
    let check = state.db(async |conn| {
        crate::store::ping(conn)
            .await
            .map_err(ApiError::unavailable)
    });
    match actix_web::rt::time::timeout(READY_WITHIN, check).await {
        Ok(done) => done?,
        Err(_) => return Err(ApiError::unavailable("no answer from the database in time")),
    };
    Ok(HttpResponse::Ok().json(Health {
        status: HealthStatus::Ready,
    }))
}

/// This process's metrics, in the Prometheus text format.
///
/// Requests by route pattern, method and status; request latency; moves
/// stored; version conflicts; database errors; the database pool
/// (docs/OPERATIONS.md, "Metrics and logs"). Each server process counts its
/// own answers.
#[utoipa::path(
    tag = "health",
    responses(
        (status = 200, description = "The metrics (Prometheus text format 0.0.4)", body = String, content_type = "text/plain")
    )
)]
#[get("/metrics")]
pub async fn metrics(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let text = state
        .metrics
        .render(&sample(&state))
        .map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type(crate::metrics::Metrics::content_type())
        .body(text))
}

/// The gauges of `GET /metrics`, sampled now: every event loop's pool, and
/// the listening connection.
pub fn sample(state: &AppState) -> crate::metrics::Sample {
    let pools = state.db_pools.status();
    crate::metrics::Sample {
        pool_max: pools.max,
        pool_in_use: pools.in_use,
        pool_idle: pools.idle,
        wakeups_heard: state.hub.notifications_heard(),
        listening_for_waiters: state.hub.listening_for_waiters(),
    }
}
