ALTER TABLE players DROP CONSTRAINT players_token_generation_check, DROP COLUMN token_generation;
