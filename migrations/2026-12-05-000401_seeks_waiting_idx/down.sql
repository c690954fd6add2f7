DROP INDEX IF EXISTS seeks_waiting_idx
