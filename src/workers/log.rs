//! The log's appender (docs/FAIRNESS.md, "The public log"): appends the
//! games that ended to the public log, a batch at a time. Every server
//! process runs one; a database lock lets one append at a time, so the
//! order is the database's.

use std::time::Duration;

use crate::game::log::append_pending;
use crate::game::{Error, Referee};

/// How often an idle appender looks for games that ended.
const IDLE: Duration = Duration::from_secs(1);

/// Runs the appender of this process for ever.
pub async fn run(referee: Referee) {
    loop {
        let clock = referee.clock.clone();
        let appended = referee
            .db::<_, Error>(async move |conn| append_pending(conn, clock.now()).await)
            .await;
        match appended {
            Ok(0) => {}
            Ok(_) => continue,
            Err(err) => tracing::warn!("the log's appender failed: {}; retrying", err.detail),
        }
        actix_web::rt::time::sleep(IDLE).await;
    }
}
