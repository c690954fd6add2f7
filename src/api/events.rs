use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use super::auth::UncheckedCaller;
use super::dto::{EventDto, EventsPage};
use super::error::{ApiError, Problem};
use super::games::load_checked;
use super::notifications::{long_poll, wait_duration};
use super::AppState;
use crate::engine::{redact_action, Seat};
use crate::hub::Topic;
use crate::store;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct EventsQuery {
    /// Return events with `seq` greater than this (default 0: from the start).
    #[param(minimum = 0)]
    pub after: Option<i64>,
    /// 1 to 500 (default 100).
    #[param(minimum = 1, maximum = 500)]
    pub limit: Option<i64>,
    /// Seconds (0 to 60) to wait for an event after `after` when there is
    /// none yet; an empty page when the wait ends.
    #[param(minimum = 0, maximum = 60)]
    pub wait: Option<u64>,
}

/// The game's history after a version, each step redacted for the caller.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id"), EventsQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, body = EventsPage),
        (status = 400, description = "`invalid_query`", body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/games/{id}/events")]
pub async fn list_events(
    state: web::Data<AppState>,
    // Checked by the statement that reads the game, on every read.
    token: UncheckedCaller,
    id: web::Path<Uuid>,
    query: super::error::extractors::Query<EventsQuery>,
) -> Result<web::Json<EventsPage>, ApiError> {
    let id = id.into_inner();
    let after = query.after.unwrap_or(0);
    let limit = query.limit.unwrap_or(100);
    if after < 0 || !(1..=500).contains(&limit) {
        return Err(ApiError::bad_request(
            "invalid_query",
            "after is at least 0 and limit 1 to 500",
        ));
    }
    let wait = wait_duration(query.wait)?;
    let page = long_poll(
        &state.hub,
        Topic::Game(id),
        token.subject(),
        wait,
        || async {
            let page = read_page(&state, id, token, after, limit).await?;
            let found = !page.events.is_empty();
            Ok((page, found))
        },
    )
    .await?;
    Ok(web::Json(page))
}

/// One page of a game's history after `after`, redacted for the caller
/// (its token checked by the read of the game).
async fn read_page(
    state: &web::Data<AppState>,
    id: Uuid,
    token: UncheckedCaller,
    after: i64,
    limit: i64,
) -> Result<EventsPage, ApiError> {
    state
        // One snapshot: the game row and its events agree.
        .db(move |conn| {
            conn.build_transaction()
                .repeatable_read()
                .read_only()
                .run(|conn| {
                    let (loaded, caller) = load_checked(conn, id, token)?;
                    let viewer = loaded.viewer(caller.player_id);
                    let Some(engine) = loaded.engine.as_ref() else {
                        return Ok(EventsPage {
                            events: Vec::new(),
                            next_after: None,
                        });
                    };
                    let rows = store::events::between(conn, id, after, loaded.row.version, limit)?;
                    let events = rows
                        .iter()
                        .map(|row| {
                            let actor = row.actor_seat.and_then(|s| Seat::try_from(s).ok());
                            Ok(EventDto {
                                played_by: row
                                    .played_by
                                    .as_deref()
                                    .and_then(crate::audit::PlayedBy::parse),
                                seq: row.seq,
                                at: row.created_at,
                                actor_seat: actor,
                                action: redact_action(row.action.as_ref(), actor, viewer),
                                events: match &row.events {
                                    serde_json::Value::Array(events) => engine
                                        .redact_all(events, viewer)
                                        .map_err(ApiError::internal)?,
                                    _ => {
                                        return Err(ApiError::internal(
                                            "stored events are not an array",
                                        ))
                                    }
                                },
                            })
                        })
                        .collect::<Result<Vec<_>, ApiError>>()?;
                    let next_after = events
                        .last()
                        .map(|e| e.seq)
                        .filter(|&last| last < loaded.row.version);
                    Ok(EventsPage { events, next_after })
                })
        })
        .await
}
