ALTER TABLE games DROP COLUMN signed_moves;
ALTER TABLE game_events DROP COLUMN signature;
DROP TABLE player_keys;
DROP TABLE referee_keys;
