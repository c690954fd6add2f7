-- Rated games (docs/RATINGS.md): a game created with `rated` changes its
-- players' ratings once it finishes; `rated_at` is when that was applied.
ALTER TABLE games ADD COLUMN rated boolean NOT NULL DEFAULT false;
ALTER TABLE games ADD COLUMN rated_at timestamptz NULL;

-- Each player's current rating in each game.
CREATE TABLE ratings (
    player_id   uuid             NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    game        text             NOT NULL,
    mu          double precision NOT NULL,
    sigma       double precision NOT NULL,
    games       integer          NOT NULL,
    wins        integer          NOT NULL,
    -- The finish time of the last rated game: idle time counts from it.
    last_played timestamptz      NOT NULL,
    PRIMARY KEY (player_id, game)
);

-- Every rating change, with the game it came from, in the order applied.
-- `game_id` names a game without a foreign key: the table is read by
-- player and in `seq` order, never joined by game, and stays a small
-- reference table when games are distributed (docs/ARCHITECTURE.md,
-- "Scaling out"); games are never deleted.
CREATE TABLE rating_changes (
    seq          bigserial        PRIMARY KEY,
    game_id      uuid             NOT NULL,
    player_id    uuid             NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    game         text             NOT NULL,
    seat         smallint         NOT NULL,
    place        smallint         NOT NULL,
    mu_before    double precision NOT NULL,
    sigma_before double precision NOT NULL,
    mu_after     double precision NOT NULL,
    sigma_after  double precision NOT NULL,
    finished_at  timestamptz      NOT NULL,
    UNIQUE (game_id, player_id)
);
