-- The referee's core schema.
--
-- Every per-game table leads with game_id, and every per-game query filters
-- on it, so that the schema can be distributed by game_id (e.g. on Citus, with
-- players and server_settings as reference tables) without a change of code.
-- Constraint and index names are explicit: the store maps some of them to
-- API errors (a duplicate (game_id, seq) is a version conflict).

-- Registered players (humans or bots). Only a hash of the API key is kept.
CREATE TABLE players (
    id           uuid        NOT NULL,
    name         text        NOT NULL,
    api_key_hash bytea       NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT players_pkey PRIMARY KEY (id),
    CONSTRAINT players_name_length CHECK (char_length(name) BETWEEN 1 AND 64)
);
CREATE UNIQUE INDEX players_api_key_hash_key ON players (api_key_hash);

-- One row per game: its setup, status and the engine snapshot after the last
-- event (`version` = seq of that event, 0 before any). A move updates the row
-- WHERE version = the version it read.
CREATE TABLE games (
    id              uuid        NOT NULL,
    game            text        NOT NULL,             -- engine id, e.g. 'shake-it-meerkat'
    options         jsonb       NOT NULL,             -- validated setup options
    status          text        NOT NULL,
    seat_count      smallint    NOT NULL,
    version         bigint      NOT NULL DEFAULT 0,
    state           jsonb       NULL,                 -- engine snapshot; NULL while open
    seed_commitment bytea       NOT NULL,             -- SHA-256 of server_seed, public
    server_seed     bytea       NOT NULL,             -- secret until the game ends
    game_seed       bytea       NULL,                 -- derived at start
    turn_seat       smallint    NULL,                 -- whose turn; NULL when nobody's
    created_by      uuid        NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    finished_at     timestamptz NULL,
    CONSTRAINT games_pkey PRIMARY KEY (id),
    CONSTRAINT games_created_by_fkey FOREIGN KEY (created_by) REFERENCES players (id),
    CONSTRAINT games_status_check CHECK (status IN ('open', 'active', 'finished', 'aborted')),
    CONSTRAINT games_seat_count_check CHECK (seat_count BETWEEN 2 AND 10),
    CONSTRAINT games_version_check CHECK (version >= 0),
    CONSTRAINT games_turn_seat_check CHECK (turn_seat IS NULL OR (turn_seat >= 0 AND turn_seat < seat_count))
);
-- Lobby listings: open games of one kind, oldest first.
CREATE INDEX games_status_game_created_at_idx ON games (status, game, created_at);
CREATE INDEX games_created_at_idx ON games (created_at);
-- updated_at follows every change of the row unless the update sets it.
SELECT diesel_manage_updated_at('games');

-- Who sits where. client_seed is the player's contribution to the game seed.
CREATE TABLE game_seats (
    game_id     uuid        NOT NULL,
    seat        smallint    NOT NULL,
    player_id   uuid        NOT NULL,
    client_seed bytea       NULL,
    joined_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT game_seats_pkey PRIMARY KEY (game_id, seat),
    CONSTRAINT game_seats_game_id_player_id_key UNIQUE (game_id, player_id),
    CONSTRAINT game_seats_game_id_fkey FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE,
    CONSTRAINT game_seats_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id),
    CONSTRAINT game_seats_seat_check CHECK (seat >= 0)
);
-- "My games".
CREATE INDEX game_seats_player_id_idx ON game_seats (player_id);

-- The event log: one row per accepted action (or system step), seq = 1, 2, ...
-- `events` holds the full, unredacted events; `hash` chains the previous
-- row's hash. A retried request with the same Idempotency-Key (per game and
-- seat) finds its row and gets `response` back; `request_hash` detects a
-- different request reusing a key.
CREATE TABLE game_events (
    game_id         uuid        NOT NULL,
    seq             bigint      NOT NULL,
    actor_seat      smallint    NULL,                 -- NULL for system events
    action          jsonb       NULL,                 -- the action as submitted
    events          jsonb       NOT NULL,
    hash            bytea       NOT NULL,
    idempotency_key text        NULL,
    request_hash    bytea       NULL,
    response        jsonb       NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT game_events_pkey PRIMARY KEY (game_id, seq),
    CONSTRAINT game_events_game_id_fkey FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE,
    CONSTRAINT game_events_seq_check CHECK (seq >= 0),
    CONSTRAINT game_events_actor_seat_check CHECK (actor_seat IS NULL OR actor_seat >= 0)
);
CREATE UNIQUE INDEX game_events_idempotency_key_idx
    ON game_events (game_id, actor_seat, idempotency_key)
    WHERE idempotency_key IS NOT NULL;

-- Server-wide settings, e.g. the generated JWT secret when none is configured.
CREATE TABLE server_settings (
    key   text NOT NULL,
    value text NOT NULL,
    CONSTRAINT server_settings_pkey PRIMARY KEY (key)
);
