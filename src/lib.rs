//! referee: a REST referee server for turn-based card games with hidden
//! information. `engine` is pure; `store` is Postgres; `api` is HTTP.
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub mod api;
pub mod audit;
pub mod bots;
pub mod clock;
pub mod config;
pub mod connections;
pub mod engine;
pub mod fairness;
pub mod hub;
pub mod human;
pub mod logging;
pub mod lowerhex;
pub mod metrics;
pub mod server;
pub mod store;
pub mod webhooks;
