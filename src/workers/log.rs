//! The log's appender (docs/FAIRNESS.md, "The public log"): appends the
//! games that ended to the public log, a batch at a time. Every server
//! process runs one; a database lock lets one append at a time, so the
//! order is the database's.

use crate::game::log::append_pending;
use crate::game::Referee;

/// Runs the appender of this process for ever.
pub async fn run(referee: Referee) {
    super::drain_queue(referee, "the log's appender", async |conn, now| {
        Ok(append_pending(conn, now).await? > 0)
    })
    .await;
}
