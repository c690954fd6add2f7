//! A game's table and lifecycle: creating a game and setting its table
//! (the creator's seat, invitations, bots), joining, seating a bot,
//! leaving, aborting, and the start that deals the cards when the last seat
//! fills. Each runs in one transaction on the caller's connection.

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use super::error::{Error, ProblemCode};
use super::notify::{notify, Change};
use super::read::{load, lock_for};
use super::LoadedGame;
use crate::clock::Clock;
use crate::config::NotificationConfig;
use crate::engine::{AnyGame, Seat};
use crate::lowerhex;
use crate::store::models::{
    Game, GameStatus, InvitationRow, NewEvent, NewGame, SeatRow, Spectators, Visibility,
};
use crate::store::sql::JsonText;
use crate::store::topic::Topic;
use crate::store::{
    self, games::Invitation, games::Progress, is_unique_violation, AsyncPgConnection,
};
use crate::{audit, fairness};

/// Who sits where when a game is created (or a rematch): the creator, if
/// it joins, then the invitations (and their kept seats), then the bots.
pub struct TableSpec {
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
    pub fn check(&self, game: &str) -> Result<(), Error> {
        for bot in &self.bots {
            check_bot(game, bot)?;
        }
        let kept = self.invite.iter().filter(|i| i.seat.is_some()).count();
        if self.bots.len() + usize::from(self.join.is_some()) + kept > usize::from(self.seats) {
            return Err(Error::refused(
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
                return Err(Error::refused(
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
                    return Err(Error::refused(
                        ProblemCode::InvalidInvitation,
                        format!("seat {seat} is kept or taken twice"),
                    ));
                }
            }
        }
        Ok(())
    }
}

/// A new open game's row, with a fresh server seed (committed to at once):
/// public, watched by anyone, unrated, taking unsigned moves, with no
/// invite code and no game it is the rematch of. A caller that wants
/// otherwise sets those fields (`NewGame { rated: true, ..new_game(…)? }`).
pub fn new_game(
    creator: Uuid,
    game: String,
    options: Value,
    seats: u8,
    turn_time: Option<i32>,
) -> Result<NewGame, Error> {
    let mut server_seed = [0u8; 32];
    getrandom::fill(&mut server_seed).map_err(Error::internal)?;
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
        visibility: Visibility::Public,
        spectators: Spectators::Anyone,
        invite_code_hash: None,
        rematch_of: None,
        rated: false,
        signed_moves: false,
    })
}

/// Inserts `new_game` and sets its table as `spec` says (in the caller's
/// transaction); returns the game as it then is.
pub async fn set_table(
    conn: &mut AsyncPgConnection,
    settings: &crate::config::NotificationConfig,
    new_game: &NewGame,
    spec: &TableSpec,
    at: DateTime<Utc>,
) -> Result<LoadedGame, Error> {
    let game = store::games::insert(conn, new_game).await?;
    let id = game.id;
    // Everyone this sends notifications to (invitations, then each bot's
    // join), locked in id order before the first batch (see
    // `store::notifications::lock_cursors`); without invitations or bots there
    // is no batch, and so nothing to lock.
    if !spec.invite.is_empty() || !spec.bots.is_empty() {
        let recipients: Vec<Uuid> = std::iter::once(spec.creator)
            .chain(spec.invite.iter().map(|i| i.player_id))
            .collect();
        store::notifications::lock_cursors(conn, &recipients).await?;
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
        invite(conn, settings, id, invitation, at).await?;
    }
    for bot in &spec.bots {
        seat_bot(conn, settings, id, bot, None, at).await?;
    }
    // Lobby long-polls hear of the new game.
    store::notifications::wake(conn, Topic::Game(id)).await?;
    load(conn, id).await
}

/// A new invite code (128 random bits, hex) and its SHA-256.
pub fn new_invite_code() -> Result<(String, Vec<u8>), Error> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(Error::internal)?;
    let code = lowerhex::encode(bytes);
    let hash = <sha2::Sha256 as sha2::Digest>::digest(code.as_bytes()).to_vec();
    Ok((code, hash))
}

