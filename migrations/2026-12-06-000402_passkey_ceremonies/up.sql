-- The WebAuthn ceremonies under way: the state webauthn-rs keeps between
-- the options it gives a browser and the credential the browser answers
-- with (the challenge, the credentials allowed, the policy), as its JSON.
-- Single-use (a finish deletes its row, whatever the outcome) and
-- short-lived (`expires_at`): a challenge answered twice, or late, finds
-- nothing. `kind` is 'register' (a signed-in player adding a passkey:
-- `player_id` is that player) or 'sign_in' (`player_id` the player whose
-- handle was given, or null for a passkey that names its player itself).
-- A reference table on Citus, like `oauth_codes`.
CREATE TABLE passkey_ceremonies (
    id         uuid        NOT NULL,
    kind       text        NOT NULL,
    player_id  uuid,
    state      jsonb       NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    CONSTRAINT passkey_ceremonies_pkey PRIMARY KEY (id),
    CONSTRAINT passkey_ceremonies_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id) ON DELETE CASCADE,
    CONSTRAINT passkey_ceremonies_kind_check CHECK (kind IN ('register', 'sign_in'))
)
