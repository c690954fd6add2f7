use chrono::{DateTime, Utc};
use diesel::prelude::*;
use serde_json::Value;
use uuid::Uuid;

use super::models::{Game, NewGame, SeatRow};
use super::schema::{game_seats, games, players};

pub fn insert(conn: &mut PgConnection, game: &NewGame) -> QueryResult<Game> {
    diesel::insert_into(games::table)
        .values(game)
        .returning(Game::as_returning())
        .get_result(conn)
}

pub fn find(conn: &mut PgConnection, id: Uuid) -> QueryResult<Option<Game>> {
    games::table
        .find(id)
        .select(Game::as_select())
        .first(conn)
        .optional()
}

/// Locks the row: joins and leaves of one game are serialised on it.
pub fn find_for_update(conn: &mut PgConnection, id: Uuid) -> QueryResult<Option<Game>> {
    games::table
        .find(id)
        .select(Game::as_select())
        .for_update()
        .first(conn)
        .optional()
}

/// The game, locked as [`find_for_update`] locks it, with the generation of
/// `player`'s tokens read in the same statement (a scalar subquery; `None`
/// when no such player): the move path checks its token without a round
/// trip of its own. `lock: false` reads without locking (a game's view).
pub fn find_checking(
    conn: &mut PgConnection,
    id: Uuid,
    player: Uuid,
    lock: bool,
) -> QueryResult<Option<(Game, Option<i32>)>> {
    let query = games::table.find(id).select((
        Game::as_select(),
        super::players::token_generation_of(player),
    ));
    if lock {
        query.for_update().first(conn).optional()
    } else {
        query.first(conn).optional()
    }
}

/// The seats of a game with their players' names, by seat.
pub fn seats(conn: &mut PgConnection, game_id: Uuid) -> QueryResult<Vec<(SeatRow, String)>> {
    game_seats::table
        .inner_join(players::table)
        .filter(game_seats::game_id.eq(game_id))
        .order(game_seats::seat.asc())
        .select((SeatRow::as_select(), players::name))
        .load(conn)
}

pub fn insert_seat(conn: &mut PgConnection, seat: &SeatRow) -> QueryResult<usize> {
    diesel::insert_into(game_seats::table)
        .values(seat)
        .execute(conn)
}

pub fn delete_seat(conn: &mut PgConnection, game_id: Uuid, player_id: Uuid) -> QueryResult<usize> {
    diesel::delete(
        game_seats::table
            .filter(game_seats::game_id.eq(game_id))
            .filter(game_seats::player_id.eq(player_id)),
    )
    .execute(conn)
}

/// What a move or a start writes back to the game row.
pub struct Progress<'a> {
    pub version: i64,
    pub state: &'a Value,
    pub status: &'a str,
    pub turn_seat: Option<i16>,
    pub game_seed: Option<&'a [u8]>,
    pub finished_at: Option<DateTime<Utc>>,
    /// When the new turn's clock runs out.
    pub turn_deadline: Option<DateTime<Utc>>,
}

/// Writes the new snapshot only if the row is still at `read_version`;
/// returns the rows changed (0: someone else moved first).
pub fn advance(
    conn: &mut PgConnection,
    id: Uuid,
    read_version: i64,
    progress: &Progress<'_>,
) -> QueryResult<usize> {
    let target = games::table
        .filter(games::id.eq(id))
        .filter(games::version.eq(read_version));
    match progress.game_seed {
        Some(seed) => diesel::update(target)
            .set((
                games::version.eq(progress.version),
                games::state.eq(progress.state),
                games::status.eq(progress.status),
                games::turn_seat.eq(progress.turn_seat),
                games::finished_at.eq(progress.finished_at),
                games::turn_deadline.eq(progress.turn_deadline),
                games::game_seed.eq(seed),
            ))
            .execute(conn),
        None => diesel::update(target)
            .set((
                games::version.eq(progress.version),
                games::state.eq(progress.state),
                games::status.eq(progress.status),
                games::turn_seat.eq(progress.turn_seat),
                games::finished_at.eq(progress.finished_at),
                games::turn_deadline.eq(progress.turn_deadline),
            ))
            .execute(conn),
    }
}

/// Sets a seat's public flags: `away` (its turn was played by the clock)
/// and `resigned`.
pub fn set_seat_flags(
    conn: &mut PgConnection,
    game_id: Uuid,
    seat: i16,
    away: bool,
    resigned: bool,
) -> QueryResult<usize> {
    diesel::update(
        game_seats::table
            .filter(game_seats::game_id.eq(game_id))
            .filter(game_seats::seat.eq(seat)),
    )
    .set((game_seats::away.eq(away), game_seats::resigned.eq(resigned)))
    .execute(conn)
}

