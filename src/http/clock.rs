//! Keeping games moving (docs/RULES.md, "Both games — turn clocks"): the
//! sweeper that plays due turns and expires open games, and resignation.
//!
//! Every server process runs one sweeper. It finds due turns through an
//! index on the deadline and claims each game with `FOR UPDATE SKIP
//! LOCKED`, so two processes never play the same timeout; the step goes
//! through the move path (`moves::apply_step`/`store_step`): the same
//! version check, hash chain and notifications as a client's move. Between
//! rounds it sleeps until the earliest deadline (at most a minute), woken
//! early by `NOTIFY` when a step stores a new deadline.

use std::time::Duration;

use actix_web::{post, web};
use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::auth::Caller;
use super::dto::{GameDto, LoadedGame};
use super::error::{ApiError, Problem, ProblemCode};
use super::games::load;
use super::moves::{apply_step, store_step, Stepper, StoredMove, CLOCK_WAKE};
use super::notifications::{notify, Change};
use super::AppState;
use crate::audit::PlayedBy;
use crate::store;
use crate::store::AsyncPgConnection;
use crate::workers::hub::Topic;

/// The longest the sweeper sleeps without looking (a safety net: it is
/// woken when a deadline is stored).
const LONGEST_SLEEP: Duration = Duration::from_secs(60);
/// Games claimed per round.
const BATCH: i64 = 50;

/// Runs the sweeper of this process for ever.
pub async fn run(state: web::Data<AppState>) {
    let mut woken = state.hub.subscribe(Topic::Clock);
    loop {
        let sleep = match sweep(&state).await {
            Ok(sleep) => sleep,
            Err(err) => {
                tracing::warn!("the clock sweeper failed: {}; retrying", err.detail);
                Duration::from_secs(1)
            }
        };
        woken.wait(sleep).await;
    }
}

/// One round: plays every due turn, expires every stale open game; returns
/// how long to sleep until the next known deadline.
pub async fn sweep(state: &web::Data<AppState>) -> Result<Duration, ApiError> {
    // Whether this round got anywhere: a due game that cannot be played (it
    // failed, or another process holds it) must not make the sweeper spin.
    let stuck = loop {
        let mut progress = 0;
        let now = state.clock.now();
        let due = state
            .db(async move |conn| Ok(store::games::due_turns(conn, now, BATCH).await?))
            .await?;
        for id in &due {
            let id = *id;
            let settings = state.notifications;
            let clock = state.clock.clone();
            let played = state
                .db(async move |conn| {
                    conn.transaction(async |conn| {
                        play_due_turn(conn, &settings, clock.now(), id).await
                    })
                    .await
                })
                .await;
            match played {
                Ok(Some(stored)) => {
                    stored.count(&state.metrics);
                    progress += 1;
                }
                Ok(None) => {}
                // A client's move won the race: it stands; nothing to do.
                Err(err) if err.code == ProblemCode::VersionConflict => {}
                Err(err) => tracing::warn!("game {id}: the clock could not play: {}", err.detail),
            }
        }
        let ttl = state.clocks.open_game_ttl_secs;
        let before = now - chrono::Duration::seconds(i64::try_from(ttl).unwrap_or(i64::MAX));
        let stale = state
            .db(async move |conn| Ok(store::games::expired_open(conn, before, BATCH).await?))
            .await?;
        for id in &stale {
            let id = *id;
            let settings = state.notifications;
            state
                .db(async move |conn| {
                    conn.transaction(async |conn| expire(conn, &settings, id, before).await)
                        .await
                })
                .await?;
        }
        progress += stale.len();
        let stuck = !due.is_empty() && progress == 0;
        if stuck || ((due.len() as i64) < BATCH && (stale.len() as i64) < BATCH) {
            break stuck;
        }
    };
    let store::games::NextDue {
        deadline,
        oldest_open,
    } = state
        .db(async |conn| Ok(store::games::next_due(conn).await?))
        .await?;
    let ttl = chrono::Duration::seconds(
        i64::try_from(state.clocks.open_game_ttl_secs).unwrap_or(i64::MAX),
    );
    let next = [deadline, oldest_open.map(|created| created + ttl)]
        .into_iter()
        .flatten()
        .min();
    let sleep = until(next, state.clock.now());
    // Due turns that could not be played are retried a second later, not
    // at once again and again.
    Ok(if stuck {
        sleep.max(Duration::from_secs(1))
    } else {
        sleep
    })
}

