use actix_web::{get, web};

use crate::catalog::{games, GameInfo};

/// Every game the referee runs: id, seat range, options with defaults and
/// allowed values. No token needed.
#[utoipa::path(tag = "games", responses((status = 200, body = Vec<GameInfo>)))]
#[get("/catalog")]
pub async fn catalog() -> web::Json<Vec<GameInfo>> {
    web::Json(games())
}
