//! Matchmaking (docs/API.md, "Matchmaking"): seeks, and the matchmaker's
//! pass that seats compatible seeks at full tables.
//!
//! A pass reads the oldest waiting seeks without locks, plans tables from
//! them ([`plan`]), and seats each table in a transaction of its own that
//! first claims the table's seeks with `FOR UPDATE SKIP LOCKED`: a table
//! some of whose seeks another process (or a cancel) holds, or that are no
//! longer waiting, is not seated, and waits for a later pass. The game, its
//! seats and the seeks marked `matched` commit together, so no seek is used
//! twice.

use std::collections::{BTreeSet, HashMap};

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde_json::Value;
use uuid::Uuid;

use super::error::{Error, ProblemCode};
use super::table::{join, new_game, set_table, Joining, TableSpec};
use super::Referee;
use crate::config::SeekConfig;
use crate::ratings::{Rating, INITIAL};
use crate::store::models::{NewGame, SeekStatus};
use crate::store::seeks::SeekRow;
use crate::store::{self, AsyncPgConnection};

/// The bot that sits in for the missing players of a seek that asked for
/// one (every game has it).
pub const FALLBACK_BOT: &str = "random";
/// Settled seeks listed after the waiting ones.
pub const SETTLED_LISTED: i64 = 50;
/// The nearest candidates (in rating) the planner looks at for one table.
const SCAN_LIMIT: usize = 256;

/// A seek as asked for, checked by the caller against the game's setup.
pub struct SeekRequest {
    pub player: Uuid,
    pub game: String,
    pub options: Value,
    pub seats: u8,
    pub rated: bool,
    pub turn_time: Option<i32>,
    pub min_rating: Option<f64>,
    pub max_rating: Option<f64>,
    pub bot_after_secs: Option<u32>,
}

/// Refuses what a seek cannot ask for besides its game's setup: an empty
/// or non-finite rating range, or a bot wait the seek will not live to see.
pub fn check_request(request: &SeekRequest, settings: &SeekConfig) -> Result<(), Error> {
    let finite = |r: Option<f64>| r.is_none_or(f64::is_finite);
    let ordered = match (request.min_rating, request.max_rating) {
        (Some(min), Some(max)) => min <= max,
        _ => true,
    };
    if !finite(request.min_rating) || !finite(request.max_rating) || !ordered {
        return Err(Error::refused(
            ProblemCode::InvalidRatingRange,
            "min_rating and max_rating are finite numbers, min_rating at most max_rating",
        ));
    }
    if let Some(secs) = request.bot_after_secs {
        if secs >= settings.seek_ttl_secs {
            return Err(Error::refused(
                ProblemCode::InvalidBotAfter,
                format!(
                    "bot_after_secs must be less than the {} seconds a seek waits",
                    settings.seek_ttl_secs
                ),
            ));
        }
        if !crate::bots::exists(&request.game, FALLBACK_BOT) {
            return Err(Error::refused(
                ProblemCode::UnknownBot,
                format!("{} has no {FALLBACK_BOT} bot to fall back on", request.game),
            ));
        }
    }
    Ok(())
}

/// Stores a seek, within its player's cap of waiting seeks (`max`; 0: no
/// cap).
pub async fn create(
    conn: &mut AsyncPgConnection,
    settings: &SeekConfig,
    max: u32,
    now: DateTime<Utc>,
    request: SeekRequest,
) -> Result<SeekRow, Error> {
    check_request(&request, settings)?;
    conn.transaction(async |conn| {
        if max > 0 {
            // Two seeks of one player at once count one after the other.
            store::players::lock(conn, request.player).await?;
            let waiting = store::seeks::waiting_of(conn, request.player).await?;
            if waiting >= i64::from(max) {
                return Err(Error::conflict(
                    ProblemCode::TooManySeeks,
                    format!(
                        "you have {waiting} waiting seeks, and a player may have at most {max}: \
                         cancel one, or wait for one to be matched or to expire, first"
                    ),
                ));
            }
        }
        let row = SeekRow {
            id: Uuid::new_v4(),
            player_id: request.player,
            game: request.game,
            options: request.options,
            seats: i16::from(request.seats),
            rated: request.rated,
            turn_time: request.turn_time,
            min_rating: request.min_rating,
            max_rating: request.max_rating,
            bot_after_secs: request
                .bot_after_secs
                .map(i32::try_from)
                .transpose()
                .map_err(Error::internal)?,
            status: SeekStatus::Waiting,
            game_id: None,
            created_at: now,
            expires_at: now + chrono::Duration::seconds(i64::from(settings.seek_ttl_secs)),
            settled_at: None,
        };
        Ok(store::seeks::insert(conn, &row).await?)
    })
    .await
}

