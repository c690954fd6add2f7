//! A step: an action played through the engine on a loaded game, linked
//! into the hash chain, and stored with its event, its notifications and
//! the wake-ups it causes, in one statement guarded by the row version
//! read (docs/ARCHITECTURE.md, "A step"). Every step goes this way: a
//! client's move, the clock's, a resigned seat's and a bot's.

use chrono::{DateTime, Utc};
use serde_json::value::RawValue;
use serde_json::Value;
use uuid::Uuid;

use super::caller::UncheckedCaller;
use super::error::{Error, ProblemCode};
use super::fanout::StepNews;
use super::notify::{notifications_for, Change};
use super::LoadedGame;
use crate::audit::{self, PlayedBy};
use crate::config::NotificationConfig;
use crate::engine::{EventsJson, Seat, Viewer};
use crate::signature::StepSignature;
use crate::store;
use crate::store::games::{Progress, StepWrite, TellNow};
use crate::store::keys::PlayerKeyRow;
use crate::store::models::{GameStatus, NewEvent};
use crate::store::notifications::NewNotification;
use crate::store::outbox::Shards;
use crate::store::sql::JsonText;
use crate::store::AsyncPgConnection;

/// Who plays, and when: what a step needs besides its action.
pub struct Stepper<'a> {
    pub settings: &'a NotificationConfig,
    /// The step's time (the referee's clock).
    pub at: DateTime<Utc>,
    /// The referee's key when it plays the step itself (the clock's, a
    /// resigned seat's, a bot's): [`apply_step`] signs the step as its own
    /// act (docs/FAIRNESS.md, "Signed steps"). `None`: a player's move.
    pub referee_key: Option<&'a crate::signature::Key>,
    /// Where players' notifications live: on one Postgres a step's write
    /// tells it too; on Citus its outbox row is told once it commits
    /// ([`super::fanout`]).
    pub shards: store::outbox::Shards,
}

/// A step [`store_step`] wrote: counted and told once its transaction
/// commits.
#[must_use = "count and tell the move once its transaction commits"]
pub struct StoredMove {
    game: String,
    played_by: Option<PlayedBy>,
    /// What is left to tell once the write commits (`None`: the write told
    /// it).
    news: Option<StepNews>,
}

impl StoredMove {
    /// `referee_moves_stored_total{game, played_by}`.
    pub fn count(&self, metrics: &crate::metrics::Metrics) {
        let by = self.played_by.map_or("client", PlayedBy::as_str);
        metrics.move_stored(&self.game, by);
    }

    /// Counts the step, and tells it to its players ([`super::fanout`]):
    /// once its transaction has committed.
    pub async fn committed(self, referee: &super::Referee) {
        self.count(&referee.metrics);
        if let Some(news) = &self.news {
            super::fanout::tell(referee, news).await;
        }
    }
}

/// A step the engine has played on a loaded game, not yet stored.
pub struct AppliedStep {
    game_id: Uuid,
    pub read_version: i64,
    pub version: i64,
    seat: Seat,
    /// The full truth, as canonical JSON text.
    pub events: EventsJson,
    /// The events as `apply_step`'s `seen_by` sees them (none without one).
    pub seen: Vec<Box<RawValue>>,
    hash: [u8; 32],
    /// The hash of the step before: the write stores this one only after it.
    previous_hash: Vec<u8>,
    state: JsonText,
    played_by: Option<PlayedBy>,
    /// Its player's signature of the move, or the referee's of a step it
    /// played itself ([`Stepper::referee_key`]).
    pub signature: Option<StepSignature>,
    /// The seat's `away` flag changed (a clock step sets it; the seat's own
    /// move clears it).
    away_changed: bool,
}

