-- A player's games not marked ended, newest first: the lists of its open
-- and running games read this range alone, however many games it has
-- finished.
CREATE INDEX IF NOT EXISTS player_games_running_idx ON player_games (player_id, created_at DESC, game_id DESC) WHERE NOT ended
