//! Stored history in bulk: finished games dealt and played to their end by
//! random legal actions through the server's own step ([`deal`],
//! [`apply_step`], [`StepRecord`]), so that every row is the one the server
//! would have stored (hash chain, digests, snapshot, `played_by`, times),
//! then written many games to a statement. What `benches/history_load.rs`
//! loads to measure one database as its history grows
//! (docs/BENCHMARKS.md, "Data growth: one Postgres").
//!
//! The games are appended to the public log as its appender would
//! ([`log_finished_games`]). No notifications are written: the games are history, older than the
//! notification retention, whose sweep has deleted theirs; the notification
//! cursors are left as they are. The games are unrated, so no rating is
//! written either.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use rand::Rng;
use serde_json::{json, Value};
use uuid::Uuid;

use super::error::Error;
use super::step::{apply_step, StepRecord, Stepper};
use super::table::{check_setup, deal, new_game, Deal};
use super::LoadedGame;
use crate::config::NotificationConfig;
use crate::store::models::{Game, GameStatus, NewEvent, Player, SeatRow};
use crate::store::schema::{game_events, game_seats, games, players};
use crate::store::sql::JsonText;
use crate::store::AsyncPgConnection;

/// A kind of table the history holds: a game, its seat count and options.
#[derive(Debug, Clone)]
pub struct Table {
    pub game: &'static str,
    pub seats: u8,
    pub options: Value,
}

/// The tables of the history, taken in turn: both games, two to five seats,
/// both variants of *Woof Meow Biscuits*.
pub fn tables() -> Vec<Table> {
    let mut tables = Vec::new();
    for seats in 2..=5 {
        tables.push(Table {
            game: "shake-it-meerkat",
            seats,
            options: json!({}),
        });
    }
    for seats in 2..=4 {
        tables.push(Table {
            game: "woof-meow-biscuits",
            seats,
            options: json!({"variant": "basic"}),
        });
        tables.push(Table {
            game: "woof-meow-biscuits",
            seats,
            options: json!({"variant": "advanced", "rounds": 1}),
        });
    }
    tables
}

/// A finished game's rows: its game row (with its snapshot) and the hash
/// of its last step, its seats and every step.
#[derive(Debug, Clone)]
pub struct FinishedGame {
    pub row: Game,
    pub head_hash: Vec<u8>,
    pub seats: Vec<SeatRow>,
    pub events: Vec<NewEvent>,
}

/// The most steps a game may take before the loader gives up on it: far
/// beyond any game of [`tables`] (a bug, not a long game).
const MAX_STEPS: usize = 100_000;

/// Plays one game of `table` between `players` (the first creates it and
/// takes seat 0, the others seats 1 and up; the creator brings a client
/// seed in about every other game, by a coin of `rng`), created at `created_at`, each step a random legal
/// action of the seat on turn, `rng`'s whole seconds after the one before.
pub fn play_finished_game(
    table: &Table,
    players: &[Uuid],
    created_at: DateTime<Utc>,
    rng: &mut impl Rng,
) -> Result<FinishedGame, Error> {
    let (seat_count, turn_time) = check_setup(table.game, table.seats.into(), &table.options, 0)?;
    if players.len() != usize::from(seat_count) {
        return Err(Error::internal(format!(
            "{} players for {seat_count} seats",
            players.len()
        )));
    }
    let new = new_game(
        players[0],
        table.game.to_owned(),
        table.options.clone(),
        seat_count,
        turn_time,
    )?;
    let mut at = created_at;
    let seats: Vec<SeatRow> = players
        .iter()
        .zip(0i16..)
        .map(|(player, seat)| SeatRow {
            game_id: new.id,
            seat,
            player_id: *player,
            client_seed: (seat == 0 && rng.random::<bool>())
                .then(|| rng.random::<[u8; 16]>().to_vec()),
            joined_at: created_at + Duration::seconds(i64::from(seat)),
            away: false,
            resigned: false,
            bot: None,
        })
        .collect();
    at += Duration::seconds(i64::from(seat_count - 1));
    let row = Game {
        id: new.id,
        game: new.game,
        options: new.options,
        status: GameStatus::Open,
        seat_count: new.seat_count,
        version: 0,
        state: None,
        seed_commitment: new.seed_commitment,
        server_seed: new.server_seed,
        game_seed: None,
        turn_seat: None,
        created_by: new.created_by,
        created_at,
        updated_at: at,
        finished_at: None,
        turn_time: new.turn_time,
        turn_deadline: None,
        visibility: new.visibility,
        spectators: new.spectators,
        invite_code_hash: new.invite_code_hash,
        rematch_of: new.rematch_of,
        rematch: None,
        rated: new.rated,
        rated_at: None,
        signed_moves: new.signed_moves,
    };
    let Deal {
        engine,
        event,
        game_seed,
        turn_deadline,
    } = deal(&row, &seats, at)?;
    let mut loaded = LoadedGame::new(row, Vec::new())?;
    loaded.seats = seats.iter().map(|s| (s.clone(), String::new())).collect();
    loaded.row.version = 1;
    loaded.row.status = GameStatus::Active;
    loaded.row.turn_seat = engine.to_move().map(i16::from);
    loaded.row.turn_deadline = turn_deadline;
    loaded.row.game_seed = Some(game_seed);
    loaded.head_hash = Some(event.hash.clone());
    loaded.engine = Some(engine);
    let mut events = vec![event];
    let settings = NotificationConfig::default();
    while loaded.row.status != GameStatus::Finished {
        if events.len() > MAX_STEPS {
            return Err(Error::internal(format!(
                "{} did not finish in {MAX_STEPS} steps",
                table.game
            )));
        }
        let engine = loaded
            .engine
            .as_ref()
            .ok_or_else(|| Error::internal("a started game has an engine"))?;
        let (Some(seat), Some(action)) = (engine.to_move(), engine.random_action(rng)) else {
            return Err(Error::internal("a running game has no seat or action"));
        };
        at += Duration::seconds(rng.random_range(1..=20));
        let stepper = Stepper {
            settings: &settings,
            at,
            referee_key: None,
            shards: Default::default(),
        };
        let step = apply_step(&stepper, &mut loaded, seat, &action, None, None)?;
        let record = StepRecord::of(&stepper, &loaded, &step, &action, None)?;
        events.push(record.into_event());
    }
    let mut row = loaded.row;
    row.state = loaded
        .engine
        .as_ref()
        .map(|engine| JsonText(engine.snapshot()));
    let head_hash = loaded
        .head_hash
        .ok_or_else(|| Error::internal("a dealt game has a head hash"))?;
    Ok(FinishedGame {
        row,
        head_hash,
        seats,
        events,
    })
}

