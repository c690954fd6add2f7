-- The matchmaker's queue: waiting seeks, oldest first.
-- Alone in its migration, as every index (docs/ARCHITECTURE.md, "Scaling
-- out"); IF NOT EXISTS: it was once part of an earlier migration.
CREATE INDEX IF NOT EXISTS seeks_waiting_idx ON seeks (created_at, id) WHERE status = 'waiting'
