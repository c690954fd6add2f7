// @generated automatically by Diesel CLI.

diesel::table! {
    access_tokens (id) {
        id -> Uuid,
        player_id -> Uuid,
        kind -> Text,
        name -> Text,
        redirect_host -> Nullable<Text>,
        scopes -> Array<Nullable<Text>>,
        token_hash -> Bytea,
        created_at -> Timestamptz,
        expires_at -> Nullable<Timestamptz>,
        last_used_at -> Nullable<Timestamptz>,
        revoked_at -> Nullable<Timestamptz>,
    }
}

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
        played_by -> Nullable<Text>,
        signature -> Nullable<Jsonb>,
    }
}

diesel::table! {
    game_invitations (game_id, player_id) {
        game_id -> Uuid,
        player_id -> Uuid,
        seat -> Nullable<Int2>,
        invited_at -> Timestamptz,
    }
}

diesel::table! {
    game_outbox (game_id, seq) {
        game_id -> Uuid,
        seq -> Int8,
        player_ids -> Array<Nullable<Uuid>>,
        kinds -> Array<Nullable<Text>>,
        bodies -> Array<Nullable<Jsonb>>,
        wake_clock -> Bool,
        wake_bots -> Bool,
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
        away -> Bool,
        resigned -> Bool,
        bot -> Nullable<Text>,
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
        turn_time -> Nullable<Int4>,
        turn_deadline -> Nullable<Timestamptz>,
        visibility -> Text,
        spectators -> Text,
        invite_code_hash -> Nullable<Bytea>,
        rematch_of -> Nullable<Uuid>,
        rematch -> Nullable<Uuid>,
        head_hash -> Nullable<Bytea>,
        rated -> Bool,
        rated_at -> Nullable<Timestamptz>,
        logged -> Bool,
        signed_moves -> Bool,
    }
}

diesel::table! {
    log_entries (leaf_index) {
        leaf_index -> Int8,
        game_id -> Uuid,
        leaf -> Bytea,
        appended_at -> Timestamptz,
    }
}

diesel::table! {
    log_nodes (level, node_index) {
        level -> Int2,
        node_index -> Int8,
        hash -> Bytea,
    }
}

diesel::table! {
    notification_cursors (player_id) {
        player_id -> Uuid,
        cursor -> Int8,
    }
}

diesel::table! {
    notifications (player_id, cursor) {
        player_id -> Uuid,
        cursor -> Int8,
        kind -> Text,
        game_id -> Nullable<Uuid>,
        body -> Jsonb,
        created_at -> Timestamptz,
        step_seq -> Nullable<Int8>,
        step_ord -> Nullable<Int4>,
    }
}

diesel::table! {
    oauth_codes (code_hash) {
        code_hash -> Bytea,
        player_id -> Uuid,
        token_generation -> Int4,
        client_id -> Text,
        redirect_uri -> Text,
        code_challenge -> Text,
        scopes -> Array<Nullable<Text>>,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
        access_token_id -> Nullable<Uuid>,
    }
}

diesel::table! {
    passkey_ceremonies (id) {
        id -> Uuid,
        kind -> Text,
        player_id -> Nullable<Uuid>,
        state -> Jsonb,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
    }
}

