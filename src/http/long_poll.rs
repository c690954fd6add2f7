//! Long-polls: a read answered when something is ready or the wait ends
//! (notifications, a game's changes and events, the lobby).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tokio::time::Instant;
use uuid::Uuid;

use super::error::{ApiError, ProblemCode};
use crate::store::topic::Topic;
use crate::workers::hub::Hub;

/// The longest a long-poll may wait, in seconds.
pub const MAX_WAIT_SECS: u64 = 60;
/// Reads with `read` until it reports something ready or `wait` has passed,
/// reading again after every wake-up of `topic`, and after a revocation of
/// `waiter`'s tokens (`read` checks the token, so that ends the wait). The
/// subscription comes first, so a change between a read and the wait is
/// not missed. While it waits it holds no database connection.
pub async fn long_poll<T, F, Fut>(
    hub: &Arc<Hub>,
    topic: Topic,
    waiter: Uuid,
    wait: Duration,
    mut read: F,
) -> Result<T, ApiError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<(T, bool), ApiError>>,
{
    let mut subscription = (!wait.is_zero()).then(|| hub.subscribe_as(topic, waiter));
    let deadline = Instant::now() + wait;
    loop {
        // Boxed: a read's future (a checkout and its statements) is far
        // larger than the wait's, and the waiter is held for the whole wait.
        let (value, ready) = Box::pin(read()).await?;
        let left = deadline.saturating_duration_since(Instant::now());
        match subscription.as_mut() {
            Some(subscription) if !ready && !left.is_zero() => {
                subscription.wait(left).await;
            }
            _ => return Ok(value),
        }
    }
}

/// The `wait` of a long-poll: 0 (answer at once, the default) to 60
/// seconds.
pub fn wait_duration(wait: Option<u64>) -> Result<Duration, ApiError> {
    match wait.unwrap_or(0) {
        secs @ 0..=MAX_WAIT_SECS => Ok(Duration::from_secs(secs)),
        _ => Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            format!("`wait` is 0 to {MAX_WAIT_SECS} seconds"),
        )),
    }
}
