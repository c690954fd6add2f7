use actix_web::{get, post, web, HttpResponse};
use chrono::Utc;
use serde::Deserialize;
use utoipa::IntoParams;

use super::auth::{hash_api_key, new_api_key, Caller};
use super::dto::{CreatePlayer, GameSummary, PlayerCreated, TokenRequest, TokenResponse};
use super::error::{ApiError, Problem};
use super::AppState;
use crate::store::{self, models::Player};

/// Registers a player. The API key is shown once; keep it to get tokens.
#[utoipa::path(
    tag = "players",
    request_body = CreatePlayer,
    responses(
        (status = 201, body = PlayerCreated),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`invalid_name`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/players")]
pub async fn create_player(
    state: web::Data<AppState>,
    body: super::error::extractors::Json<CreatePlayer>,
) -> Result<HttpResponse, ApiError> {
    let name = body.into_inner().name.trim().to_owned();
    if name.is_empty() || name.chars().count() > 64 || name.chars().any(char::is_control) {
        return Err(ApiError::unprocessable(
            "invalid_name",
            "name must be 1 to 64 characters, none of them control characters",
        ));
    }
    let (api_key, api_key_hash) = new_api_key()?;
    let player = Player {
        id: uuid::Uuid::new_v4(),
        name,
        api_key_hash,
        created_at: Utc::now(),
    };
    let player = state
        .db(move |conn| Ok(store::players::insert(conn, &player)?))
        .await?;
    let (token, expires_at) = state.keys.issue(player.id)?;
    Ok(HttpResponse::Created().json(PlayerCreated {
        player_id: player.id,
        name: player.name,
        api_key,
        token,
        expires_at,
    }))
}

/// Exchanges a player's API key for a fresh token.
#[utoipa::path(
    tag = "players",
    request_body = TokenRequest,
    responses(
        (status = 200, body = TokenResponse),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "`invalid_credentials`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/tokens")]
pub async fn create_token(
    state: web::Data<AppState>,
    body: super::error::extractors::Json<TokenRequest>,
) -> Result<web::Json<TokenResponse>, ApiError> {
    let TokenRequest { player_id, api_key } = body.into_inner();
    let player = state
        .db(move |conn| Ok(store::players::find(conn, player_id)?))
        .await?;
    // One answer for an unknown player and a wrong key: nothing to probe.
    let valid = player.is_some_and(|p| p.api_key_hash == hash_api_key(&api_key));
    if !valid {
        return Err(ApiError::unauthorized(
            "invalid_credentials",
            "unknown player or wrong API key",
        ));
    }
    let (token, expires_at) = state.keys.issue(player_id)?;
    Ok(web::Json(TokenResponse { token, expires_at }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct MyGamesQuery {
    /// `mine`: only active games waiting on the caller's move.
    pub turn: Option<TurnFilter>,
    /// `open`, `active`, `finished` or `aborted`.
    pub status: Option<super::games::GameStatus>,
}

#[derive(Debug, Clone, Copy, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TurnFilter {
    Mine,
}

/// The caller's games, most recently changed first.
#[utoipa::path(
    tag = "players",
    params(MyGamesQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, body = Vec<GameSummary>),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/players/me/games")]
pub async fn my_games(
    state: web::Data<AppState>,
    caller: Caller,
    query: super::error::extractors::Query<MyGamesQuery>,
) -> Result<web::Json<Vec<GameSummary>>, ApiError> {
    let MyGamesQuery { turn, status } = query.into_inner();
    let games = state
        .db(move |conn| {
            let rows = store::games::for_player(
                conn,
                caller.player_id,
                turn.is_some(),
                status.map(|s| s.as_str()),
            )?;
            let ids: Vec<_> = rows.iter().map(|(g, _)| g.id).collect();
            let taken = store::games::seats_taken(conn, &ids)?;
            Ok(rows
                .iter()
                .map(|(game, seat)| {
                    let count = taken
                        .iter()
                        .find(|(id, _)| *id == game.id)
                        .map_or(0, |(_, n)| *n);
                    GameSummary::new(
                        game,
                        usize::try_from(count).unwrap_or_default(),
                        Some(*seat),
                    )
                })
                .collect())
        })
        .await?;
    Ok(web::Json(games))
}
