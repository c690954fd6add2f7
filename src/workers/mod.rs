//! What runs beside the HTTP server, each a small loop over the core: the
//! wake-up hub fed by Postgres `LISTEN`, the clock sweeper, the bot runner,
//! and the webhook deliverer (with notification retention).

pub mod bots;
pub mod clock;
pub mod hub;
pub mod matchmaker;
pub mod ratings;
pub mod webhooks;
