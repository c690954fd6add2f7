//! Webhooks and their deliveries: a player's webhook, the outbox rows that
//! `notifications::push` writes for it, and the worker's claims on them.

use super::AsyncPgConnection;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_query;
use diesel::sql_types::{
    BigInt, Bool, Double, Integer, Jsonb, Nullable, Text, Timestamptz, Uuid as SqlUuid,
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use serde_json::Value;
use uuid::Uuid;

use super::models::DeliveryStatus;
use super::schema::{webhook_deliveries, webhooks};

#[derive(Debug, Clone, Queryable, QueryableByName, Selectable)]
#[diesel(table_name = webhooks, check_for_backend(diesel::pg::Pg))]
pub struct WebhookRow {
    pub player_id: Uuid,
    pub url: String,
    pub secret: String,
    pub created_at: DateTime<Utc>,
    /// The first failed attempt of the current run of failures.
    pub failing_since: Option<DateTime<Utc>>,
    pub paused_at: Option<DateTime<Utc>>,
    pub paused_reason: Option<String>,
    /// Until when the secret before the last roll signs too.
    pub previous_secret_expires_at: Option<DateTime<Utc>>,
}

/// The columns of [`WebhookRow`], for `RETURNING`.
const WEBHOOK_COLUMNS: &str = "player_id, url, secret, created_at, failing_since, paused_at, \
                               paused_reason, previous_secret_expires_at";

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

/// [`upsert_statements`] in one transaction of its own.
pub async fn upsert(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    url: &str,
    secret: &str,
) -> QueryResult<(WebhookRow, bool)> {
    conn.transaction(async |conn| upsert_statements(conn, player, url, secret).await)
        .await
}

/// Sets `player`'s webhook, replacing any (and its pause, its run of
/// failures and any previous secret); `true` when there was none. Pending
/// deliveries stay, now bound for the new URL, and are due at once (a fixed
/// URL need not wait out the back-off of a broken one).
async fn upsert_statements(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    url: &str,
    secret: &str,
) -> QueryResult<(WebhookRow, bool)> {
    // Whether it existed, asked apart: Citus takes no subquery in an
    // INSERT. Two first settings racing may both answer "created" (both
    // read before either wrote).
    let existed = diesel::select(diesel::dsl::exists(webhooks::table.find(player)))
        .get_result::<bool>(conn)
        .await?;
    let row: Upserted = sql_query(
        "INSERT INTO webhooks (player_id, url, secret) VALUES ($1, $2, $3)
         ON CONFLICT (player_id) DO UPDATE
             -- excluded's created_at is the default, now(): Citus takes
             -- no function but an immutable one in DO UPDATE.
             SET url = excluded.url, secret = excluded.secret, created_at = excluded.created_at,
                 failing_since = NULL, paused_at = NULL, paused_reason = NULL,
                 previous_secret = NULL, previous_secret_expires_at = NULL
         RETURNING url, secret, created_at, $4 AS created",
    )
    .bind::<SqlUuid, _>(player)
    .bind::<Text, _>(url)
    .bind::<Text, _>(secret)
    .bind::<Bool, _>(!existed)
    .get_result(conn)
    .await?;
    pending_due_now(conn, player).await?;
    Ok((
        WebhookRow {
            player_id: player,
            url: row.url,
            secret: row.secret,
            created_at: row.created_at,
            failing_since: None,
            paused_at: None,
            paused_reason: None,
            previous_secret_expires_at: None,
        },
        row.created,
    ))
}

/// Makes `player`'s pending deliveries due at once, and wakes the workers
/// when any was waiting.
async fn pending_due_now(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<()> {
    let rescheduled = diesel::update(
        webhook_deliveries::table
            .filter(webhook_deliveries::player_id.eq(player))
            .filter(webhook_deliveries::status.eq(DeliveryStatus::Pending))
            .filter(webhook_deliveries::due_at.gt(diesel::dsl::now)),
    )
    .set(webhook_deliveries::due_at.eq(diesel::dsl::now))
    .execute(conn)
    .await?;
    if rescheduled > 0 {
        super::notifications::wake(conn, super::topic::Topic::Webhooks).await?;
    }
    Ok(())
}

/// Replaces `player`'s secret with `secret`. The old one keeps signing for
/// `grace_secs` (none when 0). `None` when the player has no webhook.
pub async fn roll_secret(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    secret: &str,
    grace_secs: f64,
) -> QueryResult<Option<WebhookRow>> {
    sql_query(format!(
        "UPDATE webhooks
         SET previous_secret = CASE WHEN $3 > 0 THEN secret END,
             -- NULL without a grace period. Not a CASE around now(), which
             -- Citus refuses in an update.
             previous_secret_expires_at = now() + NULLIF(make_interval(secs => $3), interval '0'),
             secret = $2, created_at = now()
         WHERE player_id = $1
         RETURNING {WEBHOOK_COLUMNS}"
    ))
    .bind::<SqlUuid, _>(player)
    .bind::<Text, _>(secret)
    .bind::<Double, _>(grace_secs)
    .get_result(conn)
    .await
    .optional()
}

/// [`resume_statements`] in one transaction of its own.
pub async fn resume(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<Option<WebhookRow>> {
    conn.transaction(async |conn| resume_statements(conn, player).await)
        .await
}

/// Un-pauses `player`'s webhook (its run of failures starts afresh) and
/// makes its pending deliveries due at once. `None` when it has none.
async fn resume_statements(
    conn: &mut AsyncPgConnection,
    player: Uuid,
) -> QueryResult<Option<WebhookRow>> {
    let row: Option<WebhookRow> = sql_query(format!(
        "UPDATE webhooks SET paused_at = NULL, paused_reason = NULL, failing_since = NULL
         WHERE player_id = $1
         RETURNING {WEBHOOK_COLUMNS}"
    ))
    .bind::<SqlUuid, _>(player)
    .get_result(conn)
    .await
    .optional()?;
    if row.is_some() {
        pending_due_now(conn, player).await?;
        // Due heads that were already due wake no one otherwise.
        super::notifications::wake(conn, super::topic::Topic::Webhooks).await?;
    }
    Ok(row)
}

pub async fn find(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<Option<WebhookRow>> {
    webhooks::table
        .find(player)
        .select(WebhookRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// [`delete_statements`] in one transaction of its own.
pub async fn delete(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<bool> {
    conn.transaction(async |conn| delete_statements(conn, player).await)
        .await
}

/// Removes `player`'s webhook and fails its pending deliveries; `false`
/// when it had none.
async fn delete_statements(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<bool> {
    if diesel::delete(webhooks::table.find(player))
        .execute(conn)
        .await?
        == 0
    {
        return Ok(false);
    }
    diesel::update(
        webhook_deliveries::table
            .filter(webhook_deliveries::player_id.eq(player))
            .filter(webhook_deliveries::status.eq(DeliveryStatus::Pending)),
    )
    .set((
        webhook_deliveries::status.eq(DeliveryStatus::Failed),
        webhook_deliveries::lease_until.eq(None::<DateTime<Utc>>),
        webhook_deliveries::last_error.eq("webhook removed"),
    ))
    .execute(conn)
    .await?;
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
    pub status: DeliveryStatus,
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
    #[diesel(sql_type = Nullable<BigInt>)]
    pub redelivery_of: Option<i64>,
}

/// [`DeliveryRow`]'s columns, from `webhook_deliveries d` joined to its
/// notification `n`.
const DELIVERY_COLUMNS: &str =
    "d.id, d.cursor, n.kind, d.status, d.attempts, d.last_status, d.last_error,
     d.last_attempt_at, d.due_at, d.created_at, d.delivered_at, d.redelivery_of
     FROM webhook_deliveries d
     JOIN notifications n ON n.player_id = d.player_id AND n.cursor = d.cursor";

/// Up to `limit` of `player`'s deliveries with an id below `before`, the
/// newest first.
pub async fn recent(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    before: Option<i64>,
    limit: i64,
) -> QueryResult<Vec<DeliveryRow>> {
    sql_query(format!(
        "SELECT {DELIVERY_COLUMNS}
         WHERE d.player_id = $1 AND d.id < $2
         ORDER BY d.id DESC
         LIMIT $3"
    ))
    .bind::<SqlUuid, _>(player)
    .bind::<BigInt, _>(before.unwrap_or(i64::MAX))
    .bind::<BigInt, _>(limit)
    .load(conn)
    .await
}

/// `player`'s delivery `id`, if it has one by that id.
pub async fn delivery(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    id: i64,
) -> QueryResult<Option<DeliveryRow>> {
    sql_query(format!(
        "SELECT {DELIVERY_COLUMNS} WHERE d.player_id = $1 AND d.id = $2"
    ))
    .bind::<SqlUuid, _>(player)
    .bind::<BigInt, _>(id)
    .get_result(conn)
    .await
    .optional()
}

/// Queues a new delivery of delivery `of`'s notification, linked to it, at
/// the end of `player`'s queue, given up after `retry_secs`; its id.
pub async fn redeliver(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    of: i64,
    retry_secs: f64,
) -> QueryResult<i64> {
    #[derive(QueryableByName)]
    struct Inserted {
        #[diesel(sql_type = BigInt)]
        id: i64,
    }
    let inserted: Inserted = sql_query(
        "INSERT INTO webhook_deliveries (player_id, cursor, give_up_at, redelivery_of)
         SELECT player_id, cursor, now() + make_interval(secs => $3), id
         FROM webhook_deliveries WHERE player_id = $1 AND id = $2
         RETURNING id",
    )
    .bind::<SqlUuid, _>(player)
    .bind::<BigInt, _>(of)
    .bind::<Double, _>(retry_secs)
    .get_result(conn)
    .await?;
    super::notifications::wake(conn, super::topic::Topic::Webhooks).await?;
    Ok(inserted.id)
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
    /// The secret before the last roll, while it still signs.
    #[diesel(sql_type = Nullable<Text>)]
    pub previous_secret: Option<String>,
    #[diesel(sql_type = BigInt)]
    pub cursor: i64,
    #[diesel(sql_type = Jsonb)]
    pub body: Value,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
}

/// Claims up to `limit` due deliveries for one attempt each, in one
/// statement: only the head of each player's queue (so a player's
/// deliveries go out in order, one at a time), none of a paused webhook,
/// none leased (by this worker or another): a row that another claim
/// leased first is left to it. The lease (`lease_secs`) makes
/// the attempt this worker's alone; if the worker dies, the delivery is
/// claimed again once the lease ends.
pub async fn claim(
    conn: &mut AsyncPgConnection,
    lease_secs: f64,
    limit: i64,
) -> QueryResult<Vec<Claimed>> {
    sql_query(
        "WITH claimed AS (
             UPDATE webhook_deliveries
             SET lease_until = now() + make_interval(secs => $1),
                 attempts = attempts + 1,
                 last_attempt_at = now()
             WHERE (player_id, id) IN (
                 SELECT d.player_id, d.id FROM webhook_deliveries d
                 WHERE d.status = 'pending'
                   AND d.due_at <= now()
                   AND (d.lease_until IS NULL OR d.lease_until < now())
                   AND NOT EXISTS (
                       SELECT 1 FROM webhook_deliveries e
                       WHERE e.player_id = d.player_id AND e.status = 'pending' AND e.id < d.id)
                   AND NOT EXISTS (
                       SELECT 1 FROM webhooks p
                       WHERE p.player_id = d.player_id AND p.paused_at IS NOT NULL)
                 ORDER BY d.id
                 LIMIT $2)
               -- Checked again on the row itself: a claim that committed
               -- since the list was read leaves its rows leased, and these
               -- are skipped. Not `FOR UPDATE SKIP LOCKED` in the list, which
               -- Citus refuses on a table distributed by player.
               AND status = 'pending'
               AND (lease_until IS NULL OR lease_until < now())
             RETURNING id, player_id, cursor, attempts
         )
         SELECT c.id, c.player_id, c.attempts, w.url, w.secret,
                CASE WHEN w.previous_secret_expires_at > now() THEN w.previous_secret END
                    AS previous_secret,
                c.cursor, n.body, n.created_at
         -- The two tables first, joined on their distribution column (one
         -- join on each Citus shard), then the claimed rows.
         FROM notifications n
         JOIN claimed c ON n.player_id = c.player_id AND n.cursor = c.cursor
         LEFT JOIN webhooks w ON w.player_id = n.player_id
         ORDER BY c.id",
    )
    .bind::<Double, _>(lease_secs)
    .bind::<BigInt, _>(limit)
    .load(conn)
    .await
}

/// A delivery's key: its player (the distribution column on Citus) and id.
pub type DeliveryKey = (Uuid, i64);

/// Records a delivered attempt, which ends its webhook's run of failures.
/// Only the attempt that holds the claim (`attempts`) counts: one whose
/// lease ran out and was claimed again changes nothing.
pub async fn delivered(
    conn: &mut AsyncPgConnection,
    (player, id): DeliveryKey,
    attempts: i32,
    status: i32,
) -> QueryResult<()> {
    sql_query(
        "WITH d AS (
             UPDATE webhook_deliveries
             SET status = 'delivered', delivered_at = now(), lease_until = NULL,
                 last_status = $3, last_error = NULL
             WHERE player_id = $4 AND id = $1 AND attempts = $2 AND status = 'pending'
             RETURNING player_id)
         UPDATE webhooks w SET failing_since = NULL
         FROM d WHERE w.player_id = $4 AND w.player_id = d.player_id
             AND w.failing_since IS NOT NULL",
    )
    .bind::<BigInt, _>(id)
    .bind::<Integer, _>(attempts)
    .bind::<Integer, _>(status)
    .bind::<SqlUuid, _>(player)
    .execute(conn)
    .await
    .map(drop)
}

/// What a failed attempt did to its webhook.
#[derive(Debug, Clone, QueryableByName)]
pub struct Paused {
    #[diesel(sql_type = SqlUuid)]
    pub player_id: Uuid,
    #[diesel(sql_type = Text)]
    pub url: String,
    #[diesel(sql_type = Timestamptz)]
    pub failing_since: DateTime<Utc>,
    #[diesel(sql_type = Text)]
    #[diesel(column_name = paused_reason)]
    pub reason: String,
}

/// How a failed attempt counts against its webhook.
#[derive(Debug, Clone, Copy)]
pub enum Failure {
    /// The receiver failed: the webhook's run of failures goes on, and it
    /// is paused once the run is `pause_after_secs` old (never when `None`).
    Receiver { pause_after_secs: Option<f64> },
    /// Nothing to retry (the webhook is gone, the row unreadable): the
    /// delivery fails at once and the webhook is not judged by it.
    Abandoned,
}

/// Records a failed attempt: pending again, due after `retry_in_secs`, or
/// failed for good once its time is up (`give_up_at`), or at once when
/// abandoned. A receiver's failure extends its webhook's run of failures
/// and pauses the webhook when the run is old enough: `Some` when this
/// attempt paused it. Run it in a transaction.
pub async fn attempt_failed(
    conn: &mut AsyncPgConnection,
    (player, id): DeliveryKey,
    attempts: i32,
    status: Option<i32>,
    error: &str,
    retry_in_secs: f64,
    failure: Failure,
) -> QueryResult<Option<Paused>> {
    #[derive(QueryableByName)]
    struct Recorded {
        #[diesel(sql_type = SqlUuid)]
        player_id: Uuid,
    }
    let recorded: Option<Recorded> = sql_query(
        "UPDATE webhook_deliveries
         SET due_at = now() + make_interval(secs => $5),
             lease_until = NULL, last_status = $3, last_error = $4
         WHERE player_id = $6 AND id = $1 AND attempts = $2 AND status = 'pending'
         RETURNING player_id",
    )
    .bind::<BigInt, _>(id)
    .bind::<Integer, _>(attempts)
    .bind::<Nullable<Integer>, _>(status)
    .bind::<Text, _>(error)
    .bind::<Double, _>(retry_in_secs)
    .bind::<SqlUuid, _>(player)
    .get_result(conn)
    .await
    .optional()?;
    if recorded.is_some() {
        // Failed for good when abandoned or out of time: a statement of its
        // own, since Citus takes no now() inside a CASE of an update.
        sql_query(
            "UPDATE webhook_deliveries SET status = 'failed'
             WHERE player_id = $1 AND id = $2 AND ($3 OR give_up_at <= now())",
        )
        .bind::<SqlUuid, _>(player)
        .bind::<BigInt, _>(id)
        .bind::<Bool, _>(matches!(failure, Failure::Abandoned))
        .execute(conn)
        .await?;
    }
    let (Some(recorded), Failure::Receiver { pause_after_secs }) = (recorded, failure) else {
        return Ok(None);
    };
    // The run of failures starts with its first failed attempt; the webhook
    // is paused (once) when that is `pause_after_secs` ago.
    sql_query(
        "UPDATE webhooks SET failing_since = now()
         WHERE player_id = $1 AND paused_at IS NULL AND failing_since IS NULL",
    )
    .bind::<SqlUuid, _>(recorded.player_id)
    .execute(conn)
    .await?;
    let Some(pause_after_secs) = pause_after_secs else {
        return Ok(None);
    };
    #[derive(QueryableByName)]
    struct Failing {
        #[diesel(sql_type = Timestamptz)]
        failing_since: DateTime<Utc>,
    }
    // Read, then written with its reason: Citus takes no stable function
    // (to_char) of a column in an update.
    let failing: Option<Failing> = sql_query(
        "SELECT failing_since FROM webhooks
         WHERE player_id = $1 AND paused_at IS NULL
           AND failing_since <= now() - make_interval(secs => $2)
         FOR UPDATE",
    )
    .bind::<SqlUuid, _>(recorded.player_id)
    .bind::<Double, _>(pause_after_secs)
    .get_result(conn)
    .await
    .optional()?;
    let Some(failing) = failing else {
        return Ok(None);
    };
    let reason = format!(
        "every delivery attempt since {} failed; the last: {error}",
        failing.failing_since.format("%Y-%m-%dT%H:%M:%SZ")
    );
    sql_query(
        "UPDATE webhooks SET paused_at = now(), paused_reason = $2
         WHERE player_id = $1
         RETURNING player_id, url, failing_since, paused_reason",
    )
    .bind::<SqlUuid, _>(recorded.player_id)
    .bind::<Text, _>(reason)
    .get_result(conn)
    .await
    .optional()
}

#[derive(QueryableByName)]
struct NextDue {
    #[diesel(sql_type = Nullable<Double>)]
    secs: Option<f64>,
}

/// Seconds until a delivery may next be claimed (negative when one is due
/// now), `None` when nothing is pending. Only the heads of players' queues
/// count (none of a paused webhook), each at its due time or the end of its
/// lease.
pub async fn next_due_in(conn: &mut AsyncPgConnection) -> QueryResult<Option<f64>> {
    let row: NextDue = sql_query(
        "SELECT EXTRACT(EPOCH FROM (min(at) - now()))::float8 AS secs
         FROM (SELECT DISTINCT ON (player_id) GREATEST(due_at, COALESCE(lease_until, due_at)) AS at
               FROM webhook_deliveries d
               WHERE status = 'pending'
                 AND NOT EXISTS (
                     SELECT 1 FROM webhooks p
                     WHERE p.player_id = d.player_id AND p.paused_at IS NOT NULL)
               ORDER BY player_id, id) heads",
    )
    .get_result(conn)
    .await?;
    Ok(row.secs)
}
