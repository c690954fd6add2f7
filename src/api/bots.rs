//! The bot runner (issue 13): plays the seats the server's built-in bots
//! hold (`crate::bots`), as soon as one is on turn.
//!
//! Every server process runs one. It lists games whose seat on turn is a
//! bot, claims each with `FOR UPDATE SKIP LOCKED` (two processes never play
//! the same turn), and plays the bot's choice through the move path
//! (`moves::apply_step`/`store_step`) as the seat's own step: the same
//! version check, hash chain, notifications and audit as a client's move.
//! A bot decides from its seat's view alone, with a seed derived from the
//! game seed, the seat and the version (`bots::bot_seed`), so every bot step
//! can be replayed. It is woken by `NOTIFY … b`, which a step (or a start)
//! that puts a bot on turn sends.

use std::time::Duration;

use actix_web::web;
use chrono::{DateTime, Utc};
use diesel::{Connection, PgConnection};
use uuid::Uuid;

use super::error::ApiError;
use super::games::load;
use super::moves::{apply_step, store_step, Stepper, StoredMove};
use super::AppState;
use crate::engine::Viewer;
use crate::hub::Topic;
use crate::{bots, store};

/// The longest the runner sleeps without looking (a safety net: it is woken
/// whenever a bot is put on turn).
const LONGEST_SLEEP: Duration = Duration::from_secs(5);
/// Games claimed per round.
const BATCH: i64 = 50;

/// Runs the bot runner of this process for ever.
pub async fn run(state: web::Data<AppState>) {
    let mut woken = state.hub.subscribe(Topic::Bots);
    loop {
        let sleep = match sweep(&state).await {
            Ok(()) => LONGEST_SLEEP,
            Err(err) => {
                tracing::warn!("the bot runner failed: {}; retrying", err.detail);
                Duration::from_secs(1)
            }
        };
        woken.wait(sleep).await;
    }
}

/// Plays bot turns until none is left that this process can claim.
pub async fn sweep(state: &web::Data<AppState>) -> Result<(), ApiError> {
    loop {
        let due = state
            .db(|conn| Ok(store::games::bot_turns(conn, BATCH)?))
            .await?;
        let mut progress = 0;
        for id in &due {
            let id = *id;
            let settings = state.notifications;
            let clock = state.clock.clone();
            let played = state
                .db(move |conn| {
                    conn.transaction(|conn| play_bot_turn(conn, &settings, clock.now(), id))
                })
                .await;
            match played {
                Ok(Some(stored)) => {
                    stored.count(&state.metrics);
                    progress += 1;
                }
                // Another process holds the game, or the turn moved on.
                Ok(None) => {}
                // Claims are exclusive, so this is not expected: counted.
                Err(err) if err.code == "version_conflict" => state.metrics.version_conflict(),
                Err(err) => tracing::warn!("game {id}: a bot could not play: {}", err.detail),
            }
        }
        // Nothing this process could play (held elsewhere, or failing):
        // wait for the next wake-up rather than spin.
        if due.is_empty() || progress == 0 {
            return Ok(());
        }
    }
}

/// Plays the turn of the bot on turn in game `id`, if this process claims
/// the game first and a bot is still on turn. Returns the step it stored.
fn play_bot_turn(
    conn: &mut PgConnection,
    settings: &crate::config::NotificationConfig,
    now: DateTime<Utc>,
    id: Uuid,
) -> Result<Option<StoredMove>, ApiError> {
    if !store::games::claim_active(conn, id)? {
        return Ok(None);
    }
    let mut loaded = load(conn, id)?;
    let Some((seat, bot)) = loaded.bot_on_turn() else {
        return Ok(None);
    };
    let bot = bot.to_owned();
    let engine = loaded
        .engine
        .as_ref()
        .ok_or_else(|| ApiError::internal("an active game has an engine"))?;
    // The seat's view, as a client in that seat would get it: nothing more.
    let view = engine.view_value(Viewer::Seat(seat));
    let game_seed = loaded
        .row
        .game_seed
        .as_deref()
        .ok_or_else(|| ApiError::internal(format!("game {id} has no game seed")))?;
    let seed = bots::bot_seed(game_seed, seat, loaded.row.version);
    let action = bots::decide(engine.game_id(), &bot, &view, seed)
        .map_err(|e| ApiError::internal(format!("game {id}: bot {bot}: {e}")))?;
    let stepper = Stepper { settings, at: now };
    let step = apply_step(&stepper, &mut loaded, seat, &action, None, None)?;
    store_step(conn, &stepper, &mut loaded, step, &action, None, None).map(Some)
}
