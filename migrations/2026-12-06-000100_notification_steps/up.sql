-- The step a notification tells of, and its place among that step's
-- notifications to the same player: a step's notifications are written
-- once, however many times their delivery is tried (a server killed after
-- writing some, two processes delivering the same game), by the unique key
-- of the next migration. (Each is a migration's only command: Citus
-- forwards them to the workers as their text.)
ALTER TABLE notifications ADD COLUMN step_seq bigint, ADD COLUMN step_ord integer;