/// Plays `action` for `seat` on `loaded` (updated in memory: engine, row,
/// seat flags, the next turn's deadline) and links it into the hash chain;
/// with `seen_by`, also redacts the events for that viewer (a move's answer).
/// Nothing is written: see [`store_step`]. The move path of every step, a
/// client's or the referee's (clock, resignation).
pub fn apply_step(
    stepper: &Stepper<'_>,
    loaded: &mut LoadedGame,
    seat: Seat,
    action: &Value,
    played_by: Option<PlayedBy>,
    seen_by: Option<Viewer>,
) -> Result<AppliedStep, Error> {
    let id = loaded.row.id;
    let read_version = loaded.row.version;
    let engine = loaded.engine.as_mut().ok_or_else(|| {
        Error::conflict(
            ProblemCode::GameNotStarted,
            "the game is waiting for players",
        )
    })?;
    // The events as their canonical JSON text: stored and hashed as is.
    let (events, seen) = engine.apply_canonical_seen(seat, action, seen_by)?;
    let version = read_version + 1;
    let previous_hash = loaded
        .head_hash
        .clone()
        .ok_or_else(|| Error::internal(format!("game {id} has no event {read_version}")))?;
    let previous = previous_hash.as_slice();
    let seq = u64::try_from(version).map_err(Error::internal)?;
    let commitment = audit::commit_canonical(
        engine,
        &loaded.row.server_seed,
        seq,
        Some(action),
        events.iter().map(str::as_bytes),
    )
    .map_err(Error::internal)?;
    let at = stepper.at;
    let hash = audit::link_step(previous, seq, Some(seat), at, played_by, &commitment);
    let finished = engine.outcome().finished;
    let state = JsonText(engine.snapshot());
    let next = engine.to_move();

    let row = &mut loaded.row;
    row.version = version;
    row.status = if finished {
        GameStatus::Finished
    } else {
        GameStatus::Active
    };
    row.turn_seat = next.map(i16::from);
    row.updated_at = at;
    row.finished_at = finished.then_some(at);
    // Away until a step the seat submits itself (a resigned seat stays so).
    let away = played_by.is_some();
    let mut away_changed = false;
    for (s, _) in loaded.seats.iter_mut() {
        if s.seat == i16::from(seat) && s.away != away {
            s.away = away;
            away_changed = true;
        }
    }
    loaded.row.turn_deadline = loaded.deadline_of_turn(at);
    loaded.head_hash = Some(hash.to_vec());
    let mut step = AppliedStep {
        game_id: id,
        read_version,
        version,
        seat,
        events,
        seen,
        hash,
        previous_hash,
        state,
        played_by,
        signature: None,
        away_changed,
    };
    if let Some(key) = stepper.referee_key {
        step.sign_as_referee(key)?;
    }
    Ok(step)
}

impl AppliedStep {
    /// The key of its player's signature, which must still be unrevoked
    /// when the step is written; none for an unsigned step or the
    /// referee's.
    pub fn player_signing_key(&self) -> Option<&str> {
        self.signature
            .as_ref()
            .filter(|signed| signed.signer == crate::signature::Signer::Player)
            .map(|signed| signed.key_id.as_str())
    }

    /// Signs the step as the referee's own act.
    fn sign_as_referee(&mut self, key: &crate::signature::Key) -> Result<(), Error> {
        let seq = u64::try_from(self.version).map_err(Error::internal)?;
        self.signature = Some(crate::signature::sign_step(
            key,
            self.game_id,
            seq,
            self.seat,
            self.played_by,
            &self.hash,
        ));
        Ok(())
    }
}

/// Stores an applied step in the caller's transaction, in one statement
/// ([`store::games::write_step`]): the snapshot where the row is still the
/// one read (else 409, and nothing is written), the event (with the answer
/// of an idempotent request), the seat's flags, the notifications, and the
/// wake-up of the sweepers when a deadline was set.
pub async fn store_step(
    conn: &mut AsyncPgConnection,
    stepper: &Stepper<'_>,
    loaded: &mut LoadedGame,
    step: AppliedStep,
    action: &Value,
    idempotent: Option<(&str, &[u8], Value)>,
    token: Option<UncheckedCaller>,
) -> Result<StoredMove, Error> {
    let record = StepRecord::of(stepper, loaded, &step, action, idempotent)?;
    let written = store::games::write_step(conn, &record.write(stepper, loaded, &step, token)?)
        .await
        .map_err(|e| write_error(e, step.version))?;
    let Some(written) = written else {
        let signing_key = step.player_signing_key();
        return Err(not_stored(conn, loaded.row.id, step.read_version, token, signing_key).await);
    };
    // The game as stored: a next step may start from it (`http::kept`).
    loaded.row_version = Some(written.row_version.clone());
    Ok(record.stored(stepper, loaded, &written))
}

