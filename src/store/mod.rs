//! Postgres persistence with diesel's query builder, run by diesel-async on
//! tokio-postgres. Query functions take a connection, so they compose into
//! transactions (`AsyncConnection::transaction`); they return diesel
//! errors, and the HTTP layer maps them.

pub mod access_tokens;
pub mod distribute;
pub mod entries;
pub mod events;
pub mod games;
pub mod invitations;
pub mod keys;
pub mod locks;
pub mod log;
pub mod models;
pub mod notifications;
pub mod oauth_codes;
pub mod outbox;
pub mod passkeys;
pub mod player_games;
pub mod players;
pub mod ratings;
pub mod schema;
pub mod seeks;
pub mod settings;
pub mod sql;
pub mod topic;
pub mod webhooks;

use diesel_async::async_connection_wrapper::AsyncConnectionWrapper;
use diesel_async::pooled_connection::{
    AsyncDieselConnectionManager, ManagerConfig, RecyclingMethod,
};
use diesel_async::{AsyncConnection, SimpleAsyncConnection};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};
use futures_util::FutureExt;

use std::time::Duration;

use crate::config::DatabaseConfig;

pub use diesel_async::AsyncPgConnection;

/// The migrations, embedded in the binary.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// The connections of one event loop (an HTTP worker, or the loop of the
/// background work): each is opened on first use by the loop that uses it,
/// so its socket is served by that loop, with no hop to another thread.
pub type DbPool = diesel_async::pooled_connection::deadpool::Pool<AsyncPgConnection>;
/// A connection of a [`DbPool`].
pub type DbConn = diesel_async::pooled_connection::deadpool::Object<AsyncPgConnection>;

/// The settings of every connection of the server: its `statement_timeout`
/// (milliseconds, 0 = none) and, unless 0, the planner's `random_page_cost`,
/// in one simple query (one round trip).
fn session_settings(statement_timeout_ms: u64, random_page_cost: f64) -> String {
    let mut settings = format!("SET statement_timeout = {statement_timeout_ms}");
    if random_page_cost > 0.0 {
        settings.push_str(&format!("; SET random_page_cost = {random_page_cost}"));
    }
    settings
}

/// How each event loop's [`DbPool`] is made: the process's `pool_size`
/// connections shared out equally (rounded down) among its `loops` event
/// loops, so that all of its pools together open at most `pool_size`.
#[derive(Clone)]
pub struct DbPools {
    database: DatabaseConfig,
    per_loop: usize,
    /// The pools made so far, for [`DbPools::status`]: weak, so that a
    /// loop's pool (and its connections) goes with the loop.
    made: std::sync::Arc<std::sync::Mutex<Vec<WeakDbPool>>>,
}

type WeakDbPool = deadpool::managed::WeakPool<AsyncDieselConnectionManager<AsyncPgConnection>>;

/// The connections of every pool of a process, now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PoolStatus {
    /// The most the pools open together.
    pub max: usize,
    pub in_use: usize,
    pub idle: usize,
}

impl DbPools {
    /// Refuses a `pool_size` smaller than `loops`: every loop needs a
    /// connection of its own.
    pub fn new(database: &DatabaseConfig, loops: usize) -> Result<Self, String> {
        let size = usize::try_from(database.pool_size).unwrap_or(usize::MAX);
        let loops = loops.max(1);
        if size < loops {
            return Err(format!(
                "REFEREE_DB_POOL_SIZE ({size}) is smaller than the event loops that each need \
                 a connection of their own ({loops}: the HTTP workers and one for background \
                 work); raise it or lower REFEREE_WORKERS"
            ));
        }
        Ok(DbPools {
            database: database.clone(),
            per_loop: size / loops,
            made: Default::default(),
        })
    }

