-- A handle names one player whatever its case: `Ada`, `ada` and `ADA` are
-- one handle (handles are ASCII, so lower() is exact). Alone in its
-- migration, as every index.
CREATE UNIQUE INDEX IF NOT EXISTS players_handle_key ON players (lower(handle))