/// `count` new players named `{prefix}{n}`, created at `at`, with an api
/// key hash that no key has (random bytes): they own history and sign in
/// nowhere.
pub fn new_players(prefix: &str, count: usize, at: DateTime<Utc>) -> Result<Vec<Player>, Error> {
    (0..count)
        .map(|n| {
            let mut api_key_hash = vec![0u8; 32];
            getrandom::fill(&mut api_key_hash).map_err(Error::internal)?;
            Ok(Player {
                id: Uuid::new_v4(),
                name: format!("{prefix}{n}"),
                api_key_hash,
                created_at: at,
                token_generation: 0,
            })
        })
        .collect()
}

/// The rows of a multi-row `INSERT` that fit in one statement: Postgres
/// takes at most 65,535 parameters, and no row written here binds more
/// than 32 of them (a game's, the most, binds 25).
const ROWS_PER_INSERT: usize = 65_535 / 32;

/// Inserts `players`, [`ROWS_PER_INSERT`] to a statement.
pub async fn store_players(conn: &mut AsyncPgConnection, players: &[Player]) -> QueryResult<()> {
    for chunk in players.chunks(ROWS_PER_INSERT) {
        diesel::insert_into(players::table)
            .values(chunk)
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// Inserts `finished` (games, then seats, then events), in one transaction
/// [`ROWS_PER_INSERT`] rows to a statement.
pub async fn store_finished_games(
    conn: &mut AsyncPgConnection,
    finished: Vec<FinishedGame>,
) -> QueryResult<()> {
    let mut rows = Vec::with_capacity(finished.len());
    let mut seats = Vec::new();
    let mut events = Vec::new();
    let mut listed = Vec::new();
    for game in finished {
        listed.extend(
            game.seats
                .iter()
                .map(|seat| (seat.player_id, game.row.id, game.row.created_at)),
        );
        rows.push((game.row, games::head_hash.eq(Some(game.head_hash))));
        seats.extend(game.seats);
        events.extend(game.events);
    }
    conn.transaction(async |conn| {
        for chunk in rows.chunks(ROWS_PER_INSERT) {
            diesel::insert_into(games::table)
                .values(chunk)
                .execute(conn)
                .await?;
        }
        for chunk in seats.chunks(ROWS_PER_INSERT) {
            diesel::insert_into(game_seats::table)
                .values(chunk)
                .execute(conn)
                .await?;
        }
        for chunk in listed.chunks(ROWS_PER_INSERT) {
            crate::store::player_games::enter_ended(conn, chunk).await?;
        }
        for chunk in in_chunks(events, ROWS_PER_INSERT) {
            diesel::insert_into(game_events::table)
                .values(chunk)
                .execute(conn)
                .await?;
        }
        Ok(())
    })
    .await
}

/// Appends every finished game not logged yet to the public log, as the
/// log's appender does after games end (`game::log::append_pending`, a
/// batch at a time); how many.
pub async fn log_finished_games(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
) -> Result<usize, Error> {
    let mut appended = 0;
    loop {
        match super::log::append_pending(conn, now).await? {
            0 => return Ok(appended),
            batch => appended += batch,
        }
    }
}

/// `rows` in owned chunks of at most `size`: an event's `played_by` is
/// written through `serialize_as`, which diesel inserts only from owned
/// values, not from a slice.
fn in_chunks<T>(rows: Vec<T>, size: usize) -> impl Iterator<Item = Vec<T>> {
    let mut rows = rows.into_iter().peekable();
    std::iter::from_fn(move || {
        rows.peek()?;
        Some(rows.by_ref().take(size).collect())
    })
}
