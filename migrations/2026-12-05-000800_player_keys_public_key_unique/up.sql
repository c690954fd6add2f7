-- A public key belongs to one player: a signed move names its key by id,
-- and a key two players held would sign for either (docs/FAIRNESS.md,
-- "Signed moves"). player_keys is a reference table on Citus, so the index
-- needs no distribution column. Alone in its migration, as every index
-- (docs/ARCHITECTURE.md, "Scaling out").
CREATE UNIQUE INDEX IF NOT EXISTS player_keys_public_key_key ON player_keys (public_key)
