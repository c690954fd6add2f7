ALTER TABLE webhook_deliveries DROP COLUMN redelivery_of;
ALTER TABLE webhooks DROP COLUMN previous_secret_expires_at;
ALTER TABLE webhooks DROP COLUMN previous_secret;
ALTER TABLE webhooks DROP COLUMN paused_reason;
ALTER TABLE webhooks DROP COLUMN paused_at;
ALTER TABLE webhooks DROP COLUMN failing_since;
