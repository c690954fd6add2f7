DROP TABLE IF EXISTS access_tokens
