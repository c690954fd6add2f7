//! Postgres persistence with diesel. Query functions take a connection, so
//! they compose into transactions; they return diesel errors, and the HTTP
//! layer maps them.

pub mod events;
pub mod games;
pub mod models;
pub mod notifications;
pub mod players;
pub mod schema;
pub mod settings;
pub mod webhooks;

use diesel::pg::PgConnection;
use diesel::r2d2::{ConnectionManager, CustomizeConnection, Pool, PooledConnection};
use diesel::{sql_query, RunQueryDsl};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

use std::time::Duration;

use crate::config::DatabaseConfig;

pub type PgPool = Pool<ConnectionManager<PgConnection>>;
pub type PgPooled = PooledConnection<ConnectionManager<PgConnection>>;

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
/// 503) while its database is down.
pub fn pool(config: &DatabaseConfig) -> Result<PgPool, BoxError> {
    let manager = ConnectionManager::<PgConnection>::new(&config.database_url);
    Ok(Pool::builder()
        .max_size(config.pool_size)
        .min_idle(Some(0))
        .connection_timeout(Duration::from_millis(config.checkout_timeout_ms))
        .connection_customizer(Box::new(StatementTimeout(config.statement_timeout_ms)))
        .build_unchecked(manager))
}

/// Sets `statement_timeout` (milliseconds, 0 = none) on each new connection.
#[derive(Debug, Clone, Copy)]
struct StatementTimeout(u64);

impl CustomizeConnection<PgConnection, diesel::r2d2::Error> for StatementTimeout {
    fn on_acquire(&self, conn: &mut PgConnection) -> Result<(), diesel::r2d2::Error> {
        sql_query(format!("SET statement_timeout = {}", self.0))
            .execute(conn)
            .map(drop)
            .map_err(diesel::r2d2::Error::QueryError)
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
