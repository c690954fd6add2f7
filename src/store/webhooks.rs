//! Webhooks and their deliveries: a player's webhook, the outbox rows that
//! `notifications::push` writes for it, and the worker's claims on them.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_query;
use diesel::sql_types::{
    BigInt, Bool, Double, Integer, Jsonb, Nullable, Text, Timestamptz, Uuid as SqlUuid,
};
use serde_json::Value;
use uuid::Uuid;

use super::schema::{webhook_deliveries, webhooks};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = webhooks, check_for_backend(diesel::pg::Pg))]
pub struct WebhookRow {
    pub player_id: Uuid,
    pub url: String,
    pub secret: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, QueryableByName)]
struct Upserted {
    #[diesel(sql_type = Text)]
    url: String,
    #[diesel(sql_type = Text)]
    secret: String,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Bool)]
    created: bool,
}

/// Sets `player`'s webhook, replacing any; `true` when there was none.
/// Pending deliveries stay, now bound for the new URL, and are due at once
/// (a fixed URL need not wait out the back-off of a broken one).
pub fn upsert(
    conn: &mut PgConnection,
    player: Uuid,
    url: &str,
    secret: &str,
) -> QueryResult<(WebhookRow, bool)> {
    let row: Upserted = sql_query(
        "WITH old AS (SELECT 1 FROM webhooks WHERE player_id = $1)
         INSERT INTO webhooks (player_id, url, secret) VALUES ($1, $2, $3)
         ON CONFLICT (player_id) DO UPDATE
             SET url = excluded.url, secret = excluded.secret, created_at = now()
         RETURNING url, secret, created_at, NOT EXISTS (SELECT 1 FROM old) AS created",
    )
    .bind::<SqlUuid, _>(player)
    .bind::<Text, _>(url)
    .bind::<Text, _>(secret)
    .get_result(conn)?;
    let rescheduled = diesel::update(
        webhook_deliveries::table
            .filter(webhook_deliveries::player_id.eq(player))
            .filter(webhook_deliveries::status.eq("pending"))
            .filter(webhook_deliveries::due_at.gt(diesel::dsl::now)),
    )
    .set(webhook_deliveries::due_at.eq(diesel::dsl::now))
    .execute(conn)?;
    if rescheduled > 0 {
        super::notifications::wake(conn, "w")?;
    }
    Ok((
        WebhookRow {
            player_id: player,
            url: row.url,
            secret: row.secret,
            created_at: row.created_at,
        },
        row.created,
    ))
}

pub fn find(conn: &mut PgConnection, player: Uuid) -> QueryResult<Option<WebhookRow>> {
    webhooks::table
        .find(player)
        .select(WebhookRow::as_select())
        .first(conn)
        .optional()
}

/// Removes `player`'s webhook and fails its pending deliveries; `false`
/// when it had none.
pub fn delete(conn: &mut PgConnection, player: Uuid) -> QueryResult<bool> {
    if diesel::delete(webhooks::table.find(player)).execute(conn)? == 0 {
        return Ok(false);
    }
    diesel::update(
        webhook_deliveries::table
            .filter(webhook_deliveries::player_id.eq(player))
            .filter(webhook_deliveries::status.eq("pending")),
    )
    .set((
        webhook_deliveries::status.eq("failed"),
        webhook_deliveries::lease_until.eq(None::<DateTime<Utc>>),
        webhook_deliveries::last_error.eq("webhook removed"),
    ))
    .execute(conn)?;
    Ok(true)
}

/// A delivery as its player lists it.
#[derive(Debug, Clone, QueryableByName)]
pub struct DeliveryRow {
    #[diesel(sql_type = BigInt)]
    pub id: i64,
    #[diesel(sql_type = BigInt)]
    pub cursor: i64,
    #[diesel(sql_type = Text)]
    pub kind: String,
    #[diesel(sql_type = Text)]
    pub status: String,
    #[diesel(sql_type = Integer)]
    pub attempts: i32,
    #[diesel(sql_type = Nullable<Integer>)]
    pub last_status: Option<i32>,
    #[diesel(sql_type = Nullable<Text>)]
    pub last_error: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    pub last_attempt_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Timestamptz)]
    pub due_at: DateTime<Utc>,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    pub delivered_at: Option<DateTime<Utc>>,
}

/// Up to `limit` of `player`'s deliveries with an id below `before`, the
/// newest first.
pub fn recent(
    conn: &mut PgConnection,
    player: Uuid,
    before: Option<i64>,
    limit: i64,
) -> QueryResult<Vec<DeliveryRow>> {
    sql_query(
        "SELECT d.id, d.cursor, n.kind, d.status, d.attempts, d.last_status, d.last_error,
                d.last_attempt_at, d.due_at, d.created_at, d.delivered_at
         FROM webhook_deliveries d
         JOIN notifications n ON n.player_id = d.player_id AND n.cursor = d.cursor
         WHERE d.player_id = $1 AND d.id < $2
         ORDER BY d.id DESC
         LIMIT $3",
    )
    .bind::<SqlUuid, _>(player)
    .bind::<BigInt, _>(before.unwrap_or(i64::MAX))
    .bind::<BigInt, _>(limit)
    .load(conn)
}

