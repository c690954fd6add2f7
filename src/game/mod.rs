//! The referee's domain core: what a game is and does, above the store and
//! the engine and below the HTTP layer and the workers, which call it. It
//! knows nothing of HTTP.

pub mod access;
pub mod audit;
pub mod caller;
pub mod error;
pub mod fanout;
pub mod history;
pub mod invitations;
pub mod loaded;
pub mod log;
pub mod moves;
pub mod notify;
pub mod passkeys;
pub mod passwords;
pub mod players;
pub mod ratings;
pub mod read;
pub mod scope;
pub mod secrets;
pub mod seeks;
pub mod step;
pub mod table;
pub mod turns;
pub mod webhooks;

pub use error::{Error, ErrorKind, Fault, ProblemCode};
pub use loaded::{check_reader, LoadedGame};

use std::sync::Arc;

use crate::clock::Clock;
use crate::config::{ClockConfig, NotificationConfig, SeekConfig};
use crate::metrics::{DatabaseFailure, Metrics};
use crate::store::{self, AsyncPgConnection};

/// What the core works with, shared by the HTTP layer and the workers: the
/// database connections of the event loop that holds it, the settings of
/// notifications and clocks, the time, and the process's metrics.
#[derive(Clone)]
pub struct Referee {
    /// This event loop's connections: every query of [`Referee::db`].
    pub db_pool: store::DbPool,
    /// How each loop's pool is made, and all of them counted.
    pub db_pools: store::DbPools,
    pub notifications: NotificationConfig,
    pub clocks: ClockConfig,
    pub seeks: SeekConfig,
    /// The time of steps and deadlines.
    pub clock: Arc<Clock>,
    /// What `GET /metrics` shows, for the whole process.
    pub metrics: Metrics,
    /// The referee's key: it signs audit bundles and the steps it plays
    /// itself (`GET /v1/keys` publishes it).
    pub signing_key: Arc<crate::signature::Key>,
    /// Where players' notifications live, which decides how a step's are
    /// delivered ([`fanout`]): asked of the database once it answers.
    pub shards: Arc<std::sync::OnceLock<store::outbox::Shards>>,
}

/// An error that may say the database failed, and how: [`Referee::db`]
/// counts such failures and drops a connection that found the database out
/// of reach.
pub trait DatabaseOutcome {
    fn database_failure(&self) -> Option<DatabaseFailure>;
}

impl DatabaseOutcome for Error {
    fn database_failure(&self) -> Option<DatabaseFailure> {
        self.fault.database
    }
}

impl Referee {
    /// Where players' notifications live, as far as known: until the
    /// database has answered, as on Citus (a step told after its write,
    /// which is right on either database).
    pub fn shards(&self) -> store::outbox::Shards {
        self.shards
            .get()
            .copied()
            .unwrap_or(store::outbox::Shards::ByPlayer)
    }

    /// The referee for another event loop (call it on that loop's thread):
    /// everything shared, with a pool of its own whose connections that
    /// loop opens and serves.
    pub fn for_this_loop(&self) -> Referee {
        Referee {
            db_pool: self.db_pools.pool(),
            ..self.clone()
        }
    }

    /// Runs `work` on one of this loop's connections, on the loop itself.
    /// The checkout gives up after the configured time
    /// (`database_unavailable`); a database failure is counted, and a
    /// connection that found the database out of reach is dropped rather
    /// than handed out again.
    pub async fn db<T, E>(
        &self,
        work: impl AsyncFnOnce(&mut AsyncPgConnection) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<Error> + DatabaseOutcome,
    {
        let waiting = Waiting::start(&self.metrics.pool_waiting);
        let conn = self.db_pool.get().await;
        drop(waiting);
        let result = match conn {
            Ok(mut conn) => {
                let result = work(&mut conn).await;
                let failure = result.as_ref().err().and_then(E::database_failure);
                if failure == Some(DatabaseFailure::Unavailable) {
                    drop(store::DbConn::take(conn));
                }
                result
            }
            Err(err) => Err(E::from(Error::unavailable(err))),
        };
        if let Some(failure) = result.as_ref().err().and_then(E::database_failure) {
            self.metrics.database_error(failure);
        }
        result
    }
}

/// Counts one piece of database work waiting for a connection, until it
/// has one or is given up (a request whose client went away).
struct Waiting<'a>(&'a prometheus::IntGauge);

impl<'a> Waiting<'a> {
    fn start(gauge: &'a prometheus::IntGauge) -> Self {
        gauge.inc();
        Waiting(gauge)
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.dec();
    }
}
