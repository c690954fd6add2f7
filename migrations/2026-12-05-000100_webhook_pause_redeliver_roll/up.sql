-- A webhook that keeps failing is paused: `failing_since` is the first
-- failed attempt of the current run of failures (cleared by a delivery);
-- once it is older than the pause period the worker sets `paused_at` and
-- `paused_reason` and attempts nothing more until the player resumes it.
ALTER TABLE webhooks ADD COLUMN failing_since timestamptz NULL;
ALTER TABLE webhooks ADD COLUMN paused_at timestamptz NULL;
ALTER TABLE webhooks ADD COLUMN paused_reason text NULL;
-- A rolled secret keeps signing (as a second `v1=`) until it expires.
ALTER TABLE webhooks ADD COLUMN previous_secret text NULL;
ALTER TABLE webhooks ADD COLUMN previous_secret_expires_at timestamptz NULL;

-- A redelivery is a new delivery of the same notification, linked to the
-- delivery it repeats.
ALTER TABLE webhook_deliveries ADD COLUMN redelivery_of bigint NULL;
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_redelivery_of_fkey
    FOREIGN KEY (redelivery_of) REFERENCES webhook_deliveries (id) ON DELETE SET NULL;
