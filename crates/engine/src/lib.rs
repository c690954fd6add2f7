//! referee-engine: the bottom layer of the referee server, pure and without
//! I/O. [`engine`] holds the rules of every game, the seats' views, the JSON
//! writer and the pinned shuffle; [`bots`] decides a seat's move from its
//! view; [`catalog`] joins the two for the served game catalog; [`audit`] and
//! [`fairness`] are the hash chain, the seeds' commit-reveal and the offline
//! verifier of audit bundles. It depends on
//! nothing of the server (no actix, diesel or tokio), so a tool that checks
//! games or plays them can depend on it alone; the OpenAPI schemas of its
//! types are behind the `openapi` feature.
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub mod audit;
pub mod bots;
pub mod catalog;
pub mod engine;
pub mod fairness;
pub mod human;
pub mod lowerhex;
pub mod ratings;
pub mod signature;
pub mod transparency;
