ALTER TABLE games DROP COLUMN logged;
DROP TABLE log_nodes;
DROP TABLE log_entries;
