//! `referee distribute`: spreads the migrated schema over a Citus cluster's
//! workers (docs/OPERATIONS.md, "Scaling out"). Per-game tables are
//! distributed by game id and colocated with `games`; per-player tables
//! (notifications and their cursors, webhooks and deliveries, each player's
//! list of games) by player id,
//! colocated with `notifications`; `players`, `server_settings`, the
//! ratings, the seeks, the public log and the keys are reference tables (a
//! copy on every node): [`PLAN`] has every table.

use diesel::sql_types::{Bool, Text};
use diesel::{sql_query, Connection, QueryableByName, RunQueryDsl};
use diesel_async::async_connection_wrapper::AsyncConnectionWrapper;

use super::{locks, AsyncPgConnection, BoxError};

/// Where a table's rows live on Citus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// A copy on every node: small, read with every step, and referenced by
    /// foreign keys from both kinds of distributed tables.
    Reference,
    /// Hash-distributed by `column`, its shards colocated with those of
    /// `colocate_with` (`None`: the first table of its own group).
    Distributed {
        column: &'static str,
        colocate_with: Option<&'static str>,
    },
}

const BY_GAME: Placement = Placement::Distributed {
    column: "game_id",
    colocate_with: Some("games"),
};
const BY_PLAYER: Placement = Placement::Distributed {
    column: "player_id",
    colocate_with: Some("notifications"),
};

/// Every table of the schema, in the order Citus accepts: reference tables
/// first, then each colocation group's first table before the rest of it.
/// `players` is a reference table, not distributed by id: per-game tables
/// point at it by foreign key (creator, seats, invitations), which Citus
/// allows only into a reference table or a table colocated on the same key,
/// and its unique `api_key_hash` could not be kept on a table distributed
/// by id. Ratings, rating changes and seeks are reference tables too: they
/// are written once per finished rated game or per seek, not per move, and
/// read whole (a leaderboard, the applier's order by `seq`, the
/// matchmaker's waiting seeks); `rating_changes` and `seeks` name a game
/// without a foreign key into the distributed `games`. So are the public
/// log (one global sequence, appended in batches, never joined by game)
/// and the keys (the referee's, and the players' signing keys: written
/// rarely, read by a signed move on the node of its game), and the access
/// tokens (written when made, used or revoked; read with a game in a move's
/// statement, on the node of its game) and the OAuth codes that make apps'
/// tokens (written twice each, never joined with a game), and the passkeys
/// and their ceremonies (written when registered, used or deleted, read by
/// credential or ceremony id, never joined with a game).
pub const PLAN: &[(&str, Placement)] = &[
    ("players", Placement::Reference),
    ("access_tokens", Placement::Reference),
    ("oauth_codes", Placement::Reference),
    ("passkeys", Placement::Reference),
    ("passkey_ceremonies", Placement::Reference),
    ("server_settings", Placement::Reference),
    ("ratings", Placement::Reference),
    ("rating_changes", Placement::Reference),
    ("seeks", Placement::Reference),
    ("log_entries", Placement::Reference),
    ("log_nodes", Placement::Reference),
    ("referee_keys", Placement::Reference),
    ("player_keys", Placement::Reference),
    (
        "games",
        Placement::Distributed {
            column: "id",
            colocate_with: None,
        },
    ),
    ("game_seats", BY_GAME),
    ("game_events", BY_GAME),
    ("game_invitations", BY_GAME),
    ("game_outbox", BY_GAME),
    (
        "notifications",
        Placement::Distributed {
            column: "player_id",
            colocate_with: None,
        },
    ),
    ("notification_cursors", BY_PLAYER),
    ("player_games", BY_PLAYER),
    ("webhooks", BY_PLAYER),
    ("webhook_deliveries", BY_PLAYER),
];

/// A table's placement as Citus's metadata has it now.
#[derive(QueryableByName)]
struct Current {
    #[diesel(sql_type = Text)]
    table_name: String,
    /// `h` hash-distributed, `n` reference or Citus-local (a coordinator
    /// table Citus knows of, such as one with a foreign key into a
    /// reference table).
    #[diesel(sql_type = Text)]
    method: String,
    /// The distribution column, empty when none.
    #[diesel(sql_type = Text)]
    column: String,
    /// Reference tables are replicated (`t`); Citus-local ones are not.
    #[diesel(sql_type = Bool)]
    replicated: bool,
}

#[derive(QueryableByName)]
struct Statement {
    #[diesel(sql_type = Text)]
    sql: String,
}

type SyncConnection = AsyncConnectionWrapper<AsyncPgConnection>;

/// Distributes every table of [`PLAN`] not yet placed as planned, under
/// the migration lock, in one transaction: the foreign keys that touch such
/// a table are dropped, the tables placed in plan order (Citus copies the
/// rows a table already holds to its shards), the coordinator's local
/// copies emptied and the keys added back (checked again, across shards).
/// Idempotent: on a schema already placed it changes nothing. Returns what
/// it did, one line per table. Blocks the calling thread, like
/// [`super::run_migrations`].
pub fn run_distribute(database_url: &str) -> Result<Vec<String>, BoxError> {
    let mut conn = <SyncConnection as Connection>::establish(database_url)?;
    locks::with_session_lock(&mut conn, locks::MIGRATION, distribute_locked)
}

