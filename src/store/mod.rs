//! Postgres persistence with diesel. Query functions take a connection, so
//! they compose into transactions; they return diesel errors, and the HTTP
//! layer maps them.

pub mod events;
pub mod games;
pub mod invitations;
pub mod models;
pub mod notifications;
pub mod players;
pub mod schema;
pub mod settings;
pub mod sql;
pub mod webhooks;

use diesel::connection::SimpleConnection;
use diesel::pg::PgConnection;
use diesel::r2d2::{ConnectionManager, ManageConnection, Pool, PooledConnection};
use diesel::{sql_query, RunQueryDsl};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

use std::time::Duration;

use crate::config::DatabaseConfig;

pub type PgPool = Pool<PgManager>;
pub type PgPooled = PooledConnection<PgManager>;

/// The migrations, embedded in the binary.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

/// An arbitrary, fixed key: the advisory lock held while migrating, so that
/// several processes starting together do not race.
const MIGRATION_LOCK_KEY: i64 = 0x7265_6665_7265_6501;

pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// The server's pool: checkouts give up after the configured time, and
/// every connection has the configured `statement_timeout`.
///
/// It starts empty and connects on demand, so a server starts (and answers
/// 503) while its database is down. A checkout does not ping the connection
/// (that would be one more round trip on every request): a connection that
/// turns out dead is marked by its user ([`PooledPg::mark_broken`]) and
/// dropped when it comes back.
pub fn pool(config: &DatabaseConfig) -> Result<PgPool, BoxError> {
    let manager = PgManager {
        inner: ConnectionManager::new(&config.database_url),
        statement_timeout_ms: config.statement_timeout_ms,
        random_page_cost: config.random_page_cost,
    };
    Ok(Pool::builder()
        .max_size(config.pool_size)
        .min_idle(Some(0))
        .test_on_check_out(false)
        .connection_timeout(Duration::from_millis(config.checkout_timeout_ms))
        .build_unchecked(manager))
}

/// diesel's r2d2 manager, with the `statement_timeout` (milliseconds,
/// 0 = none) and the planner's `random_page_cost` set on each new
/// connection, and connections their users found
/// dead counted as broken. (diesel's own `has_broken` sees only a broken
/// transaction, not a closed socket: without the mark, a pool would keep
/// its dead connections after a database restart.)
#[derive(Debug)]
pub struct PgManager {
    inner: ConnectionManager<PgConnection>,
    statement_timeout_ms: u64,
    /// 0: the database's own.
    random_page_cost: f64,
}

/// A pooled connection: a [`PgConnection`] (by `Deref`) and whether its user
/// found it dead.
pub struct PooledPg {
    conn: PgConnection,
    broken: bool,
}

impl PooledPg {
    /// The database could not be reached through this connection: the pool
    /// drops it when it comes back.
    pub fn mark_broken(&mut self) {
        self.broken = true;
    }
}

impl std::ops::Deref for PooledPg {
    type Target = PgConnection;
    fn deref(&self) -> &PgConnection {
        &self.conn
    }
}

impl std::ops::DerefMut for PooledPg {
    fn deref_mut(&mut self) -> &mut PgConnection {
        &mut self.conn
    }
}

impl ManageConnection for PgManager {
    type Connection = PooledPg;
    type Error = diesel::r2d2::Error;

    fn connect(&self) -> Result<PooledPg, diesel::r2d2::Error> {
        let mut conn = self.inner.connect()?;
        conn.batch_execute(&session_settings(
            self.statement_timeout_ms,
            self.random_page_cost,
        ))
        .map_err(diesel::r2d2::Error::QueryError)?;
        Ok(PooledPg {
            conn,
            broken: false,
        })
    }

    fn is_valid(&self, conn: &mut PooledPg) -> Result<(), diesel::r2d2::Error> {
        self.inner.is_valid(&mut conn.conn)
    }

    fn has_broken(&self, conn: &mut PooledPg) -> bool {
        conn.broken || self.inner.has_broken(&mut conn.conn)
    }
}

/// The settings of every connection of the server, sync or not: its
/// `statement_timeout` (milliseconds, 0 = none) and, unless 0, the planner's
/// `random_page_cost`, in one simple query (one round trip).
fn session_settings(statement_timeout_ms: u64, random_page_cost: f64) -> String {
    let mut settings = format!("SET statement_timeout = {statement_timeout_ms}");
    if random_page_cost > 0.0 {
        settings.push_str(&format!("; SET random_page_cost = {random_page_cost}"));
    }
    settings
}

