-- Revocable tokens (POST /v1/tokens/revoke). A token carries the generation
-- of its player's tokens when it was issued (claim `gen`; a token without it
-- is generation 0); it is valid while that is still the player's
-- generation. Revoking adds one, so every token issued before is refused on
-- its next request, in every process. A counter, not a time: no clock skew
-- between processes, and no doubt about a token issued in the same second.
ALTER TABLE players
    ADD COLUMN token_generation integer NOT NULL DEFAULT 0,
    ADD CONSTRAINT players_token_generation_check CHECK (token_generation >= 0);
