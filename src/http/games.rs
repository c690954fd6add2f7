use actix_web::http::header;
use actix_web::{delete, get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use serde::Deserialize;
use serde_json::Value;
use utoipa::IntoParams;
use uuid::Uuid;

use super::auth::{Caller, UncheckedCaller};
use super::dto::{
    CreateGame, GameDto, GamePage, GameSummary, InviteRequest, JoinGame, LoadedGame, Spectators,
    Visibility,
};
use super::error::{is_unique_violation, ApiError, Problem, ProblemCode};
use super::notifications::{long_poll, notify, wait_duration, Change};
use super::{paging, AppState};
use crate::engine::{AnyGame, Seat};
use crate::game::read::{load, load_view, lock_for};
use crate::lowerhex;
use crate::store::models::{Game, NewEvent, NewGame, SeatRow};
use crate::store::sql::JsonText;
use crate::store::AsyncPgConnection;
use crate::store::{self, games::Invitation, games::Progress};
use crate::workers::hub::Topic;
use crate::{audit, fairness};

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
    security(("bearer" = [])),
    responses(
        (status = 201, body = GameDto),
        (status = 400, description = "Malformed JSON or wrong types", body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`too_many_open_games`: the caller has the most open games a player may have", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`unknown_game`, `seats_out_of_range`, `unknown_option`, `invalid_option`, `invalid_client_seed`, `seat_out_of_range`, `invalid_join`, `unknown_bot`, `too_many_bots`", body = Problem, content_type = "application/problem+json")
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
    // Validate game, seats and options now: a dry deal with a throwaway seed.
    let seats = seat_count(&body.game, body.seats)?;
    AnyGame::new(&body.game, seats, &options, &[0u8; 32])?;
    let (_, table) = crate::engine::table::split(&options)?;
    let min_turn_time = state.clocks.min_turn_time_secs;
    if table.turn_time.is_some_and(|secs| secs < min_turn_time) {
        return Err(crate::engine::SetupError::invalid(
            crate::engine::table::TURN_TIME,
            format!(
                "`options.turn_time`: this server's turns last at least {min_turn_time} seconds"
            ),
        )
        .into());
    }
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
    let turn_time = table
        .turn_time
        .map(i32::try_from)
        .transpose()
        .map_err(ApiError::internal)?;
    let code = if body.invite_code.unwrap_or(false) {
        Some(new_invite_code()?)
    } else {
        None
    };
    let new_game = new_game(
        caller.player_id,
        body.game,
        options,
        seats,
        turn_time,
        visibility,
        spectators,
        code.as_ref().map(|(_, hash)| hash.clone()),
        None,
    )?;
    let player = caller.player_id;
    let clock = state.clock.clone();
    let max_open = state.limits.config.max_open_games;
    let settings = state.notifications;
    let seats_bots = !table_spec.bots.is_empty();
    let loaded = state
        .db(async move |conn| {
            conn.transaction(async |conn| {
                check_open_games(conn, player, max_open).await?;
                if bots_alone && max_open > 0 {
                    let running = store::games::running_bot_games_of(conn, player).await?;
                    if running >= i64::from(max_open) {
                        return Err(too_many_open_games(running, max_open));
                    }
                }
                set_table(conn, &settings, &new_game, &table_spec, clock.now()).await
            })
            .await
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

/// Who sits where when a game is created (or a rematch): the creator, if
/// it joins, then the invitations (and their kept seats), then the bots.
pub(super) struct TableSpec {
    pub creator: Uuid,
    pub seats: u8,
    /// The creator's seat and client seed, when it joins.
    pub join: Option<(u8, Option<Vec<u8>>)>,
    pub bots: Vec<String>,
    pub invite: Vec<InviteRequest>,
}

impl TableSpec {
    /// Refuses a table that cannot be: unknown bots, more bots and kept
    /// seats than seats, an invitation of the creator or twice of one
    /// player, a kept seat out of range, taken by the creator or kept twice.
    fn check(&self, game: &str) -> Result<(), ApiError> {
        for bot in &self.bots {
            check_bot(game, bot)?;
        }
        let kept = self.invite.iter().filter(|i| i.seat.is_some()).count();
        if self.bots.len() + usize::from(self.join.is_some()) + kept > usize::from(self.seats) {
            return Err(ApiError::unprocessable(
                ProblemCode::TooManyBots,
                format!(
                    "{} bots, {} kept seats and the creator's do not fit in {} seats",
                    self.bots.len(),
                    kept,
                    self.seats
                ),
            ));
        }
        for (i, invitation) in self.invite.iter().enumerate() {
            let twice = self.invite[..i]
                .iter()
                .any(|o| o.player_id == invitation.player_id);
            if invitation.player_id == self.creator || twice {
                return Err(ApiError::unprocessable(
                    ProblemCode::InvalidInvitation,
                    "invite each other player once (not the creator)",
                ));
            }
            if let Some(seat) = invitation.seat {
                let seat = seat_of_table(seat, self.seats)?;
                let creators = self.join.as_ref().map(|(s, _)| *s);
                let kept_before = self.invite[..i]
                    .iter()
                    .any(|o| o.seat == Some(u64::from(seat)));
                if creators == Some(seat) || kept_before {
                    return Err(ApiError::unprocessable(
                        ProblemCode::InvalidInvitation,
                        format!("seat {seat} is kept or taken twice"),
                    ));
                }
            }
        }
        Ok(())
    }
}

/// A new open game's row, with a fresh server seed (committed to at once).
#[allow(clippy::too_many_arguments)]
pub(super) fn new_game(
    creator: Uuid,
    game: String,
    options: Value,
    seats: u8,
    turn_time: Option<i32>,
    visibility: Visibility,
    spectators: Spectators,
    invite_code_hash: Option<Vec<u8>>,
    rematch_of: Option<Uuid>,
) -> Result<NewGame, ApiError> {
    let mut server_seed = [0u8; 32];
    getrandom::fill(&mut server_seed).map_err(ApiError::internal)?;
    Ok(NewGame {
        id: Uuid::new_v4(),
        game,
        options,
        status: GameStatus::Open,
        seat_count: i16::from(seats),
        seed_commitment: fairness::commitment(&server_seed).to_vec(),
        server_seed: server_seed.to_vec(),
        created_by: creator,
        turn_time,
        visibility,
        spectators,
        invite_code_hash,
        rematch_of,
    })
}

/// Inserts `new_game` and sets its table as `spec` says (in the caller's
/// transaction); returns the game as it then is.
pub(super) async fn set_table(
    conn: &mut AsyncPgConnection,
    settings: &crate::config::NotificationConfig,
    new_game: &NewGame,
    spec: &TableSpec,
    at: DateTime<Utc>,
) -> Result<LoadedGame, ApiError> {
    let game = store::games::insert(conn, new_game).await?;
    let id = game.id;
    // Everyone this sends notifications to (invitations, then each bot's
    // join), locked in id order before the first batch (see
    // `store::players::lock_in_order`); without invitations or bots there
    // is no batch, and so nothing to lock.
    if !spec.invite.is_empty() || !spec.bots.is_empty() {
        let recipients: Vec<Uuid> = std::iter::once(spec.creator)
            .chain(spec.invite.iter().map(|i| i.player_id))
            .collect();
        store::players::lock_in_order(conn, &recipients).await?;
    }
    if let Some((seat, client_seed)) = &spec.join {
        take_seat(
            conn,
            game,
            &[],
            spec.creator,
            *seat,
            client_seed.clone(),
            at,
            None,
        )
        .await?;
    }
    for invitation in &spec.invite {
        super::invitations::invite(conn, settings, id, invitation, at).await?;
    }
    for bot in &spec.bots {
        seat_bot(conn, settings, id, bot, None, at).await?;
    }
    // Lobby long-polls hear of the new game.
    store::notifications::wake(conn, &format!("g:{id}")).await?;
    Ok(load(conn, id).await?)
}

/// A new invite code (128 random bits, hex) and its SHA-256.
pub(super) fn new_invite_code() -> Result<(String, Vec<u8>), ApiError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(ApiError::internal)?;
    let code = lowerhex::encode(bytes);
    let hash = <sha2::Sha256 as sha2::Digest>::digest(code.as_bytes()).to_vec();
    Ok((code, hash))
}

/// Refuses a player at the open-games cap (`max` open games created by it
/// or with its seat; 0: no cap) another open game. Takes the player's lock
/// first (see `store::games::lock_player_games`): call it before any
/// other lock of the transaction.
pub(super) async fn check_open_games(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    max: u32,
) -> Result<(), ApiError> {
    if max == 0 {
        return Ok(());
    }
    store::games::lock_player_games(conn, player).await?;
    let open = store::games::open_games_of(conn, player).await?;
    if open >= i64::from(max) {
        return Err(too_many_open_games(open, max));
    }
    Ok(())
}

fn too_many_open_games(open: i64, max: u32) -> ApiError {
    ApiError::conflict(
        ProblemCode::TooManyOpenGames,
        format!(
            "you have {open} open games (created or joined), and a player may have at most {max}: \
             wait for one to start, or leave or abort one, first"
        ),
    )
}

/// The seat count asked for, as the engine takes it: a count above 255 is
/// beyond every game's range (`seats_out_of_range`, once the game is known).
fn seat_count(game: &str, seats: u64) -> Result<u8, ApiError> {
    if let Ok(seats) = u8::try_from(seats) {
        return Ok(seats);
    }
    let info = crate::engine::catalog()
        .into_iter()
        .find(|info| info.id == game)
        .ok_or_else(|| crate::engine::SetupError::unknown_game(game))?;
    Err(crate::engine::SetupError::seats(info.min_seats, info.max_seats, seats).into())
}

/// `seat` as a seat of a table of `seats`: `422 seat_out_of_range` when the
/// table has no such seat.
pub(super) fn seat_of_table(seat: u64, seats: u8) -> Result<u8, ApiError> {
    u8::try_from(seat)
        .ok()
        .filter(|seat| *seat < seats)
        .ok_or_else(|| {
            ApiError::unprocessable(
                ProblemCode::SeatOutOfRange,
                format!("seats are 0 to {}", seats.saturating_sub(1)),
            )
        })
}

/// The seat a join takes (`requested`, or the lowest free) in `game`, and
/// how many seats were free before it.
fn choose_seat(
    game: &Game,
    seats: &[(SeatRow, String)],
    requested: Option<u64>,
    reserved: &[i16],
    own: Option<i16>,
) -> Result<(u8, usize), ApiError> {
    let seat_count = u8::try_from(game.seat_count).map_err(ApiError::internal)?;
    let requested = requested
        .map(|seat| seat_of_table(seat, seat_count))
        .transpose()?;
    let free: Vec<u8> = (0..seat_count)
        .filter(|s| !seats.iter().any(|(row, _)| row.seat == i16::from(*s)))
        .collect();
    let kept = |seat: u8| reserved.contains(&i16::from(seat));
    let seat = match requested {
        Some(seat) if !free.contains(&seat) => {
            return Err(ApiError::conflict(
                ProblemCode::SeatTaken,
                format!("seat {seat} is taken"),
            ))
        }
        Some(seat) if kept(seat) => {
            return Err(ApiError::conflict(
                ProblemCode::SeatReserved,
                format!("seat {seat} is kept for an invited player"),
            ))
        }
        Some(seat) => seat,
        // An invited player's kept seat, else the lowest free one nobody
        // else is invited to.
        None => own
            .and_then(|s| u8::try_from(s).ok())
            .filter(|s| free.contains(s))
            .or_else(|| free.iter().copied().find(|s| !kept(*s)))
            .ok_or_else(|| {
                ApiError::conflict(
                    ProblemCode::GameFull,
                    "every free seat is taken or kept for an invited player",
                )
            })?,
    };
    Ok((seat, free.len()))
}

/// The seats kept for the invited players `invitations`, but `except`'s own.
fn reserved_seats(invitations: &[Invitation], except: Option<Uuid>) -> Vec<i16> {
    invitations
        .iter()
        .filter(|i| Some(i.player_id) != except)
        .filter_map(|i| i.seat)
        .collect()
}

/// Whether `code` lets its holder join `game`: it is the game's invite
/// code and the game is still open (after that, its holder is a stranger
/// to a private game, as anyone else).
pub(super) fn invite_code_admits(game: &Game, code: Option<&str>) -> bool {
    match (&game.invite_code_hash, code) {
        (Some(hash), Some(code)) if game.status == GameStatus::Open => {
            let given = <sha2::Sha256 as sha2::Digest>::digest(code.as_bytes());
            // Constant time: the code is a secret.
            given.len() == hash.len()
                && given
                    .iter()
                    .zip(hash.iter())
                    .fold(0u8, |acc, (a, b)| acc | (a ^ b))
                    == 0
        }
        _ => false,
    }
}

/// Refuses a name that is not a bot of `game` (`unknown_bot`, naming those
/// that are).
fn check_bot(game: &str, bot: &str) -> Result<(), ApiError> {
    if crate::bots::exists(game, bot) {
        return Ok(());
    }
    let names: Vec<&str> = crate::bots::catalog(game).iter().map(|b| b.name).collect();
    Err(ApiError::unprocessable(
        ProblemCode::UnknownBot,
        format!(
            "{game} has no bot named {bot:?}; its bots: {}",
            names.join(", ")
        ),
    ))
}

/// Seats built-in `bot` in game `id` (locked here; `seat`, or the lowest
/// free): a player of its own holds the seat, with an api key hash no key
/// has, so the seat is ordinary everywhere (lists, audit) and no one can
/// move for it but the server (`http::bots`). The game starts when this
/// fills it.
pub(super) async fn seat_bot(
    conn: &mut AsyncPgConnection,
    settings: &crate::config::NotificationConfig,
    id: Uuid,
    bot: &str,
    seat: Option<u64>,
    at: DateTime<Utc>,
) -> Result<(), ApiError> {
    let game = store::games::find_for_update(conn, id)
        .await?
        .ok_or_else(ApiError::game_not_found)?;
    check_bot(&game.game, bot)?;
    if game.status != GameStatus::Open {
        return Err(ApiError::conflict(
            ProblemCode::GameNotOpen,
            format!("the game is {}", game.status),
        ));
    }
    // Read after the lock: it sees every join and leave committed before.
    let LoadedGame {
        seats, invitations, ..
    } = load(conn, id).await?;
    let reserved = reserved_seats(&invitations, None);
    let (seat, _) = choose_seat(&game, &seats, seat, &reserved, None)?;
    let mut api_key_hash = vec![0u8; 32];
    getrandom::fill(&mut api_key_hash).map_err(ApiError::internal)?;
    let player = store::players::insert(
        conn,
        &crate::store::models::Player {
            id: Uuid::new_v4(),
            name: format!("{bot} (bot)"),
            api_key_hash,
            created_at: at,
            token_generation: 0,
        },
    )
    .await?
    .id;
    take_seat(conn, game, &seats, player, seat, None, at, Some(bot)).await?;
    let loaded = load(conn, id).await?;
    notify(conn, settings, &loaded, &Change::Joined { seat, player }).await?;
    Ok(())
}

/// Seats `player` in a locked, open game whose seats (read under its lock)
/// are `seats`; starts it when the table is full.
#[allow(clippy::too_many_arguments)]
async fn take_seat(
    conn: &mut AsyncPgConnection,
    game: Game,
    seats: &[(SeatRow, String)],
    player: Uuid,
    seat: u8,
    client_seed: Option<Vec<u8>>,
    at: DateTime<Utc>,
    bot: Option<&str>,
) -> Result<(), ApiError> {
    let row = SeatRow {
        game_id: game.id,
        seat: i16::from(seat),
        player_id: player,
        client_seed,
        joined_at: Utc::now(),
        away: false,
        resigned: false,
        bot: bot.map(str::to_owned),
    };
    store::games::insert_seat(conn, &row).await.map_err(|e| {
        if is_unique_violation(&e) {
            ApiError::conflict(ProblemCode::SeatTaken, format!("seat {seat} is taken"))
        } else {
            e.into()
        }
    })?;
    // The game's lock keeps its seats as read: no need to read them again.
    if seats.len() + 1 == usize::try_from(game.seat_count).unwrap_or(usize::MAX) {
        let mut rows: Vec<SeatRow> = seats.iter().map(|(s, _)| s.clone()).collect();
        rows.push(row);
        // By seat, as the audit header lists them.
        rows.sort_unstable_by_key(|s| s.seat);
        start(conn, &game, &rows, at).await?;
    }
    Ok(())
}

/// The audit header of a game: fixed once its seats are all taken.
pub(super) fn audit_header<'a>(
    game: &Game,
    seats: impl IntoIterator<Item = &'a SeatRow>,
) -> Result<audit::GameHeader, ApiError> {
    Ok(audit::GameHeader {
        game_id: game.id,
        game: game.game.clone(),
        options: game.options.clone(),
        seat_count: u8::try_from(game.seat_count).map_err(ApiError::internal)?,
        seats: seats
            .into_iter()
            .map(|s| {
                Ok(audit::SeatEntry {
                    seat: Seat::try_from(s.seat).map_err(ApiError::internal)?,
                    player_id: s.player_id,
                    client_seed: s.client_seed.as_ref().map(lowerhex::encode),
                })
            })
            .collect::<Result<_, ApiError>>()?,
        seed_commitment: lowerhex::encode(&game.seed_commitment),
        ruleset: audit::RULESET.to_owned(),
    })
}

/// Derives the game seed, deals, and stores the deal as event 1.
async fn start(
    conn: &mut AsyncPgConnection,
    game: &Game,
    seats: &[SeatRow],
    at: DateTime<Utc>,
) -> Result<(), ApiError> {
    let client_seeds: Vec<Option<Vec<u8>>> = seats.iter().map(|s| s.client_seed.clone()).collect();
    let game_seed = fairness::game_seed(&game.server_seed, &client_seeds);
    let seat_count = u8::try_from(game.seat_count).map_err(ApiError::internal)?;
    let (engine, events) =
        AnyGame::new_canonical(&game.game, seat_count, &game.options, &game_seed)?;
    let genesis = audit_header(game, seats)?.genesis();
    let commitment = audit::commit_canonical(
        &engine,
        &game.server_seed,
        1,
        None,
        events.iter().map(str::as_bytes),
    )
    .map_err(ApiError::internal)?;
    let hash = audit::link(&genesis, 1, None, at, &commitment);
    let turn_deadline = game
        .turn_time
        .map(|secs| at + chrono::Duration::seconds(i64::from(secs)));
    store::events::insert(
        conn,
        NewEvent {
            game_id: game.id,
            seq: 1,
            actor_seat: None,
            action: None,
            events: JsonText(events.as_array().to_owned()),
            hash: hash.to_vec(),
            idempotency_key: None,
            request_hash: None,
            response: None,
            created_at: at,
            played_by: None,
        },
    )
    .await?;
    let state = JsonText(engine.snapshot());
    let changed = store::games::advance(
        conn,
        game.id,
        game.version,
        &Progress {
            version: 1,
            state: &state,
            status: GameStatus::Active,
            turn_seat: engine.to_move().map(i16::from),
            finished_at: None,
            // The first turn begins with the deal (no seat has resigned yet).
            turn_deadline,
        },
        &game_seed,
        &hash,
    )
    .await?;
    if changed != 1 {
        return Err(ApiError::internal("game row changed while locked"));
    }
    if turn_deadline.is_some() {
        store::notifications::wake(conn, crate::game::step::CLOCK_WAKE).await?;
    }
    let first = engine.to_move().map(i16::from);
    if seats
        .iter()
        .any(|s| Some(s.seat) == first && s.bot.is_some())
    {
        store::notifications::wake(conn, crate::game::step::BOTS_WAKE).await?;
    }
    Ok(())
}

/// Joins an open game. The game starts by itself when the last seat fills.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    request_body = JoinGame,
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Seated (the game may have started)", body = GameDto),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found`: also a private game the caller takes no part in, whatever `invite_code` it sends once the game is no longer open", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`not_creator`: only the creator seats a bot", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`seat_taken`, `game_full`, `already_seated`, `game_not_open`, `too_many_open_games`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`seat_out_of_range`, `invalid_client_seed`, `invalid_join`, `unknown_bot`", body = Problem, content_type = "application/problem+json")
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
        let value: Value = serde_json::from_slice(&body).map_err(|e| {
            ApiError::bad_request(
                ProblemCode::MalformedJson,
                format!("the body is not valid JSON: {}", crate::human::syntax(&e)),
            )
        })?;
        crate::human::from_object(&value, "").map_err(|failure| {
            ApiError::bad_request(ProblemCode::InvalidBody, failure.to_string())
        })?
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
                conn.transaction(async |conn| {
                    // A private game answers a stranger as a missing one.
                    let game = lock_for(conn, id, player).await?;
                    if game.created_by != player {
                        return Err(ApiError::forbidden(
                            ProblemCode::NotCreator,
                            "only the game's creator may seat a bot",
                        ));
                    }
                    seat_bot(conn, &settings, id, &bot, seat, clock.now()).await?;
                    Ok(load(conn, id).await?)
                })
                .await
            })
            .await?;
        state.hub.wake(Topic::Bots);
        return Ok(web::Json(loaded.dto(player)));
    }
    let loaded = state
        .db(async move |conn| {
            conn.transaction(async |conn| {
                // Before the game's row lock (see `check_open_games`).
                if max_open > 0 {
                    store::games::lock_player_games(conn, player).await?;
                }
                let game = store::games::find_for_update(conn, id)
                    .await?
                    .ok_or_else(ApiError::game_not_found)?;
                // The seats and invitations, read after the row lock: a
                // statement sees what was committed before it began, so no
                // join or leave that held the lock first is missed.
                let LoadedGame {
                    seats, invitations, ..
                } = load(conn, id).await?;
                let invited = invitations.iter().find(|i| i.player_id == player);
                let seated = seats.iter().any(|(s, _)| s.player_id == player);
                // A private game takes its invited players (by id or by
                // code) only; to anyone else it does not exist.
                if game.visibility == Visibility::Private
                    && game.created_by != player
                    && !seated
                    && invited.is_none()
                    && !invite_code_admits(&game, invite_code.as_deref())
                {
                    return Err(ApiError::game_not_found());
                }
                if seated {
                    return Err(ApiError::conflict(
                        ProblemCode::AlreadySeated,
                        "you already hold a seat in this game",
                    ));
                }
                if game.status != GameStatus::Open {
                    return Err(ApiError::conflict(
                        ProblemCode::GameNotOpen,
                        format!("the game is {}", game.status),
                    ));
                }
                let reserved = reserved_seats(&invitations, Some(player));
                let own = invited.and_then(|i| i.seat);
                let (seat, free) = choose_seat(&game, &seats, body.seat, &reserved, own)?;
                // A join that fills the table starts the game: no open game
                // is added, so the cap does not apply.
                if max_open > 0 && free > 1 && game.created_by != player {
                    let open = store::games::open_games_of(conn, player).await?;
                    if open >= i64::from(max_open) {
                        return Err(too_many_open_games(open, max_open));
                    }
                }
                let was_invited = invited.is_some();
                take_seat(
                    conn,
                    game,
                    &seats,
                    player,
                    seat,
                    client_seed,
                    clock.now(),
                    None,
                )
                .await?;
                // Accepted: the invitation ends with the join.
                if was_invited {
                    store::invitations::delete(conn, id, player).await?;
                }
                let loaded = load(conn, id).await?;
                notify(conn, &settings, &loaded, &Change::Joined { seat, player }).await?;
                Ok(loaded)
            })
            .await
        })
        .await?;
    Ok(web::Json(loaded.dto(player)))
}

