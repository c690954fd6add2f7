//! The bot runner: plays the seats the server's built-in bots
//! hold (`crate::bots`), as soon as one is on turn.
//!
//! Every server process runs one. It lists games whose seat on turn is a
//! bot, claims each with `FOR UPDATE SKIP LOCKED` (two processes never play
//! the same turn), and plays the bot's choice through the move path
//! (`game::step`) as the seat's own step: the same
//! version check, hash chain, notifications and audit as a client's move.
//! A bot decides from its seat's view alone, with a seed derived from the
//! game seed, the seat and the version (`bots::bot_seed`), so every bot step
//! can be replayed. It is woken by `NOTIFY … b`, which a step (or a start)
//! that puts a bot on turn sends; a game that is locked when the runner
//! claims it (a request of its players holds it) is tried again within
//! milliseconds, so a busy game does not cost the bot its turn.

use std::sync::Arc;
use std::time::Duration;

use diesel_async::AsyncConnection;

use crate::game::turns::{play_bot_turn, Claimed};
use crate::game::{Error, ProblemCode, Referee};
use crate::store;
use crate::store::topic::Topic;
use crate::workers::hub::Hub;
use crate::workers::sweeper;

/// The longest the runner sleeps without looking (a safety net: it is woken
/// whenever a bot is put on turn).
const LONGEST_SLEEP: Duration = Duration::from_secs(5);
/// How soon the runner looks again at a game that was busy (locked by a
/// request or another process) when it was due, at first and at most: a
/// request holds a game's row for milliseconds, and nothing tells the
/// runner when it lets go, so it retries with a short back-off, and the
/// bot moves about as soon as the game is free.
const BUSY_RETRY_FIRST: Duration = Duration::from_millis(5);
const BUSY_RETRY_MAX: Duration = Duration::from_millis(40);
/// Games claimed per round.
const BATCH: i64 = 50;

/// Runs the bot runner of this process for ever.
pub async fn run(referee: Referee, hub: Arc<Hub>) {
    let mut busy_retry = BUSY_RETRY_FIRST;
    sweeper::run(referee, hub, Topic::Bots, "the bot runner", async |state| {
        Ok(match sweep(state).await? {
            Swept::Done => {
                busy_retry = BUSY_RETRY_FIRST;
                LONGEST_SLEEP
            }
            Swept::Busy => {
                let sleep = busy_retry;
                busy_retry = (busy_retry * 2).min(BUSY_RETRY_MAX);
                sleep
            }
        })
    })
    .await;
}

/// How a sweep ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Swept {
    /// No bot is on turn in a game this process could claim.
    Done,
    /// A bot is on turn in a game that was locked when claimed: look again
    /// soon.
    Busy,
}

/// Plays bot turns until none is left that this process can claim.
pub async fn sweep(state: &Referee) -> Result<Swept, Error> {
    loop {
        let due = state
            .db::<_, Error>(async |conn| Ok(store::games::bot_turns(conn, BATCH).await?))
            .await?;
        let (mut progress, mut busy) = (0, 0);
        for id in &due {
            let id = *id;
            let settings = state.notifications;
            let shards = state.shards();
            let clock = state.clock.clone();
            let key = state.signing_key.clone();
            let played = state
                .db::<_, Error>(async move |conn| {
                    conn.transaction(async |conn| {
                        play_bot_turn(conn, &settings, shards, &key, clock.now(), id).await
                    })
                    .await
                })
                .await;
            match played {
                Ok(Claimed::Played(stored)) => {
                    stored.committed(state).await;
                    progress += 1;
                }
                Ok(Claimed::Busy) => busy += 1,
                Ok(Claimed::NotOnTurn) => {}
                // Claims are exclusive, so this is not expected: counted.
                Err(err) if err.fault.code == ProblemCode::VersionConflict => {
                    state.metrics.version_conflict()
                }
                Err(err) => tracing::warn!("game {id}: a bot could not play: {}", err.fault.detail),
            }
        }
        // Nothing this process could play (held elsewhere, or failing):
        // wait rather than spin.
        if due.is_empty() || progress == 0 {
            return Ok(if busy > 0 { Swept::Busy } else { Swept::Done });
        }
    }
}
