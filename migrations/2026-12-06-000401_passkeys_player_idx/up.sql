-- A player's passkeys, oldest first (its account page's list, and the
-- credentials a sign-in by handle allows). Alone in its migration, as every
-- index (docs/ARCHITECTURE.md, "Scaling out").
CREATE INDEX IF NOT EXISTS passkeys_player_idx ON passkeys (player_id, created_at)
