ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_redelivery_of_fkey;
CREATE INDEX webhook_deliveries_player_id_idx ON webhook_deliveries (player_id, id);
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_pkey;
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id);
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_redelivery_of_fkey
    FOREIGN KEY (redelivery_of) REFERENCES webhook_deliveries (id) ON DELETE SET NULL;
SELECT diesel_manage_updated_at('games');
