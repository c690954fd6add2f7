//! A step's news for its players, on its way from the game's shard to
//! theirs. The step's own write (`games::write_step`) keeps its
//! notifications in a row of `game_outbox`, keyed by the game; delivering
//! them writes each recipient's notifications (and webhook deliveries) on
//! the recipient's shard, then wakes the waiters and deletes the row. Every
//! statement here reads or writes one shard: on Citus no step, and no
//! delivery, is a two-phase commit (docs/ARCHITECTURE.md, "A step").
//!
//! Exactly once and in order: a step's notifications to a group of
//! recipients are written whole or not at all, and at most once (a unique
//! key on the player, game and step); a game's rows are delivered in step
//! order, each after the ones before it, by whoever delivers them.

use chrono::{DateTime, Utc};
use diesel::sql_query;
use diesel::sql_types::{
    Array, Bool, Double, Int4, Int8, Jsonb, Text, Timestamptz, Uuid as SqlUuid,
};
use diesel::QueryableByName;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::sql::JsonText;
use super::topic::{Topic, WAITERS_CHANNEL, WORK_CHANNEL};
use super::AsyncPgConnection;
use diesel::QueryResult;

/// A step's outbox row.
#[derive(Debug, Clone, QueryableByName)]
pub struct Pending {
    #[diesel(sql_type = SqlUuid)]
    pub game_id: Uuid,
    #[diesel(sql_type = Int8)]
    pub seq: i64,
    #[diesel(sql_type = Array<SqlUuid>)]
    pub player_ids: Vec<Uuid>,
    #[diesel(sql_type = Array<Text>)]
    pub kinds: Vec<String>,
    /// As JSON text, handed back as it was stored.
    #[diesel(sql_type = Array<Text>)]
    pub bodies: Vec<String>,
    #[diesel(sql_type = Bool)]
    pub wake_clock: bool,
    #[diesel(sql_type = Bool)]
    pub wake_bots: bool,
}

/// The outbox rows of `game`, in step order.
pub async fn pending(conn: &mut AsyncPgConnection, game: Uuid) -> QueryResult<Vec<Pending>> {
    sql_query(
        "SELECT game_id, seq, player_ids, kinds, bodies::text[] AS bodies, wake_clock, wake_bots
         FROM game_outbox WHERE game_id = $1 ORDER BY seq",
    )
    .bind::<SqlUuid, _>(game)
    .load(conn)
    .await
}

/// Games with outbox rows written before `before`, oldest first: steps
/// whose delivery did not follow them (their server stopped, or the
/// delivery failed).
pub async fn late_games(
    conn: &mut AsyncPgConnection,
    before: DateTime<Utc>,
    limit: i64,
) -> QueryResult<Vec<Uuid>> {
    #[derive(QueryableByName)]
    struct Late {
        #[diesel(sql_type = SqlUuid)]
        game_id: Uuid,
    }
    let rows: Vec<Late> = sql_query(
        "SELECT game_id FROM game_outbox WHERE created_at < $1
         GROUP BY game_id ORDER BY min(created_at) LIMIT $2",
    )
    .bind::<Timestamptz, _>(before)
    .bind::<Int8, _>(limit)
    .load(conn)
    .await?;
    Ok(rows.into_iter().map(|row| row.game_id).collect())
}

/// Some of a step's notifications: to one or more recipients, each
/// player's in order.
pub struct Group<'a> {
    pub players: &'a [Uuid],
    pub kinds: &'a [&'a str],
    pub bodies: &'a [&'a JsonText],
}

/// What [`deliver`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivered {
    /// Written, with this many webhook deliveries.
    Written { webhook_deliveries: i32 },
    /// The group had the step's notifications already.
    Already,
}