/// What a step stores besides the game row: its event, the notifications
/// it sends and the seat's flag, made from the applied step.
pub struct StepRecord {
    event: NewEvent,
    notifications: Vec<NewNotification>,
    /// The stepping seat's new `away` flag, when it changed.
    away: Option<(i16, bool)>,
    game: String,
    played_by: Option<PlayedBy>,
}

impl StepRecord {
    pub fn of(
        stepper: &Stepper<'_>,
        loaded: &LoadedGame,
        step: &AppliedStep,
        action: &Value,
        idempotent: Option<(&str, &[u8], Value)>,
    ) -> Result<Self, Error> {
        let row = &loaded.row;
        let (idempotency_key, request_hash, response) = match idempotent {
            Some((key, hash, answer)) => (Some(key.to_owned()), Some(hash.to_vec()), Some(answer)),
            None => (None, None, None),
        };
        let seat = i16::from(step.seat);
        let away = step
            .away_changed
            .then(|| loaded.seats.iter().find(|(s, _)| s.seat == seat))
            .flatten()
            .map(|(s, _)| (seat, s.away));
        let kind = action
            .get("kind")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let notifications = notifications_for(
            loaded,
            &Change::Moved {
                seat: step.seat,
                action: kind,
            },
        );
        let event = NewEvent {
            game_id: row.id,
            seq: step.version,
            actor_seat: Some(seat),
            action: Some(action.clone()),
            events: JsonText(step.events.as_array().to_owned()),
            hash: step.hash.to_vec(),
            idempotency_key,
            request_hash,
            response,
            created_at: stepper.at,
            played_by: step.played_by,
            signature: step
                .signature
                .as_ref()
                .map(serde_json::to_value)
                .transpose()
                .map_err(Error::internal)?,
        };
        Ok(StepRecord {
            event,
            notifications,
            away,
            game: row.game.clone(),
            played_by: step.played_by,
        })
    }

    /// The step as stored (`written`), on `loaded` as the step left it: to
    /// count and tell once its transaction commits.
    pub fn stored(
        self,
        stepper: &Stepper<'_>,
        loaded: &LoadedGame,
        written: &store::games::Written,
    ) -> StoredMove {
        let row = &loaded.row;
        let news = (stepper.shards == Shards::ByPlayer).then(|| StepNews {
            game_id: row.id,
            seq: self.event.seq,
            notifications: self.notifications,
            wake_clock: row.turn_deadline.is_some(),
            wake_bots: loaded.bot_on_turn().is_some(),
            behind: written.behind,
        });
        StoredMove {
            game: self.game,
            played_by: self.played_by,
            news,
        }
    }

    /// The step's event, as [`StepRecord::write`] would store it.
    pub fn into_event(self) -> NewEvent {
        self.event
    }

    /// The write of `step` on `loaded` (as the step left it), with this
    /// record: [`store::games::write_step`]'s parameters.
    pub fn write<'a>(
        &'a self,
        stepper: &Stepper<'_>,
        loaded: &'a LoadedGame,
        step: &'a AppliedStep,
        token: Option<UncheckedCaller>,
    ) -> Result<StepWrite<'a>, Error> {
        let row = &loaded.row;
        let row_version = loaded
            .row_version
            .as_deref()
            .ok_or_else(|| Error::internal("a step is stored against the row version it read"))?;
        let (wake_clock, wake_bots) = (row.turn_deadline.is_some(), loaded.bot_on_turn().is_some());
        Ok(StepWrite {
            row_version,
            read_version: step.read_version,
            progress: Progress {
                version: step.version,
                state: &step.state,
                status: row.status,
                turn_seat: row.turn_seat,
                finished_at: row.finished_at,
                turn_deadline: row.turn_deadline,
            },
            event: &self.event,
            away: self.away,
            notifications: &self.notifications,
            wake_clock,
            wake_bots,
            previous_hash: &step.previous_hash,
            token: token.map(|t| (t.subject(), t.generation())),
            signing_key: step.player_signing_key(),
            tell_now: (stepper.shards == Shards::One).then(|| {
                let recipients: Vec<Uuid> =
                    self.notifications.iter().map(|n| n.player_id).collect();
                // The webhooks' word is the write's to add: it alone knows
                // whether it wrote deliveries.
                let workers = store::outbox::workers_to_wake(false, wake_clock, wake_bots);
                let (waiters, workers) = store::outbox::wake_words(row.id, &recipients, &workers);
                TellNow {
                    webhook_retry_secs: stepper.settings.webhook_retry_secs(),
                    waiters,
                    workers,
                }
            }),
        })
    }
}

