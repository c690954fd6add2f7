-- The ratings worker's queue: finished rated games not applied yet. Alone in
-- its migration, as every index on an existing table (docs/ARCHITECTURE.md,
-- "Scaling out"); IF NOT EXISTS: it was once part of the ratings migration.
CREATE INDEX IF NOT EXISTS games_ratings_pending_idx ON games (finished_at, id)
    WHERE rated AND status = 'finished' AND rated_at IS NULL
