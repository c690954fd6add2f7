-- What Citus needs before `referee distribute` can spread the schema over
-- its workers (docs/OPERATIONS.md, "Scaling out"); on one Postgres it
-- changes nothing the API shows.

-- Citus refuses a distributed table with triggers. The store sets
-- `updated_at` in every update of a game instead.
DROP TRIGGER IF EXISTS set_updated_at ON games;

-- Deliveries are distributed by player, with their notifications: every
-- key of a distributed table leads with its distribution column, and a
-- foreign key between its rows carries it. Cascading, not SET NULL (which
-- Citus refuses on a key that holds the distribution column): a redelivery
-- repeats the same notification as the delivery it links to, so the two
-- are deleted together with it anyway.
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_redelivery_of_fkey;
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_pkey;
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (player_id, id);
-- The new primary key serves a player's deliveries in order.
DROP INDEX webhook_deliveries_player_id_idx;
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_redelivery_of_fkey
    FOREIGN KEY (player_id, redelivery_of) REFERENCES webhook_deliveries (player_id, id)
    ON DELETE CASCADE;
