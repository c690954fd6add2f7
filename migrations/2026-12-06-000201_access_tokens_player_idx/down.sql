DROP INDEX IF EXISTS access_tokens_player_idx
