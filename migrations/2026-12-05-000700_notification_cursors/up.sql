-- The last cursor handed out to each player, in a table of its own rather
-- than a column of `players`: every step bumps the cursors of the players it
-- notifies, and on Citus `players` is a reference table, copied to every
-- node, whose every write is a two-phase commit on all nodes serialised by a
-- lock on one of them. Kept by player, this table is distributed with the
-- player's notifications, so a step writes only the nodes of its recipients.
-- A player without a row has handed out no cursor yet (cursor 0). Bumping a
-- row locks it, so a player's cursors are gapless and commit in order: a
-- reader at cursor c never later sees a notification below c appear.
CREATE TABLE notification_cursors (
    player_id uuid   NOT NULL,
    cursor    bigint NOT NULL,
    CONSTRAINT notification_cursors_pkey PRIMARY KEY (player_id),
    CONSTRAINT notification_cursors_player_id_fkey FOREIGN KEY (player_id) REFERENCES players (id) ON DELETE CASCADE,
    CONSTRAINT notification_cursors_cursor_check CHECK (cursor >= 0)
);

INSERT INTO notification_cursors (player_id, cursor)
SELECT id, notification_cursor FROM players WHERE notification_cursor > 0;