/// Makes the current turn due now (its seat resigned).
pub fn due_now(conn: &mut PgConnection, id: Uuid, now: DateTime<Utc>) -> QueryResult<usize> {
    diesel::update(games::table.filter(games::id.eq(id)))
        .set(games::turn_deadline.eq(now))
        .execute(conn)
}

/// Active games whose turn is due at `now`, earliest first (not locked:
/// each is claimed with [`claim_due`]).
pub fn due_turns(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
    limit: i64,
) -> QueryResult<Vec<Uuid>> {
    games::table
        .filter(games::status.eq("active"))
        .filter(games::turn_deadline.le(now))
        .order(games::turn_deadline.asc())
        .limit(limit)
        .select(games::id)
        .load(conn)
}

/// Locks a game whose turn is still due, skipping one another process holds:
/// two sweepers never play the same timeout.
pub fn claim_due(
    conn: &mut PgConnection,
    id: Uuid,
    now: DateTime<Utc>,
) -> QueryResult<Option<Game>> {
    games::table
        .filter(games::id.eq(id))
        .filter(games::status.eq("active"))
        .filter(games::turn_deadline.le(now))
        .for_update()
        .skip_locked()
        .select(Game::as_select())
        .first(conn)
        .optional()
}

/// Open games created before `before` (not locked: each is claimed with
/// [`claim_expired`]).
pub fn expired_open(
    conn: &mut PgConnection,
    before: DateTime<Utc>,
    limit: i64,
) -> QueryResult<Vec<Uuid>> {
    games::table
        .filter(games::status.eq("open"))
        .filter(games::created_at.le(before))
        .order(games::created_at.asc())
        .limit(limit)
        .select(games::id)
        .load(conn)
}

/// Locks an open game created before `before`, skipping one another process
/// holds.
pub fn claim_expired(
    conn: &mut PgConnection,
    id: Uuid,
    before: DateTime<Utc>,
) -> QueryResult<Option<Game>> {
    games::table
        .filter(games::id.eq(id))
        .filter(games::status.eq("open"))
        .filter(games::created_at.le(before))
        .for_update()
        .skip_locked()
        .select(Game::as_select())
        .first(conn)
        .optional()
}

/// When the sweeper next has work: the earliest turn deadline, and the
/// creation time of the oldest open game.
pub struct NextDue {
    pub deadline: Option<DateTime<Utc>>,
    pub oldest_open: Option<DateTime<Utc>>,
}

pub fn next_due(conn: &mut PgConnection) -> QueryResult<NextDue> {
    let deadline = games::table
        .filter(games::status.eq("active"))
        .filter(games::turn_deadline.is_not_null())
        .select(diesel::dsl::min(games::turn_deadline))
        .first::<Option<DateTime<Utc>>>(conn)?;
    let oldest_open = games::table
        .filter(games::status.eq("open"))
        .select(diesel::dsl::min(games::created_at))
        .first::<Option<DateTime<Utc>>>(conn)?;
    Ok(NextDue {
        deadline,
        oldest_open,
    })
}

/// Marks an open game aborted.
pub fn abort(conn: &mut PgConnection, id: Uuid) -> QueryResult<usize> {
    diesel::update(
        games::table
            .filter(games::id.eq(id))
            .filter(games::status.eq("open")),
    )
    .set((
        games::status.eq("aborted"),
        games::finished_at.eq(Utc::now()),
    ))
    .execute(conn)
}

/// A place in a list of games, newest first: the last game of a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameKey {
    pub created_at: DateTime<Utc>,
    pub id: Uuid,
}

impl GameKey {
    pub fn of(game: &Game) -> Self {
        GameKey {
            created_at: game.created_at,
            id: game.id,
        }
    }

    /// Games listed after this one: older, or as old with a lower id. A
    /// row comparison, which the `(created_at, id)` order reads in one range.
    fn older<QS: 'static>(
        self,
    ) -> Box<dyn BoxableExpression<QS, diesel::pg::Pg, SqlType = diesel::sql_types::Bool>> {
        Box::new(
            diesel::dsl::sql::<diesel::sql_types::Bool>("(games.created_at, games.id) < (")
                .bind::<diesel::sql_types::Timestamptz, _>(self.created_at)
                .sql(", ")
                .bind::<diesel::sql_types::Uuid, _>(self.id)
                .sql(")"),
        )
    }
}

