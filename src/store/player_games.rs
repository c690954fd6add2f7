//! Each player's games, kept by player (`player_games`): the games it holds
//! a seat or an invitation in, each with the game's creation time, so that
//! a page of `GET /v1/players/me/games` is one range of the player's own
//! rows (on Citus: of one shard) rather than a search of every game's seats.
//! An entry is written with the seat or the invitation that makes it
//! (`games::insert_seat`, `invitations::insert`) and removed with the last
//! of them (`games::delete_seat`, `invitations::delete`), in their
//! transactions. It is marked `ended` once the game has ended: by the
//! delivery of the step that finished it (`referee_deliver_step`, with the
//! player's `game_finished` notification) or by the abort ([`mark_ended`]).
//! A mark may come an instant after the game's own status, never before:
//! the lists of running games read the entries not marked and check each
//! game's status.

use super::AsyncPgConnection;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::schema::player_games;

/// Lists `game` (created at `created_at`) among `player`'s games; a game
/// listed already stays as it is.
pub async fn enter(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    game: Uuid,
    created_at: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::insert_into(player_games::table)
        .values((
            player_games::player_id.eq(player),
            player_games::game_id.eq(game),
            player_games::created_at.eq(created_at),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await
}

/// Lists each `(player, game, created_at)` of `entries` at once, as games
/// that have ended (a bulk load of finished games).
pub async fn enter_ended(
    conn: &mut AsyncPgConnection,
    entries: &[(Uuid, Uuid, DateTime<Utc>)],
) -> QueryResult<usize> {
    let rows: Vec<_> = entries
        .iter()
        .map(|&(player, game, created_at)| {
            (
                player_games::player_id.eq(player),
                player_games::game_id.eq(game),
                player_games::created_at.eq(created_at),
                player_games::ended.eq(true),
            )
        })
        .collect();
    diesel::insert_into(player_games::table)
        .values(rows)
        .on_conflict_do_nothing()
        .execute(conn)
        .await
}

/// Takes `game` out of `player`'s games.
pub async fn remove(conn: &mut AsyncPgConnection, player: Uuid, game: Uuid) -> QueryResult<usize> {
    diesel::delete(player_games::table.find((player, game)))
        .execute(conn)
        .await
}

/// Marks `game` ended in the lists of `players` (those seated or invited
/// in it).
pub async fn mark_ended(
    conn: &mut AsyncPgConnection,
    game: Uuid,
    players: &[Uuid],
) -> QueryResult<usize> {
    diesel::update(
        player_games::table
            .filter(player_games::player_id.eq_any(players))
            .filter(player_games::game_id.eq(game)),
    )
    .set(player_games::ended.eq(true))
    .execute(conn)
    .await
}

/// Which of a player's games a list reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Listed {
    Every,
    /// Those not marked ended (some may have ended since).
    Running,
}

/// Up to `limit` of `player`'s `listed` games after `after` (a creation
/// time and a game id), newest first (by creation, then id), as such
/// pairs: one range of `player_games_newest_idx`, or of
/// `player_games_running_idx`.
pub async fn newest(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    listed: Listed,
    after: Option<(DateTime<Utc>, Uuid)>,
    limit: i64,
) -> QueryResult<Vec<(DateTime<Utc>, Uuid)>> {
    let mut query = player_games::table
        .filter(player_games::player_id.eq(player))
        .into_boxed();
    if listed == Listed::Running {
        query = query.filter(player_games::ended.eq(false));
    }
    if let Some(after) = after {
        query = query.filter(super::sql::newest_after(
            "player_games.created_at, player_games.game_id",
            after,
        ));
    }
    query
        .order((
            player_games::created_at.desc(),
            player_games::game_id.desc(),
        ))
        .limit(limit)
        .select((player_games::created_at, player_games::game_id))
        .load(conn)
        .await
}

/// How many games `player` holds a seat or an invitation in (an index-only
/// count of its own rows).
pub async fn count(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<i64> {
    player_games::table
        .filter(player_games::player_id.eq(player))
        .count()
        .get_result(conn)
        .await
}
