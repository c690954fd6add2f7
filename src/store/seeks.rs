//! Seeks: players' wishes for a game against anyone, until the matchmaker
//! seats them (docs/API.md, "Matchmaking").

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use serde_json::Value;
use uuid::Uuid;

use super::models::SeekStatus;
use super::schema::{ratings, seeks};
use super::AsyncPgConnection;

#[derive(Debug, Clone, PartialEq, Queryable, Selectable, Insertable)]
#[diesel(table_name = seeks, check_for_backend(diesel::pg::Pg))]
pub struct SeekRow {
    pub id: Uuid,
    pub player_id: Uuid,
    pub game: String,
    pub options: Value,
    pub seats: i16,
    pub rated: bool,
    pub turn_time: Option<i32>,
    pub min_rating: Option<f64>,
    pub max_rating: Option<f64>,
    pub bot_after_secs: Option<i32>,
    pub status: SeekStatus,
    pub game_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub settled_at: Option<DateTime<Utc>>,
}

pub async fn insert(conn: &mut AsyncPgConnection, seek: &SeekRow) -> QueryResult<SeekRow> {
    diesel::insert_into(seeks::table)
        .values(seek)
        .returning(SeekRow::as_returning())
        .get_result(conn)
        .await
}

/// How many seeks `player` has waiting.
pub async fn waiting_of(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<i64> {
    seeks::table
        .filter(seeks::player_id.eq(player))
        .filter(seeks::status.eq(SeekStatus::Waiting))
        .count()
        .get_result(conn)
        .await
}

/// `player`'s waiting seeks (oldest first), then its `settled` latest
/// others (newest first).
pub async fn of_player(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    settled: i64,
) -> QueryResult<Vec<SeekRow>> {
    let mut rows = seeks::table
        .filter(seeks::player_id.eq(player))
        .filter(seeks::status.eq(SeekStatus::Waiting))
        .order((seeks::created_at.asc(), seeks::id.asc()))
        .select(SeekRow::as_select())
        .load(conn)
        .await?;
    rows.extend(
        seeks::table
            .filter(seeks::player_id.eq(player))
            .filter(seeks::status.ne(SeekStatus::Waiting))
            .order((seeks::created_at.desc(), seeks::id.desc()))
            .limit(settled)
            .select(SeekRow::as_select())
            .load(conn)
            .await?,
    );
    Ok(rows)
}

/// Seek `id`, locked until the transaction ends.
pub async fn find_for_update(
    conn: &mut AsyncPgConnection,
    id: Uuid,
) -> QueryResult<Option<SeekRow>> {
    seeks::table
        .find(id)
        .select(SeekRow::as_select())
        .for_update()
        .get_result(conn)
        .await
        .optional()
}

/// Ends seek `id`'s wait with `status` (and the game it was seated in).
pub async fn settle(
    conn: &mut AsyncPgConnection,
    ids: &[Uuid],
    status: SeekStatus,
    game_id: Option<Uuid>,
    at: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::update(seeks::table.filter(seeks::id.eq_any(ids)))
        .set((
            seeks::status.eq(status),
            seeks::game_id.eq(game_id),
            seeks::settled_at.eq(at),
        ))
        .execute(conn)
        .await
}

/// Marks every waiting seek whose time ran out by `now` expired; how many.
pub async fn expire(conn: &mut AsyncPgConnection, now: DateTime<Utc>) -> QueryResult<usize> {
    diesel::update(
        seeks::table
            .filter(seeks::status.eq(SeekStatus::Waiting))
            .filter(seeks::expires_at.le(now)),
    )
    .set((
        seeks::status.eq(SeekStatus::Expired),
        seeks::settled_at.eq(now),
    ))
    .execute(conn)
    .await
}

/// The oldest `limit` seeks waiting at `now`, each with its player's rating
/// (mu, sigma) in the seek's game, if it has one. Read without locks: the
/// matchmaker claims the seeks of each table it plans ([`claim`]).
pub async fn waiting_with_ratings(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    limit: i64,
) -> QueryResult<Vec<(SeekRow, Option<(f64, f64)>)>> {
    seeks::table
        .left_join(
            ratings::table.on(ratings::player_id
                .eq(seeks::player_id)
                .and(ratings::game.eq(seeks::game))),
        )
        .filter(seeks::status.eq(SeekStatus::Waiting))
        .filter(seeks::expires_at.gt(now))
        .order((seeks::created_at.asc(), seeks::id.asc()))
        .limit(limit)
        .select((
            SeekRow::as_select(),
            (ratings::mu, ratings::sigma).nullable(),
        ))
        .load(conn)
        .await
}

/// Locks those of `ids` that still wait at `now` and no other transaction
/// holds (`SKIP LOCKED`); returns their ids.
pub async fn claim(
    conn: &mut AsyncPgConnection,
    ids: &[Uuid],
    now: DateTime<Utc>,
) -> QueryResult<Vec<Uuid>> {
    seeks::table
        .filter(seeks::id.eq_any(ids))
        .filter(seeks::status.eq(SeekStatus::Waiting))
        .filter(seeks::expires_at.gt(now))
        .select(seeks::id)
        .for_update()
        .skip_locked()
        .load(conn)
        .await
}
