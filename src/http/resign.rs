//! Resignation (docs/RULES.md, "Both games — turn clocks"): from then on
//! the referee plays the seat's turns at once (`game::turns`).

use actix_web::{post, web};
use uuid::Uuid;

use super::auth::Caller;
use super::dto::GameDto;
use super::error::{ApiError, Problem};
use super::state::AppState;
use crate::game::turns;
use crate::store::topic::Topic;

/// Resigns the caller's seat: from now on the referee plays each of its
/// turns at once with the seat's default action (docs/RULES.md, "Both games
/// — turn clocks"); the game goes on, and scores as usual.
#[utoipa::path(
    tag = "moves",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = ["play"])),
    responses(
        (status = 200, description = "Resigned; when it was the seat's turn, the referee plays it at once", body = GameDto),
        (status = 403, description = "`not_seated`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_started`, `seat_resigned` (already), `game_not_open` (aborted)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`game_over`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/games/{id}/resign")]
pub async fn resign(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<web::Json<GameDto>, ApiError> {
    let id = id.into_inner();
    let player = caller.player_id;
    let clock = state.clock.clone();
    let loaded = state
        .db(async move |conn| Ok(turns::resign(conn, &clock, id, player).await?))
        .await?;
    // The sweepers play its turn now if it is on turn.
    state.hub.wake(Topic::Clock);
    Ok(web::Json(loaded.dto(player)))
}
