-- The log appender's queue: the games over and not logged yet, in the order
-- they ended. Alone in its migration, as every index on an existing table
-- (docs/ARCHITECTURE.md, "Scaling out"); IF NOT EXISTS: it was once part of
-- the public log's migration.
CREATE INDEX IF NOT EXISTS games_log_pending_idx ON games (finished_at, id)
    WHERE status IN ('finished', 'aborted') AND NOT logged
