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
use diesel::r2d2::{ConnectionManager, Pool, PooledConnection};
use diesel::{sql_query, RunQueryDsl};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

pub type PgPool = Pool<ConnectionManager<PgConnection>>;
pub type PgPooled = PooledConnection<ConnectionManager<PgConnection>>;

/// The migrations, embedded in the binary.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

/// An arbitrary, fixed key: the advisory lock held while migrating, so that
/// several processes starting together do not race.
const MIGRATION_LOCK_KEY: i64 = 0x7265_6665_7265_6501;

pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

pub fn pool(database_url: &str, size: u32) -> Result<PgPool, BoxError> {
    let manager = ConnectionManager::<PgConnection>::new(database_url);
    Ok(Pool::builder()
        .max_size(size)
        .connection_timeout(std::time::Duration::from_secs(10))
        .build(manager)?)
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
