-- Sign-in a person can keep: a handle (unique whatever its case), a
-- password (its Argon2id hash, in the PHC string format) and the SHA-256 of
-- the recovery code shown when the password was set. All optional: a
-- player of the API key alone has none. Several columns in one command,
-- alone in its migration (docs/ARCHITECTURE.md, "Scaling out").
ALTER TABLE players
    ADD COLUMN IF NOT EXISTS handle text,
    ADD COLUMN IF NOT EXISTS password_hash text,
    ADD COLUMN IF NOT EXISTS recovery_code_hash bytea