/// Cancels `player`'s waiting seek `id`.
pub async fn cancel(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    player: Uuid,
    now: DateTime<Utc>,
) -> Result<SeekRow, Error> {
    conn.transaction(async |conn| {
        // Waits for a matchmaker that holds it: its table is seated or not.
        let seek = store::seeks::find_for_update(conn, id)
            .await?
            .filter(|seek| seek.player_id == player)
            .ok_or_else(|| Error::not_found(ProblemCode::SeekNotFound, "you have no such seek"))?;
        let waiting = seek.status == SeekStatus::Waiting && seek.expires_at > now;
        if !waiting {
            let status = if seek.status == SeekStatus::Waiting {
                SeekStatus::Expired
            } else {
                seek.status
            };
            return Err(Error::conflict(
                ProblemCode::SeekNotWaiting,
                format!("the seek is {status}: only a waiting seek can be cancelled"),
            ));
        }
        store::seeks::settle(conn, &[id], SeekStatus::Cancelled, None, now).await?;
        Ok(SeekRow {
            status: SeekStatus::Cancelled,
            settled_at: Some(now),
            ..seek
        })
    })
    .await
}

/// What the planner knows of a waiting seek.
#[derive(Debug, Clone)]
pub struct Candidate {
    pub id: Uuid,
    pub player: Uuid,
    /// Seeks match only seeks of the same key: game, options (the turn time
    /// among them), seat count and rated.
    pub key: String,
    pub seats: u8,
    /// The player's shown rating in the seek's game.
    pub rating: f64,
    pub min_rating: Option<f64>,
    pub max_rating: Option<f64>,
    /// The widest rating gap it accepts now ([`window`]).
    pub window: f64,
}

/// The widest gap of shown ratings a seek that has waited `waited` accepts:
/// `REFEREE_SEEK_RATING_GAP + REFEREE_SEEK_GAP_PER_MIN × minutes waited`.
pub fn window(settings: &SeekConfig, waited: chrono::Duration) -> f64 {
    #[allow(clippy::cast_precision_loss)]
    let minutes = waited.num_milliseconds().max(0) as f64 / 60_000.0;
    settings.rating_gap + settings.gap_per_min * minutes
}

/// The shown rating of a player with rating `(mu, sigma)`, or none yet.
pub fn shown_rating(rating: Option<(f64, f64)>) -> f64 {
    rating
        .map_or(INITIAL, |(mu, sigma)| Rating { mu, sigma })
        .display()
}

impl Candidate {
    pub fn of(
        row: &SeekRow,
        rating: Option<(f64, f64)>,
        settings: &SeekConfig,
        now: DateTime<Utc>,
    ) -> Self {
        Candidate {
            id: row.id,
            player: row.player_id,
            key: format!(
                "{}\u{0}{}\u{0}{}\u{0}{}",
                row.game, row.options, row.seats, row.rated
            ),
            seats: u8::try_from(row.seats).unwrap_or(0),
            rating: shown_rating(rating),
            min_rating: row.min_rating,
            max_rating: row.max_rating,
            window: window(settings, now - row.created_at),
        }
    }

