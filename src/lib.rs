//! referee: a REST referee server for turn-based card games with hidden
//! information. `engine` is pure (the crate `referee-engine`, re-exported
//! here with its `bots`, `catalog`, `human` and `lowerhex`); `store` is
//! Postgres; `http` is HTTP; `workers` run in the background.
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub mod app;
pub mod clock;
pub mod config;
pub mod export;
pub mod game;
pub mod http;
pub mod logging;
pub mod metrics;
pub mod monitor;
pub mod store;
pub mod verify;
pub mod workers;

pub use referee_engine::{
    audit, bots, catalog, engine, fairness, human, lowerhex, ratings, signature, transparency,
};