fn until(next: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Duration {
    next.map_or(LONGEST_SLEEP, |at| {
        (at - now)
            .to_std()
            .unwrap_or(Duration::ZERO)
            // A little after the deadline: it is then surely due.
            .saturating_add(Duration::from_millis(5))
            .min(LONGEST_SLEEP)
    })
}

/// Plays the default action of the seat on turn of a game whose deadline
/// has passed, if this process claims it first. Returns the step it
/// stored, if it played.
async fn play_due_turn(
    conn: &mut AsyncPgConnection,
    settings: &crate::config::NotificationConfig,
    now: DateTime<Utc>,
    id: Uuid,
) -> Result<Option<StoredMove>, ApiError> {
    if store::games::claim_due(conn, id, now).await?.is_none() {
        return Ok(None);
    }
    let mut loaded = load(conn, id).await?;
    let Some(engine) = loaded.engine.as_ref() else {
        return Ok(None);
    };
    let Some(seat) = engine.to_move() else {
        return Ok(None);
    };
    let action = engine.default_action(seat).ok_or_else(|| {
        ApiError::internal(format!("game {id}: no default action for seat {seat}"))
    })?;
    let played_by = if loaded.is_resigned(seat) {
        PlayedBy::Resigned
    } else {
        PlayedBy::Clock
    };
    let stepper = Stepper { settings, at: now };
    let step = apply_step(&stepper, &mut loaded, seat, &action, Some(played_by), None)?;
    store_step(conn, &stepper, &mut loaded, step, &action, None, None)
        .await
        .map(Some)
}

/// Aborts an open game that has not filled in time, revealing its server
/// seed as a manual abort does, and tells those seated.
async fn expire(
    conn: &mut AsyncPgConnection,
    settings: &crate::config::NotificationConfig,
    id: Uuid,
    before: DateTime<Utc>,
) -> Result<(), ApiError> {
    if store::games::claim_expired(conn, id, before)
        .await?
        .is_none()
    {
        return Ok(());
    }
    store::games::abort(conn, id).await?;
    let loaded = load(conn, id).await?;
    notify(conn, settings, &loaded, &Change::Aborted).await
}

/// Resigns the caller's seat: from now on the referee plays each of its
/// turns at once with the seat's default action (docs/RULES.md, "Both games
/// — turn clocks"); the game goes on, and scores as usual.
#[utoipa::path(
    tag = "moves",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = [])),
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
        .db(async move |conn| {
            conn.transaction(async |conn| {
                super::games::lock_for(conn, id, player).await?;
                let loaded = load(conn, id).await?;
                resign_seat(conn, loaded, player, clock.now()).await
            })
            .await
        })
        .await?;
    // The sweepers play its turn now if it is on turn.
    state.hub.wake(Topic::Clock);
    Ok(web::Json(loaded.dto(player)))
}

async fn resign_seat(
    conn: &mut AsyncPgConnection,
    mut loaded: LoadedGame,
    player: Uuid,
    now: DateTime<Utc>,
) -> Result<LoadedGame, ApiError> {
    let seat = loaded.seat_of(player).ok_or_else(|| {
        ApiError::forbidden(ProblemCode::NotSeated, "you hold no seat in this game")
    })?;
    loaded.require_active()?;
    if loaded.is_resigned(seat) {
        return Err(ApiError::conflict(
            ProblemCode::SeatResigned,
            "you have already resigned",
        ));
    }
    let id = loaded.row.id;
    let away = loaded
        .seats
        .iter()
        .find(|(s, _)| s.player_id == player)
        .is_some_and(|(s, _)| s.away);
    store::games::set_seat_flags(conn, id, i16::from(seat), away, true).await?;
    for (s, _) in loaded.seats.iter_mut() {
        if s.player_id == player {
            s.resigned = true;
        }
    }
    // On turn: due at once, its deadline the moment its turn began (as for
    // every turn of a resigned seat, docs/RULES.md), clock or not.
    let on_turn = loaded.engine.as_ref().and_then(|e| e.to_move()) == Some(seat);
    let due_since = if on_turn {
        Some(store::events::stored_at(conn, id, loaded.row.version).await?)
    } else {
        None
    };
    store::games::mark_resigned(conn, id, now, due_since).await?;
    loaded.row.updated_at = now;
    if let Some(deadline) = due_since {
        loaded.row.turn_deadline = Some(deadline);
        store::notifications::wake(conn, CLOCK_WAKE).await?;
    }
    // Watchers of the game see the seat resigned.
    store::notifications::wake(conn, &format!("g:{id}")).await?;
    Ok(loaded)
}