fn distribute_locked(conn: &mut SyncConnection) -> Result<Vec<String>, BoxError> {
    #[derive(QueryableByName)]
    struct Found {
        #[diesel(sql_type = Bool)]
        found: bool,
    }
    let citus: Found =
        sql_query("SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') AS found")
            .get_result(conn)?;
    if !citus.found {
        return Err(
            "this database has no Citus extension: distribute runs on a Citus \
                    coordinator (CREATE EXTENSION citus, then citus_add_node for each worker)"
                .into(),
        );
    }
    let current: Vec<Current> = sql_query(
        "SELECT logicalrelid::regclass::text AS table_name, partmethod::text AS method,
                coalesce(column_to_column_name(logicalrelid, partkey), '') AS column,
                repmodel = 't' AS replicated
         FROM pg_dist_partition",
    )
    .load(conn)?;
    let mut pending = Vec::new();
    for &(table, placement) in PLAN {
        match current.iter().find(|c| c.table_name == table) {
            None => pending.push((table, placement)),
            Some(now) if placed_as(now, placement) => {}
            // Citus keeps a table created with a foreign key into a
            // reference table (one a later migration added) as a local
            // table in its metadata; placing it drops that key first.
            Some(now) if now.method == "n" && !now.replicated => pending.push((table, placement)),
            Some(now) => {
                return Err(format!(
                    "table {table} is already placed otherwise on Citus (method {}, column \
                     '{}'); undistribute_table('{table}') it first",
                    now.method, now.column
                )
                .into())
            }
        }
    }
    let mut done = if pending.is_empty() {
        Vec::new()
    } else {
        conn.transaction(|conn| place(conn, &pending))?
    };
    done.extend(delegate_functions(conn)?);
    Ok(done)
}

/// The database functions Citus runs whole on the node of one shard: the
/// function, the argument that names the shard, and the table whose shards
/// it follows. A step's write keeps to its game's shards, a delivery to its
/// recipients' (`store::outbox`).
pub const FUNCTIONS: &[(&str, &str, &str)] = &[
    ("referee_write_step", "p_game_id", "games"),
    ("referee_deliver_step", "p_shard_player", "notifications"),
];

/// Makes each function of [`FUNCTIONS`] a distributed function, delegated
/// to the node of the shard its argument names, unless it is one already.
fn delegate_functions(conn: &mut SyncConnection) -> Result<Vec<String>, BoxError> {
    #[derive(QueryableByName)]
    struct Found {
        #[diesel(sql_type = Bool)]
        found: bool,
    }
    let mut done = Vec::new();
    for &(function, argument, table) in FUNCTIONS {
        let delegated: Found = sql_query(
            "SELECT EXISTS (SELECT 1 FROM pg_dist_object o JOIN pg_proc p
                 ON o.classid = 'pg_proc'::regclass AND o.objid = p.oid
                 WHERE p.proname = $1 AND o.distribution_argument_index IS NOT NULL) AS found",
        )
        .bind::<Text, _>(function)
        .get_result(conn)?;
        if delegated.found {
            continue;
        }
        let call = format!(
            "create_distributed_function('{function}', '{argument}', colocate_with => '{table}')"
        );
        sql_query(format!(
            "SELECT create_distributed_function(
                 (SELECT oid FROM pg_proc WHERE proname = '{function}')::regprocedure,
                 '{argument}', colocate_with => '{table}')"
        ))
        .execute(conn)?;
        done.push(call);
    }
    Ok(done)
}

fn placed_as(now: &Current, placement: Placement) -> bool {
    match placement {
        Placement::Reference => now.method == "n" && now.replicated,
        Placement::Distributed { column, .. } => now.method == "h" && now.column == column,
    }
}

fn place(
    conn: &mut SyncConnection,
    pending: &[(&'static str, Placement)],
) -> Result<Vec<String>, BoxError> {
    let names: Vec<String> = pending.iter().map(|(t, _)| format!("'{t}'")).collect();
    let touching = format!(
        "c.contype = 'f' AND (c.conrelid::regclass::text IN ({names}) \
         OR c.confrelid::regclass::text IN ({names}))",
        names = names.join(", ")
    );
    // Citus checks each foreign key as a table is placed, against the other
    // side's placement at that moment; added back once every table is
    // placed, each is checked against the final plan.
    let add_back: Vec<Statement> = sql_query(format!(
        "SELECT format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass,
                       c.conname, pg_get_constraintdef(c.oid)) AS sql
         FROM pg_constraint c WHERE {touching} ORDER BY c.conrelid::regclass::text, c.conname"
    ))
    .load(conn)?;
    let drop: Vec<Statement> = sql_query(format!(
        "SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname)
             AS sql
         FROM pg_constraint c WHERE {touching}"
    ))
    .load(conn)?;
    // One transaction that places several tables and changes their keys
    // must reach each worker over one connection (Citus refuses to modify a
    // table after a parallel operation on a distributed one).
    sql_query("SET LOCAL citus.multi_shard_modify_mode TO 'sequential'").execute(conn)?;
    for statement in &drop {
        sql_query(&statement.sql).execute(conn)?;
    }
    let mut done = Vec::new();
    for &(table, placement) in pending {
        let call = match placement {
            Placement::Reference => format!("create_reference_table('{table}')"),
            Placement::Distributed {
                column,
                colocate_with,
            } => format!(
                "create_distributed_table('{table}', '{column}', colocate_with => '{}')",
                colocate_with.unwrap_or("none")
            ),
        };
        sql_query(format!("SELECT {call}")).execute(conn)?;
        // Rows the table held stay behind in the coordinator's (now hidden)
        // local table unless removed; its shards have copies of them.
        sql_query(format!(
            "SELECT truncate_local_data_after_distributing_table('{table}')"
        ))
        .execute(conn)?;
        done.push(call);
    }
    for statement in &add_back {
        sql_query(&statement.sql).execute(conn)?;
    }
    Ok(done)
}
