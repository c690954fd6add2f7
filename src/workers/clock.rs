//! The clock sweeper (docs/RULES.md, "Both games — turn clocks").
//!
//! Every server process runs one. It finds due turns through an index on
//! the deadline and claims each game with `FOR UPDATE SKIP LOCKED`, so two
//! processes never play the same timeout; the step goes through the move
//! path (`game::step`): the same version check, hash chain and
//! notifications as a client's move. Between rounds it sleeps until the
//! earliest deadline (at most a minute), woken early by `NOTIFY` when a
//! step stores a new deadline.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;

use crate::game::turns::{expire, play_due_turn};
use crate::game::{Error, ProblemCode, Referee};
use crate::store;
use crate::store::topic::Topic;
use crate::workers::hub::Hub;
use crate::workers::sweeper;

/// The longest the sweeper sleeps without looking (a safety net: it is
/// woken when a deadline is stored).
const LONGEST_SLEEP: Duration = Duration::from_secs(60);
/// Games claimed per round.
const BATCH: i64 = 50;

/// How often the sweeper deletes what has expired besides games (the
/// passkey ceremonies, the OAuth codes): rarely, since a request never
/// reads one past its expiry anyway.
const FORGET_EVERY: Duration = Duration::from_secs(60);

/// Runs the sweeper of this process for ever.
pub async fn run(referee: Referee, hub: Arc<Hub>) {
    // The first deletes wait a period too: a process that restarts often
    // would otherwise run them at each start, and on Citus each delete of
    // these reference tables writes to every node.
    let mut forgot_at = std::time::Instant::now();
    sweeper::run(
        referee,
        hub,
        Topic::Clock,
        "the clock sweeper",
        async |state| {
            if forgot_at.elapsed() >= FORGET_EVERY {
                forget_expired(state).await?;
                forgot_at = std::time::Instant::now();
            }
            sweep(state).await
        },
    )
    .await;
}

/// Deletes the passkey ceremonies that have expired and the OAuth codes
/// expired for a day; returns how many of each.
pub async fn forget_expired(state: &Referee) -> Result<(usize, usize), Error> {
    let now = state.clock.now();
    state
        .db(async move |conn| crate::game::access::forget_expired(conn, now).await)
        .await
}

/// One round: plays every due turn, expires every stale open game; returns
/// how long to sleep until the next known deadline.
pub async fn sweep(state: &Referee) -> Result<Duration, Error> {
    // Whether this round got anywhere: a due game that cannot be played (it
    // failed, or another process holds it) must not make the sweeper spin.
    let stuck = loop {
        let mut progress = 0;
        let now = state.clock.now();
        let due = state
            .db::<_, Error>(async move |conn| Ok(store::games::due_turns(conn, now, BATCH).await?))
            .await?;
        for id in &due {
            let id = *id;
            let settings = state.notifications;
            let shards = state.shards();
            let clock = state.clock.clone();
            let key = state.signing_key.clone();
            let played = state
                .db::<_, Error>(async move |conn| {
                    conn.transaction(async |conn| {
                        play_due_turn(conn, &settings, shards, &key, clock.now(), id).await
                    })
                    .await
                })
                .await;
            match played {
                Ok(Some(stored)) => {
                    stored.committed(state).await;
                    progress += 1;
                }
                Ok(None) => {}
                // A client's move won the race: it stands; nothing to do.
                Err(err) if err.fault.code == ProblemCode::VersionConflict => {}
                Err(err) => {
                    tracing::warn!("game {id}: the clock could not play: {}", err.fault.detail)
                }
            }
        }
        let ttl = state.clocks.open_game_ttl_secs;
        let before = now - chrono::Duration::seconds(i64::try_from(ttl).unwrap_or(i64::MAX));
        let stale = state
            .db::<_, Error>(async move |conn| {
                Ok(store::games::expired_open(conn, before, BATCH).await?)
            })
            .await?;
        for id in &stale {
            let id = *id;
            let settings = state.notifications;
            state
                .db::<_, Error>(async move |conn| {
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
        .db::<_, Error>(async |conn| Ok(store::games::next_due(conn).await?))
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