/// Which games a list holds.
#[derive(Debug, Clone, Copy, Default)]
pub struct GameFilter<'a> {
    pub status: Option<&'a str>,
    pub game: Option<&'a str>,
}

/// Up to `limit` games after `after` (newest first: by creation, then id),
/// with the total count of the filter.
pub fn list(
    conn: &mut PgConnection,
    filter: GameFilter<'_>,
    after: Option<GameKey>,
    limit: i64,
) -> QueryResult<(Vec<Game>, i64)> {
    let filtered = || {
        let mut query = games::table.into_boxed();
        if let Some(status) = filter.status {
            query = query.filter(games::status.eq(status.to_owned()));
        }
        if let Some(game) = filter.game {
            query = query.filter(games::game.eq(game.to_owned()));
        }
        query
    };
    let total = filtered().count().get_result(conn)?;
    let mut page = filtered();
    if let Some(key) = after {
        page = page.filter(key.older());
    }
    let page = page
        .order((games::created_at.desc(), games::id.desc()))
        .limit(limit)
        .select(Game::as_select())
        .load(conn)?;
    Ok((page, total))
}

/// The games `player_id` holds a seat in, newest first (as [`list`]), with
/// that seat, and the total count; with `waiting_on_player`, only those
/// whose turn is that seat's.
pub fn for_player(
    conn: &mut PgConnection,
    player_id: Uuid,
    waiting_on_player: bool,
    status: Option<&str>,
    after: Option<GameKey>,
    limit: i64,
) -> QueryResult<(Vec<(Game, i16)>, i64)> {
    let filtered = || {
        let mut query = games::table
            .inner_join(game_seats::table)
            .filter(game_seats::player_id.eq(player_id))
            .into_boxed();
        if waiting_on_player {
            query = query
                .filter(games::status.eq("active"))
                .filter(games::turn_seat.nullable().eq(game_seats::seat.nullable()));
        }
        if let Some(status) = status {
            query = query.filter(games::status.eq(status.to_owned()));
        }
        query
    };
    let total = filtered().count().get_result(conn)?;
    let mut page = filtered();
    if let Some(key) = after {
        page = page.filter(key.older());
    }
    let page = page
        .order((games::created_at.desc(), games::id.desc()))
        .limit(limit)
        .select((Game::as_select(), game_seats::seat))
        .load(conn)?;
    Ok((page, total))
}

/// How many seats are taken in each of `ids`.
pub fn seats_taken(conn: &mut PgConnection, ids: &[Uuid]) -> QueryResult<Vec<(Uuid, i64)>> {
    game_seats::table
        .filter(game_seats::game_id.eq_any(ids))
        .group_by(game_seats::game_id)
        .select((game_seats::game_id, diesel::dsl::count_star()))
        .load(conn)
}

/// The class of the advisory locks of [`lock_player_games`] (the first
/// key of the two-key form; the migration lock uses the one-key form).
const PLAYER_GAMES_LOCK_CLASS: i32 = 0x5265_6647;

/// Serialises one player's creates and joins until the transaction ends,
/// so two of them cannot both pass the open-games cap. Taken first in the
/// transaction, before any row lock: a transaction waiting for it holds
/// nothing, so it cannot deadlock. (The key is 32 bits of the player id:
/// two players that share it only wait for each other's create or join.)
pub fn lock_player_games(conn: &mut PgConnection, player: Uuid) -> QueryResult<()> {
    let bytes = player.as_bytes();
    let key = i32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
        ^ i32::from_be_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]);
    diesel::sql_query("SELECT pg_advisory_xact_lock($1, $2)")
        .bind::<diesel::sql_types::Integer, _>(PLAYER_GAMES_LOCK_CLASS)
        .bind::<diesel::sql_types::Integer, _>(key)
        .execute(conn)
        .map(|_| ())
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

/// The open games a player created or holds a seat in.
pub fn open_games_of(conn: &mut PgConnection, player: Uuid) -> QueryResult<i64> {
    diesel::sql_query(
        "SELECT count(*) AS n FROM (
             SELECT id FROM games WHERE status = 'open' AND created_by = $1
             UNION
             SELECT s.game_id FROM game_seats s JOIN games g ON g.id = s.game_id
              WHERE s.player_id = $1 AND g.status = 'open'
         ) mine",
    )
    .bind::<diesel::sql_types::Uuid, _>(player)
    .get_result::<Count>(conn)
    .map(|count| count.n)
}