/// A write of step `version` that failed: a unique violation is a step of
/// the same version stored first (409).
pub fn write_error(err: diesel::result::Error, version: i64) -> Error {
    if crate::store::is_unique_violation(&err) {
        Error::version_conflict(version)
    } else {
        Error::from(err)
    }
}

/// Why a write stored nothing: the token, or the key that signed the
/// move, was revoked since it was checked, or another step (or a
/// resignation, which moves no version) came first; then the answer tells
/// the version the game is at now.
pub async fn not_stored(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    read_version: i64,
    token: Option<UncheckedCaller>,
    signing_key: Option<&str>,
) -> Error {
    if let Some(token) = token {
        if let Err(err) = token.check_alone(conn).await {
            return err;
        }
        if let Some(key_id) = signing_key {
            match store::keys::player_key(conn, token.subject(), key_id).await {
                Ok(Some(PlayerKeyRow {
                    revoked_at: Some(revoked),
                    ..
                })) => return key_revoked(key_id, revoked),
                Ok(_) => {}
                Err(err) => return err.into(),
            }
        }
    }
    match store::games::version_of(conn, id).await {
        Ok(current) => Error::version_conflict(current.unwrap_or(read_version)),
        Err(err) => err.into(),
    }
}

/// A move signed with a key its player has revoked.
fn key_revoked(key_id: &str, revoked: DateTime<Utc>) -> Error {
    Error::refused(
        ProblemCode::SigningKeyRevoked,
        format!(
            "key {key_id} was revoked at {}: it signs no new move",
            crate::audit::timestamp(revoked)
        ),
    )
}

/// Checks a player's signature of its move (docs/FAIRNESS.md, "Signed
/// moves"): `key_id` names a key `player` registered and has not revoked,
/// and `signature` (hex) is that key's over this game, `version` (the one
/// the move applies to), `seat` and `action`. Answers the signature as the
/// step stores it, with the public key, so that the bundle verifies
/// offline.
#[allow(clippy::too_many_arguments)]
pub async fn check_move_signature(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    game_id: Uuid,
    version: i64,
    seat: Seat,
    action: &Value,
    key_id: &str,
    signature: &str,
) -> Result<StepSignature, Error> {
    let Some(key) = store::keys::player_key(conn, player, key_id).await? else {
        return Err(
            if store::keys::key_of_another_player(conn, player, key_id).await? {
                Error::forbidden(
                    ProblemCode::SigningKeyOfAnotherPlayer,
                    format!("key {key_id} is another player's: sign with one of yours"),
                )
            } else {
                Error::refused(
                    ProblemCode::UnknownSigningKey,
                    format!(
                        "you have no key {key_id}: register it first (POST /v1/players/me/keys)"
                    ),
                )
            },
        );
    };
    if let Some(revoked) = key.revoked_at {
        return Err(key_revoked(key_id, revoked));
    }
    let public = crate::signature::public_key(&key.public_key).map_err(Error::internal)?;
    let version = u64::try_from(version).map_err(Error::internal)?;
    let text = crate::signature::move_text(game_id, version, seat, action);
    crate::signature::verifies(&public, &text, signature).map_err(|why| {
        Error::refused(
            ProblemCode::InvalidMoveSignature,
            format!(
                "{why}: sign referee-move-signature/v1, the game id, the version the move applies to ({version}), your seat ({seat}) and the action's canonical JSON (docs/FAIRNESS.md, \"Signed moves\")"
            ),
        )
    })?;
    Ok(StepSignature {
        signer: crate::signature::Signer::Player,
        algorithm: crate::signature::ED25519.to_owned(),
        key_id: key.key_id,
        public_key: Some(crate::lowerhex::encode(&key.public_key)),
        signature: signature.to_ascii_lowercase(),
    })
}
