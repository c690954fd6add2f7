use actix_web::{post, web, HttpRequest};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::auth::UncheckedCaller;
use super::dto::{LoadedGame, MoveRequest, MoveResponse};
use super::error::{ApiError, Problem, ProblemCode};
use super::AppState;
use crate::engine::{canonical_json, Seat, Viewer};
use crate::game::read::{load_checked, read_checked};
use crate::game::step::{
    apply_step, check_move_signature, not_stored, write_error, StepRecord, Stepper, StoredMove,
};
use crate::store;
use crate::store::models::GameStatus;
use crate::store::AsyncPgConnection;

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
                ProblemCode::InvalidIdempotencyKey,
                "Idempotency-Key is 1 to 255 visible ASCII characters",
            )
        })
}

/// Plays one move: one read, then one write that stores it only where the
/// game is still as read; a stale `expected_version` or a lost race is a
/// 409 and stores nothing.
#[utoipa::path(
    tag = "moves",
    params(
        ("id" = Uuid, Path, description = "Game id"),
        ("Idempotency-Key" = Option<String>, Header, min_length = 1, max_length = 255, pattern = "^[!-~]{1,255}$",
            description = "1 to 255 visible ASCII characters (else `400 invalid_idempotency_key`): retries with the same key get the first answer back")
    ),
    request_body = MoveRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, body = MoveResponse),
        (status = 400, description = "`malformed_json`, `invalid_body`, `invalid_idempotency_key`", body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`not_seated`; `move_signature_required` (a game with `signed_moves`, a move without `signature`), `signing_key_of_another_player`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`version_conflict` (with `current_version`): `expected_version` is not the game's version, even when the step that overtook it ended the game; `game_not_started`, `game_not_open` (aborted), `seat_resigned`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The rule broken: `not_your_turn`, `leader_must_play`, `nothing_to_challenge`, `play_not_stronger`, `card_not_in_hand`, `duplicate_card`, `empty_play`, `invalid_rank`, `invalid_action` (no action of this game), `game_over` (only with the finished game's own version); or `game_mismatch` (`game` is not this game's), `idempotency_key_reused`; of a `signature`: `unknown_signing_key`, `signing_key_revoked`, `invalid_move_signature` (not this key's over this game, `expected_version`, seat and action)", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/games/{id}/moves")]
pub async fn submit_move(
    state: web::Data<AppState>,
    // Checked by the statement that locks the game (`play`): no round trip
    // of its own on the move path.
    token: UncheckedCaller,
    id: web::Path<Uuid>,
    req: HttpRequest,
    body: super::error::extractors::Json<MoveRequest>,
) -> Result<MoveResponse, ApiError> {
    let id = id.into_inner();
    let key = idempotency_key(&req)?;
    let body = body.into_inner();
    // What a retry with the same key must repeat; only a move with a key
    // stores or compares it. Canonical (sorted keys): a retry may order
    // its JSON keys differently.
    let request_hash = match key {
        Some(_) => Sha256::digest(canonical_json(&body).map_err(ApiError::internal)?).to_vec(),
        None => Vec::new(),
    };
    // No BEGIN/COMMIT: the move's one write is a single statement (its own
    // transaction), guarded by the row version read, so a read and a write
    // need no transaction around them (docs/ARCHITECTURE.md, "A step").
    let mover = Mover {
        state: &state,
        stepper: Stepper {
            settings: &state.notifications,
            at: state.clock.now(),
            referee_key: None,
        },
        token,
        body: &body,
        key: key.as_deref(),
        request_hash: &request_hash,
    };
    let attempt = mover.play(id, state.kept.take(id)).await.map(|played| {
        let (response, stored, game) = played;
        if let Some(game) = game {
            state.kept.keep(game);
        }
        // Committed (the write is its own transaction): count the move (a
        // replayed answer stored none).
        if let Some(stored) = stored {
            stored.count(&state.metrics);
        }
        response
    });
    let answer = match attempt {
        // A retry racing its own first attempt: the winner stored the answer.
        Err(err) if key.is_some() && err.code == ProblemCode::VersionConflict => {
            let replay = state
                .db(async move |conn| {
                    let (loaded, caller) = load_checked(conn, id, token).await?;
                    match loaded.seat_of(caller.player_id) {
                        Some(seat) => {
                            replay(
                                conn,
                                id,
                                seat,
                                key.as_deref().unwrap_or_default(),
                                &request_hash,
                            )
                            .await
                        }
                        None => Ok(None),
                    }
                })
                .await?;
            replay.ok_or(err)
        }
        other => other,
    };
    if matches!(&answer, Err(err) if err.code == ProblemCode::VersionConflict) {
        state.metrics.version_conflict();
    }
    answer
}

