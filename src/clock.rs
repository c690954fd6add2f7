//! The time source of steps and turn deadlines. In production it is the
//! system clock; tests move it forward instead of waiting for deadlines.

use std::sync::atomic::{AtomicI64, Ordering};

use chrono::{DateTime, Duration, Utc};

/// The system clock plus an offset (zero unless a test advanced it).
#[derive(Debug, Default)]
pub struct Clock {
    offset_micros: AtomicI64,
}

impl Clock {
    /// Now, to the microsecond Postgres keeps (see `audit::now`).
    pub fn now(&self) -> DateTime<Utc> {
        crate::audit::now() + Duration::microseconds(self.offset_micros.load(Ordering::Relaxed))
    }

    /// Moves this clock forward (tests: a deadline passes without waiting).
    pub fn advance(&self, by: Duration) {
        let micros = by.num_microseconds().unwrap_or(i64::MAX);
        self.offset_micros.fetch_add(micros, Ordering::Relaxed);
    }
}
