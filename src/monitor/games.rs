//! The monitor's check of one logged game: its full audit bundle, verified
//! as `referee verify` does (`crate::verify`), and its leaf, which must be
//! the one the bundle names (`transparency::expected_leaf`, the rated flag
//! included).

use awc::http::StatusCode;
use uuid::Uuid;

use super::client::Api;
use super::state::{Facts, GameCheck, SeatFact};
use super::Failure;
use crate::audit::{Bundle, BundleView};
use crate::transparency;

/// Checks the bundle of `game` against its `leaf` (number `index`).
/// A bundle the monitor's player may not read (403 or 404) is not
/// checkable: only its leaf is, with the tree.
pub async fn check(
    api: &Api,
    token: &str,
    keys: &[Vec<u8>],
    index: u64,
    game: Uuid,
    leaf: &str,
) -> Result<GameCheck, Failure> {
    let path = format!("/games/{game}/audit");
    let answer = api.get(&path, Some(token)).await.map_err(Failure::io)?;
    let fail = |message: String| Failure::game(game, Some(index), message);
    match answer.status {
        StatusCode::OK => {}
        StatusCode::FORBIDDEN | StatusCode::NOT_FOUND => {
            return Ok(GameCheck::NotReadable {
                status: answer.status.as_u16(),
            })
        }
        StatusCode::UNAUTHORIZED => {
            return Err(Failure::io(format!(
                "GET /v1{path}: 401: {}",
                answer.text()
            )))
        }
        status => {
            return Err(fail(format!(
                "GET /v1{path} answered {status}: {}",
                answer.text()
            )))
        }
    }
    let bundle: Bundle = answer
        .json("its audit bundle")
        .map_err(|e| fail(e.to_string()))?;
    check_bundle(&bundle, keys, leaf).map_err(fail)
}

/// Verifies a logged game's full bundle and that `leaf` is its leaf; what
/// the ratings need of it.
pub fn check_bundle(bundle: &Bundle, keys: &[Vec<u8>], leaf: &str) -> Result<GameCheck, String> {
    if bundle.view != BundleView::Full {
        return Err(format!(
            "its bundle is not the full one (view {:?}) though the game is logged",
            bundle.view
        ));
    }
    crate::verify::bundle(bundle, keys, &mut |_| {})?;
    let expected = transparency::expected_leaf(leaf.as_bytes(), bundle);
    if expected != leaf.as_bytes() {
        return Err(format!(
            "the logged leaf is {leaf:?}, the bundle's is {:?}",
            String::from_utf8_lossy(&expected)
        ));
    }
    Ok(GameCheck::Verified {
        facts: facts(bundle),
        ratings_done: false,
    })
}

/// What the ratings need of a verified bundle.
pub fn facts(bundle: &Bundle) -> Facts {
    let outcome = bundle.outcome.as_ref().filter(|o| o.finished);
    let places = outcome.map(crate::ratings::places);
    Facts {
        game: bundle.header.game.clone(),
        rated: bundle.header.rated,
        finished: bundle.status == "finished" && outcome.is_some(),
        finished_at: bundle.steps.last().map(|s| s.at),
        seats: bundle
            .header
            .seats
            .iter()
            .map(|s| SeatFact {
                seat: s.seat,
                player_id: s.player_id,
                place: places
                    .as_ref()
                    .and_then(|p| p.get(usize::from(s.seat)).copied()),
            })
            .collect(),
    }
}
