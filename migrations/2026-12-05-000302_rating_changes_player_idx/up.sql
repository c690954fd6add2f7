-- Alone in its migration, as every index (docs/ARCHITECTURE.md, "Scaling
-- out"); IF NOT EXISTS: it was once part of an earlier migration.
CREATE INDEX IF NOT EXISTS rating_changes_player_idx ON rating_changes (player_id, seq)
