//! The catalog the server serves: every registered game as the engine
//! describes it, with the built-in bots that can take a seat. It sits above
//! both [`crate::engine`] and [`crate::bots`], so the engine need not know
//! that bots exist.

use serde::Serialize;

use crate::bots::{self, BotInfo};
use crate::engine::{self, GameSpec, OptionSpec};

/// Catalog entry of one game.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameInfo {
    #[cfg_attr(feature = "openapi", schema(value_type = engine::schema::GameId))]
    pub id: &'static str,
    pub name: &'static str,
    pub min_seats: u8,
    pub max_seats: u8,
    pub options: Vec<OptionSpec>,
    /// The built-in bots that can take a seat (`POST /v1/games/{id}/seats`
    /// with `{"bot": name}`, or `bots` at creation).
    pub bots: Vec<BotInfo>,
}

impl From<GameSpec> for GameInfo {
    fn from(game: GameSpec) -> Self {
        GameInfo {
            bots: bots::catalog(game.id),
            id: game.id,
            name: game.name,
            min_seats: game.min_seats,
            max_seats: game.max_seats,
            options: game.options,
        }
    }
}

/// Every registered game with its bots, in the engine's order.
pub fn games() -> Vec<GameInfo> {
    engine::catalog().into_iter().map(GameInfo::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_lists_its_bots_random_first() {
        let games = games();
        assert_eq!(games.len(), engine::catalog().len());
        for game in games {
            let names: Vec<_> = game.bots.iter().map(|b| b.name).collect();
            assert_eq!(names, ["random", "sharp"], "{}", game.id);
        }
    }
}
