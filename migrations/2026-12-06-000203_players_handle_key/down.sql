DROP INDEX IF EXISTS players_handle_key
