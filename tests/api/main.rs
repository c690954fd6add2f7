//! Integration tests against a real Postgres: one database per test, cloned
//! from a migrated template. `DATABASE_URL` names the admin database
//! (scripts/test brings one up).

mod accounts;
mod allocator;
mod bots;
mod clocks;
mod connections;
mod contract;
mod credentials;
mod errors;
mod fairness_reference;
mod faults;
mod history_load;
mod kept;
mod limits;
mod lobby;
mod log;
mod monitor;
mod moves;
mod notifications;
mod nul;
mod observability;
mod openapi;
mod page;
mod passkeys;
mod plans;
mod play;
mod problem_codes;
mod ratings;
mod real_server;
mod schema;
mod scopes;
mod seeks;
mod signatures;
mod signed_moves;
mod stored_values;
mod support;
mod timeouts;
mod visibility;
mod webhooks;
