//! The late steps' teller: tells the steps whose telling did not follow
//! their write (`game::fanout`): their server stopped between the two, or
//! the database failed in between. Every server process runs one, from its
//! start, so steps stored before a crash are told when any server runs.

use crate::game::fanout::{shards, tell_late};
use crate::game::Referee;

/// Runs the teller of this process for ever.
pub async fn run(referee: Referee) {
    let retry = referee.notifications.webhook_retry_secs();
    let teller = referee.clone();
    super::drain_queue(referee, "the late steps' teller", async |conn, now| {
        let shards = shards(&teller, conn).await?;
        tell_late(conn, shards, retry, now).await
    })
    .await;
}
