ALTER TABLE notifications DROP COLUMN step_seq, DROP COLUMN step_ord;
