-- A player's seeks, newest first.
-- Alone in its migration, as every index (docs/ARCHITECTURE.md, "Scaling
-- out"); IF NOT EXISTS: it was once part of an earlier migration.
CREATE INDEX IF NOT EXISTS seeks_player_idx ON seeks (player_id, created_at DESC)