    /// The connections of every live pool, summed.
    pub fn status(&self) -> PoolStatus {
        let mut made = self.made();
        let mut sum = PoolStatus::default();
        // One pass: count each live pool, forget the gone ones.
        made.retain(|weak| {
            let Some(pool) = weak.upgrade() else {
                return false;
            };
            let status = pool.status();
            sum.max += status.max_size;
            sum.in_use += status.size.saturating_sub(status.available);
            sum.idle += status.available;
            true
        });
        sum
    }

    /// A loop's pool, with no connection yet: each one is opened on first
    /// use, by the loop that uses it. Checkouts and connects give up after
    /// the configured time, and each connection has the configured
    /// `statement_timeout`. A checkout does not ping (that would be one more
    /// round trip on every request): a connection is dropped when it comes
    /// back closed (a database restart) or when its user found the
    /// database out of reach.
    pub fn pool(&self) -> DbPool {
        let config = &self.database;
        let settings = session_settings(config.statement_timeout_ms, config.random_page_cost);
        let mut manager_config = ManagerConfig::<AsyncPgConnection>::default();
        manager_config.recycling_method = RecyclingMethod::Fast;
        manager_config.custom_setup = Box::new(move |url| {
            let settings = settings.clone();
            let url = url.to_owned();
            async move {
                let mut conn = AsyncPgConnection::establish(&url).await?;
                conn.batch_execute(&settings)
                    .await
                    .map_err(diesel::ConnectionError::CouldntSetupConfiguration)?;
                Ok(conn)
            }
            .boxed()
        });
        let manager =
            AsyncDieselConnectionManager::new_with_config(&config.database_url, manager_config);
        let checkout = Some(Duration::from_millis(config.checkout_timeout_ms));
        let pool = DbPool::builder(manager)
            .max_size(self.per_loop)
            // The connection used last goes out first: a loop keeps its few
            // hot backends busy (their caches warm) rather than rotate
            // through all it ever opened.
            .queue_mode(deadpool::managed::QueueMode::Lifo)
            .wait_timeout(checkout)
            .create_timeout(checkout)
            .recycle_timeout(checkout)
            .runtime(deadpool::Runtime::Tokio1)
            .build()
            // deadpool refuses time-outs without a runtime to run them, and
            // nothing else.
            .expect("a pool has a runtime for its time-outs");
        self.made().push(pool.weak());
        pool
    }

