-- Whose key a key id is, for a move signed with a key of another player.
-- Alone in its migration, as every index (docs/ARCHITECTURE.md, "Scaling
-- out"); IF NOT EXISTS: it was once part of an earlier migration.
CREATE INDEX IF NOT EXISTS player_keys_key_id_idx ON player_keys (key_id)