    fn accepts(&self, rating: f64) -> bool {
        self.min_rating.is_none_or(|min| rating >= min)
            && self.max_rating.is_none_or(|max| rating <= max)
    }

    /// Whether the two may sit at one table: other players, each in the
    /// other's range, and their ratings within the wider of their windows.
    fn fits(&self, other: &Candidate) -> bool {
        self.player != other.player
            && self.accepts(other.rating)
            && other.accepts(self.rating)
            && (self.rating - other.rating).abs() <= self.window.max(other.window)
    }
}

/// A rating as an ordered key (to the millionth).
#[allow(clippy::cast_possible_truncation)]
fn rating_key(rating: f64) -> i64 {
    (rating * 1e6).round() as i64
}

/// Tables of `candidates` (given oldest first), each a list of indices, as
/// many as its seeks' seat count. Each seek, oldest first, that is not yet
/// seated anchors a table: the other seeks of its key are taken nearest in
/// rating first, each if it fits ([`Candidate::fits`]) every seek taken so
/// far; a table that cannot be filled is not made, and its anchor may still
/// be taken by a later one.
pub fn plan(candidates: &[Candidate]) -> Vec<Vec<usize>> {
    let mut by_key: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, c) in candidates.iter().enumerate() {
        by_key.entry(c.key.as_str()).or_default().push(i);
    }
    let mut keys: Vec<&str> = by_key.keys().copied().collect();
    keys.sort_unstable_by_key(|key| by_key[key][0]);
    let mut tables = Vec::new();
    for key in keys {
        let members = &by_key[key];
        let widest = members
            .iter()
            .map(|&i| candidates[i].window)
            .fold(0.0, f64::max);
        let mut free: BTreeSet<(i64, usize)> = members
            .iter()
            .map(|&i| (rating_key(candidates[i].rating), i))
            .collect();
        for &anchor in members {
            let a = &candidates[anchor];
            let at = (rating_key(a.rating), anchor);
            if a.seats < 2 || !free.contains(&at) {
                continue;
            }
            let mut table = vec![anchor];
            let mut below = free.range(..at).rev().peekable();
            let mut above = free.range((at.0, anchor + 1)..).peekable();
            let mut looked = 0;
            while table.len() < usize::from(a.seats) && looked < SCAN_LIMIT {
                let distance = |entry: Option<&&(i64, usize)>| {
                    entry.map(|(_, i)| (candidates[*i].rating - a.rating).abs())
                };
                let next = match (distance(below.peek()), distance(above.peek())) {
                    (Some(b), Some(u)) if b <= u => below.next(),
                    (Some(_), Some(_)) | (None, Some(_)) => above.next(),
                    (Some(_), None) => below.next(),
                    (None, None) => None,
                };
                let Some(&(_, i)) = next else { break };
                let c = &candidates[i];
                // Nearest first: every later one is as far or further.
                if (c.rating - a.rating).abs() > widest {
                    break;
                }
                looked += 1;
                if table.iter().all(|&t| candidates[t].fits(c)) {
                    table.push(i);
                }
            }
            if table.len() == usize::from(a.seats) {
                for &i in &table {
                    free.remove(&(rating_key(candidates[i].rating), i));
                }
                tables.push(table);
            }
        }
    }
    tables
}

/// What one matchmaker pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pass {
    /// Waiting seeks read.
    pub read: usize,
    /// Games started from seeks alone.
    pub tables: usize,
    /// Seeks seated in those games.
    pub matched: usize,
    /// Games started for a seek with bots.
    pub bot_games: usize,
    pub expired: usize,
}

