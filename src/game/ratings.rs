//! Rated games change their players' ratings (docs/RATINGS.md). The
//! applier takes finished rated games one at a time, in the order they
//! finished, under a lock that one server process holds at a time; it reads
//! each game the way `referee ratings verify` does, from its verified audit
//! bundle, so that the recomputation meets the stored figures bit for bit.

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::audit::full_bundle;
use super::error::Error;
use crate::audit::{self, Bundle};
use crate::ratings::{self as system, Rating};
use crate::store::ratings::{NewChange, RatingRow};
use crate::store::topic::Topic;
use crate::store::{self, AsyncPgConnection};

/// What a rated game's bundle says its ratings depend on.
pub struct RatedResult {
    pub game: String,
    /// Seat by seat: its player and its place (1: best).
    pub seats: Vec<(Uuid, usize)>,
    /// The last step's time.
    pub finished_at: DateTime<Utc>,
}

/// Verifies a finished game's bundle and reads its result.
pub fn rated_result(bundle: &Bundle) -> Result<RatedResult, String> {
    audit::verify(bundle, &mut |_| {}).map_err(|e| format!("the bundle does not verify: {e}"))?;
    let outcome = bundle
        .outcome
        .as_ref()
        .filter(|o| o.finished)
        .ok_or("the game is not finished")?;
    let places = system::places(outcome);
    let finished_at = bundle
        .steps
        .last()
        .map(|s| s.at)
        .ok_or("the game has no steps")?;
    Ok(RatedResult {
        game: bundle.header.game.clone(),
        seats: bundle
            .header
            .seats
            .iter()
            .map(|s| (s.player_id, places[usize::from(s.seat)]))
            .collect(),
        finished_at,
    })
}

/// Each seat's rating going into a game: its current one (a new player's
/// without one), its uncertainty grown for the time since its last rated
/// game of this game.
fn going_in<'a>(
    result: &RatedResult,
    current: &'a [RatingRow],
) -> Vec<(Rating, Option<&'a RatingRow>)> {
    result
        .seats
        .iter()
        .map(|(player, _)| {
            let row = current.iter().find(|r| r.player_id == *player);
            let rating = row.map_or(system::INITIAL, |r| {
                let idle = (result.finished_at - r.last_played).num_seconds();
                system::inflate(
                    Rating {
                        mu: r.mu,
                        sigma: r.sigma,
                    },
                    idle,
                )
            });
            (rating, row)
        })
        .collect()
}

/// The changes of one rated game, from the ratings going in.
pub fn changes_of(
    game_id: Uuid,
    result: &RatedResult,
    current: &[RatingRow],
) -> (Vec<NewChange>, Vec<RatingRow>) {
    let before = going_in(result, current);
    let ratings: Vec<Rating> = before.iter().map(|(r, _)| *r).collect();
    let places: Vec<usize> = result.seats.iter().map(|(_, p)| *p).collect();
    let after = system::rate(&ratings, &places);
    let mut changes = Vec::new();
    let mut rows = Vec::new();
    for (seat, ((player, place), ((was, row), now))) in result
        .seats
        .iter()
        .zip(before.iter().zip(&after))
        .enumerate()
    {
        changes.push(NewChange {
            game_id,
            player_id: *player,
            game: result.game.clone(),
            seat: i16::try_from(seat).unwrap_or(i16::MAX),
            place: i16::try_from(*place).unwrap_or(i16::MAX),
            mu_before: was.mu,
            sigma_before: was.sigma,
            mu_after: now.mu,
            sigma_after: now.sigma,
            finished_at: result.finished_at,
        });
        rows.push(RatingRow {
            player_id: *player,
            game: result.game.clone(),
            mu: now.mu,
            sigma: now.sigma,
            games: row.map_or(0, |r| r.games) + 1,
            wins: row.map_or(0, |r| r.wins) + i32::from(*place == 1),
            last_played: result.finished_at,
        });
    }
    (changes, rows)
}

