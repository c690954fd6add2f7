-- Who may see and join a game.
ALTER TABLE games
    ADD COLUMN visibility text NOT NULL DEFAULT 'public',
    ADD COLUMN spectators text NOT NULL DEFAULT 'anyone',
    -- SHA-256 of the game's invite code (the code is shown once, to the creator).
    ADD COLUMN invite_code_hash bytea NULL,
    -- The finished game this one is a rematch of, and the rematch of this one.
    ADD COLUMN rematch_of uuid NULL,
    ADD COLUMN rematch uuid NULL,
    ADD CONSTRAINT games_visibility_check CHECK (visibility IN ('public', 'unlisted', 'private')),
    ADD CONSTRAINT games_spectators_check CHECK (spectators IN ('anyone', 'players')),
    -- A private game is read by its players only.
    ADD CONSTRAINT games_private_spectators_check CHECK (visibility <> 'private' OR spectators = 'players');
-- The lobby lists public games only.
CREATE INDEX games_visibility_status_created_at_idx ON games (visibility, status, created_at);

-- Players invited to a game, each optionally with a seat kept for them.
CREATE TABLE game_invitations (
    game_id    uuid        NOT NULL,
    player_id  uuid        NOT NULL,
    seat       smallint    NULL,
    invited_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT game_invitations_pkey PRIMARY KEY (game_id, player_id),
    CONSTRAINT game_invitations_game_id_fkey FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE,
    CONSTRAINT game_invitations_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id),
    CONSTRAINT game_invitations_seat_check CHECK (seat IS NULL OR seat >= 0)
);
CREATE UNIQUE INDEX game_invitations_game_id_seat_key ON game_invitations (game_id, seat) WHERE seat IS NOT NULL;
-- "Games I am invited to".
CREATE INDEX game_invitations_player_id_idx ON game_invitations (player_id);
