//! Request and response bodies, and how a game is shown to one caller.

use actix_web::body::BoxBody;
use actix_web::http::header::ContentType;
use actix_web::{HttpRequest, HttpResponse, Responder};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use super::ratings::SeatRatingChange;
#[allow(unused_imports)] // named only in schema attributes
use crate::engine::schema::{
    AnyAction, AnyLegal, AnyOptions, AnySeenEvent, AnyShownAction, AnyView,
};
use crate::engine::{AnyGame, Outcome, Seat, Viewer};
use crate::lowerhex;
use crate::store::models::Game;
#[allow(unused_imports)] // named only in schema attributes
use crate::store::models::GameStatus;

pub use crate::game::table::InviteRequest;
pub use crate::game::{check_reader, LoadedGame};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreatePlayer {
    /// Trimmed of surrounding whitespace, 1 to 64 characters with at least
    /// one visible one (not only whitespace or zero-width characters), and
    /// no control or bidirectional-formatting characters (U+202A–U+202E,
    /// U+2066–U+2069, U+200E, U+200F, U+061C); else `422 invalid_name`.
    // The pattern says all of it but "visible" (that needs a lookahead),
    // in a syntax ECMA-262, Python and Rust read alike: what `str::trim`
    // trims, then 1 to 64 characters that are neither controls nor
    // bidirectional formatting, then what it trims. A test in
    // `http::players` holds it to `is_valid_name`.
    #[schema(
        min_length = 1,
        pattern = r"^[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]{1,64}[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
    )]
    pub name: String,
    /// What the player signs in with (`POST /v1/sessions`): 2 to 30 ASCII
    /// letters, digits, `_` or `-`, starting with a letter or digit; one
    /// player's whatever its case (else `409 handle_taken`). Optional: a
    /// bot needs only its API key.
    #[schema(pattern = "^[A-Za-z0-9][A-Za-z0-9_-]{1,29}$")]
    #[serde(default)]
    pub handle: Option<String>,
    /// The password, with `handle`: at least 8 characters, at most 1024
    /// bytes, not the handle (else `422 weak_password`). Kept as its
    /// Argon2id hash.
    #[schema(min_length = 8)]
    #[serde(default)]
    pub password: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PlayerCreated {
    pub player_id: Uuid,
    pub name: String,
    /// The handle it signs in with, if one was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub handle: Option<String>,
    /// Shown once: only its hash is stored. Exchange it for tokens.
    pub api_key: String,
    /// With a password: the code that replaces a forgotten password
    /// (`POST /v1/sessions/recover`), shown this once. There is no e-mail:
    /// keep it somewhere safe.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub recovery_code: Option<String>,
    pub token: String,
    pub expires_at: DateTime<Utc>,
}

/// A new API key (`POST /v1/players/me/api-keys`): shown once; the old one
/// no longer works.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ApiKeyCreated {
    pub player_id: Uuid,
    pub api_key: String,
}