/// Refuses a player at the open-games cap (`max` open games created by it
/// or with its seat; 0: no cap) another open game. Takes the player's lock
/// first (see `store::players::lock`): call it before any
/// other lock of the transaction.
pub async fn check_open_games(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    max: u32,
) -> Result<(), Error> {
    if max == 0 {
        return Ok(());
    }
    store::players::lock(conn, player).await?;
    let open = store::games::open_games_of(conn, player).await?;
    if open >= i64::from(max) {
        return Err(too_many_open_games(open, max));
    }
    Ok(())
}

fn too_many_open_games(open: i64, max: u32) -> Error {
    Error::conflict(
        ProblemCode::TooManyOpenGames,
        format!(
            "you have {open} open games (created or joined), and a player may have at most {max}: \
             wait for one to start, or leave or abort one, first"
        ),
    )
}

/// The seat count asked for, as the engine takes it: a count above 255 is
/// beyond every game's range (`seats_out_of_range`, once the game is known).
pub fn seat_count(game: &str, seats: u64) -> Result<u8, Error> {
    if let Ok(seats) = u8::try_from(seats) {
        return Ok(seats);
    }
    let info = crate::engine::catalog()
        .into_iter()
        .find(|info| info.id == game)
        .ok_or_else(|| crate::engine::SetupError::unknown_game(game))?;
    Err(crate::engine::SetupError::seats(info.min_seats, info.max_seats, seats).into())
}

/// Checks a new table's game, seat count and options (a dry deal with a
/// throwaway seed), and its `options.turn_time` against the server's
/// shortest; returns the seat count and the turn time.
pub fn check_setup(
    game: &str,
    seats: u64,
    options: &Value,
    min_turn_time: u32,
) -> Result<(u8, Option<i32>), Error> {
    let seats = seat_count(game, seats)?;
    AnyGame::new(game, seats, options, &[0u8; 32])?;
    let (_, table) = crate::engine::table::split(options)?;
    if table.turn_time.is_some_and(|secs| secs < min_turn_time) {
        return Err(crate::engine::SetupError::invalid(
            crate::engine::table::TURN_TIME,
            format!(
                "`options.turn_time`: this server's turns last at least {min_turn_time} seconds"
            ),
        )
        .into());
    }
    let turn_time = table
        .turn_time
        .map(i32::try_from)
        .transpose()
        .map_err(Error::internal)?;
    Ok((seats, turn_time))
}

