//! What runs beside the HTTP server: the wake-up hub fed by Postgres
//! `LISTEN`, and the webhook deliverer (with notification retention).

pub mod hub;
pub mod webhooks;
