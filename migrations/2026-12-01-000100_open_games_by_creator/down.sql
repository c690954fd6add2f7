DROP INDEX games_open_created_by_idx;
