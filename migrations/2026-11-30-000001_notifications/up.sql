-- Notifications (a transactional outbox): every change a player should hear
-- about is a row written in the transaction of the change. Long-polls, the
-- SSE stream and webhooks all read this one table.

-- The last cursor handed out to each player. Bumping it locks the player's
-- row, so a player's cursors are gapless and commit in order: a reader at
-- cursor c never later sees a notification below c appear.
ALTER TABLE players ADD COLUMN notification_cursor bigint NOT NULL DEFAULT 0;

CREATE TABLE notifications (
    player_id  uuid        NOT NULL,
    cursor     bigint      NOT NULL,
    kind       text        NOT NULL,
    game_id    uuid        NULL,
    body       jsonb       NOT NULL,          -- the notification as the API shows it
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT notifications_pkey PRIMARY KEY (player_id, cursor),
    CONSTRAINT notifications_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id) ON DELETE CASCADE,
    CONSTRAINT notifications_cursor_check CHECK (cursor > 0)
);
-- Retention: old notifications are deleted by age.
CREATE INDEX notifications_created_at_idx ON notifications (created_at);

-- A player's webhook: where its notifications are POSTed, and the secret
-- that signs them.
CREATE TABLE webhooks (
    player_id  uuid        NOT NULL,
    url        text        NOT NULL,
    secret     text        NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT webhooks_pkey PRIMARY KEY (player_id),
    CONSTRAINT webhooks_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id) ON DELETE CASCADE
);

-- One delivery per notification of a player with a webhook, written with the
-- notification. Delivered in `id` order per player; claimed by any server
-- process (FOR UPDATE SKIP LOCKED) with a lease, so two processes never run
-- the same attempt at once; retried with back-off until `give_up_at`.
CREATE TABLE webhook_deliveries (
    id           bigserial   NOT NULL,
    player_id    uuid        NOT NULL,
    cursor       bigint      NOT NULL,
    status       text        NOT NULL DEFAULT 'pending',
    attempts     integer     NOT NULL DEFAULT 0,
    due_at       timestamptz NOT NULL DEFAULT now(),
    lease_until  timestamptz NULL,
    give_up_at   timestamptz NOT NULL,
    last_attempt_at timestamptz NULL,
    last_status  integer     NULL,             -- HTTP status of the last attempt
    last_error   text        NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    delivered_at timestamptz NULL,
    CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id),
    CONSTRAINT webhook_deliveries_notification_fkey FOREIGN KEY (player_id, cursor)
        REFERENCES notifications (player_id, cursor) ON DELETE CASCADE,
    CONSTRAINT webhook_deliveries_status_check CHECK (status IN ('pending', 'delivered', 'failed'))
);
-- The worker's queue: pending deliveries by due time.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (due_at) WHERE status = 'pending';
-- A player's deliveries in order (the head of each player's queue; the list).
CREATE INDEX webhook_deliveries_player_id_idx ON webhook_deliveries (player_id, id);
