//! Profiles, rating histories and leaderboards (docs/RATINGS.md).

use actix_web::{get, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::error::{ApiError, Problem, ProblemCode};
use super::{paging, AppState};
use crate::engine::{AnyGame, Seat};
use crate::ratings::{Rating, SETTLED_SIGMA};
use crate::store;
use crate::store::models::SeatRow;
use crate::store::ratings::{ChangeRow, Finished, RatingRow};

/// A player's rating in one game.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingDto {
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    /// Skill (Weng-Lin's mu; a new player's is 25).
    pub mu: f64,
    /// Its uncertainty (sigma; a new player's is 25/3). It grows while the
    /// player does not play.
    pub sigma: f64,
    /// The rating shown and ranked: `mu - 3 sigma`.
    pub shown: f64,
    /// True while `sigma` is above 6: not on the leaderboard yet.
    pub provisional: bool,
    /// Rated games of this game finished.
    pub games: i32,
    /// Of those, the games it won (alone or tied for first place).
    pub wins: i32,
    pub last_played: DateTime<Utc>,
}

impl From<&RatingRow> for RatingDto {
    fn from(row: &RatingRow) -> Self {
        let rating = Rating {
            mu: row.mu,
            sigma: row.sigma,
        };
        RatingDto {
            game: row.game.clone(),
            mu: row.mu,
            sigma: row.sigma,
            shown: rating.display(),
            provisional: rating.provisional(),
            games: row.games,
            wins: row.wins,
            last_played: row.last_played,
        }
    }
}

/// A seat of a finished game a profile lists.
#[derive(Debug, Serialize, ToSchema)]
pub struct FinishedSeat {
    pub seat: Seat,
    pub name: String,
    /// The player's id (its profile); null for a bot.
    #[schema(required = true)]
    pub player_id: Option<Uuid>,
    /// The built-in bot that held the seat (its name in the catalog); null
    /// for a player.
    #[schema(required = true)]
    pub bot: Option<String>,
}

/// A finished public game a profile lists: who played and how it ended.
#[derive(Debug, Serialize, ToSchema)]
pub struct FinishedGame {
    pub id: Uuid,
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    pub rated: bool,
    #[schema(required = true)]
    pub finished_at: Option<DateTime<Utc>>,
    /// Every seat, by seat number.
    pub seats: Vec<FinishedSeat>,
    /// The profile's player's seat.
    pub seat: Seat,
    /// Whether the profile's player won (alone or tied for first).
    pub won: bool,
    /// The winning seats (all tied seats).
    pub winners: Vec<Seat>,
    /// The final scores, index = seat (Meerkat: penalty totals, the lowest
    /// wins; Biscuits: points, the highest wins).
    pub scores: Vec<i64>,
}

impl FinishedGame {
    /// The entry of game `game` of `player`'s profile, from its row and
    /// its seats (with their names).
    fn of(player: Uuid, game: Finished, seats: &[(SeatRow, String)]) -> Result<Self, ApiError> {
        // The outcome is the final snapshot's: a finished game always has one.
        let state = game.state.ok_or_else(|| {
            ApiError::internal(format!("finished game {} has no snapshot", game.id))
        })?;
        let outcome = serde_json::from_str::<AnyGame>(&state.0)
            .map_err(ApiError::internal)?
            .outcome();
        let seats: Vec<&(SeatRow, String)> =
            seats.iter().filter(|(s, _)| s.game_id == game.id).collect();
        // Found by the seat's row: a bot's own profile lists its one game too.
        let seat = seats
            .iter()
            .find(|(s, _)| s.player_id == player)
            .and_then(|(s, _)| Seat::try_from(s.seat).ok())
            .ok_or_else(|| {
                ApiError::internal(format!("game {} lists no seat of {player}", game.id))
            })?;
        let seats = seats
            .into_iter()
            .map(|(s, name)| FinishedSeat {
                seat: Seat::try_from(s.seat).unwrap_or_default(),
                name: name.clone(),
                player_id: s.bot.is_none().then_some(s.player_id),
                bot: s.bot.clone(),
            })
            .collect();
        Ok(FinishedGame {
            id: game.id,
            game: game.game,
            rated: game.rated,
            finished_at: game.finished_at,
            seats,
            seat,
            won: outcome.winners.contains(&seat),
            winners: outcome.winners,
            scores: outcome.scores,
        })
    }
}

