DROP FUNCTION referee_deliver_step(uuid, uuid, bigint, uuid[], text[], jsonb[], double precision);
DROP FUNCTION referee_write_step(uuid, bigint, text, bytea, bigint, jsonb, text, smallint,
    timestamptz, timestamptz, timestamptz, smallint, jsonb, jsonb, bytea, text, bytea, jsonb, text,
    jsonb, smallint, boolean, uuid[], text[], jsonb[], boolean, boolean, uuid, integer, text,
    boolean, double precision, text, text, text, text, text);
DROP TABLE game_outbox;
