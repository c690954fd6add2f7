use actix_web::http::header;
use actix_web::{delete, get, post, web, HttpRequest, HttpResponse};
use serde::Deserialize;
use serde_json::Value;
use utoipa::IntoParams;
use uuid::Uuid;

use super::auth::{Caller, UncheckedCaller};
use super::dto::{CreateGame, GameDto, GamePage, GameSummary, JoinGame, Spectators, Visibility};
use super::error::{ApiError, Problem, ProblemCode};
use super::long_poll::{long_poll, wait_duration};
use super::{paging, AppState};
use crate::engine::AnyGame;
use crate::fairness;
use crate::game::read::{load_view, with_rating_changes};
use crate::game::table::{
    abort, check_setup, create, join, leave, new_game, new_invite_code, seat_bot_for,
    seat_of_table, Creation, Joining, TableSpec,
};
use crate::lowerhex;
use crate::store::topic::Topic;
use crate::store::AsyncPgConnection;
use crate::store::{self};

fn parse_seed(text: Option<&str>) -> Result<Option<Vec<u8>>, ApiError> {
    text.map(|t| {
        fairness::parse_client_seed(t)
            .map_err(|e| ApiError::unprocessable(ProblemCode::InvalidClientSeed, e))
    })
    .transpose()
}

/// Creates a game (status `open`); by default the creator takes a seat.
#[utoipa::path(
    tag = "games",
    request_body = CreateGame,
    security(("bearer" = ["create"])),
    responses(
        (status = 201, body = GameDto),
        (status = 400, description = "Malformed JSON or wrong types", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`too_many_open_games`: the caller has the most open games a player may have", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`unknown_game`, `seats_out_of_range`, `unknown_option`, `invalid_option`, `invalid_client_seed`, `seat_out_of_range`, `invalid_join`, `unknown_bot`, `too_many_bots`, `invalid_spectators`, `invalid_invitation`, `invited_player_not_found`, `unratable_game` (a rated game with bots, or private)", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/games")]
pub async fn create_game(
    state: web::Data<AppState>,
    caller: Caller,
    body: super::error::extractors::Json<CreateGame>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let options = body
        .options
        .clone()
        .unwrap_or(Value::Object(Default::default()));
    let (seats, turn_time) = check_setup(
        &body.game,
        body.seats,
        &options,
        state.clocks.min_turn_time_secs,
    )?;
    let client_seed = parse_seed(body.client_seed.as_deref())?;
    let join = body.join.unwrap_or(true);
    if !join && (body.seat.is_some() || client_seed.is_some()) {
        return Err(ApiError::unprocessable(
            ProblemCode::InvalidJoin,
            "seat and client_seed apply only when joining (join: true)",
        ));
    }
    let seat = seat_of_table(body.seat.unwrap_or(0), seats)?;
    let visibility = body.visibility.unwrap_or_default();
    let spectators = match (visibility, body.spectators) {
        (Visibility::Private, Some(Spectators::Anyone)) => {
            return Err(ApiError::unprocessable(
                ProblemCode::InvalidSpectators,
                "a private game is read by its players only (spectators: players)",
            ))
        }
        (Visibility::Private, _) => Spectators::Players,
        (_, chosen) => chosen.unwrap_or(Spectators::Anyone),
    };
    let rated = body.rated.unwrap_or(false);
    if rated && visibility == Visibility::Private {
        return Err(ApiError::unprocessable(
            ProblemCode::UnratableGame,
            "a private game cannot be rated: ratings are public",
        ));
    }
    if rated && body.bots.as_ref().is_some_and(|bots| !bots.is_empty()) {
        return Err(ApiError::unprocessable(
            ProblemCode::UnratableGame,
            "a rated game is played by people only: no bots",
        ));
    }
    let table_spec = TableSpec {
        creator: caller.player_id,
        seats,
        join: join.then_some((seat, client_seed)),
        bots: body.bots.clone().unwrap_or_default(),
        invite: body.invite.clone().unwrap_or_default(),
    };
    table_spec.check(&body.game)?;
    // A table of bots alone starts (and is played) at once: such games of
    // the caller's that are still running count toward its open-games cap.
    let bots_alone = !join && table_spec.invite.is_empty();
    let code = if body.invite_code.unwrap_or(false) {
        Some(new_invite_code()?)
    } else {
        None
    };
    let new_game = store::models::NewGame {
        visibility,
        spectators,
        invite_code_hash: code.as_ref().map(|(_, hash)| hash.clone()),
        rated,
        signed_moves: body.signed_moves.unwrap_or(false),
        ..new_game(caller.player_id, body.game, options, seats, turn_time)?
    };
    let player = caller.player_id;
    let clock = state.clock.clone();
    let max_open = state.limits.config.max_open_games;
    let settings = state.notifications;
    let seats_bots = !table_spec.bots.is_empty();
    let loaded = state
        .db(async move |conn| {
            Ok(create(
                conn,
                &Creation {
                    settings: &settings,
                    clock: &clock,
                    max_open,
                    bots_alone,
                    new_game: &new_game,
                    table: &table_spec,
                },
            )
            .await?)
        })
        .await?;
    if seats_bots {
        state.hub.wake(Topic::Bots);
    }
    let mut dto = loaded.dto(player);
    dto.invite_code = code.map(|(code, _)| code);
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/v1/games/{}", loaded.row.id)))
        .json(dto))
}

/// Joins an open game. The game starts by itself when the last seat fills.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    request_body = JoinGame,
    security(("bearer" = ["play"])),
    responses(
        (status = 200, description = "Seated (the game may have started)", body = GameDto),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`: also a private game the caller takes no part in, whatever `invite_code` it sends once the game is no longer open", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`not_creator`: only the creator seats a bot", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`seat_taken`, `seat_reserved` (kept for an invited player), `game_full`, `already_seated`, `game_not_open`, `too_many_open_games`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`seat_out_of_range`, `invalid_client_seed`, `invalid_join`, `unknown_bot`, `unratable_game` (a bot for a rated game)", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/games/{id}/seats")]
pub async fn join_game(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
    body: web::Bytes,
) -> Result<web::Json<GameDto>, ApiError> {
    let id = id.into_inner();
    // The body is optional; when present it must be valid (an `Option<Json>`
    // extractor would silently take malformed JSON for "no body").
    let body: JoinGame = if body.iter().all(u8::is_ascii_whitespace) {
        JoinGame::default()
    } else {
        super::error::extractors::body_from_slice(&body)?
    };
    let client_seed = parse_seed(body.client_seed.as_deref())?;
    let invite_code = body.invite_code.clone();
    let player = caller.player_id;
    let settings = state.notifications;
    let clock = state.clock.clone();
    let max_open = state.limits.config.max_open_games;
    if let Some(bot) = body.bot {
        if client_seed.is_some() {
            return Err(ApiError::unprocessable(
                ProblemCode::InvalidJoin,
                "a bot has no client_seed",
            ));
        }
        let seat = body.seat;
        let loaded = state
            .db(async move |conn| {
                Ok(seat_bot_for(conn, &settings, &clock, id, player, &bot, seat).await?)
            })
            .await?;
        state.hub.wake(Topic::Bots);
        return Ok(web::Json(loaded.dto(player)));
    }
    let joining = Joining {
        player,
        seat: body.seat,
        client_seed,
        invite_code,
    };
    let loaded = state
        .db(async move |conn| Ok(join(conn, &settings, &clock, max_open, id, joining).await?))
        .await?;
    Ok(web::Json(loaded.dto(player)))
}

/// Leaves an open game (a started game cannot be left).
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = ["play"])),
    responses(
        (status = 204, description = "Left"),
        (status = 404, description = "`game_not_found`, `not_seated`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open`", body = Problem, content_type = "application/problem+json")
    )
)]
#[delete("/games/{id}/seats/me")]
pub async fn leave_game(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let player = caller.player_id;
    let settings = state.notifications;
    state
        .db(async move |conn| Ok(leave(conn, &settings, id, player).await?))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Aborts an open game (its creator only). Its server seed is revealed: no
/// card was ever dealt from it.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = ["create"])),
    responses(
        (status = 200, description = "Aborted", body = GameDto),
        (status = 403, description = "`not_creator`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open`", body = Problem, content_type = "application/problem+json")
    )
)]
#[delete("/games/{id}")]
pub async fn abort_game(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<web::Json<GameDto>, ApiError> {
    let id = id.into_inner();
    let player = caller.player_id;
    let settings = state.notifications;
    let loaded = state
        .db(async move |conn| Ok(abort(conn, &settings, id, player).await?))
        .await?;
    Ok(web::Json(loaded.dto(player)))
}

/// The game as the caller sees it: its own view when seated, a spectator
/// view otherwise. Supports `If-None-Match` with the `ETag`; with `wait` as
/// well, the answer comes as soon as the game changes (or 304 when the wait
/// ends).
#[utoipa::path(
    tag = "games",
    params(
        ("id" = Uuid, Path, description = "Game id"),
        GameQuery,
        ("If-None-Match" = Option<String>, Header, description = "An `ETag` this answer had: 304 when it still has it (with `wait`, after waiting for a change)")
    ),
    security(("bearer" = ["read"])),
    responses(
        (status = 200, body = GameDto, headers(("ETag" = String, description = "Changes with the version and the viewer"))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        (status = 404, description = "`game_not_found`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/games/{id}")]
pub async fn get_game(
    state: web::Data<AppState>,
    // Checked by the statement that reads the game or checks the kept one
    // (`load_view`).
    token: UncheckedCaller,
    id: web::Path<Uuid>,
    req: HttpRequest,
    query: super::error::extractors::Query<GameQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let (if_none_match, wait) = conditional_wait(&req, query.wait)?;
    // Every read checks the token again: a revocation during a wait holds.
    let (loaded, player, etag, unchanged) = long_poll(
        &state.hub,
        Topic::Game(id),
        token.subject(),
        wait,
        || async {
            // The kept game serves if the row is unchanged.
            let kept = state.kept.take(id);
            let (loaded, caller) = load_view(&state, id, token, kept).await?;
            let player = caller.player_id;
            let etag = loaded.etag(player);
            let unchanged = etag_matches(if_none_match.as_deref(), &etag);
            if unchanged && !wait.is_zero() {
                // Waiting: the game stays kept meanwhile, for a move (the
                // opponent's) on this process.
                state.kept.keep(loaded.clone());
            }
            // Only a document to send needs them (the tag says whether
            // there are any).
            let loaded = if unchanged {
                loaded
            } else {
                with_rating_changes(&state, loaded).await?
            };
            Ok(((loaded, player, etag, unchanged), !unchanged))
        },
    )
    .await?;
    let response = if unchanged {
        not_modified(etag)
    } else {
        HttpResponse::Ok()
            .insert_header((header::ETAG, etag))
            // A private view: never stored by a cache (revalidate with the
            // ETag).
            .insert_header((header::CACHE_CONTROL, "no-store"))
            // The document's JSON text (`GameDto::to_json`).
            .content_type(header::ContentType::json())
            .body(loaded.dto(player).to_json())
    };
    // A move that follows reads nothing (`super::kept`).
    state.kept.keep(loaded);
    Ok(response)
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct GameQuery {
    /// With `If-None-Match`: seconds (0 to 60) to wait for the game to
    /// change before answering 304.
    #[param(minimum = 0, maximum = 60)]
    pub wait: Option<u64>,
}

pub use crate::store::models::GameStatus;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    pub status: Option<GameStatus>,
    /// `public`, `unlisted` or `private` (the caller sees unlisted and
    /// private games it created, is seated or is invited in).
    pub visibility: Option<Visibility>,
    /// A game id from the catalog.
    #[param(value_type = Option<crate::engine::schema::GameId>)]
    pub game: Option<String>,
    /// 1 to 100 (default 20).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
    /// The `next` of the previous page (default: the first page).
    #[param(min_length = 1)]
    pub cursor: Option<String>,
    /// With `If-None-Match`: seconds (0 to 60) to wait for the page to
    /// change before answering 304.
    #[param(minimum = 0, maximum = 60)]
    pub wait: Option<u64>,
}

/// Lists the public games, and those the caller created, is seated or is
/// invited in, newest first, filtered by status, game and visibility, a
/// page at a time (`next`). The page has an `ETag`; with `If-None-Match`
/// and `wait`, the answer comes as soon as the page changes (a game
/// created, joined, moved in, finished…), or 304 when the wait ends: a
/// lobby that stays up to date without polling.
#[utoipa::path(
    tag = "games",
    params(
        ListQuery,
        ("If-None-Match" = Option<String>, Header, description = "An `ETag` this answer had: 304 when it still has it (with `wait`, after waiting for a change)")
    ),
    security(("bearer" = ["read"])),
    responses(
        (status = 200, body = GamePage, headers(("ETag" = String, description = "Changes with the page's contents"))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        (status = 400, description = "`invalid_query`", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/games")]
pub async fn list_games(
    state: web::Data<AppState>,
    caller: Caller,
    req: HttpRequest,
    query: super::error::extractors::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let ListQuery {
        status,
        visibility,
        game,
        limit,
        cursor,
        wait,
    } = query.into_inner();
    let viewer = caller.player_id;
    let limit = paging::limit(limit, 20, 100)?;
    let after = paging::parse_game_cursor(cursor.as_deref())?;
    check_game_filter(game.as_deref())?;
    let (if_none_match, wait) = conditional_wait(&req, wait)?;
    let mut reads = 0u32;
    let (body, etag, unchanged) = long_poll(&state.hub, Topic::Lobby, viewer, wait, || {
        let game = game.clone();
        let if_none_match = if_none_match.clone();
        let state = state.clone();
        reads += 1;
        let woken = reads > 1;
        async move {
            // Every change of every game wakes every lobby waiter: after a
            // wake-up, let a burst of changes settle so that it costs one
            // read per waiter, not one per change.
            if woken {
                tokio::time::sleep(LOBBY_SETTLE).await;
            }
            let page = state
                .db(async move |conn| {
                    // A read after a wake-up checks the token again: a
                    // revocation during the wait ends it.
                    if woken {
                        caller.recheck(conn).await?;
                    }
                    let filter = store::games::GameFilter {
                        status,
                        game: game.as_deref(),
                        visibility,
                    };
                    let (rows, total) =
                        store::games::list(conn, viewer, filter, after, limit + 1).await?;
                    let rows = rows.into_iter().map(|game| (game, None)).collect();
                    game_page(conn, rows, total, limit).await
                })
                .await?;
            let body = serde_json::to_vec(&page).map_err(ApiError::internal)?;
            let etag = format!(
                "\"{}\"",
                lowerhex::encode(&<sha2::Sha256 as sha2::Digest>::digest(&body)[..12])
            );
            let unchanged = etag_matches(if_none_match.as_deref(), &etag);
            Ok(((body, etag, unchanged), !unchanged))
        }
    })
    .await?;
    if unchanged {
        return Ok(not_modified(etag));
    }
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag))
        .content_type("application/json")
        .body(body))
}

/// How long a woken lobby long-poll waits for more changes before it reads.
const LOBBY_SETTLE: std::time::Duration = std::time::Duration::from_millis(150);

/// The request's `If-None-Match`, if any, and how long a long-poll may wait
/// for a change: `wait` (checked) with it, none without it, since waiting
/// only makes sense against something the caller already has.
fn conditional_wait(
    req: &HttpRequest,
    wait: Option<u64>,
) -> Result<(Option<String>, std::time::Duration), ApiError> {
    let if_none_match = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let wait = match if_none_match {
        Some(_) => wait_duration(wait)?,
        None => std::time::Duration::ZERO,
    };
    Ok((if_none_match, wait))
}

/// `304 Not Modified`, naming the ETag still current.
fn not_modified(etag: String) -> HttpResponse {
    HttpResponse::NotModified()
        .insert_header((header::ETAG, etag))
        .finish()
}

/// Whether an `If-None-Match` names `etag` (or `*`).
fn etag_matches(if_none_match: Option<&str>, etag: &str) -> bool {
    if_none_match.is_some_and(|v| {
        v.split(',')
            .any(|tag| tag.trim() == etag || tag.trim() == "*")
    })
}

/// Refuses a `game` query parameter that names no game (400).
pub(super) fn check_game_filter(game: Option<&str>) -> Result<(), ApiError> {
    match game.filter(|g| !AnyGame::exists(g)) {
        Some(game) => Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            format!(
                "`game`: no game has the id {}",
                crate::human::brief(&Value::from(game))
            ),
        )),
        None => Ok(()),
    }
}

/// A page of summaries from `limit + 1` rows read (with the caller's seat
/// where known).
pub(super) async fn game_page(
    conn: &mut AsyncPgConnection,
    rows: Vec<(store::models::Game, Option<i16>)>,
    total: i64,
    limit: i64,
) -> Result<GamePage, ApiError> {
    let (rows, more) = paging::split(rows, limit);
    let ids: Vec<_> = rows.iter().map(|(g, _)| g.id).collect();
    let taken = store::games::seats_taken(conn, &ids).await?;
    let games = rows
        .iter()
        .map(|(game, seat)| {
            let count = taken
                .iter()
                .find(|(id, _)| *id == game.id)
                .map_or(0, |(_, n)| *n);
            GameSummary::new(game, usize::try_from(count).unwrap_or_default(), *seat)
        })
        .collect();
    let next = more
        .then(|| {
            rows.last()
                .map(|(game, _)| paging::game_cursor(store::games::GameKey::of(game)))
        })
        .flatten();
    Ok(GamePage { games, total, next })
}
