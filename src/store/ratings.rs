//! Ratings: each player's current rating per game, and every change with
//! the rated game it came from (docs/RATINGS.md).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::schema::{games, players, rating_changes, ratings};
use super::sql::JsonText;
use super::AsyncPgConnection;

#[derive(Debug, Clone, PartialEq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = ratings, check_for_backend(diesel::pg::Pg))]
pub struct RatingRow {
    pub player_id: Uuid,
    pub game: String,
    pub mu: f64,
    pub sigma: f64,
    pub games: i32,
    pub wins: i32,
    pub last_played: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Queryable, Selectable)]
#[diesel(table_name = rating_changes, check_for_backend(diesel::pg::Pg))]
pub struct ChangeRow {
    pub seq: i64,
    pub game_id: Uuid,
    pub player_id: Uuid,
    pub game: String,
    pub seat: i16,
    pub place: i16,
    pub mu_before: f64,
    pub sigma_before: f64,
    pub mu_after: f64,
    pub sigma_after: f64,
    pub finished_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = rating_changes)]
pub struct NewChange {
    pub game_id: Uuid,
    pub player_id: Uuid,
    pub game: String,
    pub seat: i16,
    pub place: i16,
    pub mu_before: f64,
    pub sigma_before: f64,
    pub mu_after: f64,
    pub sigma_after: f64,
    pub finished_at: DateTime<Utc>,
}

/// The key of the appliers' advisory lock ("ratings" as a number).
pub const APPLIER_LOCK: i64 = 7236846848112225;

/// Serialises the appliers of every server process: ratings change one
/// game at a time, in one order (the transaction's end releases it).
pub async fn lock_applier(conn: &mut AsyncPgConnection) -> QueryResult<()> {
    diesel::sql_query("SELECT pg_advisory_xact_lock($1)")
        .bind::<diesel::sql_types::BigInt, _>(APPLIER_LOCK)
        .execute(conn)
        .await
        .map(drop)
}

/// The finished rated game to apply next (the earliest finished, then by
/// id), if any.
pub async fn next_pending(conn: &mut AsyncPgConnection) -> QueryResult<Option<Uuid>> {
    games::table
        .filter(games::rated)
        .filter(games::status.eq("finished"))
        .filter(games::rated_at.is_null())
        .order((games::finished_at.asc(), games::id.asc()))
        .select(games::id)
        .first(conn)
        .await
        .optional()
}

/// Marks game `id` as applied.
pub async fn mark_applied(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::update(games::table.find(id))
        .set(games::rated_at.eq(at))
        .execute(conn)
        .await
}

/// The current ratings of `players` in `game` (those who have one).
pub async fn current(
    conn: &mut AsyncPgConnection,
    game: &str,
    players: &[Uuid],
) -> QueryResult<Vec<RatingRow>> {
    ratings::table
        .filter(ratings::game.eq(game))
        .filter(ratings::player_id.eq_any(players))
        .select(RatingRow::as_select())
        .load(conn)
        .await
}

/// Writes a player's new rating in a game.
pub async fn upsert(conn: &mut AsyncPgConnection, row: &RatingRow) -> QueryResult<usize> {
    diesel::insert_into(ratings::table)
        .values(row)
        .on_conflict((ratings::player_id, ratings::game))
        .do_update()
        .set(row)
        .execute(conn)
        .await
}

pub async fn insert_changes(
    conn: &mut AsyncPgConnection,
    changes: &[NewChange],
) -> QueryResult<usize> {
    diesel::insert_into(rating_changes::table)
        .values(changes)
        .execute(conn)
        .await
}