diesel::table! {
    passkeys (id) {
        id -> Uuid,
        player_id -> Uuid,
        credential_id -> Bytea,
        name -> Text,
        passkey -> Jsonb,
        created_at -> Timestamptz,
        last_used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    player_games (player_id, game_id) {
        player_id -> Uuid,
        game_id -> Uuid,
        created_at -> Timestamptz,
        ended -> Bool,
    }
}

diesel::table! {
    player_keys (player_id, key_id) {
        player_id -> Uuid,
        key_id -> Text,
        public_key -> Bytea,
        created_at -> Timestamptz,
        revoked_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    players (id) {
        id -> Uuid,
        name -> Text,
        api_key_hash -> Bytea,
        created_at -> Timestamptz,
        token_generation -> Int4,
        handle -> Nullable<Text>,
        password_hash -> Nullable<Text>,
        recovery_code_hash -> Nullable<Bytea>,
    }
}

diesel::table! {
    rating_changes (seq) {
        seq -> Int8,
        game_id -> Uuid,
        player_id -> Uuid,
        game -> Text,
        seat -> Int2,
        place -> Int2,
        mu_before -> Float8,
        sigma_before -> Float8,
        mu_after -> Float8,
        sigma_after -> Float8,
        finished_at -> Timestamptz,
    }
}

diesel::table! {
    ratings (player_id, game) {
        player_id -> Uuid,
        game -> Text,
        mu -> Float8,
        sigma -> Float8,
        games -> Int4,
        wins -> Int4,
        last_played -> Timestamptz,
    }
}

diesel::table! {
    referee_keys (key_id) {
        key_id -> Text,
        public_key -> Bytea,
        since -> Timestamptz,
        retired_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    seeks (id) {
        id -> Uuid,
        player_id -> Uuid,
        game -> Text,
        options -> Jsonb,
        seats -> Int2,
        rated -> Bool,
        turn_time -> Nullable<Int4>,
        min_rating -> Nullable<Float8>,
        max_rating -> Nullable<Float8>,
        bot_after_secs -> Nullable<Int4>,
        status -> Text,
        game_id -> Nullable<Uuid>,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        settled_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    server_settings (key) {
        key -> Text,
        value -> Text,
    }
}

diesel::table! {
    webhook_deliveries (id) {
        id -> Int8,
        player_id -> Uuid,
        cursor -> Int8,
        status -> Text,
        attempts -> Int4,
        due_at -> Timestamptz,
        lease_until -> Nullable<Timestamptz>,
        give_up_at -> Timestamptz,
        last_attempt_at -> Nullable<Timestamptz>,
        last_status -> Nullable<Int4>,
        last_error -> Nullable<Text>,
        created_at -> Timestamptz,
        delivered_at -> Nullable<Timestamptz>,
        redelivery_of -> Nullable<Int8>,
    }
}

diesel::table! {
    webhooks (player_id) {
        player_id -> Uuid,
        url -> Text,
        secret -> Text,
        created_at -> Timestamptz,
        failing_since -> Nullable<Timestamptz>,
        paused_at -> Nullable<Timestamptz>,
        paused_reason -> Nullable<Text>,
        previous_secret -> Nullable<Text>,
        previous_secret_expires_at -> Nullable<Timestamptz>,
    }
}

diesel::joinable!(access_tokens -> players (player_id));
diesel::joinable!(game_events -> games (game_id));
diesel::joinable!(game_seats -> games (game_id));
diesel::joinable!(game_invitations -> games (game_id));
diesel::joinable!(game_outbox -> games (game_id));
diesel::joinable!(game_invitations -> players (player_id));
diesel::joinable!(game_seats -> players (player_id));
diesel::joinable!(player_keys -> players (player_id));
diesel::joinable!(games -> players (created_by));
diesel::joinable!(notification_cursors -> players (player_id));
diesel::joinable!(notifications -> players (player_id));
diesel::joinable!(oauth_codes -> players (player_id));
diesel::joinable!(passkey_ceremonies -> players (player_id));
diesel::joinable!(passkeys -> players (player_id));
diesel::joinable!(player_games -> players (player_id));
diesel::joinable!(webhooks -> players (player_id));
diesel::joinable!(ratings -> players (player_id));
diesel::joinable!(rating_changes -> players (player_id));
diesel::joinable!(seeks -> players (player_id));

diesel::allow_tables_to_appear_in_same_query!(
    access_tokens,
    game_events,
    game_invitations,
    game_outbox,
    game_seats,
    games,
    log_entries,
    log_nodes,
    notification_cursors,
    notifications,
    oauth_codes,
    passkey_ceremonies,
    passkeys,
    player_games,
    player_keys,
    players,
    rating_changes,
    ratings,
    referee_keys,
    seeks,
    server_settings,
    webhook_deliveries,
    webhooks,
);
