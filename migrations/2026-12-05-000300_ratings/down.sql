DROP TABLE rating_changes;
DROP TABLE ratings;
ALTER TABLE games DROP COLUMN rated_at;
ALTER TABLE games DROP COLUMN rated;
