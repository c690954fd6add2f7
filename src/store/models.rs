//! Rows, as diesel reads and writes them.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use serde_json::Value;
use uuid::Uuid;

use super::schema::{game_events, game_seats, games, players};

/// A text column's value that none of its Rust enum's variants names (the
/// column's CHECK constraint should have kept it out): an error, never a
/// default.
pub use crate::audit::UnknownValue;

/// Declares an enum stored in a text column: each variant with its text
/// (the one place it is written), which is also its JSON and its OpenAPI
/// value. Reading any other text from the database fails.
macro_rules! text_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident { $($(#[$variant_meta:meta])* $variant:ident => $text:tt,)* }
    ) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash,
            serde::Serialize, serde::Deserialize, utoipa::ToSchema,
            diesel::AsExpression, diesel::FromSqlRow,
        )]
        #[diesel(sql_type = diesel::sql_types::Text)]
        pub enum $name {
            $($(#[$variant_meta])* #[serde(rename = $text)] $variant,)*
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::str::FromStr for $name {
            type Err = $crate::store::models::UnknownValue;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                match text {
                    $($text => Ok($name::$variant),)*
                    _ => Err($crate::store::models::UnknownValue {
                        kind: stringify!($name),
                        text: text.to_owned(),
                    }),
                }
            }
        }

        impl diesel::deserialize::FromSql<diesel::sql_types::Text, diesel::pg::Pg> for $name {
            fn from_sql(value: diesel::pg::PgValue<'_>) -> diesel::deserialize::Result<Self> {
                Ok(std::str::from_utf8(value.as_bytes())?.parse()?)
            }
        }

        impl diesel::serialize::ToSql<diesel::sql_types::Text, diesel::pg::Pg> for $name {
            fn to_sql<'b>(
                &'b self,
                out: &mut diesel::serialize::Output<'b, '_, diesel::pg::Pg>,
            ) -> diesel::serialize::Result {
                std::io::Write::write_all(out, self.as_str().as_bytes())?;
                Ok(diesel::serialize::IsNull::No)
            }
        }
    };
}

use crate::audit::PlayedBy;

/// The `played_by` column (nullable text) as the engine's [`PlayedBy`],
/// which this crate cannot give diesel's traits itself: rows read it
/// through this (`deserialize_as`) and inserts write it through this
/// (`serialize_as`). An unknown stored word fails the read.
#[derive(Debug, Clone, Copy, diesel::AsExpression, diesel::FromSqlRow)]
#[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Text>)]
pub struct PlayedByColumn(pub Option<PlayedBy>);

impl From<PlayedByColumn> for Option<PlayedBy> {
    fn from(column: PlayedByColumn) -> Self {
        column.0
    }
}

impl From<Option<PlayedBy>> for PlayedByColumn {
    fn from(value: Option<PlayedBy>) -> Self {
        PlayedByColumn(value)
    }
}

impl
    diesel::deserialize::FromSql<
        diesel::sql_types::Nullable<diesel::sql_types::Text>,
        diesel::pg::Pg,
    > for PlayedByColumn
{
    fn from_sql(value: diesel::pg::PgValue<'_>) -> diesel::deserialize::Result<Self> {
        Ok(PlayedByColumn(Some(
            std::str::from_utf8(value.as_bytes())?.parse()?,
        )))
    }

    fn from_nullable_sql(
        value: Option<diesel::pg::PgValue<'_>>,
    ) -> diesel::deserialize::Result<Self> {
        match value {
            Some(value) => Self::from_sql(value),
            None => Ok(PlayedByColumn(None)),
        }
    }
}

impl diesel::serialize::ToSql<diesel::sql_types::Nullable<diesel::sql_types::Text>, diesel::pg::Pg>
    for PlayedByColumn
{
    fn to_sql<'b>(
        &'b self,
        out: &mut diesel::serialize::Output<'b, '_, diesel::pg::Pg>,
    ) -> diesel::serialize::Result {
        match self.0 {
            Some(by) => {
                std::io::Write::write_all(out, by.as_str().as_bytes())?;
                Ok(diesel::serialize::IsNull::No)
            }
            None => Ok(diesel::serialize::IsNull::Yes),
        }
    }
}

text_enum! {
    /// Where a webhook delivery stands.
    pub enum DeliveryStatus {
        /// Not delivered yet: due at `due_at`.
        Pending => "pending",
        Delivered => "delivered",
        /// Given up: retried until `REFEREE_WEBHOOK_RETRY_SECS` had passed, or
        /// the webhook was removed.
        Failed => "failed",
    }
}

text_enum! {
    /// Where a game stands: `open` (waiting for players), `active`,
    /// `finished` or `aborted`.
    pub enum GameStatus {
        Open => "open",
        Active => "active",
        Finished => "finished",
        Aborted => "aborted",
    }
}

