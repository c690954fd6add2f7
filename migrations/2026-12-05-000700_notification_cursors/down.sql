-- players.notification_cursor is back (the next migration's down ran first).
UPDATE players p SET notification_cursor = c.cursor
FROM notification_cursors c WHERE c.player_id = p.id;

DROP TABLE notification_cursors;
