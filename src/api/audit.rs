use actix_web::{get, web};
use uuid::Uuid;

use super::auth::Caller;
use super::error::{ApiError, Problem};
use super::games::{audit_header, load};
use super::AppState;
use crate::audit::{self, Bundle, BundleView, Step};
use crate::engine::{Seat, Viewer};
use crate::store;

/// The game's audit bundle (docs/FAIRNESS.md). Once the game is finished it
/// holds the full, unredacted history, the server seed and the game seed,
/// and `referee verify` checks it offline. While the game runs it holds the
/// history redacted for the caller with its digests and hash chain: keep it
/// to prove later that the server did not rewrite what you were shown.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 200, body = Bundle),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_started`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/games/{id}/audit")]
pub async fn audit_bundle(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<web::Json<Bundle>, ApiError> {
    let id = id.into_inner();
    let bundle = state
        // One snapshot: the game row and its events agree.
        .db(move |conn| {
            conn.build_transaction()
                .repeatable_read()
                .read_only()
                .run(|conn| {
                    let loaded = load(conn, id)?;
                    if loaded.row.status == "open" {
                        return Err(ApiError::conflict(
                            "game_not_started",
                            "the game is waiting for players",
                        ));
                    }
                    let view = match (loaded.row.status.as_str(), loaded.viewer(caller.player_id)) {
                        ("finished" | "aborted", _) => BundleView::Full,
                        (_, Viewer::Seat(seat)) => BundleView::Seat { seat },
                        (_, Viewer::Spectator) => BundleView::Spectator,
                    };
                    let steps = store::events::all(conn, id)?
                        .into_iter()
                        .map(|row| {
                            Ok(Step {
                                played_by: row
                                    .played_by
                                    .as_deref()
                                    .and_then(crate::audit::PlayedBy::parse),
                                seq: u64::try_from(row.seq).map_err(ApiError::internal)?,
                                at: row.created_at,
                                actor_seat: row
                                    .actor_seat
                                    .map(Seat::try_from)
                                    .transpose()
                                    .map_err(ApiError::internal)?,
                                action: row.action,
                                events: match row.events {
                                    serde_json::Value::Array(events) => events,
                                    _ => {
                                        return Err(ApiError::internal(
                                            "stored events are not an array",
                                        ))
                                    }
                                },
                                hash: row.hash,
                            })
                        })
                        .collect::<Result<Vec<_>, ApiError>>()?;
                    audit::bundle(
                        audit_header(&loaded.row, &loaded.seats)?,
                        &loaded.row.status,
                        &loaded.row.server_seed,
                        &steps,
                        loaded.engine.as_ref(),
                        view,
                    )
                    .map_err(ApiError::internal)
                })
        })
        .await?;
    Ok(web::Json(bundle))
}
