DROP INDEX IF EXISTS player_keys_key_id_idx
