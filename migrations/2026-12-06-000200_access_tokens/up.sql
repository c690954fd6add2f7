-- Tokens a player gave a narrower reach than its own: personal access
-- tokens (named by the player) and the tokens of apps it authorised by
-- OAuth (named by the app's client id). The token itself is shown once and
-- kept only as its SHA-256; a request's token names its row (claim `grant`),
-- and the row's `revoked_at` ends it at once, leaving the player's other
-- tokens working (docs/API.md, "Personal access tokens"). A reference
-- table on Citus, like `players`: written when a token is made, used (at
-- most once a minute a token) or revoked, and read with the game in a
-- move's one statement on whichever node holds the game.
CREATE TABLE access_tokens (
    id           uuid        NOT NULL,
    player_id    uuid        NOT NULL,
    -- 'personal' (made by the player) or 'app' (an app's, by OAuth).
    kind         text        NOT NULL,
    -- A personal token's name, or the app's client id.
    name         text        NOT NULL,
    -- The host of the app's redirect URI, shown beside its name.
    redirect_host text,
    scopes       text[]      NOT NULL,
    token_hash   bytea       NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz,
    last_used_at timestamptz,
    revoked_at   timestamptz,
    CONSTRAINT access_tokens_pkey PRIMARY KEY (id),
    CONSTRAINT access_tokens_token_hash_key UNIQUE (token_hash),
    CONSTRAINT access_tokens_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id) ON DELETE CASCADE,
    CONSTRAINT access_tokens_kind_check CHECK (kind IN ('personal', 'app'))
);
