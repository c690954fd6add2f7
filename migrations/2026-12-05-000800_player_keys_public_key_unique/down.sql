DROP INDEX IF EXISTS player_keys_public_key_key
