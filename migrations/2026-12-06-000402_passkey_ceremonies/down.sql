DROP TABLE IF EXISTS passkey_ceremonies
