//! The public log of finished games (docs/FAIRNESS.md, "The public log"):
//! its leaves in order, and every complete perfect subtree's hash, from
//! which any root or proof is computed (`crate::transparency`).

use std::collections::{BTreeSet, HashMap};

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, SmallInt};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::schema::{games, log_entries, log_nodes};
use super::AsyncPgConnection;
use crate::transparency::{Hash, Subtree};

/// A leaf to append: its game and its bytes.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = log_entries)]
pub struct NewEntry {
    pub leaf_index: i64,
    pub game_id: Uuid,
    pub leaf: Vec<u8>,
    pub appended_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Insertable, Queryable, QueryableByName, Selectable)]
#[diesel(table_name = log_nodes, check_for_backend(diesel::pg::Pg))]
struct NodeRow {
    level: i16,
    node_index: i64,
    hash: Vec<u8>,
}

/// Serialises the appenders of every server process: leaves are numbered
/// one batch at a time, in one order (the transaction's end releases it).
pub async fn lock_appender(conn: &mut AsyncPgConnection) -> QueryResult<()> {
    super::locks::xact_lock(conn, super::locks::LOG_APPENDER).await
}

/// The number of leaves: the next leaf's index (indexes have no gap).
pub async fn size(conn: &mut AsyncPgConnection) -> QueryResult<u64> {
    let last: Option<i64> = log_entries::table
        .select(diesel::dsl::max(log_entries::leaf_index))
        .first(conn)
        .await?;
    Ok(last.map_or(0, |i| u64::try_from(i).unwrap_or(0) + 1))
}

/// The appender's queue, `$1` games at most. The condition is
/// `games_log_pending_idx`'s predicate in literals: a bound status or flag
/// would not prove that the partial index applies, and the queue would be
/// a scan of every game.
pub const PENDING_QUERY: &str = "SELECT id, status, version, head_hash, rated FROM games \
     WHERE status IN ('finished', 'aborted') AND NOT logged \
     ORDER BY finished_at, id LIMIT $1";

/// A game over and not logged yet: what its leaf needs.
#[derive(QueryableByName)]
pub struct Pending {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    pub id: Uuid,
    #[diesel(sql_type = diesel::sql_types::Text)]
    pub status: String,
    #[diesel(sql_type = BigInt)]
    pub version: i64,
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Bytea>)]
    pub head_hash: Option<Vec<u8>>,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    pub rated: bool,
}

/// Up to `limit` games over (finished or aborted) and not logged yet, in
/// the order they ended (then by id).
pub async fn pending(conn: &mut AsyncPgConnection, limit: i64) -> QueryResult<Vec<Pending>> {
    diesel::sql_query(PENDING_QUERY)
        .bind::<BigInt, _>(limit)
        .load(conn)
        .await
}

/// Writes leaves and the subtrees they complete, and marks their games
/// logged.
pub async fn append(
    conn: &mut AsyncPgConnection,
    entries: &[NewEntry],
    nodes: &[(Subtree, Hash)],
) -> QueryResult<()> {
    // Postgres takes at most 65535 parameters a statement.
    for chunk in entries.chunks(8192) {
        diesel::insert_into(log_entries::table)
            .values(chunk)
            .execute(conn)
            .await?;
    }
    let rows: Vec<NodeRow> = nodes
        .iter()
        .map(|(node, hash)| NodeRow {
            level: node.level as i16,
            node_index: node.index as i64,
            hash: hash.to_vec(),
        })
        .collect();
    for chunk in rows.chunks(8192) {
        diesel::insert_into(log_nodes::table)
            .values(chunk)
            .execute(conn)
            .await?;
    }
    let ids: Vec<Uuid> = entries.iter().map(|e| e.game_id).collect();
    diesel::update(games::table.filter(games::id.eq_any(&ids)))
        .set(games::logged.eq(true))
        .execute(conn)
        .await?;
    Ok(())
}

/// The hashes of `wanted` subtrees, those stored (all of a log's complete
/// ones are).
pub async fn subtrees(
    conn: &mut AsyncPgConnection,
    wanted: &BTreeSet<Subtree>,
) -> QueryResult<HashMap<Subtree, Hash>> {
    if wanted.is_empty() {
        return Ok(HashMap::new());
    }
    let levels: Vec<i16> = wanted.iter().map(|n| n.level as i16).collect();
    let indexes: Vec<i64> = wanted.iter().map(|n| n.index as i64).collect();
    let rows: Vec<NodeRow> = diesel::sql_query(
        "SELECT n.level, n.node_index, n.hash FROM log_nodes n \
         JOIN unnest($1::smallint[], $2::bigint[]) AS w(level, node_index) \
           ON n.level = w.level AND n.node_index = w.node_index",
    )
    .bind::<Array<SmallInt>, _>(levels)
    .bind::<Array<BigInt>, _>(indexes)
    .load(conn)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|row| {
            let hash: Hash = row.hash.try_into().ok()?;
            Some((
                Subtree {
                    level: u32::try_from(row.level).ok()?,
                    index: u64::try_from(row.node_index).ok()?,
                },
                hash,
            ))
        })
        .collect())
}

/// A game's leaf index and leaf, once logged.
pub async fn entry_of(
    conn: &mut AsyncPgConnection,
    game: Uuid,
) -> QueryResult<Option<(i64, Vec<u8>)>> {
    log_entries::table
        .filter(log_entries::game_id.eq(game))
        .select((log_entries::leaf_index, log_entries::leaf))
        .first(conn)
        .await
        .optional()
}
