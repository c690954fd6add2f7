use actix_web::{post, web, HttpRequest};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::auth::UncheckedCaller;
use super::dto::{LoadedGame, MoveRequest, MoveResponse};
use super::error::{ApiError, Problem, ProblemCode};
use super::state::AppState;
use crate::engine::canonical_json;
use crate::game::moves::{play_on, replay_after_conflict, Move, Played};
use crate::game::read::read_checked;
use crate::game::step::{Stepper, StoredMove};
use crate::game::DatabaseOutcome;

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
    security(("bearer" = ["play"])),
    responses(
        (status = 200, body = MoveResponse),
        (status = 400, description = "`malformed_json`, `invalid_body`, `invalid_idempotency_key`", body = Problem, content_type = "application/problem+json"),
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
            shards: state.referee.shards(),
        },
        token,
        mv: Move {
            game: &body.game,
            expected_version: body.expected_version,
            action: &body.action,
            signature: body
                .signature
                .as_ref()
                .map(|signed| (signed.key_id.as_str(), signed.signature.as_str())),
            idempotency: key.as_deref().map(|key| (key, request_hash.as_slice())),
        },
    };
    let attempt = match mover.play(id, state.kept.take(id)).await {
        Ok((response, stored, game)) => {
            if let Some(game) = game {
                state.kept.keep(game);
            }
            // Committed (the write is its own transaction): count and tell
            // the move (a replayed answer stored none).
            if let Some(stored) = stored {
                stored.committed(&state.referee).await;
            }
            Ok(response)
        }
        Err(err) => Err(err),
    };
    let answer = match attempt {
        // A retry racing its own first attempt: the winner stored the answer.
        Err(err) if key.is_some() && err.fault.code == ProblemCode::VersionConflict => {
            let key = key.as_deref().unwrap_or_default();
            match replay_after_conflict(&state, id, token, key, &request_hash).await? {
                Some(stored) => Ok(stored_answer(stored)?),
                None => Err(err),
            }
        }
        other => other,
    };
    if matches!(&answer, Err(err) if err.fault.code == ProblemCode::VersionConflict) {
        state.metrics.version_conflict();
    }
    answer
}

/// A stored answer, as it was sent.
fn stored_answer(stored: serde_json::Value) -> Result<MoveResponse, ApiError> {
    serde_json::from_value(stored).map_err(ApiError::internal)
}

/// A move played: the answer, the step stored (`None`: an idempotent
/// retry's stored answer) and the game as it now stands.
type Answered = (MoveResponse, Option<StoredMove>, Option<LoadedGame>);

/// A client's move request, played on this worker's connections
/// ([`crate::game::moves`]), from a kept game when there is one.
struct Mover<'a> {
    state: &'a AppState,
    stepper: Stepper<'a>,
    token: UncheckedCaller,
    mv: Move<'a>,
}

impl Mover<'_> {
    /// Plays the move from the game kept in memory, when there is one
    /// ([`super::kept`]), else from one read. A kept game is only a guess:
    /// the write stores its step only where the row and the token are
    /// still as kept; anything else it leads to (a lost race, a rule broken
    /// on an out of date state, a revoked token) is decided again from a
    /// fresh read, so the answer is always the one the stored game gives.
    async fn play(&self, id: Uuid, kept: Option<LoadedGame>) -> Result<Answered, ApiError> {
        let metrics = &self.state.metrics;
        match kept {
            Some(kept) => match self.play_on(kept, false).await {
                Ok(played) => {
                    metrics.kept_game("kept");
                    return Ok(played);
                }
                // The database failed: reading again would fail alike.
                Err(err) if err.database_failure().is_some() => {
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

    async fn play_on(&self, loaded: LoadedGame, checked: bool) -> Result<Answered, ApiError> {
        let player = self.token.subject();
        let played = play_on(
            self.state,
            &self.stepper,
            self.token,
            &self.mv,
            loaded,
            checked,
            |loaded, version, events| MoveResponse {
                game: loaded.row.game.clone(),
                version,
                events,
                state: loaded.dto(player),
            },
        )
        .await?;
        match played {
            Played::Replayed(stored) => Ok((stored_answer(stored)?, None, None)),
            Played::Stored {
                answer,
                stored,
                game,
            } => Ok((answer, Some(stored), Some(game))),
        }
    }
}
