-- Turn clocks (docs/RULES.md, "Both games — turn clocks"), resignation and
-- open-game expiry.

-- The game's clock (option `turn_time`, seconds; NULL: no clock) and the
-- deadline of the current turn (NULL: no clock, or nobody on turn). A
-- resigned seat on turn is due at once.
ALTER TABLE games
    ADD COLUMN turn_time integer NULL,
    ADD COLUMN turn_deadline timestamptz NULL,
    ADD CONSTRAINT games_turn_time_check CHECK (turn_time IS NULL OR turn_time > 0);
-- The sweeper's queue: active games by deadline.
CREATE INDEX games_turn_deadline_idx ON games (turn_deadline)
    WHERE status = 'active' AND turn_deadline IS NOT NULL;
-- Open-game expiry: open games by age.
CREATE INDEX games_open_created_at_idx ON games (created_at) WHERE status = 'open';

-- Public seat states: `away` (its last turn was played by the clock, until
-- it moves itself) and `resigned` (every turn of it is played at once).
ALTER TABLE game_seats
    ADD COLUMN away boolean NOT NULL DEFAULT false,
    ADD COLUMN resigned boolean NOT NULL DEFAULT false;

-- Who played a step for its seat: NULL (the seat itself), 'clock' (its
-- deadline passed) or 'resigned' (the seat had resigned). Covered by the
-- step's hash.
ALTER TABLE game_events
    ADD COLUMN played_by text NULL,
    ADD CONSTRAINT game_events_played_by_check CHECK (played_by IS NULL OR played_by IN ('clock', 'resigned'));