/// `seat` as a seat of a table of `seats`: `422 seat_out_of_range` when the
/// table has no such seat.
pub fn seat_of_table(seat: u64, seats: u8) -> Result<u8, Error> {
    u8::try_from(seat)
        .ok()
        .filter(|seat| *seat < seats)
        .ok_or_else(|| {
            Error::refused(
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
) -> Result<(u8, usize), Error> {
    let seat_count = u8::try_from(game.seat_count).map_err(Error::internal)?;
    let requested = requested
        .map(|seat| seat_of_table(seat, seat_count))
        .transpose()?;
    let free: Vec<u8> = (0..seat_count)
        .filter(|s| !seats.iter().any(|(row, _)| row.seat == i16::from(*s)))
        .collect();
    let kept = |seat: u8| reserved.contains(&i16::from(seat));
    let seat = match requested {
        Some(seat) if !free.contains(&seat) => {
            return Err(Error::conflict(
                ProblemCode::SeatTaken,
                format!("seat {seat} is taken"),
            ))
        }
        Some(seat) if kept(seat) => {
            return Err(Error::conflict(
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
                Error::conflict(
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
pub fn invite_code_admits(game: &Game, code: Option<&str>) -> bool {
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
fn check_bot(game: &str, bot: &str) -> Result<(), Error> {
    if crate::bots::exists(game, bot) {
        return Ok(());
    }
    let names: Vec<&str> = crate::bots::catalog(game).iter().map(|b| b.name).collect();
    Err(Error::refused(
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
/// move for it but the server (`workers::bots`). The game starts when this
/// fills it.
pub async fn seat_bot(
    conn: &mut AsyncPgConnection,
    settings: &crate::config::NotificationConfig,
    id: Uuid,
    bot: &str,
    seat: Option<u64>,
    at: DateTime<Utc>,
) -> Result<(), Error> {
    let game = store::games::find_for_update(conn, id)
        .await?
        .ok_or_else(Error::game_not_found)?;
    check_bot(&game.game, bot)?;
    if game.rated {
        return Err(Error::refused(
            ProblemCode::UnratableGame,
            "a rated game is played by people only: no bot may take a seat",
        ));
    }
    if game.status != GameStatus::Open {
        return Err(Error::conflict(
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
    let name = bot_name(bot, &seats);
    let mut api_key_hash = vec![0u8; 32];
    getrandom::fill(&mut api_key_hash).map_err(Error::internal)?;
    let player = store::players::insert(
        conn,
        &crate::store::models::Player {
            id: Uuid::new_v4(),
            name,
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

/// The name of one more `bot` at a table whose seats are `seats`: `random
/// (bot)` for the first of its kind, then `random #2 (bot)`, `random #3
/// (bot)`…, the first such name no bot seated there has, so that the
/// seats can be told apart.
fn bot_name(bot: &str, seats: &[(SeatRow, String)]) -> String {
    let taken = |name: &str| seats.iter().any(|(s, n)| s.bot.is_some() && n == name);
    let mut name = format!("{bot} (bot)");
    let mut n = 2;
    while taken(&name) {
        name = format!("{bot} #{n} (bot)");
        n += 1;
    }
    name
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
) -> Result<(), Error> {
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
    store::games::insert_seat(conn, &row, game.created_at)
        .await
        .map_err(|e| {
            if is_unique_violation(&e) {
                Error::conflict(ProblemCode::SeatTaken, format!("seat {seat} is taken"))
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
pub fn audit_header<'a>(
    game: &Game,
    seats: impl IntoIterator<Item = &'a SeatRow>,
) -> Result<audit::GameHeader, Error> {
    Ok(audit::GameHeader {
        game_id: game.id,
        game: game.game.clone(),
        options: game.options.clone(),
        seat_count: u8::try_from(game.seat_count).map_err(Error::internal)?,
        seats: seats
            .into_iter()
            .map(|s| {
                Ok(audit::SeatEntry {
                    seat: Seat::try_from(s.seat).map_err(Error::internal)?,
                    player_id: s.player_id,
                    client_seed: s.client_seed.as_ref().map(lowerhex::encode),
                    bot: s.bot.clone(),
                })
            })
            .collect::<Result<_, Error>>()?,
        seed_commitment: lowerhex::encode(&game.seed_commitment),
        ruleset: audit::RULESET.to_owned(),
        signed_moves: game.signed_moves,
        rated: game.rated,
    })
}

/// A game's deal, computed from its row and its full table (by seat)
/// without touching the store: the engine with the cards dealt, the deal as
/// step 1 of the hash chain, and what the row takes from it.
pub struct Deal {
    pub engine: AnyGame,
    /// Step 1, as stored.
    pub event: NewEvent,
    pub game_seed: Vec<u8>,
    /// The first turn's deadline: it begins with the deal.
    pub turn_deadline: Option<DateTime<Utc>>,
}

/// Derives the game seed from the server seed and the seats' client seeds,
/// deals, and links the deal into the hash chain as step 1 at `at`.
pub fn deal(game: &Game, seats: &[SeatRow], at: DateTime<Utc>) -> Result<Deal, Error> {
    let client_seeds: Vec<Option<Vec<u8>>> = seats.iter().map(|s| s.client_seed.clone()).collect();
    let game_seed = fairness::game_seed(&game.server_seed, &client_seeds);
    let seat_count = u8::try_from(game.seat_count).map_err(Error::internal)?;
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
    .map_err(Error::internal)?;
    let hash = audit::link(&genesis, 1, None, at, &commitment);
    let turn_deadline = game
        .turn_time
        .map(|secs| at + chrono::Duration::seconds(i64::from(secs)));
    Ok(Deal {
        event: NewEvent {
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
            signature: None,
        },
        engine,
        game_seed: game_seed.to_vec(),
        turn_deadline,
    })
}

/// Deals ([`deal`]) and stores the deal as event 1.
async fn start(
    conn: &mut AsyncPgConnection,
    game: &Game,
    seats: &[SeatRow],
    at: DateTime<Utc>,
) -> Result<(), Error> {
    let Deal {
        engine,
        event,
        game_seed,
        turn_deadline,
    } = deal(game, seats, at)?;
    let state = JsonText(engine.snapshot());
    let hash = event.hash.clone();
    store::events::insert(conn, event).await?;
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
        return Err(Error::internal("game row changed while locked"));
    }
    if turn_deadline.is_some() {
        store::notifications::wake(conn, Topic::Clock).await?;
    }
    let first = engine.to_move().map(i16::from);
    if seats
        .iter()
        .any(|s| Some(s.seat) == first && s.bot.is_some())
    {
        store::notifications::wake(conn, Topic::Bots).await?;
    }
    Ok(())
}

/// What a creation needs besides its connection.
pub struct Creation<'a> {
    pub settings: &'a NotificationConfig,
    pub clock: &'a Clock,
    /// The most open games a player may have (0: no cap).
    pub max_open: u32,
    /// No one joins and no one is invited: the bots play at once, and the
    /// game counts toward its creator's cap while it runs.
    pub bots_alone: bool,
    pub new_game: &'a NewGame,
    pub table: &'a TableSpec,
}

/// Creates a game and sets its table (the creator's seat, invitations,
/// bots), in one transaction, within the creator's open-games cap.
pub async fn create(
    conn: &mut AsyncPgConnection,
    creation: &Creation<'_>,
) -> Result<LoadedGame, Error> {
    conn.transaction(async |conn| {
        check_open_games(conn, creation.table.creator, creation.max_open).await?;
        if creation.bots_alone && creation.max_open > 0 {
            let running = store::games::running_bot_games_of(conn, creation.table.creator).await?;
            if running >= i64::from(creation.max_open) {
                return Err(too_many_open_games(running, creation.max_open));
            }
        }
        set_table(
            conn,
            creation.settings,
            creation.new_game,
            creation.table,
            creation.clock.now(),
        )
        .await
    })
    .await
}

/// Seats bot `bot` in open game `id` at `seat` (any free one when `None`),
/// for `player`, who must be the game's creator.
pub async fn seat_bot_for(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    clock: &Clock,
    id: Uuid,
    player: Uuid,
    bot: &str,
    seat: Option<u64>,
) -> Result<LoadedGame, Error> {
    conn.transaction(async |conn| {
        // A private game answers a stranger as a missing one.
        let game = lock_for(conn, id, player).await?;
        if game.created_by != player {
            return Err(Error::forbidden(
                ProblemCode::NotCreator,
                "only the game's creator may seat a bot",
            ));
        }
        seat_bot(conn, settings, id, bot, seat, clock.now()).await?;
        load(conn, id).await
    })
    .await
}

/// A player's request to join a game.
pub struct Joining {
    pub player: Uuid,
    /// The seat asked for; any free one when `None`.
    pub seat: Option<u64>,
    pub client_seed: Option<Vec<u8>>,
    pub invite_code: Option<String>,
}

/// Seats `joining.player` in open game `id`, in one transaction: the game
/// starts when the last seat fills. A private game takes only its invited
/// players (by id or by code), and answers anyone else as a missing game.
pub async fn join(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    clock: &Clock,
    max_open: u32,
    id: Uuid,
    joining: Joining,
) -> Result<LoadedGame, Error> {
    conn.transaction(async |conn| {
        let player = joining.player;
        // Before the game's row lock (see `check_open_games`).
        if max_open > 0 {
            store::players::lock(conn, player).await?;
        }
        let game = store::games::find_for_update(conn, id)
            .await?
            .ok_or_else(Error::game_not_found)?;
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
            && !invite_code_admits(&game, joining.invite_code.as_deref())
        {
            return Err(Error::game_not_found());
        }
        if seated {
            return Err(Error::conflict(
                ProblemCode::AlreadySeated,
                "you already hold a seat in this game",
            ));
        }
        if game.status != GameStatus::Open {
            return Err(Error::conflict(
                ProblemCode::GameNotOpen,
                format!("the game is {}", game.status),
            ));
        }
        let reserved = reserved_seats(&invitations, Some(player));
        let own = invited.and_then(|i| i.seat);
        let (seat, free) = choose_seat(&game, &seats, joining.seat, &reserved, own)?;
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
            joining.client_seed,
            clock.now(),
            None,
        )
        .await?;
        // Accepted: the invitation ends with the join.
        if was_invited {
            store::invitations::delete(conn, id, player).await?;
        }
        let loaded = load(conn, id).await?;
        notify(conn, settings, &loaded, &Change::Joined { seat, player }).await?;
        Ok(loaded)
    })
    .await
}

/// Takes `player`'s seat out of open game `id`.
pub async fn leave(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    id: Uuid,
    player: Uuid,
) -> Result<(), Error> {
    conn.transaction(async |conn| {
        let game = lock_for(conn, id, player).await?;
        if game.status != GameStatus::Open {
            return Err(Error::conflict(
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
                Error::not_found(ProblemCode::NotSeated, "you hold no seat in this game")
            })?;
        store::games::delete_seat(conn, id, player).await?;
        let loaded = load(conn, id).await?;
        notify(conn, settings, &loaded, &Change::Left { seat, player }).await
    })
    .await
}

/// Aborts open game `id` for its creator `player`, revealing its server
/// seed (no card was dealt from it), and tells those seated.
pub async fn abort(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    id: Uuid,
    player: Uuid,
) -> Result<LoadedGame, Error> {
    conn.transaction(async |conn| {
        let game = lock_for(conn, id, player).await?;
        if game.created_by != player {
            return Err(Error::forbidden(
                ProblemCode::NotCreator,
                "only the game's creator can abort it",
            ));
        }
        if game.status != GameStatus::Open {
            return Err(Error::conflict(
                ProblemCode::GameNotOpen,
                "only a game that has not started can be aborted",
            ));
        }
        abort_open(conn, settings, id).await
    })
    .await
}

/// Aborts open game `id` (locked or claimed by the caller's transaction):
/// marks it ended in the lists of those seated and invited, as the game
/// read has them, and tells them.
pub(super) async fn abort_open(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    id: Uuid,
) -> Result<LoadedGame, Error> {
    store::games::abort(conn, id).await?;
    let loaded = load(conn, id).await?;
    let listed: Vec<Uuid> = (loaded.seats.iter().map(|(seat, _)| seat.player_id))
        .chain(loaded.invitations.iter().map(|invited| invited.player_id))
        .collect();
    store::player_games::mark_ended(conn, id, &listed).await?;
    notify(conn, settings, &loaded, &Change::Aborted).await?;
    Ok(loaded)
}

/// A player to invite to a game.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InviteRequest {
    pub player_id: Uuid,
    /// A seat to keep for it (no one else may take it); default: none. One
    /// the table does not have is `422 seat_out_of_range`.
    #[serde(default)]
    pub seat: Option<u64>,
}

/// Invites `invitation.player_id` to open game `id` (locked by the caller)
/// and tells it. Refuses a seated or already invited player, an unknown one,
/// and a kept seat that is out of range, taken or kept for another.
pub async fn invite(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    id: Uuid,
    invitation: &InviteRequest,
    at: DateTime<Utc>,
) -> Result<(), Error> {
    let player = invitation.player_id;
    if store::players::find(conn, player).await?.is_none() {
        return Err(Error::refused(
            ProblemCode::InvitedPlayerNotFound,
            format!("no player has the id {player}"),
        ));
    }
    let loaded = load(conn, id).await?;
    if player == loaded.row.created_by || store::players::holds_a_bot_seat(conn, player).await? {
        return Err(Error::refused(
            ProblemCode::InvalidInvitation,
            "invite another player (not the creator, not a bot)",
        ));
    }
    if loaded.seat_of(player).is_some() || loaded.invitations.iter().any(|i| i.player_id == player)
    {
        return Err(Error::conflict(
            ProblemCode::AlreadyInvited,
            "that player is already seated or invited",
        ));
    }
    let seats = u8::try_from(loaded.row.seat_count).map_err(Error::internal)?;
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
            return Err(Error::conflict(
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
        loaded.row.created_at,
    )
    .await?;
    store::invitations::touch(conn, id, at).await?;
    // The game as read above will do: the invitation tells the invitee only.
    notify(conn, settings, &loaded, &Change::Invited { player, seat }).await
}