/// The connections of one HTTP worker for the two statements of a move
/// (the read of [`games::read_async`] and the write of
/// [`games::write_step_async`]), run on the worker's own event loop: no hop
/// to the blocking pool and back, which cost a move about as much as its
/// statements did. Everything else runs on [`PgPool`].
pub type StepPool = diesel_async::pooled_connection::deadpool::Pool<AsyncPgConnection>;
/// A connection of a [`StepPool`].
pub type StepConn = diesel_async::pooled_connection::deadpool::Object<AsyncPgConnection>;
pub use diesel_async::AsyncPgConnection;

/// How each HTTP worker's [`StepPool`] is made: the settings of [`pool`],
/// with the process's `pool_size` connections shared out among its
/// workers (rounded up), so that a process opens at most about twice
/// `pool_size` connections, whatever its number of workers.
#[derive(Clone)]
pub struct StepPools {
    database: DatabaseConfig,
    per_worker: usize,
    /// The pools made so far, for [`StepPools::status`]: weak, so that a
    /// worker's pool (and its connections) goes with the worker.
    made: std::sync::Arc<std::sync::Mutex<Vec<WeakStepPool>>>,
}

type WeakStepPool = deadpool::managed::WeakPool<
    diesel_async::pooled_connection::AsyncDieselConnectionManager<AsyncPgConnection>,
>;

/// The step connections of every worker of a process, now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StepStatus {
    /// The most the workers' pools open together.
    pub max: usize,
    pub in_use: usize,
    pub idle: usize,
}

impl StepPools {
    pub fn new(database: &DatabaseConfig, workers: usize) -> Self {
        let size = usize::try_from(database.pool_size).unwrap_or(usize::MAX);
        StepPools {
            database: database.clone(),
            per_worker: size.div_ceil(workers.max(1)).max(1),
            made: Default::default(),
        }
    }

    /// The step connections of every live worker's pool, summed.
    pub fn status(&self) -> StepStatus {
        let mut made = self.made();
        let mut sum = StepStatus::default();
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

    /// A worker's pool, with no connection yet: each one is opened on
    /// first use, so its socket is served by the worker that uses it.
    /// Checkouts and connects give up after the configured time, and each
    /// connection has the configured `statement_timeout`. A checkout does
    /// not ping: a connection is dropped when it comes back closed (a
    /// database restart) or when its user found the database out of reach.
    pub fn pool(&self) -> StepPool {
        use diesel_async::pooled_connection::{
            AsyncDieselConnectionManager, ManagerConfig, RecyclingMethod,
        };
        use diesel_async::{AsyncConnection, SimpleAsyncConnection};
        use futures_util::FutureExt;
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
        let pool = StepPool::builder(manager)
            .max_size(self.per_worker)
            // The connection used last goes out first: a worker keeps its
            // few hot backends busy (their caches warm) rather than rotate
            // through all it ever opened.
            .queue_mode(deadpool::managed::QueueMode::Lifo)
            .wait_timeout(checkout)
            .create_timeout(checkout)
            .recycle_timeout(checkout)
            .runtime(deadpool::Runtime::Tokio1)
            .build()
            // deadpool refuses time-outs without a runtime to run them, and
            // nothing else.
            .expect("a step pool has a runtime for its time-outs");
        self.made().push(pool.weak());
        pool
    }

    fn made(&self) -> std::sync::MutexGuard<'_, Vec<WeakStepPool>> {
        // A panic while holding the lock leaves a list that is still whole.
        self.made
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Runs pending migrations under a Postgres advisory lock; returns the names
/// of those applied.
pub fn run_migrations(conn: &mut PgConnection) -> Result<Vec<String>, BoxError> {
    sql_query(format!("SELECT pg_advisory_lock({MIGRATION_LOCK_KEY})")).execute(conn)?;
    let result = conn
        .run_pending_migrations(MIGRATIONS)
        .map(|done| done.iter().map(|m| m.to_string()).collect());
    sql_query(format!("SELECT pg_advisory_unlock({MIGRATION_LOCK_KEY})")).execute(conn)?;
    result
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

/// Postgres's messages for a statement cancelled by a time-out, or a
/// session ended by an administrator or a shutdown.
fn is_interrupted(message: &str) -> bool {
    message.starts_with("canceling statement due to")
        || message.starts_with("terminating connection")
        || message.contains("the database system is shutting down")
        || message.contains("server closed the connection")
}
