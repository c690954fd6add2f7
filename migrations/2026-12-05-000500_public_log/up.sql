-- The public log of finished games (docs/FAIRNESS.md, "The public log"):
-- an RFC 6962 Merkle tree with one leaf per finished or aborted game, in
-- the order the log's appender (one at a time, under an advisory lock)
-- numbered them: leaf indexes run from 0 with no gap.
CREATE TABLE log_entries (
    leaf_index  bigint      PRIMARY KEY CHECK (leaf_index >= 0),
    -- No foreign key, as rating_changes: the log is one global sequence (a
    -- reference table on Citus), never joined by game.
    game_id     uuid        NOT NULL UNIQUE,
    -- The leaf's bytes (crate::transparency::leaf): final values only.
    leaf        bytea       NOT NULL,
    appended_at timestamptz NOT NULL
);

-- Every perfect subtree of the log once complete: the hash of 2^level
-- leaves from leaf node_index * 2^level on (level 0: the leaves' hashes).
-- Any root or proof reads O(log² n) of them; none changes once written.
CREATE TABLE log_nodes (
    level      smallint NOT NULL CHECK (level >= 0 AND level < 64),
    node_index bigint   NOT NULL CHECK (node_index >= 0),
    hash       bytea    NOT NULL,
    PRIMARY KEY (level, node_index)
);

-- Whether the game's leaf is in the log; the appender's queue is the
-- games over and not logged yet, in the order they ended.
ALTER TABLE games ADD COLUMN logged boolean NOT NULL DEFAULT false;
