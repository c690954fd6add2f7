-- Each player's games (those it holds a seat or an invitation in), kept by
-- player with each game's creation time: `GET /v1/players/me/games` reads
-- a page of them from one player's rows, in order, instead of finding the
-- player's seats among every game's. Written with the seat or invitation
-- (`store::player_games`), removed when the player holds neither. On Citus
-- distributed by player, colocated with `notifications`: a player's list is
-- on one shard.
--
-- `ended` is set once the game has finished (by the delivery of the step
-- that finished it, which writes the player's `game_finished` notification
-- beside it) or was aborted: a game marked ended has surely ended, so the
-- lists of open and running games (`turn=mine`, `status=open|active`) read
-- only the entries not marked, and still check each game's own status (a
-- game may have ended an instant before its mark is written).
CREATE TABLE player_games (
    player_id  uuid        NOT NULL,
    game_id    uuid        NOT NULL,
    created_at timestamptz NOT NULL,
    ended      boolean     NOT NULL DEFAULT false,
    CONSTRAINT player_games_pkey PRIMARY KEY (player_id, game_id),
    CONSTRAINT player_games_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id)
);

INSERT INTO player_games (player_id, game_id, created_at, ended)
SELECT s.player_id, s.game_id, g.created_at, g.status IN ('finished', 'aborted')
FROM game_seats s JOIN games g ON g.id = s.game_id
UNION
SELECT i.player_id, i.game_id, g.created_at, g.status IN ('finished', 'aborted')
FROM game_invitations i JOIN games g ON g.id = i.game_id
