-- Seats the server plays with a built-in bot. A bot seat is held
-- by a player row of its own (created with the seat, with an api key hash
-- no key has), so the audit and every list show an ordinary seat; `bot`
-- names the bot.
ALTER TABLE game_seats ADD COLUMN bot text NULL;
-- The bot sweeper's look-up: bot seats, by game.
CREATE INDEX game_seats_bot_idx ON game_seats (game_id, seat) WHERE bot IS NOT NULL;
