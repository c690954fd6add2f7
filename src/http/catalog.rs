use actix_web::{get, web};

use super::state::AppState;
use crate::catalog::{games, GameInfo};
use crate::engine::table;

/// Every game the referee runs: id, seat range, options with defaults and
/// allowed values (`turn_time`'s minimum is this server's,
/// `REFEREE_MIN_TURN_TIME_SECS`). No token needed.
#[utoipa::path(tag = "games", responses((status = 200, body = Vec<GameInfo>)))]
#[get("/catalog")]
pub async fn catalog(state: web::Data<AppState>) -> web::Json<Vec<GameInfo>> {
    let mut games = games();
    for option in games
        .iter_mut()
        .flat_map(|game| game.options.iter_mut())
        .filter(|option| option.name == table::TURN_TIME)
    {
        option.allowed = table::turn_time_allowed(state.clocks.min_turn_time_secs);
    }
    web::Json(games)
}
