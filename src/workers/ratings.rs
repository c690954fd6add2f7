//! The ratings applier (docs/RATINGS.md): applies finished rated games'
//! rating changes, one game at a time. Every server process runs one; a
//! database lock lets one apply at a time, so the order is the database's.

use std::time::Duration;

use crate::game::ratings::apply_next;
use crate::game::{Error, Referee};

/// How often an idle applier looks for finished rated games.
const IDLE: Duration = Duration::from_secs(1);

/// Runs the applier of this process for ever.
pub async fn run(referee: Referee) {
    loop {
        let clock = referee.clock.clone();
        let applied = referee
            .db::<_, Error>(async move |conn| apply_next(conn, clock.now()).await)
            .await;
        match applied {
            Ok(true) => continue,
            Ok(false) => {}
            Err(err) => tracing::warn!("the ratings applier failed: {}; retrying", err.detail),
        }
        actix_web::rt::time::sleep(IDLE).await;
    }
}
