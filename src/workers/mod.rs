//! What runs beside the HTTP server, each a small loop over the core: the
//! wake-up hub fed by Postgres `LISTEN`, the clock sweeper, the bot runner,
//! the webhook deliverer (with notification retention), the late steps'
//! teller, the ratings applier and the public log's appender.

pub mod bots;
pub mod clock;
pub mod fanout;
pub mod hub;
pub mod log;
pub mod matchmaker;
pub mod ratings;
pub mod sweeper;
pub mod webhooks;

use std::time::Duration;

use chrono::{DateTime, Utc};

use crate::game::{Error, Referee};
use crate::store::AsyncPgConnection;

/// How long a queue's worker rests when it found nothing to do, or failed.
const IDLE: Duration = Duration::from_secs(1);

/// Works through a queue for ever: `pass` does one piece of work at `now`
/// and says whether it found any; it runs again at once while it does, and
/// [`IDLE`] later when it did not or failed (logged as `worker` failing).
async fn drain_queue(
    referee: Referee,
    worker: &str,
    pass: impl AsyncFn(&mut AsyncPgConnection, DateTime<Utc>) -> Result<bool, Error>,
) {
    loop {
        let done = referee
            .db::<_, Error>(async |conn| pass(conn, referee.clock.now()).await)
            .await;
        match done {
            Ok(true) => continue,
            Ok(false) => {}
            Err(err) => tracing::warn!("{worker} failed: {}; retrying", err.fault.detail),
        }
        actix_web::rt::time::sleep(IDLE).await;
    }
}
