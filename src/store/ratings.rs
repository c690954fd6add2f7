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

/// Serialises the appliers of every server process: ratings change one
/// game at a time, in one order (the transaction's end releases it).
pub async fn lock_applier(conn: &mut AsyncPgConnection) -> QueryResult<()> {
    super::locks::xact_lock(conn, super::locks::RATINGS_APPLIER).await
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

/// Marks game `id` as applied; the row changed (`updated_at`), as with
/// every update of a game: its readers' `ETag` changes.
pub async fn mark_applied(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::update(games::table.find(id))
        .set((games::rated_at.eq(at), games::updated_at.eq(at)))
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

/// Where a leaderboard page starts: the previous page's last row, with its
/// rank, its position in the board (1-based) and its shown rating, so that
/// the next page is read from the index at that row and ranked on from it,
/// without ranking the rows above.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LeaderboardMark {
    pub rank: i64,
    pub position: i64,
    pub shown: f64,
    pub player_id: Uuid,
}

/// One leaderboard row: a settled rating, its player's name, its rank and
/// its position in the board.
#[derive(Debug, Clone)]
pub struct Ranked {
    pub rank: i64,
    pub position: i64,
    pub shown: f64,
    pub player_id: Uuid,
    pub name: String,
    pub mu: f64,
    pub sigma: f64,
    pub games: i32,
    pub wins: i32,
    pub last_played: DateTime<Utc>,
}

/// A settled rating as the leaderboard's query reads it, in board order.
#[derive(Debug, Clone, QueryableByName)]
struct Settled {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    player_id: Uuid,
    #[diesel(sql_type = diesel::sql_types::Text)]
    name: String,
    #[diesel(sql_type = diesel::sql_types::Double)]
    mu: f64,
    #[diesel(sql_type = diesel::sql_types::Double)]
    sigma: f64,
    #[diesel(sql_type = diesel::sql_types::Double)]
    shown: f64,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    games: i32,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    wins: i32,
    #[diesel(sql_type = diesel::sql_types::Timestamptz)]
    last_played: DateTime<Utc>,
}

/// A page of `game`'s leaderboard: settled ratings (`sigma <= settled`),
/// best shown rating (`mu - 3 sigma`) first, then by player id; ranked
/// 1, 2, … with equal shown ratings sharing a rank. `after`: the previous
/// page's last row. The rows come from `ratings_leaderboard_idx` from that
/// row on, so a page costs what it holds, however deep it is or however
/// large the board.
pub async fn leaderboard(
    conn: &mut AsyncPgConnection,
    game: &str,
    settled: f64,
    after: Option<LeaderboardMark>,
    limit: i64,
) -> QueryResult<Vec<Ranked>> {
    use diesel::sql_types::{BigInt, Double, Text, Uuid as SqlUuid};
    // The first page starts above every finite rating. `<= $3` alone is
    // the index's range (its scan starts at the mark); the OR only sorts
    // out the mark's own ties.
    let (after_shown, after_player) = after.map_or((f64::INFINITY, Uuid::nil()), |mark| {
        (mark.shown, mark.player_id)
    });
    let rows: Vec<Settled> = diesel::sql_query(
        "SELECT r.player_id, p.name, r.mu, r.sigma, r.mu - 3 * r.sigma AS shown,
                r.games, r.wins, r.last_played
         FROM ratings r JOIN players p ON p.id = r.player_id
         WHERE r.game = $1 AND r.sigma <= $2
           AND r.mu - 3 * r.sigma <= $3
           AND (r.mu - 3 * r.sigma < $3 OR r.player_id > $4)
         ORDER BY r.mu - 3 * r.sigma DESC, r.player_id
         LIMIT $5",
    )
    .bind::<Text, _>(game)
    .bind::<Double, _>(settled)
    .bind::<Double, _>(after_shown)
    .bind::<SqlUuid, _>(after_player)
    .bind::<BigInt, _>(limit)
    .load(conn)
    .await?;
    Ok(rank_on(rows, after))
}

/// Ranks rows read in board order after `after`: each row's position is
/// one more than the last; its rank is its position, or the rank before it
/// when its shown rating equals that row's (rank = 1 + the number of
/// better shown ratings).
fn rank_on(rows: Vec<Settled>, after: Option<LeaderboardMark>) -> Vec<Ranked> {
    let mut position = after.map_or(0, |mark| mark.position);
    let mut previous = after.map(|mark| (mark.shown, mark.rank));
    rows.into_iter()
        .map(|row| {
            position += 1;
            let rank = match previous {
                // The same expression over the same stored values: bit-equal.
                Some((shown, rank)) if shown.to_bits() == row.shown.to_bits() => rank,
                _ => position,
            };
            previous = Some((row.shown, rank));
            Ranked {
                rank,
                position,
                shown: row.shown,
                player_id: row.player_id,
                name: row.name,
                mu: row.mu,
                sigma: row.sigma,
                games: row.games,
                wins: row.wins,
                last_played: row.last_played,
            }
        })
        .collect()
}

#[cfg(test)]
mod rank_tests {
    use super::*;

    fn row(shown: f64, id: u128) -> Settled {
        Settled {
            player_id: Uuid::from_u128(id),
            name: String::new(),
            mu: shown,
            sigma: 0.0,
            shown,
            games: 1,
            wins: 0,
            last_played: DateTime::<Utc>::UNIX_EPOCH,
        }
    }

    fn ranks(rows: Vec<Settled>, after: Option<LeaderboardMark>) -> Vec<(i64, i64)> {
        rank_on(rows, after)
            .iter()
            .map(|r| (r.rank, r.position))
            .collect()
    }

    #[test]
    fn equal_shown_ratings_share_a_rank_and_the_next_skips() {
        let rows = vec![row(9.0, 1), row(7.0, 2), row(7.0, 3), row(5.0, 4)];
        assert_eq!(ranks(rows, None), vec![(1, 1), (2, 2), (2, 3), (4, 4)]);
    }

    #[test]
    fn a_page_ranks_on_from_the_previous_pages_last_row() {
        // The previous page ended on a tie at rank 2, position 3.
        let mark = LeaderboardMark {
            rank: 2,
            position: 3,
            shown: 7.0,
            player_id: Uuid::from_u128(3),
        };
        let rows = vec![row(7.0, 5), row(5.0, 6), row(5.0, 7)];
        assert_eq!(ranks(rows, Some(mark)), vec![(2, 4), (5, 5), (5, 6)]);
    }
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
/// applied; none ever for an unrated game): its document's and its
/// export's.
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
