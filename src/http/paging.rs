//! Keyset pages. Every list answers with `next`: an opaque cursor to send
//! back as `cursor` for the following page, absent on the last one. A page
//! continues where the last one ended whatever was added or changed
//! meanwhile (no offsets that skip or repeat rows).

use chrono::DateTime;
use uuid::Uuid;

use super::error::{ApiError, ProblemCode};
use crate::store::games::GameKey;

/// The page size: `given` (1 to `max`) or `default`.
pub fn limit(given: Option<i64>, default: i64, max: i64) -> Result<i64, ApiError> {
    let limit = given.unwrap_or(default);
    if (1..=max).contains(&limit) {
        Ok(limit)
    } else {
        Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            format!("`limit`: expected an integer from 1 to {max}, got {limit}"),
        ))
    }
}

fn invalid_cursor() -> ApiError {
    ApiError::bad_request(
        ProblemCode::InvalidQuery,
        "`cursor`: not a cursor of this list (send back a page's `next` as it is)",
    )
}

/// A cursor in a list of games: `g<created_at in µs>.<id>`.
pub fn game_cursor(key: GameKey) -> String {
    format!("g{}.{}", key.created_at.timestamp_micros(), key.id.simple())
}

pub fn parse_game_cursor(text: Option<&str>) -> Result<Option<GameKey>, ApiError> {
    let Some(text) = text else { return Ok(None) };
    let (micros, id) = text
        .strip_prefix('g')
        .and_then(|rest| rest.split_once('.'))
        .ok_or_else(invalid_cursor)?;
    let created_at = micros
        .parse::<i64>()
        .ok()
        .and_then(DateTime::from_timestamp_micros)
        .ok_or_else(invalid_cursor)?;
    let id = Uuid::try_parse(id).map_err(|_| invalid_cursor())?;
    Ok(Some(GameKey { created_at, id }))
}

/// A cursor in a list ordered by a descending integer id: `d<id>`.
pub fn id_cursor(id: i64) -> String {
    format!("d{id}")
}

pub fn parse_id_cursor(text: Option<&str>) -> Result<Option<i64>, ApiError> {
    text.map(|text| {
        text.strip_prefix('d')
            .and_then(|id| id.parse::<i64>().ok())
            .filter(|id| *id > 0)
            .ok_or_else(invalid_cursor)
    })
    .transpose()
}

/// A cursor in a leaderboard: `r<rank>.<player id>`.
pub fn rank_cursor(rank: i64, player: Uuid) -> String {
    format!("r{rank}.{}", player.simple())
}

pub fn parse_rank_cursor(text: Option<&str>) -> Result<Option<(i64, Uuid)>, ApiError> {
    let Some(text) = text else { return Ok(None) };
    let (rank, id) = text
        .strip_prefix('r')
        .and_then(|rest| rest.split_once('.'))
        .ok_or_else(invalid_cursor)?;
    let rank = rank
        .parse::<i64>()
        .ok()
        .filter(|r| *r > 0)
        .ok_or_else(invalid_cursor)?;
    let id = Uuid::try_parse(id).map_err(|_| invalid_cursor())?;
    Ok(Some((rank, id)))
}

/// Splits `limit + 1` rows read into the page and whether more follow.
pub fn split<T>(mut rows: Vec<T>, limit: i64) -> (Vec<T>, bool) {
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    let more = rows.len() > limit;
    rows.truncate(limit);
    (rows, more)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursors_read_back_and_foreign_text_is_refused() {
        let key = GameKey {
            created_at: DateTime::from_timestamp_micros(1_764_547_200_123_456).unwrap(),
            id: Uuid::new_v4(),
        };
        assert_eq!(
            parse_game_cursor(Some(&game_cursor(key))).unwrap(),
            Some(key)
        );
        assert_eq!(parse_id_cursor(Some(&id_cursor(42))).unwrap(), Some(42));
        assert_eq!(parse_game_cursor(None).unwrap(), None);
        for bad in [
            "",
            "g",
            "g1.x",
            "x1.00000000000000000000000000000000",
            "d42",
            "g.1",
        ] {
            assert!(parse_game_cursor(Some(bad)).is_err(), "{bad:?}");
        }
        for bad in ["", "d", "d-1", "d0", "dx", "g1"] {
            assert!(parse_id_cursor(Some(bad)).is_err(), "{bad:?}");
        }
    }
}
