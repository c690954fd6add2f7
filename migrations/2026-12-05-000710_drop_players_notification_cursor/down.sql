-- Its values are copied back by the previous migration's down.
ALTER TABLE players ADD COLUMN notification_cursor bigint NOT NULL DEFAULT 0
