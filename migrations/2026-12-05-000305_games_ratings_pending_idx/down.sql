DROP INDEX IF EXISTS games_ratings_pending_idx
