-- A player's games newest first (by creation, then id), the order of its
-- list's pages: a page is one range of this index.
CREATE INDEX IF NOT EXISTS player_games_newest_idx ON player_games (player_id, created_at DESC, game_id DESC)
