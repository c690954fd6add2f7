DROP TABLE rating_changes;
DROP TABLE ratings;
DROP INDEX games_ratings_pending_idx;
ALTER TABLE games DROP COLUMN rated_at;
ALTER TABLE games DROP COLUMN rated;
