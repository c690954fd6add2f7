-- Matchmaking (docs/API.md, "Matchmaking"): a player's wish for a game
-- against anyone, until the matchmaker seats it (`matched`, with the game),
-- it expires or its player cancels it.
CREATE TABLE seeks (
    id             uuid             PRIMARY KEY,
    player_id      uuid             NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    game           text             NOT NULL,
    -- As a game's options are given at creation, `turn_time` among them.
    options        jsonb            NOT NULL,
    seats          smallint         NOT NULL,
    rated          boolean          NOT NULL,
    turn_time      integer          NULL,
    -- The range of the shown rating the seeker accepts at its table.
    min_rating     double precision NULL,
    max_rating     double precision NULL,
    bot_after_secs integer          NULL,
    status         text             NOT NULL DEFAULT 'waiting'
                   CHECK (status IN ('waiting', 'matched', 'expired', 'cancelled')),
    -- The game it was seated in. No foreign key: seeks are a per-player
    -- table (a reference table on Citus, docs/ARCHITECTURE.md), which may
    -- not point into the games distributed by id.
    game_id        uuid             NULL,
    created_at     timestamptz      NOT NULL,
    expires_at     timestamptz      NOT NULL,
    -- When it stopped waiting.
    settled_at     timestamptz      NULL
);
