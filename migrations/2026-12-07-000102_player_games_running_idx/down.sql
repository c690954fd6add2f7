DROP INDEX IF EXISTS player_games_running_idx
