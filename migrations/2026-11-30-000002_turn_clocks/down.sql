ALTER TABLE game_events DROP CONSTRAINT game_events_played_by_check, DROP COLUMN played_by;
ALTER TABLE game_seats DROP COLUMN resigned, DROP COLUMN away;
DROP INDEX games_open_created_at_idx;
DROP INDEX games_turn_deadline_idx;
ALTER TABLE games DROP CONSTRAINT games_turn_time_check, DROP COLUMN turn_deadline, DROP COLUMN turn_time;
