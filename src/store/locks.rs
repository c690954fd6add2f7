//! The advisory locks every server process takes, by key, in one place: a
//! key is shared with other builds on the same database, so it never
//! changes, and no two locks share one.

use diesel::sql_query;
use diesel::sql_types::{BigInt, Integer};
use diesel_async::async_connection_wrapper::AsyncConnectionWrapper;

use super::{AsyncPgConnection, BoxError};

/// Held while migrating or distributing the schema, so that several
/// processes starting together do not race (an arbitrary, fixed key).
pub const MIGRATION: i64 = 0x7265_6665_7265_6501;

/// Held by the ratings' applier ("ratings" as a number).
pub const RATINGS_APPLIER: i64 = 7236846848112225;

/// Held by the transparency log's appender ("log" as a number).
pub const LOG_APPENDER: i64 = 7106407;

/// The class of the per-player locks (the first key of the two-key form,
/// whose keys cannot meet the one-key form's above).
pub const PLAYER_CLASS: i32 = 0x5265_6647;

/// Takes the lock `key` until the transaction ends.
pub async fn xact_lock(conn: &mut AsyncPgConnection, key: i64) -> diesel::QueryResult<()> {
    use diesel_async::RunQueryDsl;
    sql_query("SELECT pg_advisory_xact_lock($1)")
        .bind::<BigInt, _>(key)
        .execute(conn)
        .await
        .map(drop)
}

/// Takes the lock `key` of class [`PLAYER_CLASS`] until the transaction
/// ends.
pub async fn xact_lock_player(conn: &mut AsyncPgConnection, key: i32) -> diesel::QueryResult<()> {
    use diesel_async::RunQueryDsl;
    sql_query("SELECT pg_advisory_xact_lock($1, $2)")
        .bind::<Integer, _>(PLAYER_CLASS)
        .bind::<Integer, _>(key)
        .execute(conn)
        .await
        .map(drop)
}

/// Runs `f` holding the session lock `key` (waiting for it), on a
/// synchronous connection, and releases it whatever `f` answered.
pub fn with_session_lock<T>(
    conn: &mut AsyncConnectionWrapper<AsyncPgConnection>,
    key: i64,
    f: impl FnOnce(&mut AsyncConnectionWrapper<AsyncPgConnection>) -> Result<T, BoxError>,
) -> Result<T, BoxError> {
    use diesel::RunQueryDsl;
    sql_query("SELECT pg_advisory_lock($1)")
        .bind::<BigInt, _>(key)
        .execute(conn)?;
    let result = f(conn);
    sql_query("SELECT pg_advisory_unlock($1)")
        .bind::<BigInt, _>(key)
        .execute(conn)?;
    result
}
