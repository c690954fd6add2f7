//! The ratings applier (docs/RATINGS.md): applies finished rated games'
//! rating changes, one game at a time. Every server process runs one; a
//! database lock lets one apply at a time, so the order is the database's.

use crate::game::ratings::apply_next;
use crate::game::Referee;

/// Runs the applier of this process for ever.
pub async fn run(referee: Referee) {
    super::drain_queue(referee, "the ratings applier", apply_next).await;
}
