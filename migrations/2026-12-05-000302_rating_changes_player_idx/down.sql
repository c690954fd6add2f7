DROP INDEX IF EXISTS rating_changes_player_idx
