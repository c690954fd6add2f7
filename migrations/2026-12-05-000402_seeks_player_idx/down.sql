DROP INDEX IF EXISTS seeks_player_idx
