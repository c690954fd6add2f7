-- Leaderboards: a game's settled ratings, best first.
-- Alone in its migration, as every index (docs/ARCHITECTURE.md, "Scaling
-- out"); IF NOT EXISTS: it was once part of an earlier migration.
CREATE INDEX IF NOT EXISTS ratings_leaderboard_idx ON ratings (game, (mu - 3 * sigma) DESC, player_id)
