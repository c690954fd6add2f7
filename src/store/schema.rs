// @generated automatically by Diesel CLI.

diesel::table! {
    game_events (game_id, seq) {
        game_id -> Uuid,
        seq -> Int8,
        actor_seat -> Nullable<Int2>,
        action -> Nullable<Jsonb>,
        events -> Jsonb,
        hash -> Bytea,
        idempotency_key -> Nullable<Text>,
        request_hash -> Nullable<Bytea>,
        response -> Nullable<Jsonb>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    game_seats (game_id, seat) {
        game_id -> Uuid,
        seat -> Int2,
        player_id -> Uuid,
        client_seed -> Nullable<Bytea>,
        joined_at -> Timestamptz,
    }
}

diesel::table! {
    games (id) {
        id -> Uuid,
        game -> Text,
        options -> Jsonb,
        status -> Text,
        seat_count -> Int2,
        version -> Int8,
        state -> Nullable<Jsonb>,
        seed_commitment -> Bytea,
        server_seed -> Bytea,
        game_seed -> Nullable<Bytea>,
        turn_seat -> Nullable<Int2>,
        created_by -> Uuid,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        finished_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    players (id) {
        id -> Uuid,
        name -> Text,
        api_key_hash -> Bytea,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    server_settings (key) {
        key -> Text,
        value -> Text,
    }
}

diesel::joinable!(game_events -> games (game_id));
diesel::joinable!(game_seats -> games (game_id));
diesel::joinable!(game_seats -> players (player_id));
diesel::joinable!(games -> players (created_by));

diesel::allow_tables_to_appear_in_same_query!(
    game_events,
    game_seats,
    games,
    players,
    server_settings,
);
