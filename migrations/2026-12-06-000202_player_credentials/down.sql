ALTER TABLE players DROP COLUMN IF EXISTS handle, DROP COLUMN IF EXISTS password_hash, DROP COLUMN IF EXISTS recovery_code_hash
