DROP INDEX IF EXISTS passkeys_player_idx
