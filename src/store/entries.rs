//! The public log's entries read in order, with what the readers of whole
//! ranges need of their games: `GET /v1/log/entries` (the leaves) and
//! `referee export` (the leaves, when each was appended, and whether its
//! game is a finished public one).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::models::{Spectators, Visibility};
use super::schema::{games, log_entries};
use super::AsyncPgConnection;

/// A leaf of the log with its game's public facts.
#[derive(Debug, Clone, Queryable)]
pub struct EntryRow {
    pub leaf_index: i64,
    pub game_id: Uuid,
    pub leaf: Vec<u8>,
    pub appended_at: DateTime<Utc>,
    /// The game is finished (not aborted), public, and anyone may read it.
    pub public_finished: bool,
}

/// The leaves `start..end` (by index), in order.
pub async fn between(
    conn: &mut AsyncPgConnection,
    start: i64,
    end: i64,
) -> QueryResult<Vec<EntryRow>> {
    log_entries::table
        .inner_join(games::table.on(games::id.eq(log_entries::game_id)))
        .filter(log_entries::leaf_index.ge(start))
        .filter(log_entries::leaf_index.lt(end))
        .order(log_entries::leaf_index.asc())
        .select((
            log_entries::leaf_index,
            log_entries::game_id,
            log_entries::leaf,
            log_entries::appended_at,
            games::status
                .eq("finished")
                .and(games::visibility.eq(Visibility::Public.as_str()))
                .and(games::spectators.ne(Spectators::Players.as_str())),
        ))
        .load(conn)
        .await
}

/// The leaves `start..end` (by index) alone, in order: (index, game, leaf).
pub async fn leaves(
    conn: &mut AsyncPgConnection,
    start: i64,
    end: i64,
) -> QueryResult<Vec<(i64, Uuid, Vec<u8>)>> {
    log_entries::table
        .filter(log_entries::leaf_index.ge(start))
        .filter(log_entries::leaf_index.lt(end))
        .order(log_entries::leaf_index.asc())
        .select((
            log_entries::leaf_index,
            log_entries::game_id,
            log_entries::leaf,
        ))
        .load(conn)
        .await
}
