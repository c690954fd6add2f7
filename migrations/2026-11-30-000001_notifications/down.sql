DROP TABLE webhook_deliveries;
DROP TABLE webhooks;
DROP TABLE notifications;
ALTER TABLE players DROP COLUMN notification_cursor;
