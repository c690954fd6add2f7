-- The hash of a game's last step kept with the game row, so that
-- reading a game (for a view or for a step) reads no event. Written with
-- every step, in the same statement as the event (store::games::write_step)
-- and with the deal (store::games::advance); NULL while the game is open.
ALTER TABLE games ADD COLUMN head_hash bytea NULL;
UPDATE games g SET head_hash = e.hash
    FROM game_events e
    WHERE e.game_id = g.id AND e.seq = g.version;