/// Writes step `seq` of `game`'s notifications to `group`, whose players
/// must share one shard (on one Postgres, any players): one call of the
/// database function `referee_deliver_step`, which Citus sends whole to the
/// node of that shard. At most once: a group written before (by a delivery
/// that was cut short, or that another process made at the same time)
/// answers [`Delivered::Already`].
pub async fn deliver(
    conn: &mut AsyncPgConnection,
    game: Uuid,
    seq: i64,
    group: &Group<'_>,
    webhook_retry_secs: f64,
) -> QueryResult<Delivered> {
    #[derive(QueryableByName)]
    struct Answer {
        #[diesel(sql_type = Int4)]
        deliveries: i32,
    }
    let Some(&shard_player) = group.players.first() else {
        return Ok(Delivered::Written {
            webhook_deliveries: 0,
        });
    };
    let answer = sql_query(
        "SELECT referee_deliver_step(p_shard_player => $1, p_game_id => $2, p_seq => $3,
             p_player_ids => $4, p_kinds => $5, p_bodies => $6, p_retry_secs => $7)
             AS deliveries",
    )
    .bind::<SqlUuid, _>(shard_player)
    .bind::<SqlUuid, _>(game)
    .bind::<Int8, _>(seq)
    .bind::<Array<SqlUuid>, _>(group.players)
    .bind::<Array<Text>, _>(group.kinds)
    .bind::<Array<Jsonb>, _>(group.bodies)
    .bind::<Double, _>(webhook_retry_secs)
    .get_result::<Answer>(conn)
    .await;
    match answer {
        Ok(Answer { deliveries }) if deliveries < 0 => Ok(Delivered::Already),
        Ok(Answer { deliveries }) => Ok(Delivered::Written {
            webhook_deliveries: deliveries,
        }),
        // Another delivery of the same step wrote it first.
        Err(err) if super::is_unique_violation(&err) => Ok(Delivered::Already),
        Err(err) => Err(err),
    }
}

/// Wakes the waiters of step `seq` of `game` (its recipients, the game's
/// watchers, and the workers named), then deletes its outbox row: two
/// statements, since the `NOTIFY` must run on the node the servers listen
/// to (Citus's coordinator), and Citus runs a statement that touches one
/// shard, whatever else it holds, on that shard's node. Called once every
/// recipient has the step's notifications; a wake-up sent twice (the
/// server stopped before the delete, and the step is told again) is
/// harmless.
pub async fn finish(
    conn: &mut AsyncPgConnection,
    game: Uuid,
    seq: i64,
    recipients: &[Uuid],
    workers: &[Topic],
) -> QueryResult<()> {
    let (waiters, workers) = wake_words(game, recipients, workers);
    sql_query("SELECT pg_notify($1, $2)::text, (SELECT pg_notify($3, $4)::text WHERE $4 <> '')")
        .bind::<Text, _>(WAITERS_CHANNEL)
        .bind::<Text, _>(waiters)
        .bind::<Text, _>(WORK_CHANNEL)
        .bind::<Text, _>(workers)
        .execute(conn)
        .await?;
    sql_query("DELETE FROM game_outbox WHERE game_id = $1 AND seq = $2")
        .bind::<SqlUuid, _>(game)
        .bind::<Int8, _>(seq)
        .execute(conn)
        .await?;
    Ok(())
}

/// The workers a told step wakes: the webhook deliverer when it wrote
/// deliveries, the clock's sweeper when it set a deadline, the bot runner
/// when a bot is on turn.
pub fn workers_to_wake(webhooks: bool, clock: bool, bots: bool) -> Vec<Topic> {
    [
        (webhooks, Topic::Webhooks),
        (clock, Topic::Clock),
        (bots, Topic::Bots),
    ]
    .into_iter()
    .filter_map(|(wake, topic)| wake.then_some(topic))
    .collect()
}

/// The wake-ups of a step of `game` told to `recipients`: the waiters'
/// payload (each recipient once, then the game) and the workers' (`workers`,
/// possibly empty).
pub fn wake_words(game: Uuid, recipients: &[Uuid], workers: &[Topic]) -> (String, String) {
    let mut waiters: Vec<String> = Vec::with_capacity(recipients.len() + 1);
    for player in recipients {
        let word = Topic::Player(*player).to_string();
        if !waiters.contains(&word) {
            waiters.push(word);
        }
    }
    waiters.push(Topic::Game(game).to_string());
    let workers: Vec<String> = workers.iter().map(Topic::to_string).collect();
    (waiters.join(" "), workers.join(" "))
}

/// Where players' notifications live, which decides how a step's
/// recipients are grouped for [`deliver`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Shards {
    /// One Postgres: one group, every recipient at once.
    #[default]
    One,
    /// Citus: each player's notifications on the shard of their id; a group
    /// per recipient.
    ByPlayer,
}

impl Shards {
    /// The database's: [`Shards::ByPlayer`] where the Citus extension is
    /// installed.
    pub async fn of(conn: &mut AsyncPgConnection) -> QueryResult<Shards> {
        #[derive(QueryableByName)]
        struct Citus {
            #[diesel(sql_type = Bool)]
            installed: bool,
        }
        let citus: Citus = sql_query(
            "SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') AS installed",
        )
        .get_result(conn)
        .await?;
        Ok(if citus.installed {
            Shards::ByPlayer
        } else {
            Shards::One
        })
    }
}
