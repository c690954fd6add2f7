DROP INDEX IF EXISTS games_log_pending_idx
