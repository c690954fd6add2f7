//! Invitations, invite codes and rematches.
//!
//! The creator of an open game invites players by id (each optionally with
//! a seat kept for it) or makes an invite code that lets its holder join; an
//! invited player is told with a `game_invited` notification and accepts by
//! joining. A seated player of a finished game asks for a rematch: a new
//! game like it, with a fresh server seed, its other players invited to
//! their old seats.

use actix_web::{delete, post, web, HttpResponse};
use uuid::Uuid;

use super::auth::Caller;
use super::dto::{GameDto, InviteRequest};
use super::error::{ApiError, Problem};
use super::state::AppState;
use crate::game::invitations::{invite_to, rematch_for, revoke, set_invite_code};
use crate::game::table::new_invite_code;
use crate::store::topic::Topic;

/// Invites a player to an open game (its creator only), optionally keeping
/// a seat for it. The player is told (`game_invited`) and accepts by joining.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    request_body = InviteRequest,
    security(("bearer" = ["create"])),
    responses(
        (status = 201, description = "Invited: the game with its invitations", body = GameDto),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`not_creator`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open`, `already_invited`, `seat_taken`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`invited_player_not_found`, `invalid_invitation`, `seat_out_of_range`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/games/{id}/invitations")]
pub async fn invite_player(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
    body: super::error::extractors::Json<InviteRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let body = body.into_inner();
    let player = caller.player_id;
    let settings = state.notifications;
    let clock = state.clock.clone();
    let loaded = state
        .db(async move |conn| Ok(invite_to(conn, &settings, &clock, id, player, &body).await?))
        .await?;
    Ok(HttpResponse::Created().json(loaded.dto(player)))
}

/// Revokes the invitation of a player who has not joined yet (the game's
/// creator only); the seat kept for it, if any, is free again.
#[utoipa::path(
    tag = "games",
    params(
        ("id" = Uuid, Path, description = "Game id"),
        ("player_id" = Uuid, Path, description = "The invited player")
    ),
    security(("bearer" = ["create"])),
    responses(
        (status = 204, description = "Revoked"),
        (status = 403, description = "`not_creator`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`, `invitation_not_found` (none, or the player has joined)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open`", body = Problem, content_type = "application/problem+json")
    )
)]
#[delete("/games/{id}/invitations/{player_id}")]
pub async fn revoke_invitation(
    state: web::Data<AppState>,
    caller: Caller,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, ApiError> {
    let (id, invited) = path.into_inner();
    let player = caller.player_id;
    let clock = state.clock.clone();
    state
        .db(async move |conn| Ok(revoke(conn, &clock, id, player, invited).await?))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Makes a new invite code for an open game (its creator only), replacing
/// any earlier one. The code is in this answer's `invite_code` and nowhere
/// else: the server keeps only its SHA-256. Its holder joins with
/// `{"invite_code": …}`, also a private game.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = ["create"])),
    responses(
        (status = 201, description = "The game, with the new `invite_code`", body = GameDto),
        (status = 403, description = "`not_creator`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/games/{id}/invite-code")]
pub async fn make_invite_code(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let player = caller.player_id;
    let clock = state.clock.clone();
    let (code, hash) = new_invite_code()?;
    let loaded = state
        .db(async move |conn| Ok(set_invite_code(conn, &clock, id, player, Some(&hash)).await?))
        .await?;
    let mut dto = loaded.dto(player);
    dto.invite_code = Some(code);
    Ok(HttpResponse::Created().json(dto))
}

/// Revokes the game's invite code (its creator only): it no longer opens
/// the game. Players who joined with it stay.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = ["create"])),
    responses(
        (status = 204, description = "Revoked (or there was none)"),
        (status = 403, description = "`not_creator`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open`", body = Problem, content_type = "application/problem+json")
    )
)]
#[delete("/games/{id}/invite-code")]
pub async fn revoke_invite_code(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let player = caller.player_id;
    let clock = state.clock.clone();
    state
        .db(async move |conn| Ok(set_invite_code(conn, &clock, id, player, None).await?))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Asks for a rematch of a finished game (a seated player): a new game of
/// the same game, options, visibility, spectators and seat count, with a
/// fresh server seed and commitment. The caller takes its old seat; the
/// other players are invited to theirs (`game_invited`, with `rematch_of`)
/// and accept by joining; bots take their old seats at once. The two games
/// link to each other (`rematch_of`, `rematch`). One rematch per game: a
/// second ask answers 409 `rematch_exists` (the finished game's `rematch`
/// names the first).
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "The finished game")),
    security(("bearer" = ["play"])),
    responses(
        (status = 201, description = "The new game", body = GameDto),
        (status = 403, description = "`not_seated`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_finished`, `rematch_exists`, `too_many_open_games`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/games/{id}/rematch")]
pub async fn rematch(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let player = caller.player_id;
    let settings = state.notifications;
    let clock = state.clock.clone();
    let max_open = state.limits.config.max_open_games;
    let loaded = state
        .db(async move |conn| Ok(rematch_for(conn, &settings, &clock, max_open, id, player).await?))
        .await?;
    state.hub.wake(Topic::Bots);
    Ok(HttpResponse::Created()
        .insert_header((
            actix_web::http::header::LOCATION,
            format!("/v1/games/{}", loaded.row.id),
        ))
        .json(loaded.dto(player)))
}
