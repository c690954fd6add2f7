-- The cursors live in notification_cursors now. A statement of its own: on
-- Citus, `players` is a reference table, and Citus sends the text of an
-- ALTER TABLE on it to every node as the migration gave it, which a
-- worker refuses when that text holds more than one command.
ALTER TABLE players DROP COLUMN notification_cursor