/// A delivery claimed for one attempt, with what it needs: the webhook (none
/// when it was removed since) and the notification.
#[derive(Debug, Clone, QueryableByName)]
pub struct Claimed {
    #[diesel(sql_type = BigInt)]
    pub id: i64,
    #[diesel(sql_type = SqlUuid)]
    pub player_id: Uuid,
    /// This attempt's number, from 1.
    #[diesel(sql_type = Integer)]
    pub attempts: i32,
    #[diesel(sql_type = Nullable<Text>)]
    pub url: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    pub secret: Option<String>,
    #[diesel(sql_type = BigInt)]
    pub cursor: i64,
    #[diesel(sql_type = Jsonb)]
    pub body: Value,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
}

/// Claims up to `limit` due deliveries for one attempt each, in one
/// statement: only the head of each player's queue (so a player's
/// deliveries go out in order, one at a time), none leased by another
/// worker, rows another claim holds skipped. The lease (`lease_secs`) makes
/// the attempt this worker's alone; if the worker dies, the delivery is
/// claimed again once the lease ends.
pub fn claim(conn: &mut PgConnection, lease_secs: f64, limit: i64) -> QueryResult<Vec<Claimed>> {
    sql_query(
        "WITH claimed AS (
             UPDATE webhook_deliveries
             SET lease_until = now() + make_interval(secs => $1),
                 attempts = attempts + 1,
                 last_attempt_at = now()
             WHERE id IN (
                 SELECT d.id FROM webhook_deliveries d
                 WHERE d.status = 'pending'
                   AND d.due_at <= now()
                   AND (d.lease_until IS NULL OR d.lease_until < now())
                   AND NOT EXISTS (
                       SELECT 1 FROM webhook_deliveries e
                       WHERE e.player_id = d.player_id AND e.status = 'pending' AND e.id < d.id)
                 ORDER BY d.id
                 LIMIT $2
                 FOR UPDATE SKIP LOCKED)
             RETURNING id, player_id, cursor, attempts
         )
         SELECT c.id, c.player_id, c.attempts, w.url, w.secret, c.cursor, n.body, n.created_at
         FROM claimed c
         JOIN notifications n ON n.player_id = c.player_id AND n.cursor = c.cursor
         LEFT JOIN webhooks w ON w.player_id = c.player_id
         ORDER BY c.id",
    )
    .bind::<Double, _>(lease_secs)
    .bind::<BigInt, _>(limit)
    .load(conn)
}

/// Records a delivered attempt. Only the attempt that holds the claim
/// (`attempts`) counts: one whose lease ran out and was claimed again
/// changes nothing.
pub fn delivered(conn: &mut PgConnection, id: i64, attempts: i32, status: i32) -> QueryResult<()> {
    sql_query(
        "UPDATE webhook_deliveries
         SET status = 'delivered', delivered_at = now(), lease_until = NULL,
             last_status = $3, last_error = NULL
         WHERE id = $1 AND attempts = $2 AND status = 'pending'",
    )
    .bind::<BigInt, _>(id)
    .bind::<Integer, _>(attempts)
    .bind::<Integer, _>(status)
    .execute(conn)
    .map(drop)
}

/// Records a failed attempt: pending again, due after `retry_in_secs`, or
/// failed for good once its time is up (`give_up_at`), or at once when
/// `give_up`.
pub fn attempt_failed(
    conn: &mut PgConnection,
    id: i64,
    attempts: i32,
    status: Option<i32>,
    error: &str,
    retry_in_secs: f64,
    give_up: bool,
) -> QueryResult<()> {
    sql_query(
        "UPDATE webhook_deliveries
         SET status = CASE WHEN $6 OR now() >= give_up_at THEN 'failed' ELSE 'pending' END,
             due_at = now() + make_interval(secs => $5),
             lease_until = NULL, last_status = $3, last_error = $4
         WHERE id = $1 AND attempts = $2 AND status = 'pending'",
    )
    .bind::<BigInt, _>(id)
    .bind::<Integer, _>(attempts)
    .bind::<Nullable<Integer>, _>(status)
    .bind::<Text, _>(error)
    .bind::<Double, _>(retry_in_secs)
    .bind::<Bool, _>(give_up)
    .execute(conn)
    .map(drop)
}

#[derive(QueryableByName)]
struct NextDue {
    #[diesel(sql_type = Nullable<Double>)]
    secs: Option<f64>,
}

/// Seconds until a delivery may next be claimed (negative when one is due
/// now), `None` when nothing is pending. Only the heads of players' queues
/// count, each at its due time or the end of its lease.
pub fn next_due_in(conn: &mut PgConnection) -> QueryResult<Option<f64>> {
    let row: NextDue = sql_query(
        "SELECT EXTRACT(EPOCH FROM (min(at) - now()))::float8 AS secs
         FROM (SELECT DISTINCT ON (player_id) GREATEST(due_at, COALESCE(lease_until, due_at)) AS at
               FROM webhook_deliveries
               WHERE status = 'pending'
               ORDER BY player_id, id) heads",
    )
    .get_result(conn)?;
    Ok(row.secs)
}
