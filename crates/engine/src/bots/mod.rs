//! Built-in bots (the engine-level half): a catalog per game and
//! [`decide`], which picks an action for the seat on turn **from that seat's
//! view alone** — the JSON `AnyGame::view_value(Viewer::Seat(s))` returns, the
//! same a client gets — never from the state. A bot's randomness is a
//! [`ChaCha20Rng`] seeded with [`bot_seed`] (the game seed, the seat and the
//! version), so its moves replay exactly.
//!
//! The view holds all a bot uses: its own hand, what is public (backs,
//! discards, the board or the table, hand sizes, the pile's size and top
//! back), and whose turn it is (the bot's seat is `to_move`). No bot needs the
//! public history, so [`decide`] takes none. What each bot does is described
//! in docs/BOTS.md.

mod biscuits;
mod meerkat;

#[cfg(test)]
mod tests;

use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::engine::biscuits::Biscuits;
use crate::engine::meerkat::Meerkat;
use crate::engine::Rules;

/// One bot of the catalog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BotInfo {
    /// What `decide` and a seat request name it by, e.g. `random`.
    pub name: &'static str,
    /// One line on how it plays.
    pub description: &'static str,
}

/// Why a bot could not decide.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    #[error("no game has the id {0:?}")]
    UnknownGame(String),
    #[error("the game {game:?} has no bot named {bot:?}")]
    UnknownBot { game: String, bot: String },
    /// The view is not a seat's view of this game (a spectator's view, a
    /// malformed value, …).
    #[error("not a seat's view of this game: {0}")]
    BadView(String),
    /// No seat is on turn (the game is over), or the view is not the one of
    /// the seat on turn (it holds no hand, or nothing it could play).
    #[error("no move to make: {0}")]
    NothingToDecide(String),
}

/// The bots of `game_id` (empty for an unknown game), in catalog order; the
/// first is `random`.
pub fn catalog(game_id: &str) -> Vec<BotInfo> {
    if game_id == Meerkat::ID {
        meerkat::CATALOG.to_vec()
    } else if game_id == Biscuits::ID {
        biscuits::CATALOG.to_vec()
    } else {
        Vec::new()
    }
}

/// Whether `bot` names a bot of `game_id`.
pub fn exists(game_id: &str, bot: &str) -> bool {
    catalog(game_id).iter().any(|b| b.name == bot)
}

/// The action `bot` plays for the seat whose view `view` is (that seat must be
/// on turn: `view.to_move`), as JSON for `AnyGame::apply_json`. It depends on
/// the view and the seed alone: the same inputs give the same action.
///
/// The caller passes the view of the seat on turn. A Biscuits view names its
/// seat and another seat's view is refused; a Meerkat view does not name its
/// viewer, so there only a hand that cannot be the on-turn seat's (a wrong
/// size, or none) is refused.
pub fn decide(game_id: &str, bot: &str, view: &Value, seed: [u8; 32]) -> Result<Value, BotError> {
    let mut rng = ChaCha20Rng::from_seed(seed);
    let unknown = || BotError::UnknownBot {
        game: game_id.to_owned(),
        bot: bot.to_owned(),
    };
    if game_id == Meerkat::ID {
        let view = meerkat::SeatView::read(view)?;
        match bot {
            "random" => meerkat::random(&view, &mut rng),
            "sharp" => meerkat::sharp(&view, &mut rng),
            _ => Err(unknown()),
        }
    } else if game_id == Biscuits::ID {
        let view = biscuits::SeatView::read(view)?;
        match bot {
            "random" => biscuits::random(&view, &mut rng),
            "sharp" => biscuits::sharp(&view, &mut rng),
            _ => Err(unknown()),
        }
    } else {
        Err(BotError::UnknownGame(game_id.to_owned()))
    }
}

/// The tag that separates bot seeds from every other use of a game seed.
const SEED_TAG: &[u8] = b"referee/bot/v1";

/// The seed of a bot's decision: SHA-256 over [`SEED_TAG`], the length of the
/// game seed (8 bytes, little-endian) and the game seed, the seat (1 byte) and
/// the game's version before the move (8 bytes, little-endian, two's
/// complement). Each move of a bot seat gets its own seed, reproducible from
/// the game seed alone.
pub fn bot_seed(game_seed: &[u8], seat: u8, version: i64) -> [u8; 32] {
    let mut hash = Sha256::new();
    hash.update(SEED_TAG);
    hash.update((game_seed.len() as u64).to_le_bytes());
    hash.update(game_seed);
    hash.update([seat]);
    hash.update(version.to_le_bytes());
    hash.finalize().into()
}

/// `n` choose `k` as a float (probabilities from card counts).
fn choose(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    let k = k.min(n - k);
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// Hypergeometric: the chance that `draws` cards taken from `pool` cards, of
/// which `marked` are marked, hold none of the marked.
fn none_of(pool: usize, marked: usize, draws: usize) -> f64 {
    let marked = marked.min(pool);
    let draws = draws.min(pool);
    let all = choose(pool, draws);
    if all == 0.0 {
        return 1.0;
    }
    choose(pool - marked, draws) / all
}

/// Hypergeometric: the chance of at least `need` marked cards among `draws`
/// taken from `pool`, of which `marked` are marked.
fn at_least(pool: usize, marked: usize, draws: usize, need: usize) -> f64 {
    let marked = marked.min(pool);
    let draws = draws.min(pool);
    let all = choose(pool, draws);
    if all == 0.0 || need > draws || need > marked {
        return if need == 0 { 1.0 } else { 0.0 };
    }
    (need..=draws.min(marked))
        .map(|x| choose(marked, x) * choose(pool - marked, draws - x))
        .sum::<f64>()
        / all
}

fn bad_view(what: impl std::fmt::Display) -> BotError {
    BotError::BadView(what.to_string())
}

/// Plays one engine-level game between bots (the arena's and the tests'
/// loop): `bots[s]` plays seat `s` from its view, with the seed
/// [`bot_seed`]`(game_seed, s, moves so far)`. Returns the outcome and the
/// number of moves. An action the engine refuses is an error, and so is a
/// game that has not ended after `max_moves`.
pub fn play_game(
    game_id: &str,
    options: &Value,
    game_seed: &[u8; 32],
    bots: &[&str],
    max_moves: u64,
) -> Result<(crate::engine::Outcome, u64), String> {
    use crate::engine::{AnyGame, Viewer};
    let seats = u8::try_from(bots.len()).map_err(|e| e.to_string())?;
    let (mut game, _) =
        AnyGame::new(game_id, seats, options, game_seed).map_err(|e| e.to_string())?;
    let mut moves = 0u64;
    while let Some(seat) = game.to_move() {
        if moves >= max_moves {
            return Err(format!("no end after {moves} moves"));
        }
        let view = game.view_value(Viewer::Seat(seat));
        let seed = bot_seed(game_seed, seat, i64::try_from(moves).unwrap_or(i64::MAX));
        let bot = bots[usize::from(seat)];
        let action = decide(game_id, bot, &view, seed).map_err(|e| e.to_string())?;
        game.apply_json(seat, &action)
            .map_err(|e| format!("{bot} at seat {seat} played {action}, refused: {e}"))?;
        moves += 1;
    }
    Ok((game.outcome(), moves))
}