/// Leaves an open game (a started game cannot be left).
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Left"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
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
        .db(async move |conn| {
            conn.transaction(async |conn| {
                let game = lock_for(conn, id, player).await?;
                if game.status != GameStatus::Open {
                    return Err(ApiError::conflict(
                        ProblemCode::GameNotOpen,
                        "a started game cannot be left",
                    ));
                }
                let seat = store::games::seats(conn, id)
                    .await?
                    .iter()
                    .find(|(s, _)| s.player_id == player)
                    .and_then(|(s, _)| Seat::try_from(s.seat).ok())
                    .ok_or_else(|| {
                        ApiError::not_found(ProblemCode::NotSeated, "you hold no seat in this game")
                    })?;
                store::games::delete_seat(conn, id, player).await?;
                let loaded = load(conn, id).await?;
                Ok(notify(conn, &settings, &loaded, &Change::Left { seat, player }).await?)
            })
            .await
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Aborts an open game (its creator only). Its server seed is revealed: no
/// card was ever dealt from it.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Aborted", body = GameDto),
        (status = 401, body = Problem, content_type = "application/problem+json"),
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
        .db(async move |conn| {
            conn.transaction(async |conn| {
                let game = lock_for(conn, id, player).await?;
                if game.created_by != player {
                    return Err(ApiError::forbidden(
                        ProblemCode::NotCreator,
                        "only the game's creator can abort it",
                    ));
                }
                if game.status != GameStatus::Open {
                    return Err(ApiError::conflict(
                        ProblemCode::GameNotOpen,
                        "only a game that has not started can be aborted",
                    ));
                }
                store::games::abort(conn, id).await?;
                let loaded = load(conn, id).await?;
                notify(conn, &settings, &loaded, &Change::Aborted).await?;
                Ok(loaded)
            })
            .await
        })
        .await?;
    Ok(web::Json(loaded.dto(player)))
}

/// The game as the caller sees it: its own view when seated, a spectator
/// view otherwise. Supports `If-None-Match` with the `ETag`; with `wait` as
/// well, the answer comes as soon as the game changes (or 304 when the wait
/// ends).
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id"), GameQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, body = GameDto, headers(("ETag" = String, description = "Changes with the version and the viewer"))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
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
    params(ListQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, body = GamePage, headers(("ETag" = String, description = "Changes with the page's contents"))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        (status = 400, description = "`invalid_query`", body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json")
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