    fn made(&self) -> std::sync::MutexGuard<'_, Vec<WeakDbPool>> {
        // A panic while holding the lock leaves a list that is still whole.
        self.made
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Runs pending migrations ([`run_migrations`]) on a thread of their own,
/// while the caller's loop goes on.
pub async fn migrate(database_url: &str) -> Result<Vec<String>, BoxError> {
    let url = database_url.to_owned();
    let (done, result) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("referee-migrations".to_owned())
        .spawn(move || {
            // The caller may have gone; then no one needs the answer.
            let _ = done.send(run_migrations(&url));
        })?;
    result.await?
}

/// Runs pending migrations under a Postgres advisory lock, on a connection
/// of their own (they may wait for another process's lock, and take longer
/// than a pool's statement time-out); returns the names of those applied.
/// diesel's migration harness is synchronous: this runs it over
/// diesel-async's sync wrapper, which brings its own runtime, so it blocks
/// the calling thread and must not be called on an async runtime's thread
/// ([`migrate`] is for those).
pub fn run_migrations(database_url: &str) -> Result<Vec<String>, BoxError> {
    use diesel::Connection;
    let mut conn =
        <AsyncConnectionWrapper<AsyncPgConnection> as Connection>::establish(database_url)?;
    locks::with_session_lock(&mut conn, locks::MIGRATION, |conn| {
        conn.run_pending_migrations(MIGRATIONS)
            .map(|done| done.iter().map(|m| m.to_string()).collect())
    })
}
/// The error of every query function.
pub type Error = diesel::result::Error;

/// One round trip that needs no table: whether the database answers.
pub async fn ping(conn: &mut AsyncPgConnection) -> Result<(), Error> {
    use diesel_async::RunQueryDsl;
    diesel::sql_query("SELECT 1").execute(conn).await.map(drop)
}

/// Whether a diesel error means the database is out of reach rather than
/// the query wrong: the connection broke (the server restarted or went
/// away), or a statement was cancelled by `statement_timeout`, a lock wait
/// or an administrator (SQLSTATE class 57, which diesel does not name).
pub fn is_unavailable(err: &diesel::result::Error) -> bool {
    use diesel::result::{DatabaseErrorKind, Error};
    match err {
        Error::DatabaseError(
            DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand,
            _,
        )
        | Error::BrokenTransactionManager => true,
        Error::RollbackErrorOnCommit { commit_error, .. } => is_unavailable(commit_error),
        Error::DatabaseError(DatabaseErrorKind::Unknown, info) => is_interrupted(info.message()),
        _ => false,
    }
}

/// Whether a diesel error is a unique violation (a lost race).
pub fn is_unique_violation(err: &diesel::result::Error) -> bool {
    matches!(
        err,
        diesel::result::Error::DatabaseError(diesel::result::DatabaseErrorKind::UniqueViolation, _)
    )
}

/// Postgres's messages for a statement cancelled by a time-out or as a
/// deadlock's victim (Postgres's own, or Citus's across nodes, e.g. against
/// a shard move's cut-over), or a session ended by an administrator or a
/// shutdown: worth a retry.
fn is_interrupted(message: &str) -> bool {
    message.starts_with("canceling statement due to")
        || message.starts_with("deadlock detected")
        || message.contains("involved in a distributed deadlock")
        || message.starts_with("terminating connection")
        || message.contains("the database system is shutting down")
        || message.contains("server closed the connection")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn database(pool_size: u32) -> DatabaseConfig {
        DatabaseConfig {
            database_url: "postgres://referee@127.0.0.1:1/referee".to_owned(),
            pool_size,
            checkout_timeout_ms: 1_000,
            statement_timeout_ms: 5_000,
            random_page_cost: 0.0,
        }
    }

    /// Pools open nothing until used, so none of these connects.
    #[actix_web::test]
    async fn the_pools_of_every_loop_together_open_at_most_the_pool_size() {
        for (size, loops) in [(16, 3), (16, 1), (2, 2), (7, 4), (24, 5)] {
            let pools = DbPools::new(&database(size), loops).unwrap();
            let made: Vec<DbPool> = (0..loops).map(|_| pools.pool()).collect();
            let status = pools.status();
            assert!(status.max <= size as usize, "{size} over {loops} loops");
            assert!(status.max >= loops, "every loop has a connection");
            let each: usize = made.iter().map(|p| p.status().max_size).sum();
            assert_eq!(status.max, each);
            assert_eq!((status.in_use, status.idle), (0, 0));
        }
    }

    /// A deadlock's victim is answered 503 (with Retry-After), not 500.
    #[test]
    fn a_deadlocks_victim_is_unavailable_not_an_internal_error() {
        for message in [
            "deadlock detected",
            "canceling the transaction since it was involved in a distributed deadlock",
        ] {
            let err = diesel::result::Error::DatabaseError(
                diesel::result::DatabaseErrorKind::Unknown,
                Box::new(message.to_owned()),
            );
            assert!(is_unavailable(&err), "{message}");
        }
        let wrong = diesel::result::Error::DatabaseError(
            diesel::result::DatabaseErrorKind::Unknown,
            Box::new("column \"x\" does not exist".to_owned()),
        );
        assert!(!is_unavailable(&wrong));
    }

    #[test]
    fn a_pool_size_below_the_loops_is_refused() {
        let refused = DbPools::new(&database(2), 3).err().expect("refused");
        assert!(refused.contains("REFEREE_DB_POOL_SIZE (2)"), "{refused}");
        assert!(refused.contains("REFEREE_WORKERS"), "{refused}");
    }
}
