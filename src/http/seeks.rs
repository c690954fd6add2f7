//! Seeks (docs/API.md, "Matchmaking"): a game against anyone, seated by
//! the matchmaker (`workers::matchmaker`).

use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use super::auth::Caller;
use super::error::{ApiError, Problem};
use super::state::AppState;
#[allow(unused_imports)] // named only in schema attributes
use crate::engine::schema::AnyOptions;
use crate::game::seeks::{self, SeekRequest};
use crate::game::table::check_setup;
use crate::store::models::SeekStatus;
use crate::store::seeks::SeekRow;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateSeek {
    /// A game id from the catalog.
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    /// The table size: any whole number; one the game does not seat is
    /// `422 seats_out_of_range`.
    pub seats: u64,
    /// The game's options (see the catalog), `turn_time` among them as at
    /// game creation; defaults for those left out. Only seeks with the same
    /// options meet.
    #[serde(default)]
    #[schema(value_type = Option<AnyOptions>)]
    pub options: Option<Value>,
    /// A rated game (docs/RATINGS.md); only rated seeks meet rated seeks.
    /// Default false.
    #[serde(default)]
    pub rated: Option<bool>,
    /// The lowest shown rating (`mu - 3 sigma`, in this game) the seeker
    /// accepts at its table.
    #[serde(default)]
    pub min_rating: Option<f64>,
    /// The highest shown rating the seeker accepts at its table.
    #[serde(default)]
    pub max_rating: Option<f64>,
    /// If no table is found after this many seconds, the seeker gets an
    /// unrated game against the server's `random` bots. Less than the
    /// seek's lifetime (`REFEREE_SEEK_TTL_SECS`), else
    /// `422 invalid_bot_after`.
    #[serde(default)]
    pub bot_after_secs: Option<u32>,
}

/// A seek, as its player sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeekDto {
    pub id: Uuid,
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    #[schema(value_type = AnyOptions)]
    pub options: Value,
    pub seats: i16,
    pub rated: bool,
    /// Seconds a turn may last (`options.turn_time`), if limited.
    #[schema(required = true)]
    pub turn_time: Option<i32>,
    #[schema(required = true)]
    pub min_rating: Option<f64>,
    #[schema(required = true)]
    pub max_rating: Option<f64>,
    #[schema(required = true)]
    pub bot_after_secs: Option<i32>,
    pub status: SeekStatus,
    /// The game it was seated in, once `matched`.
    #[schema(required = true)]
    pub game_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    /// When it expires if still waiting.
    pub expires_at: DateTime<Utc>,
    /// When it was matched, expired or cancelled.
    #[schema(required = true)]
    pub settled_at: Option<DateTime<Utc>>,
}

impl SeekDto {
    fn of(row: SeekRow, now: DateTime<Utc>) -> Self {
        // Its time is up even if no matchmaker has marked it yet.
        let status = if row.status == SeekStatus::Waiting && row.expires_at <= now {
            SeekStatus::Expired
        } else {
            row.status
        };
        SeekDto {
            id: row.id,
            game: row.game,
            options: row.options,
            seats: row.seats,
            rated: row.rated,
            turn_time: row.turn_time,
            min_rating: row.min_rating,
            max_rating: row.max_rating,
            bot_after_secs: row.bot_after_secs,
            status,
            game_id: row.game_id,
            created_at: row.created_at,
            expires_at: row.expires_at,
            settled_at: row.settled_at,
        }
    }
}

/// Seeks a game against anyone: the matchmaker seats compatible seeks
/// (same game, options, seat count and rated) together, nearest in rating
/// first, and the game starts with every seat filled (`game_started`).
#[utoipa::path(
    tag = "matchmaking",
    request_body = CreateSeek,
    security(("bearer" = ["create"])),
    responses(
        (status = 201, body = SeekDto),
        (status = 400, description = "Malformed JSON or wrong types", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`too_many_seeks`: the caller has the most waiting seeks a player may have", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`unknown_game`, `seats_out_of_range`, `unknown_option`, `invalid_option`, `invalid_rating_range`, `invalid_bot_after`", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "`rate_limited`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/seeks")]
pub async fn create_seek(
    state: web::Data<AppState>,
    caller: Caller,
    body: super::error::extractors::Json<CreateSeek>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let options = body.options.unwrap_or(Value::Object(Default::default()));
    let (seats, turn_time) = check_setup(
        &body.game,
        body.seats,
        &options,
        state.clocks.min_turn_time_secs,
    )?;
    let request = SeekRequest {
        player: caller.player_id,
        game: body.game,
        options,
        seats,
        rated: body.rated.unwrap_or(false),
        turn_time,
        min_rating: body.min_rating,
        max_rating: body.max_rating,
        bot_after_secs: body.bot_after_secs,
    };
    let settings = state.seeks;
    let max = state.limits.config.max_seeks;
    let now = state.clock.now();
    let row = state
        .db(async move |conn| Ok(seeks::create(conn, &settings, max, now, request).await?))
        .await?;
    Ok(HttpResponse::Created().json(SeekDto::of(row, now)))
}

/// The caller's seeks: the waiting ones (oldest first), then the latest 50
/// others (newest first). A bare array: one list may hold seeks of every
/// game.
#[utoipa::path(
    tag = "matchmaking",
    security(("bearer" = ["read"])),
    responses(
        (status = 200, body = Vec<SeekDto>),
    )
)]
#[get("/players/me/seeks")]
pub async fn my_seeks(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<web::Json<Vec<SeekDto>>, ApiError> {
    let player = caller.player_id;
    let rows = state
        .db(async move |conn| Ok(seeks::of_player(conn, player).await?))
        .await?;
    let now = state.clock.now();
    Ok(web::Json(
        rows.into_iter().map(|row| SeekDto::of(row, now)).collect(),
    ))
}

/// Cancels one of the caller's waiting seeks.
#[utoipa::path(
    tag = "matchmaking",
    params(("id" = Uuid, Path, description = "Seek id")),
    security(("bearer" = ["create"])),
    responses(
        (status = 200, description = "Cancelled", body = SeekDto),
        (status = 404, description = "`seek_not_found`: no seek of the caller's has this id", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`seek_not_waiting`: it was matched, has expired or was cancelled", body = Problem, content_type = "application/problem+json")
    )
)]
#[delete("/seeks/{id}")]
pub async fn cancel_seek(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<web::Json<SeekDto>, ApiError> {
    let id = id.into_inner();
    let player = caller.player_id;
    let now = state.clock.now();
    let row = state
        .db(async move |conn| Ok(seeks::cancel(conn, id, player, now).await?))
        .await?;
    Ok(web::Json(SeekDto::of(row, now)))
}