/// The stored answer to an earlier request with the same key, if any.
async fn replay(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    seat: Seat,
    key: &str,
    request_hash: &[u8],
) -> Result<Option<MoveResponse>, ApiError> {
    let Some(row) = store::events::by_idempotency_key(conn, id, i16::from(seat), key).await? else {
        return Ok(None);
    };
    if row.request_hash.as_deref() != Some(request_hash) {
        return Err(ApiError::unprocessable(
            ProblemCode::IdempotencyKeyReused,
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

/// A move played: the answer, the step stored (`None`: an idempotent
/// retry's stored answer) and the game as it now stands.
type Played = (MoveResponse, Option<StoredMove>, Option<LoadedGame>);

/// A client's move request, and where it is played: its read and its
/// write, and anything rarer (an idempotent retry's answer, the reason a
/// write stored nothing), on this worker's connections.
struct Mover<'a> {
    state: &'a AppState,
    stepper: Stepper<'a>,
    token: UncheckedCaller,
    body: &'a MoveRequest,
    key: Option<&'a str>,
    /// The request's canonical hash; empty without a key (nothing reads it).
    request_hash: &'a [u8],
}

impl Mover<'_> {
    /// Plays the move from the game kept in memory, when there is one
    /// ([`super::kept`]), else from one read. A kept game is only a guess:
    /// the write stores its step only where the row and the token are
    /// still as kept; anything else it leads to (a lost race, a rule broken
    /// on an out of date state, a revoked token) is decided again from a
    /// fresh read, so the answer is always the one the stored game gives.
    async fn play(&self, id: Uuid, kept: Option<LoadedGame>) -> Result<Played, ApiError> {
        let metrics = &self.state.metrics;
        match kept {
            Some(kept) => match self.play_on(kept, false).await {
                Ok(played) => {
                    metrics.kept_game("kept");
                    return Ok(played);
                }
                // The database failed: reading again would fail alike.
                Err(err) if err.database.is_some() => {
                    metrics.kept_game("stale");
                    return Err(err);
                }
                Err(_) => metrics.kept_game("stale"),
            },
            None => metrics.kept_game("read"),
        }
        // One read: the game, its seats, the head hash and the token's
        // generation (a revoked token stops here). Not locked: the write
        // stores the step only where the row is still the one read, and a
        // lost race is a 409 (`store_step`).
        let (loaded, caller) = read_checked(self.state, id, self.token, None).await?;
        debug_assert_eq!(caller.player_id, self.token.subject());
        self.play_on(loaded, true).await
    }

    /// Plays the move on `loaded` for the token's player: checked already
    /// by the read (`checked`), or by the write for a kept game; an
    /// idempotent retry's stored answer, which no write follows, checks an
    /// unchecked token alone.
    async fn play_on(&self, mut loaded: LoadedGame, checked: bool) -> Result<Played, ApiError> {
        let (token, body) = (self.token, self.body);
        let id = loaded.row.id;
        let player = token.subject();
        let seat = loaded.seat_of(player).ok_or_else(|| {
            ApiError::forbidden(ProblemCode::NotSeated, "you hold no seat in this game")
        })?;
        if let Some(key) = self.key {
            let (key, request_hash) = (key.to_owned(), self.request_hash.to_vec());
            let stored = self
                .state
                .db(async move |conn| {
                    let response = replay(conn, id, seat, &key, &request_hash).await?;
                    // The answer holds the seat's view: only to a valid token.
                    if response.is_some() && !checked {
                        token.check_alone(conn).await?;
                    }
                    Ok(response)
                })
                .await?;
            if let Some(response) = stored {
                return Ok((response, None, None));
            }
        }
        if body.game != loaded.row.game {
            return Err(ApiError::unprocessable(
                ProblemCode::GameMismatch,
                format!(
                    "this move is for {}, and the game is {}",
                    body.game, loaded.row.game
                ),
            ));
        }
        // A step that overtook the client's version is news to it even when
        // that step ended the game: only a client that saw the final version
        // is told `game_over` (docs/RULES.md, "Both games — turn clocks").
        if loaded.row.status == GameStatus::Finished && body.expected_version != loaded.row.version
        {
            return Err(ApiError::version_conflict(loaded.row.version));
        }
        loaded.require_active()?;
        if loaded.is_resigned(seat) {
            return Err(ApiError::conflict(
                ProblemCode::SeatResigned,
                "you resigned: the referee plays your turns",
            ));
        }
        if body.expected_version != loaded.row.version {
            return Err(ApiError::version_conflict(loaded.row.version));
        }
        let signature = match &body.signature {
            Some(signed) => {
                let (version, action) = (loaded.row.version, &body.action);
                Some(
                    self.state
                        .db(async move |conn| {
                            check_move_signature(
                                conn,
                                player,
                                id,
                                version,
                                seat,
                                action,
                                &signed.key_id,
                                &signed.signature,
                            )
                            .await
                            .map_err(ApiError::from)
                        })
                        .await?,
                )
            }
            None if loaded.row.signed_moves => {
                return Err(ApiError::forbidden(
                    ProblemCode::MoveSignatureRequired,
                    "this game takes signed moves only: send `signature` (docs/FAIRNESS.md, \"Signed moves\")",
                ))
            }
            None => None,
        };
        let mut step = apply_step(
            &self.stepper,
            &mut loaded,
            seat,
            &body.action,
            None,
            Some(Viewer::Seat(seat)),
        )?;
        step.signature = signature;
        let response = MoveResponse {
            game: loaded.row.game.clone(),
            version: step.version,
            events: std::mem::take(&mut step.seen),
            state: loaded.dto(player),
        };
        let answer = self
            .key
            .map(|key| {
                serde_json::to_value(&response)
                    .map(|answer| (key, self.request_hash, answer))
                    .map_err(ApiError::internal)
            })
            .transpose()?;
        let record = StepRecord::of(&self.stepper, &loaded, &step, &body.action, answer)?;
        let written = {
            let write = record.write(&self.stepper, &loaded, &step, Some(token))?;
            self.state
                .db(async |conn| {
                    store::games::write_step(conn, &write)
                        .await
                        .map_err(|e| ApiError::from(write_error(e, step.version)))
                })
                .await?
        };
        let Some(row_version) = written else {
            let read_version = step.read_version;
            let signing_key = step.player_signing_key().map(str::to_owned);
            return Err(self
                .state
                .db(async move |conn| {
                    let signing_key = signing_key.as_deref();
                    Ok(not_stored(conn, id, read_version, Some(token), signing_key).await)
                })
                .await?
                .into());
        };
        // The game as stored: a next step may start from it (`super::kept`).
        loaded.row_version = Some(row_version);
        Ok((response, Some(record.stored), Some(loaded)))
    }
}