/// An api_key to exchange for a token: alone, or with the id of the player
/// it belongs to.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenRequest {
    /// The player the key must belong to (optional: a key names its
    /// player). A key of another player is refused as a wrong key is.
    #[serde(default)]
    pub player_id: Option<Uuid>,
    pub api_key: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenResponse {
    /// The player the token is for (the api_key's).
    pub player_id: Uuid,
    pub token: String,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    /// A game kind: its id in the catalog (`shake-it-meerkat`, …).
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    /// Any whole number: one the game does not seat is
    /// `422 seats_out_of_range`.
    pub seats: u64,
    /// The game's options (see the catalog); defaults for those left out.
    #[serde(default)]
    #[schema(value_type = Option<AnyOptions>)]
    pub options: Option<Value>,
    /// Take a seat at once (default true).
    #[serde(default)]
    pub join: Option<bool>,
    /// The seat to take when joining (default: the lowest free); one the
    /// table does not have is `422 seat_out_of_range`.
    #[serde(default)]
    pub seat: Option<u64>,
    /// Hex, at most 64 bytes: the creator's contribution to the game seed.
    #[serde(default)]
    #[schema(pattern = "^([0-9a-fA-F]{2}){0,64}$")]
    pub client_seed: Option<String>,
    /// Built-in bots (names from the catalog's `bots` for the game) to seat
    /// at once, each in the lowest free seat after the creator's.
    #[serde(default)]
    pub bots: Option<Vec<String>>,
    /// `public` (default: listed in the lobby), `unlisted` or `private`.
    #[serde(default)]
    pub visibility: Option<Visibility>,
    /// Who may read the game besides its players: `anyone` (the default for
    /// public and unlisted games) or `players` (always so for a private one).
    #[serde(default)]
    pub spectators: Option<Spectators>,
    /// Players to invite, each optionally with a seat kept for it; each is
    /// told with a `game_invited` notification.
    #[serde(default)]
    pub invite: Option<Vec<InviteRequest>>,
    /// Make an invite code that lets its holder join (shown once, in this
    /// answer's `invite_code`).
    #[serde(default)]
    pub invite_code: Option<bool>,
    /// Rate the game (docs/RATINGS.md): when it finishes, its players'
    /// ratings change. Only for a public or unlisted game without bots
    /// (else `422 unratable_game`). Default false.
    #[serde(default)]
    pub rated: Option<bool>,
    /// Take signed moves only (docs/FAIRNESS.md, "Signed moves"): every
    /// move a player sends must carry its `signature`, else `403
    /// move_signature_required`. Default false.
    #[serde(default)]
    pub signed_moves: Option<bool>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct JoinGame {
    /// The seat to take (default: the lowest free); one the table does not
    /// have is `422 seat_out_of_range`.
    #[serde(default)]
    pub seat: Option<u64>,
    /// Seat this built-in bot (a name from the catalog's `bots` for the
    /// game) instead of the caller: the game's creator only. The server plays
    /// the seat from the seat's own view, as soon as it is on turn.
    #[serde(default)]
    pub bot: Option<String>,
    /// Hex, at most 64 bytes: this player's contribution to the game seed.
    #[serde(default)]
    #[schema(pattern = "^([0-9a-fA-F]{2}){0,64}$")]
    pub client_seed: Option<String>,
    /// The game's invite code: lets its holder join a private game it was
    /// not invited to by id.
    #[serde(default)]
    pub invite_code: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    /// The game kind (the game view's `game`): which game's `action` this
    /// is. A move for another game than the one at this path is refused
    /// (`422 game_mismatch`).
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    /// The version the move was decided on; a stale one is refused (409).
    pub expected_version: i64,
    /// The game's action: one of its kinds (the request's named examples
    /// show each of each game).
    #[schema(value_type = AnyAction)]
    pub action: Value,
    /// The player's signature of this move (docs/FAIRNESS.md, "Signed
    /// moves"), with one of its keys (`POST /v1/players/me/keys`): required
    /// in a game with `signed_moves`, checked whenever sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub signature: Option<MoveSignature>,
}

/// A key id as [`MoveSignature`] takes it: 16 lowercase hex digits, checked
/// as the body is read, before any query.
fn key_id<'de, D: serde::Deserializer<'de>>(input: D) -> Result<String, D::Error> {
    let text = String::deserialize(input)?;
    if super::player_keys::is_key_id(&text) {
        Ok(text)
    } else {
        Err(serde::de::Error::invalid_value(
            serde::de::Unexpected::Str(&text),
            &"a key id: 16 lowercase hex digits",
        ))
    }
}

/// A player's Ed25519 signature of a move.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveSignature {
    /// The id of the caller's key that signed (`GET /v1/players/me/keys`).
    #[schema(pattern = "^[0-9a-f]{16}$")]
    #[serde(deserialize_with = "key_id")]
    pub key_id: String,
    /// Hex, 64 bytes: the signature of `referee-move-signature/v1`, the
    /// game id, `expected_version`, the caller's seat and the canonical
    /// JSON of `action`, each line ending in `\n`.
    #[schema(pattern = "^[0-9a-fA-F]{128}$")]
    pub signature: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct MoveResponse {
    /// The game kind, as in `state.game`.
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    pub version: i64,
    /// The move's events, as the caller may see them.
    // JSON text from the engine, keys sorted (no `Value` round trip).
    #[schema(value_type = Vec<AnySeenEvent>)]
    pub events: Vec<Box<RawValue>>,
    /// The game as the caller sees it after the move.
    pub state: GameDto,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SeatDto {
    pub seat: Seat,
    pub player_id: Uuid,
    pub name: String,
    /// Hex; public.
    #[schema(required = true)]
    pub client_seed: Option<String>,
    /// Its last turn was played by the clock; cleared when it moves itself.
    pub away: bool,
    /// It resigned: the referee plays each of its turns at once.
    pub resigned: bool,
    /// The built-in bot the server plays this seat with (see the catalog's
    /// `bots`); absent for a player's seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub bot: Option<String>,
}

/// A player invited to a game and not seated yet.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct InvitationDto {
    pub player_id: Uuid,
    pub name: String,
    /// The seat kept for it; null: any free seat.
    #[schema(required = true)]
    pub seat: Option<Seat>,
}

pub use crate::store::models::{Spectators, Visibility};

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SeatRef {
    pub seat: Seat,
}

/// A game as one caller sees it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct GameDto {
    pub id: Uuid,
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    pub status: GameStatus,
    /// The options in force, defaults filled in (as requested while open).
    // JSON text written from the engine's typed options (no `Value`).
    #[schema(value_type = AnyOptions)]
    pub options: Box<RawValue>,
    pub seat_count: u8,
    pub seats: Vec<SeatDto>,
    /// The number of stored events; moves must name it.
    pub version: i64,
    /// Whose turn it is, when the game is active.
    #[schema(required = true)]
    pub turn: Option<SeatRef>,
    /// Seconds per turn; null when the game has no clock.
    #[schema(required = true)]
    pub turn_time: Option<u32>,
    /// When the current turn's clock runs out (public): the moment the turn
    /// began plus `turn_time`. For a resigned seat on turn, in any game, the
    /// moment its turn began (it is played at once). Null when nobody is on
    /// turn, or when the game has no clock and the seat on turn has not
    /// resigned.
    #[schema(required = true)]
    pub turn_deadline: Option<DateTime<Utc>>,
    /// `public` (listed in the lobby), `unlisted` (not listed; anyone with
    /// the id may read and join) or `private` (only invited players join;
    /// only its players read it).
    pub visibility: Visibility,
    /// Who may read it besides its seated and invited players.
    pub spectators: Spectators,
    /// Its finish changes its players' ratings (docs/RATINGS.md).
    pub rated: bool,
    /// Its players must sign every move (docs/FAIRNESS.md, "Signed
    /// moves").
    pub signed_moves: bool,
    /// The players invited and not seated yet (shown to the game's players
    /// only; empty for anyone else).
    pub invitations: Vec<InvitationDto>,
    /// The game's invite code: only in the answer that made it (creating
    /// the game with `invite_code: true`, or `POST …/invite-code`). Only
    /// its SHA-256 is stored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub invite_code: Option<String>,
    /// The finished game this one is a rematch of.
    #[schema(required = true)]
    pub rematch_of: Option<Uuid>,
    /// The rematch of this finished game, once someone asked for one.
    #[schema(required = true)]
    pub rematch: Option<Uuid>,
    /// The caller's seat, or null for a spectator.
    #[schema(required = true)]
    pub you: Option<SeatRef>,
    /// The caller's view (a spectator view when not seated); null while open.
    // JSON text from the engine, embedded as is (no `Value` round trip).
    #[schema(required = true, value_type = Option<AnyView>)]
    pub view: Option<Box<serde_json::value::RawValue>>,
    /// What the caller may do, when it is on turn.
    #[schema(required = true, value_type = Option<AnyLegal>)]
    pub legal_actions: Option<Box<RawValue>>,
    #[schema(required = true, value_type = Option<Outcome>)]
    pub outcome: Option<Outcome>,
    /// A finished rated game's rating changes, by seat: each player's
    /// rating in this game going in and coming out (docs/RATINGS.md).
    /// Null for an unrated or unfinished game, and for the moment (about a
    /// second) between a rated game's finish and its ratings being applied;
    /// the `ETag` changes when they appear.
    #[schema(required = true)]
    pub rating_changes: Option<Vec<SeatRatingChange>>,
    /// SHA-256 of the server seed, hex: published before any deal.
    pub seed_commitment: String,
    /// The server seed, hex: revealed only once the game is finished or aborted.
    #[schema(required = true)]
    pub server_seed: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl GameDto {
    /// The document as JSON text (what `web::Json` would answer).
    pub fn to_json(&self) -> Vec<u8> {
        json_body(self, 2048)
    }
}

/// A move's answer, `200` with its JSON text.
impl Responder for MoveResponse {
    type Body = BoxBody;

    fn respond_to(self, _req: &HttpRequest) -> HttpResponse {
        HttpResponse::Ok()
            .content_type(ContentType::json())
            .body(json_body(&self, 2560))
    }
}

/// The JSON text of a response document, written into a buffer of
/// `capacity` bytes (about a document's size: a game's view and legal
/// actions are embedded in it as text).
fn json_body<T: Serialize>(document: &T, capacity: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(capacity);
    // Documents are plain data (string keys; a float is a finite rating):
    // this cannot fail; a failure would be a bug in a type definition.
    serde_json::to_writer(&mut out, document).expect("a response document serializes");
    out
}

impl LoadedGame {
    /// A weak ETag: the version, the status and the seats taken (joins,
    /// leaves and an abort change no version), the row's last change, and
    /// who is looking (views differ by seat).
    pub fn etag(&self, player: Uuid) -> String {
        use std::fmt::Write;
        // `W/"{version}-{status}-{who}{seats}-{deadline}-{updated}"`.
        let mut tag = String::with_capacity(64);
        // Writing to a `String` cannot fail.
        let _ = write!(
            tag,
            "W/\"{}-{}-",
            self.row.version,
            self.row.status.as_str()
        );
        match self.seat_of(player) {
            Some(seat) => {
                let _ = write!(tag, "{seat}");
            }
            None => tag.push('s'),
        }
        // Seats taken, and their public flags (away, resigned): a
        // resignation changes no version but changes the game.
        for (s, _) in &self.seats {
            let _ = write!(tag, ".{}", s.seat);
            if s.away {
                tag.push('a');
            }
            if s.resigned {
                tag.push('r');
            }
        }
        // Invitations, the rematch link and the ratings applied (their
        // `rating_changes` appear) change the row's updated_at.
        let _ = write!(
            tag,
            "-{}-{}\"",
            self.row.turn_deadline.map_or(0, |d| d.timestamp_micros()),
            self.row.updated_at.timestamp_micros()
        );
        tag
    }

    pub fn dto(&self, player: Uuid) -> GameDto {
        let you = self.seat_of(player);
        let viewer = you.map_or(Viewer::Spectator, Viewer::Seat);
        let row = &self.row;
        let revealed = row.status.is_over();
        let turn = self.engine.as_ref().and_then(AnyGame::to_move);
        GameDto {
            id: row.id,
            game: row.game.clone(),
            status: row.status,
            // The options in force, with the table's (the clock); as
            // requested while the game is open.
            options: match &self.engine {
                Some(engine) => self.options_in_force(engine),
                None => {
                    serde_json::value::to_raw_value(&row.options).expect("a JSON value serializes")
                }
            },
            seat_count: u8::try_from(row.seat_count).unwrap_or_default(),
            seats: self
                .seats
                .iter()
                .map(|(s, name)| SeatDto {
                    seat: Seat::try_from(s.seat).unwrap_or_default(),
                    player_id: s.player_id,
                    name: name.clone(),
                    client_seed: s.client_seed.as_ref().map(lowerhex::encode),
                    away: s.away,
                    resigned: s.resigned,
                    bot: s.bot.clone(),
                })
                .collect(),
            version: row.version,
            turn: turn.map(|seat| SeatRef { seat }),
            turn_time: row.turn_time.and_then(|t| u32::try_from(t).ok()),
            turn_deadline: row.turn_deadline,
            visibility: row.visibility,
            spectators: row.spectators,
            rated: row.rated,
            signed_moves: row.signed_moves,
            invitations: if self.is_participant(player) {
                self.invitations
                    .iter()
                    .map(|i| InvitationDto {
                        player_id: i.player_id,
                        name: i.name.clone(),
                        seat: i.seat.and_then(|s| Seat::try_from(s).ok()),
                    })
                    .collect()
            } else {
                Vec::new()
            },
            invite_code: None,
            rematch_of: row.rematch_of,
            rematch: row.rematch,
            you: you.map(|seat| SeatRef { seat }),
            view: self.engine.as_ref().map(|g| g.view(viewer)),
            legal_actions: match (you, &self.engine) {
                (Some(seat), Some(g)) => g.legal_actions_json(seat),
                _ => None,
            },
            outcome: self
                .engine
                .as_ref()
                .map(AnyGame::outcome)
                .filter(|o| o.finished),
            rating_changes: self
                .rating_changes
                .as_ref()
                .map(|rows| rows.iter().map(SeatRatingChange::from).collect()),
            seed_commitment: lowerhex::encode(&row.seed_commitment),
            server_seed: revealed.then(|| lowerhex::encode(&row.server_seed)),
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

/// One stored step of a game's history, redacted for the caller.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct EventDto {
    pub seq: i64,
    pub at: DateTime<Utc>,
    /// The seat that acted; null for the deal that starts the game.
    #[schema(required = true)]
    pub actor_seat: Option<Seat>,
    /// The action in full for the seat that made it; others see only its
    /// `kind` (what it revealed is in `events`).
    #[schema(required = true, value_type = Option<AnyShownAction>)]
    pub action: Option<Value>,
    #[schema(value_type = Vec<AnySeenEvent>)]
    pub events: Vec<Value>,
    /// Set when the referee played the step for its seat: `clock` (its
    /// deadline had passed) or `resigned`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub played_by: Option<crate::audit::PlayedBy>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct EventsPage {
    pub events: Vec<EventDto>,
    /// The game kind of the game whose steps `events` holds.
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    /// Pass as `after` for the next page; null when this page is the end.
    #[schema(required = true)]
    pub next_after: Option<i64>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct GameSummary {
    pub id: Uuid,
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    pub status: GameStatus,
    pub seat_count: u8,
    pub seats_taken: usize,
    pub visibility: Visibility,
    /// The finished game this one is a rematch of.
    #[schema(required = true)]
    pub rematch_of: Option<Uuid>,
    pub version: i64,
    #[schema(required = true)]
    pub turn: Option<SeatRef>,
    /// When the current turn's clock runs out; for a resigned seat on turn,
    /// in any game, the moment its turn began. Null when nobody is on turn,
    /// or without a clock unless the seat on turn has resigned.
    #[schema(required = true)]
    pub turn_deadline: Option<DateTime<Utc>>,
    /// The caller's seat in `GET /v1/players/me/games`.
    #[schema(required = true)]
    pub you: Option<SeatRef>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl GameSummary {
    pub fn new(row: &Game, seats_taken: usize, you: Option<i16>) -> Self {
        GameSummary {
            id: row.id,
            game: row.game.clone(),
            status: row.status,
            seat_count: u8::try_from(row.seat_count).unwrap_or_default(),
            seats_taken,
            visibility: row.visibility,
            rematch_of: row.rematch_of,
            version: row.version,
            turn: row
                .turn_seat
                .and_then(|s| Seat::try_from(s).ok())
                .map(|seat| SeatRef { seat }),
            turn_deadline: row.turn_deadline,
            you: you
                .and_then(|s| Seat::try_from(s).ok())
                .map(|seat| SeatRef { seat }),
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

/// A page of games, newest first.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct GamePage {
    pub games: Vec<GameSummary>,
    /// How many games the filter holds, on every page.
    pub total: i64,
    /// Send as `cursor` for the next page; absent on the last page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub next: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Outcome, Ranking, Seat};
    use crate::http::ratings::RatingFigures;
    use chrono::TimeZone;

    const FULL: &str = r#"{"id":"00000000-0000-0000-0000-000000000001","game":"woof-meow-biscuits","status":"finished","options":{"variant":"basic","markers":6},"seat_count":3,"seats":[{"seat":0,"player_id":"01234567-89ab-cdef-0123-456789abcdef","name":"Ann \"the\" \\ dog\n","client_seed":"00ff","away":false,"resigned":false},{"seat":1,"player_id":"01234567-89ab-cdef-0123-456789abcdee","name":"Zoë 🐕","client_seed":null,"away":true,"resigned":false,"bot":"random"},{"seat":2,"player_id":"01234567-89ab-cdef-0123-456789abcded","name":"\u0001\u001f","client_seed":"00ff00ff00ff","away":false,"resigned":true}],"version":1234567,"turn":{"seat":2},"turn_time":86400,"turn_deadline":"2026-12-03T12:04:16.123456Z","visibility":"private","spectators":"players","rated":true,"signed_moves":true,"invitations":[{"player_id":"00000000-0000-0000-0000-000000000007","name":"In\tvited","seat":1},{"player_id":"00000000-0000-0000-0000-000000000008","name":"Any","seat":null}],"invite_code":"c0de","rematch_of":"00000000-0000-0000-0000-000000000002","rematch":"00000000-0000-0000-0000-000000000003","you":{"seat":0},"view":{"hand":[1,2,3]},"legal_actions":{"cards":[]},"outcome":{"finished":true,"scores":[3,1,3],"ranking":"highest_wins","winners":[0,2]},"rating_changes":[{"seat":1,"player_id":"00000000-0000-0000-0000-000000000009","place":2,"before":{"mu":25.0,"sigma":8.0,"shown":1.0},"after":{"mu":24.5,"sigma":7.75,"shown":1.25}}],"seed_commitment":"abababababababababababababababababababababababababababababababab","server_seed":"cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd","created_at":"2026-12-03T12:04:16Z","updated_at":"2026-12-03T12:04:16.000000005Z"}"#;
    const BARE: &str = r#"{"id":"00000000-0000-0000-0000-000000000001","game":"woof-meow-biscuits","status":"open","options":{"variant":"basic","markers":6},"seat_count":3,"seats":[],"version":0,"turn":null,"turn_time":null,"turn_deadline":null,"visibility":"public","spectators":"anyone","rated":true,"signed_moves":true,"invitations":[],"rematch_of":null,"rematch":null,"you":null,"view":null,"legal_actions":null,"outcome":null,"rating_changes":null,"seed_commitment":"abababababababababababababababababababababababababababababababab","server_seed":null,"created_at":"2026-12-03T12:04:16Z","updated_at":"2026-12-03T12:04:16.000000005Z"}"#;

    fn seat(n: Seat, name: &str, bot: Option<&str>) -> SeatDto {
        SeatDto {
            seat: n,
            player_id: Uuid::from_u128(0x0123_4567_89ab_cdef_0123_4567_89ab_cdef ^ u128::from(n)),
            name: name.to_owned(),
            client_seed: n
                .is_multiple_of(2)
                .then(|| "00ff".repeat(usize::from(n) + 1)),
            away: n == 1,
            resigned: n == 2,
            bot: bot.map(String::from),
        }
    }

    /// A game document and a move's answer, with every optional member
    /// both ways, names that need escaping and times of every precision,
    /// pinned byte for byte: the wire text clients parse.
    #[test]
    fn documents_are_the_pinned_json_text_in_every_shape() {
        let at = Utc
            .with_ymd_and_hms(2026, 12, 3, 12, 4, 16)
            .single()
            .expect("a valid time");
        let raw = |text: &str| RawValue::from_string(text.to_owned()).expect("valid JSON");
        let full = GameDto {
            id: Uuid::from_u128(1),
            game: "woof-meow-biscuits".into(),
            status: GameStatus::Finished,
            options: raw(r#"{"variant":"basic","markers":6}"#),
            seat_count: 3,
            seats: vec![
                seat(0, "Ann \"the\" \\ dog\n", None),
                seat(1, "Zoë 🐕", Some("random")),
                seat(2, "\u{1}\u{1f}", None),
            ],
            version: 1_234_567,
            turn: Some(SeatRef { seat: 2 }),
            turn_time: Some(86_400),
            turn_deadline: Some(at + chrono::Duration::microseconds(123_456)),
            visibility: Visibility::Private,
            spectators: Spectators::Players,
            rated: true,
            signed_moves: true,
            invitations: vec![
                InvitationDto {
                    player_id: Uuid::from_u128(7),
                    name: "In\tvited".into(),
                    seat: Some(1),
                },
                InvitationDto {
                    player_id: Uuid::from_u128(8),
                    name: "Any".into(),
                    seat: None,
                },
            ],
            invite_code: Some("c0de".into()),
            rematch_of: Some(Uuid::from_u128(2)),
            rematch: Some(Uuid::from_u128(3)),
            you: Some(SeatRef { seat: 0 }),
            view: Some(raw(r#"{"hand":[1,2,3]}"#)),
            legal_actions: Some(raw(r#"{"cards":[]}"#)),
            outcome: Some(Outcome {
                finished: true,
                scores: vec![3, 1, 3],
                ranking: Ranking::HighestWins,
                winners: vec![0, 2],
            }),
            rating_changes: Some(vec![SeatRatingChange {
                seat: 1,
                player_id: Uuid::from_u128(9),
                place: 2,
                before: RatingFigures {
                    mu: 25.0,
                    sigma: 8.0,
                    shown: 1.0,
                },
                after: RatingFigures {
                    mu: 24.5,
                    sigma: 7.75,
                    shown: 1.25,
                },
            }]),
            seed_commitment: "ab".repeat(32),
            server_seed: Some("cd".repeat(32)),
            created_at: at,
            updated_at: at + chrono::Duration::nanoseconds(5),
        };
        let bare = GameDto {
            status: GameStatus::Open,
            seats: Vec::new(),
            version: 0,
            turn: None,
            turn_time: None,
            turn_deadline: None,
            visibility: Visibility::Public,
            spectators: Spectators::Anyone,
            invitations: Vec::new(),
            invite_code: None,
            rematch_of: None,
            rematch: None,
            you: None,
            view: None,
            legal_actions: None,
            outcome: None,
            rating_changes: None,
            server_seed: None,
            ..full.clone()
        };
        let answer = |dto: &GameDto| MoveResponse {
            game: dto.game.clone(),
            version: dto.version,
            events: vec![raw(r#"{"type":"card_played"}"#), raw("{}")],
            state: dto.clone(),
        };
        let texts = [
            full.to_json(),
            bare.to_json(),
            json_body(&answer(&full), 0),
            json_body(&answer(&bare), 0),
        ]
        .map(|bytes| String::from_utf8(bytes).expect("JSON is UTF-8"));
        if std::env::var_os("PRINT_DOCUMENTS").is_some() {
            for text in &texts {
                println!("{text}");
            }
        }
        let [full_text, bare_text, full_answer, bare_answer] = &texts;
        assert_eq!(full_text, FULL);
        assert_eq!(bare_text, BARE);
        // The answer: its game, version, the events as given, then the document.
        let answer_of = |version: i64, document: &str| {
            format!(
                r#"{{"game":"woof-meow-biscuits","version":{version},"events":[{{"type":"card_played"}},{{}}],"state":{document}}}"#
            )
        };
        assert_eq!(*full_answer, answer_of(1_234_567, FULL));
        assert_eq!(*bare_answer, answer_of(0, BARE));
    }
}
