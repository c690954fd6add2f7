use actix_web::{get, web, HttpResponse};
use diesel::{sql_query, RunQueryDsl};

use super::error::{ApiError, Problem};
use super::AppState;

/// The process is up.
#[utoipa::path(tag = "health", responses((status = 200, description = "Up")))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({ "status": "ok" }))
}

/// The database is reachable.
#[utoipa::path(
    tag = "health",
    responses(
        (status = 200, description = "Ready"),
        (status = 503, description = "The database is unreachable", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    state
        .db(|conn| {
            sql_query("SELECT 1")
                .execute(conn)
                .map_err(ApiError::unavailable)?;
            Ok(())
        })
        .await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "status": "ready" })))
}
