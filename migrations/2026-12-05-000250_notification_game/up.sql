-- Every notification about a game names which game it is a game of
-- (`game`, the catalog's id), so that a client can read it without
-- fetching the game first.
UPDATE notifications AS n
SET body = n.body || jsonb_build_object('game', g.game)
FROM games AS g
WHERE n.game_id = g.id AND NOT n.body ? 'game';
