use actix_web::http::header::ContentType;
use actix_web::{get, web, HttpRequest, HttpResponse, Responder};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use super::auth::UncheckedCaller;
use super::dto::{EventDto, EventsPage};
use super::error::{ApiError, Problem, ProblemCode};
use super::long_poll::{long_poll, wait_duration};
use super::state::AppState;
use crate::engine::{redact_action, Seat, Viewer};
use crate::game::read::load_checked;
use crate::store::topic::Topic;
use crate::store::{self, events::StepText};

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
    security(("bearer" = ["read"])),
    responses(
        (status = 200, body = EventsPage),
        (status = 400, description = "`invalid_query`", body = Problem, content_type = "application/problem+json"),
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
) -> Result<PageJson, ApiError> {
    let id = id.into_inner();
    let after = query.after.unwrap_or(0);
    let limit = query.limit.unwrap_or(100);
    if after < 0 || !(1..=500).contains(&limit) {
        return Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            "after is at least 0 and limit 1 to 500",
        ));
    }
    let wait = wait_duration(query.wait)?;
    long_poll(
        &state.hub,
        Topic::Game(id),
        token.subject(),
        wait,
        || async {
            let page = read_page(&state, id, token, after, limit).await?;
            let found = page.found;
            Ok((page, found))
        },
    )
    .await
}

/// A page of events as its JSON text, written step by step
/// ([`read_page`]); the same document as [`EventsPage`].
pub struct PageJson {
    json: Vec<u8>,
    found: bool,
}

impl Responder for PageJson {
    type Body = actix_web::body::BoxBody;

    fn respond_to(self, _: &HttpRequest) -> HttpResponse {
        HttpResponse::Ok()
            .content_type(ContentType::json())
            .body(self.json)
    }
}

/// Writes an [`EventsPage`] one step at a time: `{"events":[` then each
/// step, then the rest of the document as serde writes it.
struct PageWriter {
    json: Vec<u8>,
    steps: usize,
}

impl PageWriter {
    /// What serde writes before the first step.
    const OPENING: &'static [u8] = br#"{"events":["#;

    fn new() -> Self {
        PageWriter {
            json: Self::OPENING.to_vec(),
            steps: 0,
        }
    }

    fn step(&mut self, step: &EventDto) -> Result<(), ApiError> {
        if self.steps > 0 {
            self.json.push(b',');
        }
        serde_json::to_writer(&mut self.json, step).map_err(ApiError::internal)?;
        self.steps += 1;
        Ok(())
    }

    fn finish(mut self, game: String, next_after: Option<i64>) -> Result<PageJson, ApiError> {
        let empty = serde_json::to_vec(&EventsPage {
            events: Vec::new(),
            game,
            next_after,
        })
        .map_err(ApiError::internal)?;
        // `{"events":[]…}`: the steps go between the brackets.
        let rest = empty
            .strip_prefix(Self::OPENING)
            .ok_or_else(|| ApiError::internal("an events page starts with its events"))?;
        self.json.extend_from_slice(rest);
        Ok(PageJson {
            json: self.json,
            found: self.steps > 0,
        })
    }
}

/// One stored step, redacted for `viewer`.
fn step_for(
    row: &StepText,
    engine: &crate::engine::AnyGame,
    viewer: Viewer,
) -> Result<EventDto, ApiError> {
    let actor = row.actor_seat.and_then(|s| Seat::try_from(s).ok());
    let events: Vec<serde_json::Value> = serde_json::from_str(&row.events.0)
        .map_err(|err| ApiError::internal(format!("stored events are not an array: {err}")))?;
    Ok(EventDto {
        played_by: row.played_by,
        seq: row.seq,
        at: row.created_at,
        actor_seat: actor,
        action: redact_action(row.action.as_ref(), actor, viewer),
        events: engine
            .redact_all(&events, viewer)
            .map_err(ApiError::internal)?,
    })
}

/// One page of a game's history after `after`, redacted for the caller
/// (its token checked by the read of the game). The steps are read as
/// text; then, with the connection back in the pool, each is parsed,
/// redacted and written before the next: the page is held as JSON text,
/// one step at a time as values.
async fn read_page(
    state: &web::Data<AppState>,
    id: Uuid,
    token: UncheckedCaller,
    after: i64,
    limit: i64,
) -> Result<PageJson, ApiError> {
    let read = state
        // One snapshot: the game row and its events agree.
        .db(async move |conn| {
            conn.build_transaction()
                .repeatable_read()
                .read_only()
                .run(async |conn| {
                    let (loaded, caller) = load_checked(conn, id, token).await?;
                    let viewer = loaded.viewer(caller.player_id);
                    let through = loaded.row.version;
                    let game = loaded.row.game;
                    let Some(engine) = loaded.engine else {
                        return Ok((game, None));
                    };
                    let rows =
                        store::events::between_as_text(conn, id, after, through, limit).await?;
                    Ok((game, Some((engine, viewer, through, rows))))
                })
                .await
        })
        .await?;
    let (game, Some((engine, viewer, through, rows))) = read else {
        return PageWriter::new().finish(read.0, None);
    };
    web::block(move || {
        let mut page = PageWriter::new();
        let last = rows.last().map(|row| row.seq);
        for row in rows {
            page.step(&step_for(&row, &engine, viewer)?)?;
        }
        page.finish(game, last.filter(|&last| last < through))
    })
    .await
    .map_err(ApiError::internal)?
}

#[cfg(test)]
mod tests {
    use super::*;
    const BISCUITS: &str = "woof-meow-biscuits";

    #[test]
    fn a_page_written_step_by_step_is_the_page_serde_writes() {
        let step = |seq| EventDto {
            seq,
            at: chrono::DateTime::from_timestamp_micros(1_767_225_601_000_000).unwrap(),
            actor_seat: Some(1),
            action: Some(serde_json::json!({"kind": "play", "card": 7})),
            events: vec![serde_json::json!({"type": "card_played", "seat": 1})],
            played_by: (seq == 3).then_some(crate::audit::PlayedBy::Clock),
        };
        for (seqs, next_after) in [(vec![], None), (vec![2], None), (vec![2, 3, 4], Some(4))] {
            let mut page = PageWriter::new();
            for &seq in &seqs {
                page.step(&step(seq)).unwrap();
            }
            let written = page.finish(BISCUITS.to_owned(), next_after).unwrap();
            assert_eq!(written.found, !seqs.is_empty());
            let whole = EventsPage {
                events: seqs.iter().map(|&seq| step(seq)).collect(),
                game: BISCUITS.to_owned(),
                next_after,
            };
            assert_eq!(
                String::from_utf8(written.json).unwrap(),
                serde_json::to_string(&whole).unwrap()
            );
        }
    }
}
