DROP INDEX IF EXISTS ratings_leaderboard_idx