/// One matchmaker pass over the oldest `limit` waiting seeks: marks the
/// expired, seats the tables [`plan`] makes, then gives each seek still
/// waiting past its `bot_after_secs` a game against bots.
pub async fn pass(referee: &Referee, limit: i64) -> Result<Pass, Error> {
    let now = referee.clock.now();
    let expired = referee
        .db::<_, Error>(async move |conn| Ok(store::seeks::expire(conn, now).await?))
        .await?;
    let waiting = referee
        .db::<_, Error>(async move |conn| {
            Ok(store::seeks::waiting_with_ratings(conn, now, limit).await?)
        })
        .await?;
    let candidates: Vec<Candidate> = waiting
        .iter()
        .map(|(row, rating)| Candidate::of(row, *rating, &referee.seeks, now))
        .collect();
    let tables = plan(&candidates);
    let mut done = Pass {
        read: waiting.len(),
        expired,
        ..Pass::default()
    };
    let mut seated = vec![false; waiting.len()];
    for table in &tables {
        let seeks: Vec<&SeekRow> = table.iter().map(|&i| &waiting[i].0).collect();
        match seat_table(referee, &seeks).await {
            Ok(true) => {
                done.tables += 1;
                done.matched += table.len();
                for &i in table {
                    seated[i] = true;
                }
            }
            Ok(false) => {}
            Err(err) => tracing::warn!(
                "the matchmaker could not seat a table: {}",
                err.fault.detail
            ),
        }
    }
    for (i, (row, _)) in waiting.iter().enumerate() {
        let due = row
            .bot_after_secs
            .is_some_and(|secs| now >= row.created_at + chrono::Duration::seconds(i64::from(secs)));
        if seated[i] || !due {
            continue;
        }
        match seat_with_bots(referee, row).await {
            Ok(true) => done.bot_games += 1,
            Ok(false) => {}
            Err(err) => tracing::warn!("seek {}: no game with bots: {}", row.id, err.fault.detail),
        }
    }
    Ok(done)
}

/// `players` in a random order: who sits where (seat 0 often moves first).
fn shuffled(mut players: Vec<Uuid>) -> Result<Vec<Uuid>, Error> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed).map_err(Error::internal)?;
    players.shuffle(&mut rand_chacha::ChaCha20Rng::from_seed(seed));
    Ok(players)
}

/// A public game of `seek`'s kind, created by `creator`, who takes `seat`.
fn table_of(
    seek: &SeekRow,
    creator: Uuid,
    seat: u8,
    bots: Vec<String>,
) -> Result<(crate::store::models::NewGame, TableSpec), Error> {
    let seats = u8::try_from(seek.seats).map_err(Error::internal)?;
    let game = NewGame {
        rated: seek.rated && bots.is_empty(),
        ..new_game(
            creator,
            seek.game.clone(),
            seek.options.clone(),
            seats,
            seek.turn_time,
        )?
    };
    let spec = TableSpec {
        creator,
        seats,
        join: Some((seat, None)),
        bots,
        invite: Vec::new(),
    };
    Ok((game, spec))
}

/// Seats the players of `seeks` (one table's, all of one key) in a new
/// game, in a random order, if every seek is still waiting and free to
/// claim; whether it did. The creator sits first and the others join as
/// any player does: the last join starts the game and tells every player
/// (`game_started`).
async fn seat_table(referee: &Referee, seeks: &[&SeekRow]) -> Result<bool, Error> {
    let ids: Vec<Uuid> = seeks.iter().map(|s| s.id).collect();
    let order = shuffled(seeks.iter().map(|s| s.player_id).collect())?;
    let first = (*seeks
        .first()
        .ok_or_else(|| Error::internal("an empty table"))?)
    .clone();
    let settings = referee.notifications;
    let clock = referee.clock.clone();
    referee
        .db::<_, Error>(async move |conn| {
            conn.transaction(async |conn| {
                let now = clock.now();
                let claimed = store::seeks::claim(conn, &ids, now).await?;
                if claimed.len() != ids.len() {
                    return Ok(false);
                }
                // Everyone this notifies, in one order (see `lock_cursors`).
                store::notifications::lock_cursors(conn, &order).await?;
                let (game, spec) = table_of(&first, order[0], 0, Vec::new())?;
                set_table(conn, &settings, &game, &spec, now).await?;
                for (seat, player) in order.iter().enumerate().skip(1) {
                    let joining = Joining {
                        player: *player,
                        seat: Some(seat as u64),
                        client_seed: None,
                        invite_code: None,
                    };
                    join(conn, &settings, &clock, 0, game.id, joining).await?;
                }
                store::seeks::settle(conn, &ids, SeekStatus::Matched, Some(game.id), now).await?;
                Ok(true)
            })
            .await
        })
        .await
}