/// Applies the next finished rated game's rating changes, if there is one;
/// whether one was applied.
pub async fn apply_next(conn: &mut AsyncPgConnection, now: DateTime<Utc>) -> Result<bool, Error> {
    conn.transaction(async |conn| {
        store::ratings::lock_applier(conn).await?;
        let Some(id) = store::ratings::next_pending(conn).await? else {
            return Ok(false);
        };
        let bundle = full_bundle(conn, id).await?;
        let result = rated_result(&bundle).map_err(Error::internal)?;
        let players: Vec<Uuid> = result.seats.iter().map(|(p, _)| *p).collect();
        let current = store::ratings::current(conn, &result.game, &players).await?;
        let (changes, rows) = changes_of(id, &result, &current);
        store::ratings::insert_changes(conn, &changes).await?;
        for row in &rows {
            store::ratings::upsert(conn, row).await?;
        }
        store::ratings::mark_applied(conn, id, now).await?;
        // The game's readers, waiting on it, see its rating changes.
        store::notifications::wake(conn, Topic::Game(id)).await?;
        Ok(true)
    })
    .await
}

/// What `referee ratings verify` found.
pub struct Verified {
    pub games: usize,
    pub changes: usize,
    pub ratings: usize,
}

/// Recomputes every rating change, in the order applied, from each rated
/// game's verified audit bundle and from new players, and compares each
/// figure (bit for bit) with the stored one, then every current rating.
pub async fn verify_all(
    conn: &mut AsyncPgConnection,
    say: &mut dyn FnMut(String),
) -> Result<Verified, String> {
    let mut recomputed: Vec<RatingRow> = Vec::new();
    let mut after = 0;
    let (mut games, mut changes) = (0, 0);
    loop {
        let stored = store::ratings::changes_after(conn, after, 1000)
            .await
            .map_err(|e| e.to_string())?;
        if stored.is_empty() {
            break;
        }
        // One game's changes are consecutive (applied in one transaction).
        let mut i = 0;
        while i < stored.len() {
            let game_id = stored[i].game_id;
            let end = stored[i..]
                .iter()
                .position(|c| c.game_id != game_id)
                .map_or(stored.len(), |n| i + n);
            let bundle = full_bundle(conn, game_id)
                .await
                .map_err(|e| e.fault.detail)?;
            let result = rated_result(&bundle).map_err(|e| format!("game {game_id}: {e}"))?;
            let current: Vec<RatingRow> = recomputed
                .iter()
                .filter(|r| r.game == result.game)
                .cloned()
                .collect();
            let (expected, rows) = changes_of(game_id, &result, &current);
            let got = &stored[i..end];
            if got.len() != expected.len() {
                return Err(format!(
                    "game {game_id}: {} changes stored, {} expected",
                    got.len(),
                    expected.len()
                ));
            }
            for (g, e) in got.iter().zip(&expected) {
                let same = g.player_id == e.player_id
                    && g.seat == e.seat
                    && g.place == e.place
                    && g.mu_before.to_bits() == e.mu_before.to_bits()
                    && g.sigma_before.to_bits() == e.sigma_before.to_bits()
                    && g.mu_after.to_bits() == e.mu_after.to_bits()
                    && g.sigma_after.to_bits() == e.sigma_after.to_bits()
                    && g.finished_at == e.finished_at;
                if !same {
                    return Err(format!(
                        "change {} (game {game_id}, seat {}): stored mu {} sigma {} -> mu {} sigma {}, recomputed mu {} sigma {} -> mu {} sigma {}",
                        g.seq, g.seat, g.mu_before, g.sigma_before, g.mu_after, g.sigma_after,
                        e.mu_before, e.sigma_before, e.mu_after, e.sigma_after
                    ));
                }
            }
            for row in rows {
                recomputed.retain(|r| !(r.player_id == row.player_id && r.game == row.game));
                recomputed.push(row);
            }
            say(format!("game {game_id}: {} changes match", got.len()));
            games += 1;
            changes += got.len();
            after = got.last().map_or(after, |c| c.seq);
            i = end;
        }
    }
    let mut stored = store::ratings::all(conn).await.map_err(|e| e.to_string())?;
    recomputed.sort_by(|a, b| (&a.game, a.player_id).cmp(&(&b.game, b.player_id)));
    stored.sort_by(|a, b| (&a.game, a.player_id).cmp(&(&b.game, b.player_id)));
    let bits = |r: &RatingRow| {
        (
            r.player_id,
            r.game.clone(),
            r.mu.to_bits(),
            r.sigma.to_bits(),
            r.games,
            r.wins,
            r.last_played,
        )
    };
    if stored.len() != recomputed.len() || stored.iter().map(bits).ne(recomputed.iter().map(bits)) {
        return Err("the current ratings differ from those the changes add up to".to_owned());
    }
    Ok(Verified {
        games,
        changes,
        ratings: stored.len(),
    })
}