/// A player as anyone may see it.
#[derive(Debug, Serialize, ToSchema)]
pub struct Profile {
    pub id: Uuid,
    pub name: String,
    /// When the player registered.
    pub since: DateTime<Utc>,
    /// One rating per game the player has finished a rated game of.
    pub ratings: Vec<RatingDto>,
    /// Rated games finished, all games together. Rated games are never
    /// private: these counts hold no private game.
    pub rated_games: i64,
    /// Rated games won.
    pub rated_wins: i64,
    /// The player's latest finished public games that anyone may read,
    /// newest first (at most 10; unlisted and private games, and those
    /// only their players may read, are never listed).
    pub recent_games: Vec<FinishedGame>,
}

/// A player's profile: name, since, ratings and recent public games with
/// their seats and results. No token needed.
#[utoipa::path(
    tag = "ratings",
    params(("id" = Uuid, Path, description = "Player id")),
    responses(
        (status = 200, body = Profile),
        (status = 404, description = "`unknown_player`: no player has this id", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/players/{id}")]
pub async fn profile(
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<web::Json<Profile>, ApiError> {
    let id = id.into_inner();
    let read = state
        .db(async move |conn| {
            let Some((name, since)) = store::ratings::profile_of(conn, id).await? else {
                return Ok(None);
            };
            let ratings = store::ratings::of_player(conn, id).await?;
            let recent = store::ratings::recent_public_games(conn, id, 10).await?;
            let ids: Vec<Uuid> = recent.iter().map(|g| g.id).collect();
            let seats = store::games::seats_of_games(conn, &ids).await?;
            Ok(Some((name, since, ratings, recent, seats)))
        })
        .await?;
    let Some((name, since, ratings, recent, seats)) = read else {
        return Err(ApiError::not_found(
            ProblemCode::UnknownPlayer,
            "no player has this id",
        ));
    };
    let recent_games = recent
        .into_iter()
        .map(|game| FinishedGame::of(id, game, &seats))
        .collect::<Result<_, _>>()?;
    Ok(web::Json(Profile {
        id,
        name,
        since,
        rated_games: ratings.iter().map(|r| i64::from(r.games)).sum(),
        rated_wins: ratings.iter().map(|r| i64::from(r.wins)).sum(),
        ratings: ratings.iter().map(RatingDto::from).collect(),
        recent_games,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct HistoryQuery {
    /// The `seq` of the last change already read (default 0: from the first).
    #[param(minimum = 0)]
    pub after: Option<i64>,
    /// 1 to 100 (default 50).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
}

/// A rating at one moment: its two figures and the one shown.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RatingFigures {
    /// Skill (Weng-Lin's mu).
    pub mu: f64,
    /// Its uncertainty (sigma).
    pub sigma: f64,
    /// The rating shown and ranked: `mu - 3 sigma`.
    pub shown: f64,
}

impl From<Rating> for RatingFigures {
    fn from(rating: Rating) -> Self {
        RatingFigures {
            mu: rating.mu,
            sigma: rating.sigma,
            shown: rating.display(),
        }
    }
}

/// The figures before and after of a stored change.
fn figures(row: &ChangeRow) -> (RatingFigures, RatingFigures) {
    let before = Rating {
        mu: row.mu_before,
        sigma: row.sigma_before,
    };
    let after = Rating {
        mu: row.mu_after,
        sigma: row.sigma_after,
    };
    (before.into(), after.into())
}

/// One seat's rating before and after a rated game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SeatRatingChange {
    pub seat: Seat,
    pub player_id: Uuid,
    /// 1: the best score (ties share a place).
    pub place: i16,
    /// Going in, after the uncertainty grew for the idle time.
    pub before: RatingFigures,
    pub after: RatingFigures,
}

impl From<&ChangeRow> for SeatRatingChange {
    fn from(row: &ChangeRow) -> Self {
        let (before, after) = figures(row);
        SeatRatingChange {
            seat: Seat::try_from(row.seat).unwrap_or_default(),
            player_id: row.player_id,
            place: row.place,
            before,
            after,
        }
    }
}

/// One rating before and after a game.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingChange {
    /// Where the change stands in the one order every rating change was
    /// applied in (docs/RATINGS.md).
    pub seq: i64,
    /// The rated game it came from: its audit bundle has all it depends on.
    pub game_id: Uuid,
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    pub seat: i16,
    /// 1: the best score (ties share a place).
    pub place: i16,
    /// Going in, after the uncertainty grew for the idle time.
    pub before: RatingFigures,
    pub after: RatingFigures,
    /// The game's last step's time.
    pub finished_at: DateTime<Utc>,
}

impl From<ChangeRow> for RatingChange {
    fn from(row: ChangeRow) -> Self {
        let (before, after) = figures(&row);
        RatingChange {
            seq: row.seq,
            game_id: row.game_id,
            game: row.game,
            seat: row.seat,
            place: row.place,
            before,
            after,
            finished_at: row.finished_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RatingHistory {
    pub changes: Vec<RatingChange>,
    /// Pass as `after` for the next page; null when this page is the end.
    #[schema(required = true)]
    pub next_after: Option<i64>,
}

/// A player's rating changes, oldest first: each with the rated game it
/// came from, so anyone can recompute it from that game's audit bundle.
/// No token needed.
#[utoipa::path(
    tag = "ratings",
    params(("id" = Uuid, Path, description = "Player id"), HistoryQuery),
    responses(
        (status = 200, body = RatingHistory),
        (status = 400, description = "`invalid_query`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/players/{id}/ratings/history")]
pub async fn rating_history(
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: super::error::extractors::Query<HistoryQuery>,
) -> Result<web::Json<RatingHistory>, ApiError> {
    let id = id.into_inner();
    let HistoryQuery { after, limit } = query.into_inner();
    let limit = paging::limit(limit, 50, 100)?;
    let after = after.unwrap_or(0);
    if after < 0 {
        return Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            format!("`after`: expected a change's seq (0 or more), got {after}"),
        ));
    }
    let rows = state
        .db(async move |conn| Ok(store::ratings::history(conn, id, after, limit + 1).await?))
        .await?;
    let (rows, more) = paging::split(rows, limit);
    let next_after = more.then(|| rows.last().map(|r| r.seq)).flatten();
    Ok(web::Json(RatingHistory {
        changes: rows.into_iter().map(RatingChange::from).collect(),
        next_after,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LeaderboardQuery {
    /// 1 to 100 (default 50).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
    /// The `next` of the previous page (default: the first page).
    #[param(min_length = 1)]
    pub cursor: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LeaderboardEntry {
    /// 1 for the best shown rating; equal ratings share a rank.
    pub rank: i64,
    pub player_id: Uuid,
    pub name: String,
    pub rating: RatingDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Leaderboard {
    #[schema(value_type = crate::engine::schema::GameId)]
    pub game: String,
    pub entries: Vec<LeaderboardEntry>,
    /// Send as `cursor` for the next page; null on the last page.
    #[schema(required = true)]
    pub next: Option<String>,
}

/// A game's leaderboard: settled ratings only (not provisional), best shown
/// rating (`mu - 3 sigma`) first, a page at a time (`next`). No token
/// needed.
#[utoipa::path(
    tag = "ratings",
    params(("game" = String, Path, description = "A game id from the catalog"), LeaderboardQuery),
    responses(
        (status = 200, body = Leaderboard),
        (status = 400, description = "`invalid_query`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`unknown_game`: no game of the catalog has this id", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/leaderboards/{game}")]
pub async fn leaderboard(
    state: web::Data<AppState>,
    game: web::Path<String>,
    query: super::error::extractors::Query<LeaderboardQuery>,
) -> Result<web::Json<Leaderboard>, ApiError> {
    let game = game.into_inner();
    if !crate::engine::catalog().iter().any(|g| g.id == game) {
        return Err(ApiError::not_found(
            ProblemCode::UnknownGame,
            format!("no game of the catalog is called {game:?}"),
        ));
    }
    let LeaderboardQuery { limit, cursor } = query.into_inner();
    let limit = paging::limit(limit, 50, 100)?;
    let after = paging::parse_rank_cursor(cursor.as_deref(), &state.keys)?;
    let id = game.clone();
    let rows = state
        .db(async move |conn| {
            Ok(store::ratings::leaderboard(conn, &id, SETTLED_SIGMA, after, limit + 1).await?)
        })
        .await?;
    let (rows, more) = paging::split(rows, limit);
    let next = more
        .then(|| {
            rows.last().map(|r| {
                paging::rank_cursor(
                    &store::ratings::LeaderboardMark {
                        rank: r.rank,
                        position: r.position,
                        shown: r.shown,
                        player_id: r.player_id,
                    },
                    &state.keys,
                )
            })
        })
        .flatten();
    let entries = rows
        .into_iter()
        .map(|r| {
            let rating = RatingDto::from(&RatingRow {
                player_id: r.player_id,
                game: game.clone(),
                mu: r.mu,
                sigma: r.sigma,
                games: r.games,
                wins: r.wins,
                last_played: r.last_played,
            });
            LeaderboardEntry {
                rank: r.rank,
                player_id: r.player_id,
                name: r.name,
                rating,
            }
        })
        .collect();
    Ok(web::Json(Leaderboard {
        game,
        entries,
        next,
    }))
}