/// A player's ratings, one per game they have one in.
pub async fn of_player(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<Vec<RatingRow>> {
    ratings::table
        .filter(ratings::player_id.eq(player))
        .order(ratings::game.asc())
        .select(RatingRow::as_select())
        .load(conn)
        .await
}

/// A player's rating changes after `after` (a `seq`), oldest first.
pub async fn history(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    after: i64,
    limit: i64,
) -> QueryResult<Vec<ChangeRow>> {
    rating_changes::table
        .filter(rating_changes::player_id.eq(player))
        .filter(rating_changes::seq.gt(after))
        .order(rating_changes::seq.asc())
        .limit(limit)
        .select(ChangeRow::as_select())
        .load(conn)
        .await
}

/// Every rating change, in the order applied (for `referee ratings
/// verify`), `limit` at a time after `after`.
pub async fn changes_after(
    conn: &mut AsyncPgConnection,
    after: i64,
    limit: i64,
) -> QueryResult<Vec<ChangeRow>> {
    rating_changes::table
        .filter(rating_changes::seq.gt(after))
        .order(rating_changes::seq.asc())
        .limit(limit)
        .select(ChangeRow::as_select())
        .load(conn)
        .await
}

/// Every current rating.
pub async fn all(conn: &mut AsyncPgConnection) -> QueryResult<Vec<RatingRow>> {
    ratings::table
        .order((ratings::game.asc(), ratings::player_id.asc()))
        .select(RatingRow::as_select())
        .load(conn)
        .await
}

/// One leaderboard row: a settled rating, its player's name and its rank.
#[derive(Debug, Clone, QueryableByName)]
pub struct Ranked {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub rank: i64,
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    pub player_id: Uuid,
    #[diesel(sql_type = diesel::sql_types::Text)]
    pub name: String,
    #[diesel(sql_type = diesel::sql_types::Double)]
    pub mu: f64,
    #[diesel(sql_type = diesel::sql_types::Double)]
    pub sigma: f64,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    pub games: i32,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    pub wins: i32,
    #[diesel(sql_type = diesel::sql_types::Timestamptz)]
    pub last_played: DateTime<Utc>,
}

/// A page of `game`'s leaderboard: settled ratings (`sigma <= settled`),
/// best shown rating (`mu - 3 sigma`) first, then by player id; ranked
/// 1, 2, … with equal shown ratings sharing a rank. `after`: the rank and
/// player of the previous page's last row.
pub async fn leaderboard(
    conn: &mut AsyncPgConnection,
    game: &str,
    settled: f64,
    after: Option<(i64, Uuid)>,
    limit: i64,
) -> QueryResult<Vec<Ranked>> {
    use diesel::sql_types::{BigInt, Double, Text, Uuid as SqlUuid};
    let (after_rank, after_player) = after.unwrap_or((0, Uuid::nil()));
    diesel::sql_query(
        "SELECT rank, player_id, name, mu, sigma, games, wins, last_played FROM (
             SELECT rank() OVER (ORDER BY r.mu - 3 * r.sigma DESC) AS rank,
                    r.player_id, p.name, r.mu, r.sigma, r.games, r.wins, r.last_played
             FROM ratings r JOIN players p ON p.id = r.player_id
             WHERE r.game = $1 AND r.sigma <= $2
         ) ranked
         WHERE (rank, player_id) > ($3, $4)
         ORDER BY rank, player_id
         LIMIT $5",
    )
    .bind::<Text, _>(game)
    .bind::<Double, _>(settled)
    .bind::<BigInt, _>(after_rank)
    .bind::<SqlUuid, _>(after_player)
    .bind::<BigInt, _>(limit)
    .load(conn)
    .await
}

/// A finished game a profile lists, with its final snapshot (its outcome).
#[derive(Debug, Clone, Queryable)]
pub struct Finished {
    pub id: Uuid,
    pub game: String,
    pub rated: bool,
    pub finished_at: Option<DateTime<Utc>>,
    pub state: Option<JsonText>,
}

/// `player`'s latest finished games that anyone may read: public, with
/// spectators (never an unlisted or private one, nor one only its players
/// may read: a profile is for anyone to read).
pub async fn recent_public_games(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    limit: i64,
) -> QueryResult<Vec<Finished>> {
    use super::schema::game_seats;
    games::table
        .inner_join(game_seats::table)
        .filter(game_seats::player_id.eq(player))
        .filter(games::status.eq("finished"))
        .filter(games::visibility.eq("public"))
        .filter(games::spectators.eq("anyone"))
        .order((games::finished_at.desc(), games::id.desc()))
        .limit(limit)
        .select((
            games::id,
            games::game,
            games::rated,
            games::finished_at,
            games::state,
        ))
        .load(conn)
        .await
}

/// The rating changes game `id` made, by seat (none until they are
/// applied; none ever for an unrated game).
pub async fn of_game(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Vec<ChangeRow>> {
    rating_changes::table
        .filter(rating_changes::game_id.eq(id))
        .order(rating_changes::seat.asc())
        .select(ChangeRow::as_select())
        .load(conn)
        .await
}

/// A player's name and registration time.
pub async fn profile_of(
    conn: &mut AsyncPgConnection,
    player: Uuid,
) -> QueryResult<Option<(String, DateTime<Utc>)>> {
    players::table
        .find(player)
        .select((players::name, players::created_at))
        .first(conn)
        .await
        .optional()
}
