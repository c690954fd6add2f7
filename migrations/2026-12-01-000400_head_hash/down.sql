ALTER TABLE games DROP COLUMN head_hash;
