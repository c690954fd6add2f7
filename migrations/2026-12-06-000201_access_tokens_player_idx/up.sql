-- A player's tokens, newest first (its profile's list), and those of one
-- app. Alone in its migration, as every index (docs/ARCHITECTURE.md,
-- "Scaling out").
CREATE INDEX IF NOT EXISTS access_tokens_player_idx ON access_tokens (player_id, created_at)
