use super::AsyncPgConnection;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::models::{EventRow, NewEvent, StepRow};
use super::schema::game_events;
use super::sql::JsonText;

pub async fn insert(conn: &mut AsyncPgConnection, event: NewEvent) -> QueryResult<usize> {
    diesel::insert_into(game_events::table)
        .values(event)
        .execute(conn)
        .await
}

/// Up to `limit` steps with `after < seq <= through`, oldest first.
pub async fn between(
    conn: &mut AsyncPgConnection,
    game_id: Uuid,
    after: i64,
    through: i64,
    limit: i64,
) -> QueryResult<Vec<StepRow>> {
    steps_between(game_id, after, through, limit)
        .select(StepRow::as_select())
        .load(conn)
        .await
}

/// The query of [`between`], before it says which columns it reads.
fn steps_between(
    game_id: Uuid,
    after: i64,
    through: i64,
    limit: i64,
) -> game_events::BoxedQuery<'static, diesel::pg::Pg> {
    game_events::table
        .filter(game_events::game_id.eq(game_id))
        .filter(game_events::seq.gt(after))
        .filter(game_events::seq.le(through))
        .order(game_events::seq.asc())
        .limit(limit)
        .into_boxed()
}

/// When step `seq` was stored: the moment the turn it gave began.
pub async fn stored_at(
    conn: &mut AsyncPgConnection,
    game_id: Uuid,
    seq: i64,
) -> QueryResult<DateTime<Utc>> {
    game_events::table
        .filter(game_events::game_id.eq(game_id))
        .filter(game_events::seq.eq(seq))
        .select(game_events::created_at)
        .first(conn)
        .await
}

/// A stored step with its events as the JSON text Postgres keeps: what a
/// page of events reads, parsing one step at a time (a parsed step takes
/// many times its text).
#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = game_events, check_for_backend(diesel::pg::Pg))]
pub struct StepText {
    pub seq: i64,
    pub actor_seat: Option<i16>,
    pub action: Option<serde_json::Value>,
    /// The full-truth events: a JSON array.
    pub events: JsonText,
    pub created_at: DateTime<Utc>,
    #[diesel(deserialize_as = super::models::PlayedByColumn)]
    pub played_by: Option<crate::audit::PlayedBy>,
}

/// [`between`], each step's events as text.
pub async fn between_as_text(
    conn: &mut AsyncPgConnection,
    game_id: Uuid,
    after: i64,
    through: i64,
    limit: i64,
) -> QueryResult<Vec<StepText>> {
    steps_between(game_id, after, through, limit)
        .select(StepText::as_select())
        .load(conn)
        .await
}

/// The whole history, for tools and tests: the server reads it in pages.
pub async fn all(conn: &mut AsyncPgConnection, game_id: Uuid) -> QueryResult<Vec<StepRow>> {
    between(conn, game_id, 0, i64::MAX, i64::MAX).await
}

/// The event a seat stored under an idempotency key, if any.
pub async fn by_idempotency_key(
    conn: &mut AsyncPgConnection,
    game_id: Uuid,
    actor_seat: i16,
    key: &str,
) -> QueryResult<Option<EventRow>> {
    game_events::table
        .filter(game_events::game_id.eq(game_id))
        .filter(game_events::actor_seat.eq(actor_seat))
        .filter(game_events::idempotency_key.eq(key))
        .select(EventRow::as_select())
        .first(conn)
        .await
        .optional()
}
