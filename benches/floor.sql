-- benches/floor.sql — the tables of the floor (benches/floor.pgbench): the
-- least a move-shaped write can cost on this cluster, fixed here and
-- deliberately not following the server's schema, so that a heavier server
-- write shows as a lower ratio to it rather than slowing both sides alike.
-- One game row per pgbench client (ids 0 to :clients − 1), its version and
-- a snapshot of the size the server writes (:'state'); one event per move.
-- Run by scripts/bench-api --compare: psql -v clients=N -v state=JSON -f benches/floor.sql
DROP SCHEMA IF EXISTS floor CASCADE;
CREATE SCHEMA floor;
CREATE TABLE floor.games (
    id integer PRIMARY KEY,
    version integer NOT NULL,
    state jsonb NOT NULL
);
CREATE TABLE floor.events (
    game_id integer NOT NULL REFERENCES floor.games (id),
    seq integer NOT NULL,
    action jsonb NOT NULL,
    events jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (game_id, seq)
);
INSERT INTO floor.games (id, version, state)
SELECT i, 0, :'state'::jsonb FROM generate_series(0, :clients - 1) AS i;
