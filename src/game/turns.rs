//! The referee's own steps: a due turn played by the clock (or at once for
//! a resigned seat), an open game expired, a seat resigned, a bot's turn.
//! Each goes through [`super::step`] as a client's move does.

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::error::{Error, ProblemCode};
use super::read::{load, lock_for};
use super::step::{apply_step, store_step, Stepper, StoredMove};
use super::LoadedGame;
use crate::audit::PlayedBy;
use crate::clock::Clock;
use crate::engine::Viewer;
use crate::store::games::Claim;
use crate::store::outbox::Shards;
use crate::store::topic::Topic;
use crate::store::{self, AsyncPgConnection};

/// Plays the default action of the seat on turn of a game whose deadline
/// has passed, if this process claims it first. Returns the step it
/// stored, if it played.
pub async fn play_due_turn(
    conn: &mut AsyncPgConnection,
    settings: &crate::config::NotificationConfig,
    shards: Shards,
    key: &crate::signature::Key,
    now: DateTime<Utc>,
    id: Uuid,
) -> Result<Option<StoredMove>, Error> {
    if !store::games::claim(conn, id, Claim::TurnDue(now)).await? {
        return Ok(None);
    }
    let mut loaded = load(conn, id).await?;
    let Some(engine) = loaded.engine.as_ref() else {
        return Ok(None);
    };
    let Some(seat) = engine.to_move() else {
        return Ok(None);
    };
    let action = engine
        .default_action(seat)
        .ok_or_else(|| Error::internal(format!("game {id}: no default action for seat {seat}")))?;
    let played_by = if loaded.is_resigned(seat) {
        PlayedBy::Resigned
    } else {
        PlayedBy::Clock
    };
    let stepper = Stepper {
        settings,
        at: now,
        referee_key: Some(key),
        shards,
    };
    let step = apply_step(&stepper, &mut loaded, seat, &action, Some(played_by), None)?;
    store_step(conn, &stepper, &mut loaded, step, &action, None, None)
        .await
        .map(Some)
}

/// Aborts an open game that has not filled in time, revealing its server
/// seed as a manual abort does, and tells those seated.
pub async fn expire(
    conn: &mut AsyncPgConnection,
    settings: &crate::config::NotificationConfig,
    id: Uuid,
    before: DateTime<Utc>,
) -> Result<(), Error> {
    if !store::games::claim(conn, id, Claim::OpenSince(before)).await? {
        return Ok(());
    }
    super::table::abort_open(conn, settings, id).await?;
    Ok(())
}

/// Resigns `player`'s seat of `loaded` (locked by the caller's
/// transaction): from now on the referee plays each of its turns at once.
pub async fn resign_seat(
    conn: &mut AsyncPgConnection,
    mut loaded: LoadedGame,
    player: Uuid,
    now: DateTime<Utc>,
) -> Result<LoadedGame, Error> {
    let seat = loaded
        .seat_of(player)
        .ok_or_else(|| Error::forbidden(ProblemCode::NotSeated, "you hold no seat in this game"))?;
    loaded.require_active()?;
    if loaded.is_resigned(seat) {
        return Err(Error::conflict(
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
        store::notifications::wake(conn, Topic::Clock).await?;
    }
    // Watchers of the game see the seat resigned.
    store::notifications::wake(conn, Topic::Game(id)).await?;
    Ok(loaded)
}

/// What one claim of a game came to.
pub enum Claimed {
    Played(StoredMove),
    /// Locked by a request or another process.
    Busy,
    /// No bot is on turn any more (the game moved on).
    NotOnTurn,
}

/// Plays the turn of the bot on turn in game `id`, if this process claims
/// the game and a bot is still on turn.
pub async fn play_bot_turn(
    conn: &mut AsyncPgConnection,
    settings: &crate::config::NotificationConfig,
    shards: Shards,
    key: &crate::signature::Key,
    now: DateTime<Utc>,
    id: Uuid,
) -> Result<Claimed, Error> {
    if !store::games::claim(conn, id, Claim::Running).await? {
        return Ok(Claimed::Busy);
    }
    let mut loaded = load(conn, id).await?;
    let Some((seat, bot)) = loaded.bot_on_turn() else {
        return Ok(Claimed::NotOnTurn);
    };
    let bot = bot.to_owned();
    let engine = loaded
        .engine
        .as_ref()
        .ok_or_else(|| Error::internal("an active game has an engine"))?;
    // The seat's view, as a client in that seat would get it: nothing more.
    let view = engine.view_value(Viewer::Seat(seat));
    let game_seed = loaded
        .row
        .game_seed
        .as_deref()
        .ok_or_else(|| Error::internal(format!("game {id} has no game seed")))?;
    let seed = crate::bots::bot_seed(game_seed, seat, loaded.row.version);
    let action = crate::bots::decide(engine.game_id(), &bot, &view, seed)
        .map_err(|e| Error::internal(format!("game {id}: bot {bot}: {e}")))?;
    let stepper = Stepper {
        settings,
        at: now,
        referee_key: Some(key),
        shards,
    };
    let step = apply_step(&stepper, &mut loaded, seat, &action, None, None)?;
    store_step(conn, &stepper, &mut loaded, step, &action, None, None)
        .await
        .map(Claimed::Played)
}

/// Resigns `player`'s seat of game `id`, in one transaction (a private game
/// it takes no part in answers as a missing one).
pub async fn resign(
    conn: &mut AsyncPgConnection,
    clock: &Clock,
    id: Uuid,
    player: Uuid,
) -> Result<LoadedGame, Error> {
    conn.transaction(async |conn| {
        lock_for(conn, id, player).await?;
        let loaded = load(conn, id).await?;
        resign_seat(conn, loaded, player, clock.now()).await
    })
    .await
}
