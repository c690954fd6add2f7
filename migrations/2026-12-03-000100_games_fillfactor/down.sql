ALTER TABLE games RESET (fillfactor);