/// Seats `seek`'s player at a random seat of a new unrated game whose
/// other seats the fallback bot takes, if the seek still waits and is free
/// to claim; whether it did.
async fn seat_with_bots(referee: &Referee, seek: &SeekRow) -> Result<bool, Error> {
    let seek = seek.clone();
    let settings = referee.notifications;
    let clock = referee.clock.clone();
    referee
        .db::<_, Error>(async move |conn| {
            conn.transaction(async |conn| {
                let now = clock.now();
                if store::seeks::claim(conn, &[seek.id], now).await?.is_empty() {
                    return Ok(false);
                }
                let seats = u8::try_from(seek.seats).map_err(Error::internal)?;
                let mut seat = [0u8; 1];
                getrandom::fill(&mut seat).map_err(Error::internal)?;
                let bots = vec![FALLBACK_BOT.to_owned(); usize::from(seats) - 1];
                let (game, spec) = table_of(&seek, seek.player_id, seat[0] % seats, bots)?;
                set_table(conn, &settings, &game, &spec, now).await?;
                store::seeks::settle(conn, &[seek.id], SeekStatus::Matched, Some(game.id), now)
                    .await?;
                Ok(true)
            })
            .await
        })
        .await
}

/// The seeks `player` may see: its waiting ones, then its latest others.
pub async fn of_player(conn: &mut AsyncPgConnection, player: Uuid) -> Result<Vec<SeekRow>, Error> {
    Ok(store::seeks::of_player(conn, player, SETTLED_LISTED).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(player: u128, rating: f64, window: f64) -> Candidate {
        Candidate {
            id: Uuid::from_u128(rating.to_bits().into()),
            player: Uuid::from_u128(player),
            key: "biscuits/3".to_owned(),
            seats: 3,
            rating,
            min_rating: None,
            max_rating: None,
            window,
        }
    }

    #[test]
    fn the_window_widens_by_the_minute() {
        let settings = SeekConfig {
            seek_ttl_secs: 600,
            rating_gap: 5.0,
            gap_per_min: 4.0,
        };
        assert_eq!(window(&settings, chrono::Duration::zero()), 5.0);
        assert_eq!(window(&settings, chrono::Duration::seconds(90)), 11.0);
        // A seek from a clock a little ahead has waited no time.
        assert_eq!(window(&settings, chrono::Duration::seconds(-3)), 5.0);
    }

    #[test]
    fn a_table_takes_the_nearest_that_fit_every_seek_taken() {
        let mut seeks = vec![
            candidate(1, 10.0, 20.0),
            // Nearest, but the anchor's player again.
            candidate(1, 10.5, 20.0),
            // Next, but it will not sit with anyone above 11.
            candidate(2, 11.0, 20.0),
            candidate(3, 12.0, 20.0),
            candidate(4, 14.0, 20.0),
            candidate(5, 30.5, 20.0),
        ];
        seeks[2].max_rating = Some(11.0);
        // Seek 0 takes 2, whom no third fits: no table. Neither do 1 and 2.
        // Seek 3 passes over 2 (out of its range), takes 1 (1.5 away),
        // not 0 (1's player again), then 4.
        let tables = plan(&seeks);
        assert_eq!(tables, vec![vec![3, 1, 4]]);
        // Out of every window: no table.
        let apart = [
            candidate(1, 0.0, 5.0),
            candidate(2, 6.0, 5.0),
            candidate(3, 12.0, 5.0),
        ];
        assert!(plan(&apart).is_empty());
    }
}
