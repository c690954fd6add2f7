-- The open-games cap counts a player's open games at every create and join.
CREATE INDEX games_open_created_by_idx ON games (created_by) WHERE status = 'open';
