//! Notifications: written in the transaction of the change they tell of,
//! with a webhook delivery for each recipient that has a webhook, and a
//! `NOTIFY` that wakes the waiters of every server process at commit
//! (`hub`: the waiters' channel, and the workers' channel when webhook
//! deliveries are due).

use super::AsyncPgConnection;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_query;
use diesel::sql_types::{Array, Double, Jsonb, Nullable, Text, Uuid as SqlUuid};
use diesel_async::RunQueryDsl;
use serde_json::Value;
use uuid::Uuid;

use super::schema::notifications;
use super::sql::JsonText;
use super::topic::{topic_sql, Topic, WAITERS_CHANNEL, WORK_CHANNEL};

/// A notification to write.
#[derive(Debug, Clone)]
pub struct NewNotification {
    pub player_id: Uuid,
    pub kind: &'static str,
    /// The notification as the API shows it (without its cursor), as JSON
    /// text: it is only ever written, so no `Value` is built for it.
    pub body: JsonText,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = notifications, check_for_backend(diesel::pg::Pg))]
pub struct NotificationRow {
    pub player_id: Uuid,
    pub cursor: i64,
    pub kind: String,
    pub game_id: Option<Uuid>,
    pub body: Value,
    pub created_at: DateTime<Utc>,
}

/// The CTEs that write a batch of notifications, given a CTE `input`
/// (`player_id, kind, body, ord`: each player's in `ord` order) and the
/// parameters holding the recipients (`uuid[]`), the game id (or NULL) and
/// the webhook retry time in seconds: `counts`, `bumped` (the recipients'
/// cursors, bumped in player id order, see [`lock_cursors`]), `inserted`
/// (the notifications, with gapless per-player cursors) and `deliveries`
/// (one per notification of a player with a webhook, which are named by
/// key so that Citus reads only their shards). [`push`]'s; a step's
/// notifications are written by `store::outbox::deliver` instead.
macro_rules! notification_ctes {
    (recipients: $recipients:literal, game: $game:literal, retry_secs: $retry:literal) => {
        concat!(
            "counts AS (
    SELECT player_id, count(*) AS n FROM input GROUP BY player_id
), bumped AS (
    INSERT INTO notification_cursors AS c (player_id, cursor)
    SELECT player_id, n FROM counts ORDER BY player_id
    ON CONFLICT (player_id) DO UPDATE SET cursor = c.cursor + excluded.cursor
    RETURNING c.player_id, c.cursor
), inserted AS (
    INSERT INTO notifications (player_id, cursor, kind, game_id, body)
    SELECT i.player_id,
           b.cursor - k.n + row_number() OVER (PARTITION BY i.player_id ORDER BY i.ord),
           i.kind, ",
            $game,
            ", i.body
    FROM input i JOIN bumped b ON b.player_id = i.player_id
        JOIN counts k ON k.player_id = i.player_id
    RETURNING player_id, cursor
), deliveries AS (
    INSERT INTO webhook_deliveries (player_id, cursor, give_up_at)
    SELECT n.player_id, n.cursor, now() + make_interval(secs => ",
            $retry,
            ")
    FROM inserted n JOIN webhooks w ON w.player_id = n.player_id
    WHERE w.player_id = ANY (",
            $recipients,
            "::uuid[])
    ORDER BY n.player_id, n.cursor
    RETURNING 1
)"
        )
    };
}

/// Locks the notification cursors of `players` (creating those a player
/// has not needed yet) in player id order, as every writer of notifications
/// bumps them: so two transactions notifying the same players wait for each
/// other in one order. A transaction that notifies in several batches locks
/// all its recipients with one call first.
pub async fn lock_cursors(conn: &mut AsyncPgConnection, players: &[Uuid]) -> QueryResult<()> {
    sql_query(
        "INSERT INTO notification_cursors AS c (player_id, cursor)
         SELECT DISTINCT id, 0 FROM unnest($1::uuid[]) AS t(id) ORDER BY id
         ON CONFLICT (player_id) DO UPDATE SET cursor = c.cursor",
    )
    .bind::<Array<SqlUuid>, _>(players)
    .execute(conn)
    .await
    .map(drop)
}

/// Writes `items` (each player's in the order given), their webhook
/// deliveries (given up after `webhook_retry_secs`), and the `NOTIFY` for
/// the recipients and for `game` when there is one, in one statement. The
/// recipients' cursors are bumped in player id order (see
/// [`lock_cursors`]), so the cursors they hand out commit in order.
pub async fn push(
    conn: &mut AsyncPgConnection,
    game: Option<Uuid>,
    items: &[NewNotification],
    webhook_retry_secs: f64,
) -> QueryResult<()> {
    if items.is_empty() {
        if let Some(game) = game {
            wake(conn, Topic::Game(game)).await?;
        }
        return Ok(());
    }
    let ids: Vec<Uuid> = items.iter().map(|n| n.player_id).collect();
    let kinds: Vec<&str> = items.iter().map(|n| n.kind).collect();
    let bodies: Vec<&JsonText> = items.iter().map(|n| &n.body).collect();
    sql_query(concat!(
        "WITH input AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[])
        WITH ORDINALITY AS t(player_id, kind, body, ord)
), ",
        notification_ctes!(recipients: "$1", game: "$4", retry_secs: "$5"),
        "
SELECT pg_notify($6, concat_ws(' ',
    (SELECT string_agg(DISTINCT ",
        topic_sql!(player),
        " || player_id::text, ' ') FROM inserted),
    CASE WHEN $4 IS NULL THEN NULL ELSE ",
        topic_sql!(game),
        " || $4::text END))::text,
    -- As text: Citus cannot keep a subquery's `void` between steps.
    (SELECT pg_notify($7, ",
        topic_sql!(webhooks),
        ")::text WHERE EXISTS (SELECT 1 FROM deliveries))"
    ))
    .bind::<Array<SqlUuid>, _>(&ids)
    .bind::<Array<Text>, _>(&kinds)
    .bind::<Array<Jsonb>, _>(&bodies)
    .bind::<Nullable<SqlUuid>, _>(game)
    .bind::<Double, _>(webhook_retry_secs)
    .bind::<Text, _>(WAITERS_CHANNEL)
    .bind::<Text, _>(WORK_CHANNEL)
    .execute(conn)
    .await?;
    Ok(())
}

/// Sends a wake-up for `topic` on its channel, delivered at commit.
pub async fn wake(conn: &mut AsyncPgConnection, topic: Topic) -> QueryResult<()> {
    debug_assert_ne!(topic, Topic::Lobby, "the lobby is woken with every game");
    sql_query("SELECT pg_notify($1, $2)")
        .bind::<Text, _>(topic.channel())
        .bind::<Text, _>(topic.to_string())
        .execute(conn)
        .await
        .map(drop)
}

/// A player's notifications with `cursor > after`, oldest first.
pub async fn after(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    after: i64,
    limit: i64,
) -> QueryResult<Vec<NotificationRow>> {
    notifications::table
        .filter(notifications::player_id.eq(player))
        .filter(notifications::cursor.gt(after))
        .order(notifications::cursor.asc())
        .limit(limit)
        .select(NotificationRow::as_select())
        .load(conn)
        .await
}

/// Deletes notifications older than `before` (and, by cascade, their
/// webhook deliveries); returns how many.
pub async fn prune(conn: &mut AsyncPgConnection, before: DateTime<Utc>) -> QueryResult<usize> {
    diesel::delete(notifications::table.filter(notifications::created_at.lt(before)))
        .execute(conn)
        .await
}
