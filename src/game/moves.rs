//! A client's move: its rules (the game it is for, the version it was made
//! at, the seat that makes it, its signature), its one write through the
//! step's statement, and the answer an idempotent retry gets back. The
//! HTTP layer parses the request, keeps games between requests and counts;
//! what a move may do is decided here.

use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::Value;
use uuid::Uuid;

use super::caller::UncheckedCaller;
use super::error::{Error, ProblemCode};
use super::read::load_checked;
use super::step::{
    apply_step, check_move_signature, not_stored, write_error, StepRecord, Stepper, StoredMove,
};
use super::{LoadedGame, Referee};
use crate::engine::{Seat, Viewer};
use crate::store;
use crate::store::models::GameStatus;
use crate::store::AsyncPgConnection;

/// A move as its client sent it.
pub struct Move<'a> {
    /// The game's id (`shake-it-meerkat`, …) the client believes it plays.
    pub game: &'a str,
    pub expected_version: i64,
    pub action: &'a Value,
    /// The player's signature of the move: its key's id and the signature.
    pub signature: Option<(&'a str, &'a str)>,
    /// The request's `Idempotency-Key` and its canonical hash.
    pub idempotency: Option<(&'a str, &'a [u8])>,
}

/// What a move led to.
// Returned once per move and taken apart at once: a box would cost an
// allocation on the move path.
#[allow(clippy::large_enum_variant)]
pub enum Played<A> {
    /// The stored answer to an earlier request with the same key.
    Replayed(Value),
    /// The step stored: the answer, the step, and the game as it now stands.
    Stored {
        answer: A,
        stored: StoredMove,
        game: LoadedGame,
    },
}

/// Plays `mv` on `loaded` for the token's player: checked already by the
/// read (`checked`), or by the write for a game kept from an earlier
/// request; an idempotent retry's stored answer, which no write follows,
/// checks an unchecked token alone. `answer` makes the answer from the
/// game as stepped, the new version and the events the seat sees; with a
/// key it is stored with the step, for a retry. Each statement runs on
/// `referee`'s connections; the write is its own transaction, guarded by
/// the version read.
pub async fn play_on<A: Serialize>(
    referee: &Referee,
    stepper: &Stepper<'_>,
    token: UncheckedCaller,
    mv: &Move<'_>,
    mut loaded: LoadedGame,
    checked: bool,
    answer: impl FnOnce(&LoadedGame, i64, Vec<Box<RawValue>>) -> A,
) -> Result<Played<A>, Error> {
    let id = loaded.row.id;
    let player = token.subject();
    let seat = loaded
        .seat_of(player)
        .ok_or_else(|| Error::forbidden(ProblemCode::NotSeated, "you hold no seat in this game"))?;
    if let Some((key, request_hash)) = mv.idempotency {
        let stored = referee
            .db(async move |conn| {
                let response = replay(conn, id, seat, key, request_hash).await?;
                // The answer holds the seat's view: only to a valid token.
                if response.is_some() && !checked {
                    token.check_alone(conn).await?;
                }
                Ok::<_, Error>(response)
            })
            .await?;
        if let Some(response) = stored {
            return Ok(Played::Replayed(response));
        }
    }
    if mv.game != loaded.row.game {
        return Err(Error::refused(
            ProblemCode::GameMismatch,
            format!(
                "this move is for {}, and the game is {}",
                mv.game, loaded.row.game
            ),
        ));
    }
    // A step that overtook the client's version is news to it even when
    // that step ended the game: only a client that saw the final version
    // is told `game_over` (docs/RULES.md, "Both games — turn clocks").
    if loaded.row.status == GameStatus::Finished && mv.expected_version != loaded.row.version {
        return Err(Error::version_conflict(loaded.row.version));
    }
    loaded.require_active()?;
    if loaded.is_resigned(seat) {
        return Err(Error::conflict(
            ProblemCode::SeatResigned,
            "you resigned: the referee plays your turns",
        ));
    }
    if mv.expected_version != loaded.row.version {
        return Err(Error::version_conflict(loaded.row.version));
    }
    let signature = match mv.signature {
        Some((key_id, signed)) => {
            let (version, action) = (loaded.row.version, mv.action);
            Some(
                referee
                    .db(async move |conn| {
                        check_move_signature(
                            conn, player, id, version, seat, action, key_id, signed,
                        )
                        .await
                    })
                    .await?,
            )
        }
        None if loaded.row.signed_moves => {
            return Err(Error::forbidden(
                ProblemCode::MoveSignatureRequired,
                "this game takes signed moves only: send `signature` (docs/FAIRNESS.md, \"Signed moves\")",
            ))
        }
        None => None,
    };
    let mut step = apply_step(
        stepper,
        &mut loaded,
        seat,
        mv.action,
        None,
        Some(Viewer::Seat(seat)),
    )?;
    step.signature = signature;
    let response = answer(&loaded, step.version, std::mem::take(&mut step.seen));
    let stored_answer = mv
        .idempotency
        .map(|(key, request_hash)| {
            serde_json::to_value(&response)
                .map(|answer| (key, request_hash, answer))
                .map_err(Error::internal)
        })
        .transpose()?;
    let record = StepRecord::of(stepper, &loaded, &step, mv.action, stored_answer)?;
    let written = {
        let write = record.write(stepper, &loaded, &step, Some(token))?;
        referee
            .db(async |conn| {
                store::games::write_step(conn, &write)
                    .await
                    .map_err(|e| write_error(e, step.version))
            })
            .await?
    };
    let Some(written) = written else {
        let read_version = step.read_version;
        let signing_key = step.player_signing_key().map(str::to_owned);
        return Err(referee
            .db(async move |conn| {
                let signing_key = signing_key.as_deref();
                Ok::<_, Error>(not_stored(conn, id, read_version, Some(token), signing_key).await)
            })
            .await?);
    };
    // The game as stored: a next step may start from it.
    loaded.row_version = Some(written.row_version.clone());
    Ok(Played::Stored {
        answer: response,
        stored: record.stored(stepper, &loaded, &written),
        game: loaded,
    })
}

/// The answer a retry with `key` gets after its move lost a race (to its
/// own first attempt, which stored the answer): `None` when no move with
/// that key was stored.
pub async fn replay_after_conflict(
    referee: &Referee,
    id: Uuid,
    token: UncheckedCaller,
    key: &str,
    request_hash: &[u8],
) -> Result<Option<Value>, Error> {
    referee
        .db(async move |conn| {
            let (loaded, caller) = load_checked(conn, id, token).await?;
            match loaded.seat_of(caller.player_id) {
                Some(seat) => replay(conn, id, seat, key, request_hash).await,
                None => Ok(None),
            }
        })
        .await
}

/// The stored answer to an earlier request with the same key, if any.
async fn replay(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    seat: Seat,
    key: &str,
    request_hash: &[u8],
) -> Result<Option<Value>, Error> {
    let Some(row) = store::events::by_idempotency_key(conn, id, i16::from(seat), key).await? else {
        return Ok(None);
    };
    if row.request_hash.as_deref() != Some(request_hash) {
        return Err(Error::refused(
            ProblemCode::IdempotencyKeyReused,
            "this Idempotency-Key was used for a different request",
        ));
    }
    row.response
        .map(Some)
        .ok_or_else(|| Error::internal("idempotent event without response"))
}
