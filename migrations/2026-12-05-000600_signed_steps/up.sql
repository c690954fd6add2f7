-- Signatures (docs/FAIRNESS.md, "The referee's signature", "Signed steps",
-- "Signed moves").

-- Every key the referee has signed with, so that bundles signed before a
-- rotation still verify (GET /v1/keys). Only public keys: the active key's
-- seed is configured or kept in server_settings.
CREATE TABLE referee_keys (
    key_id     text        PRIMARY KEY,
    public_key bytea       NOT NULL CHECK (length(public_key) = 32),
    -- When it became the active key (last time).
    since      timestamptz NOT NULL,
    -- When another key replaced it; NULL for the active key.
    retired_at timestamptz NULL
);

-- The Ed25519 public keys players sign their moves with. A revoked key is
-- kept: the signatures it made still verify, it signs no new move.
CREATE TABLE player_keys (
    player_id  uuid        NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    key_id     text        NOT NULL,
    public_key bytea       NOT NULL CHECK (length(public_key) = 32),
    created_at timestamptz NOT NULL,
    revoked_at timestamptz NULL,
    PRIMARY KEY (player_id, key_id)
);

-- A step's signature: its player's (a signed move) or the referee's (a step
-- it played itself), as the audit bundle shows it.
ALTER TABLE game_events ADD COLUMN signature jsonb NULL;

-- A game whose players must sign every move they send.
ALTER TABLE games ADD COLUMN signed_moves boolean NOT NULL DEFAULT false;
