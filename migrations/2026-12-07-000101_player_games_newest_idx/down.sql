DROP INDEX IF EXISTS player_games_newest_idx
