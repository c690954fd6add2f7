use actix_web::{post, web, HttpRequest};
use diesel::{Connection, PgConnection};
use serde_json::Value;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::auth::Caller;
use super::dto::{MoveRequest, MoveResponse};
use super::error::{is_unique_violation, ApiError, Problem};
use super::games::load;
use super::notifications::{notify, Change};
use super::AppState;
use crate::config::NotificationConfig;
use crate::audit;
use crate::engine::{canonical_json, Seat, Viewer};
use crate::store::models::NewEvent;
use crate::store::{self, games::Progress};

const IDEMPOTENCY_KEY: &str = "Idempotency-Key";

fn idempotency_key(req: &HttpRequest) -> Result<Option<String>, ApiError> {
    let Some(value) = req.headers().get(IDEMPOTENCY_KEY) else {
        return Ok(None);
    };
    value
        .to_str()
        .ok()
        .filter(|k| (1..=255).contains(&k.len()) && k.bytes().all(|b| b.is_ascii_graphic()))
        .map(|k| Some(k.to_owned()))
        .ok_or_else(|| {
            ApiError::bad_request(
                "invalid_idempotency_key",
                "Idempotency-Key is 1 to 255 visible ASCII characters",
            )
        })
}

/// Plays one move. The whole move is one transaction; a stale
/// `expected_version` or a lost race is a 409 and stores nothing.
#[utoipa::path(
    tag = "moves",
    params(
        ("id" = Uuid, Path, description = "Game id"),
        ("Idempotency-Key" = Option<String>, Header, description = "Retries with the same key get the first answer back")
    ),
    request_body = MoveRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, body = MoveResponse),
        (status = 400, description = "`malformed_json`, `invalid_body`, `invalid_idempotency_key`", body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`not_seated`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`version_conflict` (with `current_version`), `game_not_started`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The rule broken (`not_your_turn`, `play_not_stronger`, `card_not_in_hand`, `invalid_action`, `game_over`, …) or `idempotency_key_reused`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/games/{id}/moves")]
pub async fn submit_move(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
    req: HttpRequest,
    body: super::error::extractors::Json<MoveRequest>,
) -> Result<web::Json<MoveResponse>, ApiError> {
    let id = id.into_inner();
    let key = idempotency_key(&req)?;
    let body = body.into_inner();
    // Canonical (sorted keys): a retry may order its JSON keys differently.
    let request_hash = Sha256::digest(canonical_json(&body).map_err(ApiError::internal)?).to_vec();
    let player = caller.player_id;
    let settings = state.notifications;
    let attempt = {
        let key = key.clone();
        let request_hash = request_hash.clone();
        state
            .db(move |conn| {
                conn.transaction(|conn| {
                    play(
                        conn,
                        &settings,
                        id,
                        player,
                        &body,
                        key.as_deref(),
                        &request_hash,
                    )
                })
            })
            .await
    };
    match attempt {
        // A retry racing its own first attempt: the winner stored the answer.
        Err(err) if key.is_some() && err.code == "version_conflict" => {
            let replay = state
                .db(move |conn| {
                    let loaded = load(conn, id)?;
                    match loaded.seat_of(player) {
                        Some(seat) => replay(
                            conn,
                            id,
                            seat,
                            key.as_deref().unwrap_or_default(),
                            &request_hash,
                        ),
                        None => Ok(None),
                    }
                })
                .await?;
            replay.map(web::Json).ok_or(err)
        }
        other => other.map(web::Json),
    }
}

/// The stored answer to an earlier request with the same key, if any.
fn replay(
    conn: &mut PgConnection,
    id: Uuid,
    seat: Seat,
    key: &str,
    request_hash: &[u8],
) -> Result<Option<MoveResponse>, ApiError> {
    let Some(row) = store::events::by_idempotency_key(conn, id, i16::from(seat), key)? else {
        return Ok(None);
    };
    if row.request_hash.as_deref() != Some(request_hash) {
        return Err(ApiError::unprocessable(
            "idempotency_key_reused",
            "this Idempotency-Key was used for a different request",
        ));
    }
    let response = row
        .response
        .ok_or_else(|| ApiError::internal("idempotent event without response"))?;
    serde_json::from_value(response)
        .map(Some)
        .map_err(ApiError::internal)
}

fn play(
    conn: &mut PgConnection,
    settings: &NotificationConfig,
    id: Uuid,
    player: Uuid,
    body: &MoveRequest,
    key: Option<&str>,
    request_hash: &[u8],
) -> Result<MoveResponse, ApiError> {
    let mut loaded = load(conn, id)?;
    let seat = loaded
        .seat_of(player)
        .ok_or_else(|| ApiError::forbidden("not_seated", "you hold no seat in this game"))?;
    if let Some(key) = key {
        if let Some(response) = replay(conn, id, seat, key, request_hash)? {
            return Ok(response);
        }
    }
    let read_version = loaded.row.version;
    let mut engine = match (loaded.row.status.as_str(), loaded.engine.take()) {
        ("open", _) => {
            return Err(ApiError::conflict(
                "game_not_started",
                "the game is waiting for players",
            ))
        }
        ("active", Some(engine)) => engine,
        ("aborted", _) => {
            return Err(ApiError::conflict(
                "game_not_open",
                "the game was aborted before it started",
            ))
        }
        _ => return Err(ApiError::unprocessable("game_over", "the game is over")),
    };
    if body.expected_version != read_version {
        return Err(ApiError::version_conflict(read_version));
    }
    let events = engine.apply_json(seat, &body.action)?;
    let version = read_version + 1;
    let previous = store::events::hash_at(conn, id, read_version)?
        .ok_or_else(|| ApiError::internal(format!("game {id} has no event {read_version}")))?;
    let seq = u64::try_from(version).map_err(ApiError::internal)?;
    let commitment = audit::commit(
        &engine,
        &loaded.row.server_seed,
        seq,
        Some(&body.action),
        &events,
    )
    .map_err(ApiError::internal)?;
    let now = audit::now();
    let hash = audit::link(&previous, seq, Some(seat), now, &commitment);
    let finished = engine.outcome().finished;
    let state = serde_json::to_value(&engine).map_err(ApiError::internal)?;
    let status = if finished { "finished" } else { "active" };
    let turn_seat = engine.to_move().map(i16::from);

    loaded.row.version = version;
    loaded.row.status = status.to_owned();
    loaded.row.turn_seat = turn_seat;
    loaded.row.updated_at = now;
    loaded.row.finished_at = finished.then_some(now);
    let redacted = engine
        .redact_all(&events, Viewer::Seat(seat))
        .map_err(ApiError::internal)?;
    loaded.engine = Some(engine);
    let response = MoveResponse {
        version,
        events: redacted,
        game: loaded.dto(player),
    };

    store::events::insert(
        conn,
        &NewEvent {
            game_id: id,
            seq: version,
            actor_seat: Some(i16::from(seat)),
            action: Some(body.action.clone()),
            events: Value::Array(events),
            hash: hash.to_vec(),
            idempotency_key: key.map(str::to_owned),
            request_hash: key.map(|_| request_hash.to_vec()),
            response: key
                .map(|_| serde_json::to_value(&response))
                .transpose()
                .map_err(ApiError::internal)?,
            created_at: now,
        },
    )
    .map_err(|e| {
        if is_unique_violation(&e) {
            ApiError::version_conflict(version)
        } else {
            e.into()
        }
    })?;
    let progress = Progress {
        version,
        state: &state,
        status,
        turn_seat,
        game_seed: None,
        finished_at: finished.then_some(now),
    };
    if store::games::advance(conn, id, read_version, &progress)? != 1 {
        return Err(ApiError::version_conflict(version));
    }
    let action = body
        .action
        .get("kind")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    notify(conn, settings, &loaded, &Change::Moved { seat, action })?;
    Ok(response)
}
