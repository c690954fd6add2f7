//! Keyset pages. Every list answers with `next`: an opaque cursor to send
//! back as `cursor` for the following page, absent on the last one. A page
//! continues where the last one ended whatever was added or changed
//! meanwhile (no offsets that skip or repeat rows).

use chrono::DateTime;
use uuid::Uuid;

use super::error::{ApiError, ProblemCode};
use super::tokens::TokenKeys;
use crate::store::games::GameKey;
use crate::store::ratings::LeaderboardMark;

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

/// A leaderboard page's `next`: the last row's rank, position, shown
/// rating (its exact bits) and player, as `s{rank}.{position}.{bits}.{player}`,
/// sealed with the server's secret: the next page's ranks are counted on
/// from the rank and position it carries, so a client must not make its own.
pub fn rank_cursor(mark: &LeaderboardMark, keys: &TokenKeys) -> String {
    keys.seal(&format!(
        "s{}.{}.{:016x}.{}",
        mark.rank,
        mark.position,
        mark.shown.to_bits(),
        mark.player_id.simple()
    ))
}

pub fn parse_rank_cursor(
    text: Option<&str>,
    keys: &TokenKeys,
) -> Result<Option<LeaderboardMark>, ApiError> {
    let Some(text) = text else { return Ok(None) };
    let parts: Vec<&str> = keys
        .unseal(text)
        .ok_or_else(invalid_cursor)?
        .strip_prefix('s')
        .ok_or_else(invalid_cursor)?
        .split('.')
        .collect();
    let [rank, position, bits, player] = parts[..] else {
        return Err(invalid_cursor());
    };
    let rank = rank.parse::<i64>().ok().filter(|r| *r > 0);
    let position = position.parse::<i64>().ok();
    let shown = (bits.len() == 16)
        .then(|| u64::from_str_radix(bits, 16).ok())
        .flatten()
        .map(f64::from_bits)
        .filter(|s| s.is_finite());
    let player_id = Uuid::try_parse(player).ok();
    match (rank, position, shown, player_id) {
        (Some(rank), Some(position), Some(shown), Some(player_id)) if position >= rank => {
            Ok(Some(LeaderboardMark {
                rank,
                position,
                shown,
                player_id,
            }))
        }
        _ => Err(invalid_cursor()),
    }
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
    fn a_leaderboard_cursor_reads_back_exactly_and_refuses_anything_else() {
        let keys = TokenKeys::new(b"a secret of the tests, long enough", 3600).unwrap();
        let mark = LeaderboardMark {
            rank: 7,
            position: 9,
            shown: -1.234_567_890_123_456_7,
            player_id: Uuid::from_u128(42),
        };
        let text = rank_cursor(&mark, &keys);
        assert_eq!(parse_rank_cursor(Some(&text), &keys).unwrap(), Some(mark));
        // Sealed, yet not a mark; or a mark, yet not sealed by this server.
        let other = TokenKeys::new(b"another secret, of another server", 3600).unwrap();
        for bad in [
            "r7.0000000000000000000000000000002a",
            "s7.9.bff3c0ca428c59fb",
            "s0.9.bff3c0ca428c59fb.0000000000000000000000000000002a",
            "s7.6.bff3c0ca428c59fb.0000000000000000000000000000002a",
            "s7.9.7ff0000000000000.0000000000000000000000000000002a",
            "s7.9.bff3c0ca428c59f.0000000000000000000000000000002a",
            "s7.9.bff3c0ca428c59fb.not-a-uuid",
        ] {
            assert!(
                parse_rank_cursor(Some(&keys.seal(bad)), &keys).is_err(),
                "{bad}"
            );
        }
        let unsealed = text.rsplit_once('.').unwrap().0;
        let forged = text.replacen("s7.9.", "s1.9.", 1);
        for bad in [unsealed, &forged, &rank_cursor(&mark, &other)] {
            assert!(parse_rank_cursor(Some(bad), &keys).is_err(), "{bad}");
        }
    }

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
