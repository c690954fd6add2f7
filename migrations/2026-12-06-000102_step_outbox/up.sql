-- A step commits on its game's shard group alone: the game row, its event,
-- the seat's flag and, here, what it tells other players, all keyed by the
-- game. The notifications themselves (kept by player, on the recipients'
-- shards) follow from this row: `referee_deliver_step` writes a step's
-- notifications for a group of its recipients, once, and the row is
-- deleted when every recipient has them (docs/ARCHITECTURE.md, "A step").
CREATE TABLE game_outbox (
    game_id    uuid        NOT NULL,
    seq        bigint      NOT NULL,
    -- The notifications: recipient, kind and body, in the order written.
    player_ids uuid[]      NOT NULL,
    kinds      text[]      NOT NULL,
    bodies     jsonb[]     NOT NULL,
    -- Wake the clock's sweeper (a deadline was set) or the bot runner (a
    -- bot is on turn) once the step is told.
    wake_clock boolean     NOT NULL,
    wake_bots  boolean     NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT game_outbox_pkey PRIMARY KEY (game_id, seq),
    CONSTRAINT game_outbox_game_id_fkey FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE,
    CONSTRAINT game_outbox_lengths_check CHECK (
        cardinality(player_ids) = cardinality(kinds) AND cardinality(kinds) = cardinality(bodies))
);

-- The write of a step, guarded by the row version read: the game row where
-- it is still that version (and the mover's token, and the key of a signed
-- move, are still valid), and only then the event, the seat's `away` flag
-- and the outbox row; or, with `p_tell_now` (one Postgres, where one
-- transaction may write every row cheaply), the step's notifications
-- themselves (`referee_deliver_step`) and the wake-ups (the payloads given),
-- instead of the outbox row. Answers the row version written and whether
-- the game's outbox holds an earlier step still (to be delivered first), or
-- NULL when nothing was written. Separate statements, each on the game's shard:
-- on Citus the call is delegated whole to the worker that holds the game (a
-- distributed function colocated with `games`), so a step is one round trip
-- and one node's commit; on one Postgres it is one round trip too.
CREATE FUNCTION referee_write_step(
    p_game_id uuid, p_read_version bigint, p_row_version text, p_previous_hash bytea,
    p_version bigint, p_state jsonb, p_status text, p_turn_seat smallint,
    p_finished_at timestamptz, p_turn_deadline timestamptz, p_at timestamptz,
    p_actor_seat smallint, p_action jsonb, p_events jsonb, p_hash bytea,
    p_idempotency_key text, p_request_hash bytea, p_response jsonb, p_played_by text,
    p_signature jsonb, p_away_seat smallint, p_away boolean,
    p_player_ids uuid[], p_kinds text[], p_bodies jsonb[], p_wake_clock boolean,
    p_wake_bots boolean, p_token_player uuid, p_token_generation integer, p_signing_key text,
    p_tell_now boolean, p_retry_secs double precision, p_waiters_channel text, p_waiters text,
    p_work_channel text, p_workers text, p_webhooks_word text)
RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
    written text;
    earlier boolean;
    deliveries integer := 0;
    workers text;
