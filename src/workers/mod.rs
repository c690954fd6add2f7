//! What runs beside the HTTP server, each a small loop over the core: the
//! wake-up hub fed by Postgres `LISTEN`, the clock sweeper, the bot runner,
//! the webhook deliverer (with notification retention), the ratings applier
//! and the public log's appender.

pub mod bots;
pub mod clock;
pub mod hub;
pub mod log;
pub mod matchmaker;
pub mod ratings;
pub mod webhooks;
