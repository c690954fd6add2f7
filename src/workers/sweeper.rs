//! The loop of the workers that sweep (the clock sweeper, the bot runner):
//! a sweep, then a rest that its topic's wake-up cuts short.

use std::sync::Arc;
use std::time::Duration;

use crate::game::{Error, Referee};
use crate::store::topic::Topic;
use crate::workers::hub::Hub;

/// How long a sweeper rests after a failed sweep.
const FAILED_RETRY: Duration = Duration::from_secs(1);

/// Sweeps for ever: `sweep` does one round and says how long to rest after
/// it, a rest that a wake-up on `topic` ends early; a failed round is
/// logged (as `worker` failing) and tried again [`FAILED_RETRY`] later.
///
/// `sweep` may keep state from one round to the next. Its futures need not
/// be `Send`: workers run on their event loop (`actix_web::rt::spawn`).
pub async fn run(
    referee: Referee,
    hub: Arc<Hub>,
    topic: Topic,
    worker: &str,
    mut sweep: impl AsyncFnMut(&Referee) -> Result<Duration, Error>,
) {
    // Subscribed before the first round, so that no wake-up sent during it
    // is missed.
    let mut woken = hub.subscribe(topic);
    loop {
        let rest = match sweep(&referee).await {
            Ok(rest) => rest,
            Err(err) => {
                tracing::warn!("{worker} failed: {}; retrying", err.fault.detail);
                FAILED_RETRY
            }
        };
        woken.wait(rest).await;
    }
}
