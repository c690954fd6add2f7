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
        // One round trip for both settings (a simple query may hold
        // several statements).
        let mut settings = format!("SET statement_timeout = {}", self.statement_timeout_ms);
        if self.random_page_cost > 0.0 {
            settings.push_str(&format!(
                "; SET random_page_cost = {}",
                self.random_page_cost
            ));
        }
        conn.batch_execute(&settings)
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
