-- Passkeys (WebAuthn credentials) a player signs in with: each is the
-- public key and counter webauthn-rs keeps for a credential (`passkey`, its
-- own JSON), the credential's id (one player's only: unique across all),
-- the name the player gave it, and its last use. Signing in with one gives
-- a token of every scope, as a password does (docs/API.md, "Passkeys"). A
-- reference table on Citus, like `access_tokens`: written when registered,
-- used or deleted, read by id when one signs in.
CREATE TABLE passkeys (
    id            uuid        NOT NULL,
    player_id     uuid        NOT NULL,
    credential_id bytea       NOT NULL,
    name          text        NOT NULL,
    passkey       jsonb       NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    last_used_at  timestamptz,
    CONSTRAINT passkeys_pkey PRIMARY KEY (id),
    CONSTRAINT passkeys_credential_id_key UNIQUE (credential_id),
    CONSTRAINT passkeys_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id) ON DELETE CASCADE
)
