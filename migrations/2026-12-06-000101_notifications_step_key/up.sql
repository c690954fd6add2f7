-- A step's notifications are written once per recipient, however many
-- times their delivery is tried (a server killed after writing some, two
-- processes delivering the same game): `referee_deliver_step`.
CREATE UNIQUE INDEX notifications_step_key ON notifications (player_id, game_id, step_seq, step_ord)
    WHERE step_seq IS NOT NULL;
