//! Each player's games, kept by player (`player_games`): the games it holds
//! a seat or an invitation in, each with the game's creation time, so that
//! a page of `GET /v1/players/me/games` is one range of the player's own
//! rows (on Citus: of one shard) rather than a search of every game's seats.
//! An entry is written with the seat or the invitation that makes it
//! (`games::insert_seat`, `invitations::insert`) and removed with the last
//! of them (`games::delete_seat`, `invitations::delete`), in their
//! transactions.

use super::AsyncPgConnection;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::games::GameKey;
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

/// Lists each `(player, game, created_at)` of `entries` at once (a bulk
/// load of finished games).
pub async fn enter_all(
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

/// Up to `limit` of `player`'s games after `after`, newest first (by
/// creation, then id): one range of `player_games_newest_idx`.
pub async fn newest(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    after: Option<GameKey>,
    limit: i64,
) -> QueryResult<Vec<GameKey>> {
    let mut query = player_games::table
        .filter(player_games::player_id.eq(player))
        .into_boxed();
    if let Some(key) = after {
        query = query.filter(
            diesel::dsl::sql::<diesel::sql_types::Bool>(
                "(player_games.created_at, player_games.game_id) < (",
            )
            .bind::<diesel::sql_types::Timestamptz, _>(key.created_at)
            .sql(", ")
            .bind::<diesel::sql_types::Uuid, _>(key.id)
            .sql(")"),
        );
    }
    query
        .order((
            player_games::created_at.desc(),
            player_games::game_id.desc(),
        ))
        .limit(limit)
        .select((player_games::created_at, player_games::game_id))
        .load::<(DateTime<Utc>, Uuid)>(conn)
        .await
        .map(|rows| {
            rows.into_iter()
                .map(|(created_at, id)| GameKey { created_at, id })
                .collect()
        })
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