BEGIN
    UPDATE games SET version = p_version, state = p_state, status = p_status,
        turn_seat = p_turn_seat, finished_at = p_finished_at,
        turn_deadline = p_turn_deadline, updated_at = p_at, head_hash = p_hash
    WHERE id = p_game_id AND version = p_read_version AND xmin::text = p_row_version
        AND head_hash = p_previous_hash
        AND (p_token_player IS NULL OR EXISTS (SELECT 1 FROM players
            WHERE players.id = p_token_player AND players.token_generation = p_token_generation))
        AND (p_signing_key IS NULL OR EXISTS (SELECT 1 FROM player_keys
            WHERE player_keys.player_id = p_token_player AND player_keys.key_id = p_signing_key
                AND player_keys.revoked_at IS NULL))
    RETURNING xmin::text INTO written;
    IF written IS NULL THEN
        RETURN NULL;
    END IF;
    INSERT INTO game_events (game_id, seq, actor_seat, action, events, hash,
        idempotency_key, request_hash, response, created_at, played_by, signature)
    VALUES (p_game_id, p_version, p_actor_seat, p_action, p_events, p_hash,
        p_idempotency_key, p_request_hash, p_response, p_at, p_played_by, p_signature);
    IF p_away_seat IS NOT NULL THEN
        UPDATE game_seats SET away = p_away WHERE game_id = p_game_id AND seat = p_away_seat;
    END IF;
    IF p_tell_now THEN
        -- One node holds every row: the step is told in its own
        -- transaction, and no outbox row is needed.
        IF cardinality(p_player_ids) > 0 THEN
            deliveries := referee_deliver_step(p_player_ids[1], p_game_id, p_version,
                p_player_ids, p_kinds, p_bodies, p_retry_secs);
        END IF;
        PERFORM pg_notify(p_waiters_channel, p_waiters);
        workers := concat_ws(' ', CASE WHEN deliveries > 0 THEN p_webhooks_word END,
            nullif(p_workers, ''));
        IF workers <> '' THEN
            PERFORM pg_notify(p_work_channel, workers);
        END IF;
        RETURN ARRAY[written, 'false'];
    END IF;
    earlier := EXISTS (SELECT 1 FROM game_outbox WHERE game_id = p_game_id AND seq < p_version);
    INSERT INTO game_outbox (game_id, seq, player_ids, kinds, bodies, wake_clock, wake_bots, created_at)
    VALUES (p_game_id, p_version, p_player_ids, p_kinds, p_bodies, p_wake_clock, p_wake_bots, p_at);
    RETURN ARRAY[written, earlier::text];
END
$$;

-- Writes step `p_seq` of game `p_game_id`'s notifications to the players of
-- `p_player_ids` (each player's in the order given), with a webhook
-- delivery for each recipient that has a webhook, given up after
-- `p_retry_secs`; `p_shard_player` is one of them, by which Citus sends the
-- call to the node of their shard (a group holds players of one shard).
-- Each player's cursor is bumped once, in player id order (as every writer
-- of notifications does), so cursors stay gapless and commit in order.
-- Answers the deliveries written, or -1 when the group has the step's
-- notifications already (a group is written whole or not at all).
CREATE FUNCTION referee_deliver_step(
    p_shard_player uuid, p_game_id uuid, p_seq bigint, p_player_ids uuid[],
    p_kinds text[], p_bodies jsonb[], p_retry_secs double precision)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    recipient uuid;
    told bigint;
    last_cursor bigint;
    item record;
    deliveries integer := 0;
    hooked boolean;
BEGIN
    IF EXISTS (SELECT 1 FROM notifications WHERE player_id = p_shard_player
            AND game_id = p_game_id AND step_seq = p_seq) THEN
        RETURN -1;
    END IF;
    FOR recipient, told IN
        SELECT t.id, count(*) FROM unnest(p_player_ids) AS t(id) GROUP BY t.id ORDER BY t.id
    LOOP
        INSERT INTO notification_cursors AS c (player_id, cursor) VALUES (recipient, told)
        ON CONFLICT (player_id) DO UPDATE SET cursor = c.cursor + excluded.cursor
        RETURNING c.cursor INTO last_cursor;
        hooked := EXISTS (SELECT 1 FROM webhooks WHERE player_id = recipient);
        FOR item IN
            SELECT row_number() OVER (ORDER BY t.ord) AS n, t.kind, t.body
            FROM unnest(p_player_ids, p_kinds, p_bodies) WITH ORDINALITY AS t(id, kind, body, ord)
            WHERE t.id = recipient ORDER BY t.ord
        LOOP
            INSERT INTO notifications (player_id, cursor, kind, game_id, body, step_seq, step_ord)
            VALUES (recipient, last_cursor - told + item.n, item.kind, p_game_id, item.body,
                p_seq, item.n);
            IF hooked THEN
                INSERT INTO webhook_deliveries (player_id, cursor, give_up_at)
                VALUES (recipient, last_cursor - told + item.n,
                    now() + make_interval(secs => p_retry_secs));
                deliveries := deliveries + 1;
            END IF;
        END LOOP;
    END LOOP;
    RETURN deliveries;
END
$$;
