//! Invitations, invite codes and rematches.
//!
//! The creator of an open game invites players by id (each optionally with
//! a seat kept for it) or makes an invite code that lets its holder join; an
//! invited player is told with a `game_invited` notification and accepts by
//! joining. A seated player of a finished game asks for a rematch: a new
//! game like it, with a fresh server seed, its other players invited to
//! their old seats.

use actix_web::{delete, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::auth::Caller;
use super::dto::{GameDto, InviteRequest, LoadedGame};
use super::error::{ApiError, Problem, ProblemCode};
use super::games::{
    check_open_games, new_game, new_invite_code, seat_of_table, set_table, TableSpec,
};
use super::notifications::{notify, Change};
use super::AppState;
use crate::config::NotificationConfig;
use crate::game::read::{load, lock_for};
use crate::store;
use crate::store::models::{Game, GameStatus, InvitationRow};
use crate::store::AsyncPgConnection;
use crate::workers::hub::Topic;

/// Invites `invitation.player_id` to open game `id` (locked by the caller)
/// and tells it. Refuses a seated or already invited player, an unknown one,
/// and a kept seat that is out of range, taken or kept for another.
pub(super) async fn invite(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    id: Uuid,
    invitation: &InviteRequest,
    at: DateTime<Utc>,
) -> Result<(), ApiError> {
    let player = invitation.player_id;
    if store::players::find(conn, player).await?.is_none() {
        return Err(ApiError::unprocessable(
            ProblemCode::InvitedPlayerNotFound,
            format!("no player has the id {player}"),
        ));
    }
    let loaded = load(conn, id).await?;
    if player == loaded.row.created_by || store::players::holds_a_bot_seat(conn, player).await? {
        return Err(ApiError::unprocessable(
            ProblemCode::InvalidInvitation,
            "invite another player (not the creator, not a bot)",
        ));
    }
    if loaded.seat_of(player).is_some() || loaded.invitations.iter().any(|i| i.player_id == player)
    {
        return Err(ApiError::conflict(
            ProblemCode::AlreadyInvited,
            "that player is already seated or invited",
        ));
    }
    let seats = u8::try_from(loaded.row.seat_count).map_err(ApiError::internal)?;
    let seat = invitation
        .seat
        .map(|seat| seat_of_table(seat, seats))
        .transpose()?;
    if let Some(seat) = seat {
        let taken = loaded.seats.iter().any(|(s, _)| s.seat == i16::from(seat));
        let kept = loaded
            .invitations
            .iter()
            .any(|i| i.seat == Some(i16::from(seat)));
        if taken || kept {
            return Err(ApiError::conflict(
                ProblemCode::SeatTaken,
                format!("seat {seat} is taken or kept for another player"),
            ));
        }
    }
    store::invitations::insert(
        conn,
        &InvitationRow {
            game_id: id,
            player_id: player,
            seat: seat.map(i16::from),
            invited_at: at,
        },
    )
    .await?;
    store::invitations::touch(conn, id, at).await?;
    // The game as read above will do: the invitation tells the invitee only.
    Ok(notify(conn, settings, &loaded, &Change::Invited { player, seat }).await?)
}

/// The open game `id`, locked, for a change only its creator may make.
async fn creators_open_game(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    player: Uuid,
) -> Result<Game, ApiError> {
    let game = lock_for(conn, id, player).await?;
    if game.created_by != player {
        return Err(ApiError::forbidden(
            ProblemCode::NotCreator,
            "only the game's creator may invite",
        ));
    }
    if game.status != GameStatus::Open {
        return Err(ApiError::conflict(
            ProblemCode::GameNotOpen,
            format!("the game is {}", game.status),
        ));
    }
    Ok(game)
}

/// Invites a player to an open game (its creator only), optionally keeping
/// a seat for it. The player is told (`game_invited`) and accepts by joining.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    request_body = InviteRequest,
    security(("bearer" = [])),
    responses(
        (status = 201, description = "Invited: the game with its invitations", body = GameDto),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
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
        .db(async move |conn| {
            conn.transaction(async |conn| {
                creators_open_game(conn, id, player).await?;
                invite(conn, &settings, id, &body, clock.now()).await?;
                Ok(load(conn, id).await?)
            })
            .await
        })
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
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Revoked"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
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
        .db(async move |conn| {
            conn.transaction(async |conn| {
                creators_open_game(conn, id, player).await?;
                if store::invitations::delete(conn, id, invited).await? == 0 {
                    return Err(ApiError::not_found(
                        ProblemCode::InvitationNotFound,
                        "that player is not invited (or has joined)",
                    ));
                }
                store::invitations::touch(conn, id, clock.now()).await?;
                store::notifications::wake(conn, &format!("g:{id}")).await?;
                Ok(())
            })
            .await
        })
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
    security(("bearer" = [])),
    responses(
        (status = 201, description = "The game, with the new `invite_code`", body = GameDto),
        (status = 401, body = Problem, content_type = "application/problem+json"),
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
        .db(async move |conn| {
            conn.transaction(async |conn| {
                creators_open_game(conn, id, player).await?;
                store::invitations::set_code_hash(conn, id, Some(&hash)).await?;
                store::invitations::touch(conn, id, clock.now()).await?;
                Ok(load(conn, id).await?)
            })
            .await
        })
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
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Revoked (or there was none)"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
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
        .db(async move |conn| {
            conn.transaction(async |conn| {
                creators_open_game(conn, id, player).await?;
                store::invitations::set_code_hash(conn, id, None).await?;
                store::invitations::touch(conn, id, clock.now()).await?;
                Ok(())
            })
            .await
        })
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
    security(("bearer" = [])),
    responses(
        (status = 201, description = "The new game", body = GameDto),
        (status = 401, body = Problem, content_type = "application/problem+json"),
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
        .db(async move |conn| {
            conn.transaction(async |conn| {
                // The new game is one more open game of the caller's.
                check_open_games(conn, player, max_open).await?;
                lock_for(conn, id, player).await?;
                let old = load(conn, id).await?;
                let seat = old.seat_of(player).ok_or_else(|| {
                    ApiError::forbidden(ProblemCode::NotSeated, "you held no seat in this game")
                })?;
                if old.row.status != GameStatus::Finished {
                    return Err(ApiError::conflict(
                        ProblemCode::GameNotFinished,
                        "only a finished game can be played again",
                    ));
                }
                if let Some(existing) = old.row.rematch {
                    return Err(ApiError::conflict(
                        ProblemCode::RematchExists,
                        format!("this game has a rematch already: {existing}"),
                    ));
                }
                let next = rematch_of(&old, player)?;
                let spec = TableSpec {
                    creator: player,
                    seats: u8::try_from(old.row.seat_count).map_err(ApiError::internal)?,
                    join: Some((seat, None)),
                    bots: Vec::new(),
                    invite: old
                        .seats
                        .iter()
                        .filter(|(s, _)| s.player_id != player && s.bot.is_none())
                        .map(|(s, _)| InviteRequest {
                            player_id: s.player_id,
                            seat: u64::try_from(s.seat).ok(),
                        })
                        .collect(),
                };
                let now = clock.now();
                let created = set_table(conn, &settings, &next, &spec, now).await?;
                // The bots take their old seats.
                for (s, _) in old.seats.iter().filter(|(s, _)| s.bot.is_some()) {
                    let bot = s.bot.clone().unwrap_or_default();
                    super::games::seat_bot(
                        conn,
                        &settings,
                        created.row.id,
                        &bot,
                        u64::try_from(s.seat).ok(),
                        now,
                    )
                    .await?;
                }
                store::games::link_rematch(conn, id, created.row.id, now).await?;
                store::notifications::wake(conn, &format!("g:{id}")).await?;
                Ok(load(conn, created.row.id).await?)
            })
            .await
        })
        .await?;
    state.hub.wake(Topic::Bots);
    Ok(HttpResponse::Created()
        .insert_header((
            actix_web::http::header::LOCATION,
            format!("/v1/games/{}", loaded.row.id),
        ))
        .json(loaded.dto(player)))
}

/// The row of a rematch of `old`, asked by `player`.
fn rematch_of(old: &LoadedGame, player: Uuid) -> Result<store::models::NewGame, ApiError> {
    let row = &old.row;
    new_game(
        player,
        row.game.clone(),
        row.options.clone(),
        u8::try_from(row.seat_count).map_err(ApiError::internal)?,
        row.turn_time,
        row.visibility,
        row.spectators,
        None,
        Some(row.id),
    )
}
