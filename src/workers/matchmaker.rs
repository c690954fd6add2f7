//! The matchmaker (docs/API.md, "Matchmaking"): seats waiting seeks at full
//! tables, falls back on bots for seeks that asked for them, and expires
//! old seeks. Every server process runs one; they share the seeks through
//! row locks (`game::seeks::pass`).

use std::time::Duration;

use crate::game::seeks::pass;
use crate::game::Referee;

/// How often the matchmaker looks at the waiting seeks.
const INTERVAL: Duration = Duration::from_secs(1);
/// The waiting seeks one pass reads, oldest first.
pub const BATCH: i64 = 2_000;

/// Runs the matchmaker of this process for ever.
pub async fn run(referee: Referee) {
    loop {
        let done = pass(&referee, BATCH).await;
        match done {
            // A full batch that got somewhere: there may be more at once.
            Ok(done) if done.read == BATCH as usize && done.tables + done.bot_games > 0 => continue,
            Ok(_) => {}
            Err(err) => tracing::warn!("the matchmaker failed: {}; retrying", err.fault.detail),
        }
        actix_web::rt::time::sleep(INTERVAL).await;
    }
}
