-- The authorization codes of OAuth 2.0 (RFC 6749, 4.1): each is what a
-- player approved for an app (its client id, the exact redirect URI, the
-- scopes) and the PKCE challenge the app must answer (RFC 7636, S256 only).
-- Kept as the SHA-256 of the code; single-use (`used_at`, set by a
-- compare-and-set) and short-lived (`expires_at`); a code presented again
-- revokes the token it gave (`access_token_id`), as RFC 6749, 4.1.2 asks.
-- A reference table on Citus, like `access_tokens`.
CREATE TABLE oauth_codes (
    code_hash        bytea       NOT NULL,
    player_id        uuid        NOT NULL,
    -- The generation of the player's tokens when it approved: the app's
    -- token carries it, so a revocation of every token since ends it too.
    token_generation integer     NOT NULL,
    client_id        text        NOT NULL,
    redirect_uri     text        NOT NULL,
    code_challenge   text        NOT NULL,
    scopes           text[]      NOT NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    expires_at       timestamptz NOT NULL,
    used_at          timestamptz,
    access_token_id  uuid,
    CONSTRAINT oauth_codes_pkey PRIMARY KEY (code_hash),
    CONSTRAINT oauth_codes_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id) ON DELETE CASCADE
);