impl GameStatus {
    /// Finished or aborted: no step will follow.
    pub fn is_over(self) -> bool {
        matches!(self, GameStatus::Finished | GameStatus::Aborted)
    }
}

text_enum! {
    /// Where a seek stands: `waiting` for the matchmaker, `matched` (seated
    /// in a game), `expired` or `cancelled`.
    pub enum SeekStatus {
        Waiting => "waiting",
        Matched => "matched",
        Expired => "expired",
        Cancelled => "cancelled",
    }
}

text_enum! {
    /// Who sees a game listed and who may read it.
    #[derive(Default)]
    pub enum Visibility {
        #[default]
        Public => "public",
        Unlisted => "unlisted",
        Private => "private",
    }
}

text_enum! {
    /// Who may read a game besides its seated and invited players.
    pub enum Spectators {
        /// Anyone with a token (public and unlisted games, by default).
        Anyone => "anyone",
        /// Nobody else (always so for a private game).
        Players => "players",
    }
}

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

/// A game's row. Insertable whole for history written in bulk
/// (`game::history`); the server creates games from a [`NewGame`].
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = games, check_for_backend(diesel::pg::Pg))]
pub struct Game {
    pub id: Uuid,
    pub game: String,
    pub options: Value,
    pub status: GameStatus,
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
    pub visibility: Visibility,
    /// Who may read it besides its players.
    pub spectators: Spectators,
    /// SHA-256 of its invite code, while it has one.
    pub invite_code_hash: Option<Vec<u8>>,
    /// The finished game this one is a rematch of.
    pub rematch_of: Option<Uuid>,
    /// The rematch of this (finished) game.
    pub rematch: Option<Uuid>,
    /// It changes its players' ratings when it finishes (docs/RATINGS.md).
    pub rated: bool,
    /// When its rating changes were applied (a finished rated game only).
    pub rated_at: Option<DateTime<Utc>>,
    /// Its players must sign every move they send (docs/FAIRNESS.md,
    /// "Signed moves").
    pub signed_moves: bool,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = games)]
pub struct NewGame {
    pub id: Uuid,
    pub game: String,
    pub options: Value,
    pub status: GameStatus,
    pub seat_count: i16,
    pub seed_commitment: Vec<u8>,
    pub server_seed: Vec<u8>,
    pub created_by: Uuid,
    pub turn_time: Option<i32>,
    pub visibility: Visibility,
    pub spectators: Spectators,
    pub invite_code_hash: Option<Vec<u8>>,
    pub rematch_of: Option<Uuid>,
    pub rated: bool,
    pub signed_moves: bool,
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
    #[diesel(deserialize_as = PlayedByColumn)]
    pub played_by: Option<PlayedBy>,
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
    #[diesel(deserialize_as = PlayedByColumn)]
    pub played_by: Option<PlayedBy>,
    /// Its player's or the referee's signature, as the audit bundle shows
    /// it (`signature::StepSignature`).
    pub signature: Option<Value>,
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
    #[diesel(serialize_as = PlayedByColumn)]
    pub played_by: Option<PlayedBy>,
    /// Its player's or the referee's signature (`signature::StepSignature`).
    pub signature: Option<Value>,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_texts_read_back_as_their_variants_and_nothing_else() {
        for status in GameStatus::ALL {
            assert_eq!(status.as_str().parse(), Ok(*status));
        }
        for visibility in Visibility::ALL {
            assert_eq!(visibility.as_str().parse(), Ok(*visibility));
        }
        for spectators in Spectators::ALL {
            assert_eq!(spectators.as_str().parse(), Ok(*spectators));
        }
        for by in PlayedBy::ALL {
            assert_eq!(by.as_str().parse(), Ok(*by));
        }
        for status in DeliveryStatus::ALL {
            assert_eq!(status.as_str().parse(), Ok(*status));
        }
        assert_eq!(
            "secret".parse::<Visibility>(),
            Err(UnknownValue {
                kind: "Visibility",
                text: "secret".to_owned()
            })
        );
        assert!("".parse::<Visibility>().is_err());
        assert!("Public".parse::<Visibility>().is_err());
        assert!("paused".parse::<GameStatus>().is_err());
        assert!("everyone".parse::<Spectators>().is_err());
        assert!("client".parse::<PlayedBy>().is_err());
        assert!("sent".parse::<DeliveryStatus>().is_err());
    }

    #[test]
    fn json_and_stored_texts_agree() {
        for visibility in Visibility::ALL {
            assert_eq!(
                serde_json::to_value(visibility).unwrap(),
                visibility.as_str()
            );
        }
        for status in GameStatus::ALL {
            assert_eq!(serde_json::to_value(status).unwrap(), status.as_str());
        }
        for status in DeliveryStatus::ALL {
            assert_eq!(serde_json::to_value(status).unwrap(), status.as_str());
        }
    }
}
