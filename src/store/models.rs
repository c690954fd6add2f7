//! Rows, as diesel reads and writes them.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use serde_json::Value;
use uuid::Uuid;

use super::schema::{game_events, game_seats, games, players};

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = players, check_for_backend(diesel::pg::Pg))]
pub struct Player {
    pub id: Uuid,
    pub name: String,
    pub api_key_hash: Vec<u8>,
    pub created_at: DateTime<Utc>,
    /// The generation of the player's tokens: a token is valid while it
    /// carries this one (`POST /v1/tokens/revoke` adds one).
    pub token_generation: i32,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = games, check_for_backend(diesel::pg::Pg))]
pub struct Game {
    pub id: Uuid,
    pub game: String,
    pub options: Value,
    pub status: String,
    pub seat_count: i16,
    pub version: i64,
    /// The engine's snapshot (`AnyGame` as JSON), as text.
    pub state: Option<super::sql::JsonText>,
    pub seed_commitment: Vec<u8>,
    pub server_seed: Vec<u8>,
    pub game_seed: Option<Vec<u8>>,
    pub turn_seat: Option<i16>,
    pub created_by: Uuid,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    /// The clock: seconds per turn; `None` without one.
    pub turn_time: Option<i32>,
    /// When the current turn's clock runs out.
    pub turn_deadline: Option<DateTime<Utc>>,
    /// `public`, `unlisted` or `private`.
    pub visibility: String,
    /// Who may read it besides its players: `anyone` or `players`.
    pub spectators: String,
    /// SHA-256 of its invite code, while it has one.
    pub invite_code_hash: Option<Vec<u8>>,
    /// The finished game this one is a rematch of.
    pub rematch_of: Option<Uuid>,
    /// The rematch of this (finished) game.
    pub rematch: Option<Uuid>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = games)]
pub struct NewGame {
    pub id: Uuid,
    pub game: String,
    pub options: Value,
    pub status: String,
    pub seat_count: i16,
    pub seed_commitment: Vec<u8>,
    pub server_seed: Vec<u8>,
    pub created_by: Uuid,
    pub turn_time: Option<i32>,
    pub visibility: String,
    pub spectators: String,
    pub invite_code_hash: Option<Vec<u8>>,
    pub rematch_of: Option<Uuid>,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = game_seats, check_for_backend(diesel::pg::Pg))]
pub struct SeatRow {
    pub game_id: Uuid,
    pub seat: i16,
    pub player_id: Uuid,
    pub client_seed: Option<Vec<u8>>,
    pub joined_at: DateTime<Utc>,
    /// Its last turn was played by the clock (until it moves itself).
    pub away: bool,
    /// Its turns are played at once with the default action.
    pub resigned: bool,
    /// The built-in bot the server plays this seat with, if any.
    pub bot: Option<String>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = game_events, check_for_backend(diesel::pg::Pg))]
pub struct EventRow {
    pub game_id: Uuid,
    pub seq: i64,
    pub actor_seat: Option<i16>,
    pub action: Option<Value>,
    pub events: Value,
    pub hash: Vec<u8>,
    pub idempotency_key: Option<String>,
    pub request_hash: Option<Vec<u8>>,
    pub response: Option<Value>,
    pub created_at: DateTime<Utc>,
    /// `clock` or `resigned` when the referee played the step for its seat.
    pub played_by: Option<String>,
}

/// A stored step as histories show it: the columns the events and audit
/// endpoints send, without the idempotency record (a full copy of a move's
/// answer) that only a retried move reads.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = game_events, check_for_backend(diesel::pg::Pg))]
pub struct StepRow {
    pub seq: i64,
    pub actor_seat: Option<i16>,
    pub action: Option<Value>,
    pub events: Value,
    pub hash: Vec<u8>,
    pub created_at: DateTime<Utc>,
    pub played_by: Option<String>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = game_events)]
pub struct NewEvent {
    pub game_id: Uuid,
    pub seq: i64,
    pub actor_seat: Option<i16>,
    pub action: Option<Value>,
    /// The full-truth events: a JSON array, as text.
    pub events: super::sql::JsonText,
    pub hash: Vec<u8>,
    pub idempotency_key: Option<String>,
    pub request_hash: Option<Vec<u8>>,
    pub response: Option<Value>,
    pub created_at: DateTime<Utc>,
    /// `clock` or `resigned` when the referee played the step for its seat.
    pub played_by: Option<String>,
}

/// A player invited to a game, with the seat kept for it, if any.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = super::schema::game_invitations, check_for_backend(diesel::pg::Pg))]
pub struct InvitationRow {
    pub game_id: Uuid,
    pub player_id: Uuid,
    pub seat: Option<i16>,
    pub invited_at: DateTime<Utc>,
}
