DROP INDEX game_seats_bot_idx;
ALTER TABLE game_seats DROP COLUMN bot;
