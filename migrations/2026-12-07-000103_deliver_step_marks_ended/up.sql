-- `referee_deliver_step` as before, and besides: a recipient told that the
-- game finished has the game marked ended in its list of games
-- (`player_games`, on the recipient's shard like its notifications), in
-- the same transaction as the notification. The signature is unchanged, so
-- Citus keeps the function delegated by `p_shard_player`.
CREATE OR REPLACE FUNCTION referee_deliver_step(
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
            IF item.kind = 'game_finished' THEN
                UPDATE player_games SET ended = true
                WHERE player_id = recipient AND game_id = p_game_id AND NOT ended;
            END IF;
        END LOOP;
    END LOOP;
    RETURN deliveries;
END
$$;
