//! Authentication, authorization and bad input: clear 4xx problems, and the
//! stored game unchanged.

use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;
use chrono::{Duration, Utc};
use referee::api::auth::TokenKeys;
use serde_json::{json, Value};

use crate::support::{spawn, SECRET};

#[actix_web::test]
async fn tokens_missing_forged_or_expired_are_401() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let reply = app.request(Method::GET, "/v1/games", None, None).await;
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("missing_token"))
    );

    let forged = TokenKeys::new(b"some-other-secret", 3600)
        .unwrap()
        .issue(alice.id)
        .unwrap()
        .0;
    let reply = app.get("/v1/games", &forged).await;
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("invalid_token"))
    );

    let keys = TokenKeys::new(SECRET, 3600).unwrap();
    let expired = keys
        .sign(
            alice.id,
            Utc::now() - Duration::hours(2),
            Utc::now() - Duration::hours(1),
        )
        .unwrap();
    let reply = app.get("/v1/games", &expired).await;
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("token_expired"))
    );

    let reply = app.get("/v1/games", "not.a.jwt").await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    let req = TestRequest::get()
        .uri("/v1/games")
        .insert_header(("Authorization", "Basic abc"));
    assert_eq!(app.send(req).await.status, StatusCode::UNAUTHORIZED);

    // A tampered payload with the original signature.
    let good = keys.issue(alice.id).unwrap().0;
    let mut parts: Vec<String> = good.split('.').map(str::to_owned).collect();
    parts[1] = parts[1].chars().rev().collect();
    let reply = app.get("/v1/games", &parts.join(".")).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/v1/games", &good).await.status, StatusCode::OK);
}

#[actix_web::test]
async fn api_keys_are_exchanged_for_tokens_and_wrong_keys_refused() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let body = json!({ "player_id": alice.id, "api_key": alice.api_key });
    let reply = app
        .request(Method::POST, "/v1/tokens", None, Some(&body))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let token = reply.body["token"].as_str().unwrap();
    assert_eq!(
        app.get("/v1/players/me/games", token).await.status,
        StatusCode::OK
    );
    for name in ["", "   ", "a\u{0}b", "tab\there", &"x".repeat(65)] {
        let reply = app
            .request(
                Method::POST,
                "/v1/players",
                None,
                Some(&json!({ "name": name })),
            )
            .await;
        assert_eq!(
            (reply.status, reply.body["code"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid_name")),
            "{name:?}"
        );
    }
    // A valid token for a player this database does not have.
    let ghost = TokenKeys::new(SECRET, 3600)
        .unwrap()
        .issue(uuid::Uuid::new_v4())
        .unwrap()
        .0;
    let reply = app
        .post(
            "/v1/games",
            &ghost,
            &json!({ "game": "shake-it-meerkat", "seats": 2 }),
        )
        .await;
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("unknown_player"))
    );
    let wrong = json!({ "player_id": alice.id, "api_key": "rk_nope" });
    let reply = app
        .request(Method::POST, "/v1/tokens", None, Some(&wrong))
        .await;
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("invalid_credentials"))
    );
    // The key is stored only as a hash.
    let mut conn = app.db.conn();
    let row = referee::store::players::find(&mut conn, alice.id)
        .unwrap()
        .unwrap();
    assert_ne!(row.api_key_hash, alice.api_key.as_bytes());
    assert_eq!(
        row.api_key_hash,
        referee::api::auth::hash_api_key(&alice.api_key)
    );
}

#[actix_web::test]
async fn moves_by_strangers_are_403_and_out_of_turn_422() {
    let app = spawn().await;
    let (a, b, stranger) = (
        app.player("a").await,
        app.player("b").await,
        app.player("s").await,
    );
    let id = app
        .full_game(
            "shake-it-meerkat",
            json!({ "starting_seat": 0 }),
            &[a.clone(), b.clone()],
        )
        .await;
    let before = app.get(&format!("/v1/games/{id}"), &a.token).await;
    let pass = json!({ "expected_version": 1, "action": { "kind": "pass" } });
    let reply = app
        .post(&format!("/v1/games/{id}/moves"), &stranger.token, &pass)
        .await;
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("not_seated"))
    );
    let reply = app
        .post(&format!("/v1/games/{id}/moves"), &b.token, &pass)
        .await;
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("not_your_turn"))
    );
    // Whose turn it is decides before the action's form.
    let junk = json!({ "expected_version": 1, "action": { "kind": "shout" } });
    let reply = app
        .post(&format!("/v1/games/{id}/moves"), &b.token, &junk)
        .await;
    assert_eq!(reply.body["code"], "not_your_turn");
    let reply = app
        .post(&format!("/v1/games/{id}/moves"), &a.token, &pass)
        .await;
    assert_eq!(reply.body["code"], "leader_must_play");
    let after = app.get(&format!("/v1/games/{id}"), &a.token).await;
    assert_eq!(after.body, before.body, "refused moves change nothing");
    // A spectator sees no hand and has no legal actions.
    let watch = app.get(&format!("/v1/games/{id}"), &stranger.token).await;
    assert_eq!(watch.body["you"], Value::Null);
    assert_eq!(watch.body["view"]["hand"], Value::Null);
    assert_eq!(watch.body["legal_actions"], Value::Null);
}

#[actix_web::test]
async fn bad_input_is_a_clear_problem_and_changes_nothing() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let id = app
        .full_game(
            "shake-it-meerkat",
            json!({ "starting_seat": 0 }),
            &[a.clone(), b.clone()],
        )
        .await;
    let moves = format!("/v1/games/{id}/moves");
    let before = app.get(&format!("/v1/games/{id}"), &a.token).await;

    let raw = |body: &str| {
        TestRequest::post()
            .uri(&moves)
            .insert_header(("Authorization", format!("Bearer {}", a.token)))
            .insert_header(("Content-Type", "application/json"))
            .set_payload(body.to_owned())
    };
    let cases: Vec<(&str, StatusCode, &str)> = vec![
        ("{not json", StatusCode::BAD_REQUEST, "malformed_json"),
        (
            r#"{"expected_version": "one", "action": {"kind": "pass"}}"#,
            StatusCode::BAD_REQUEST,
            "invalid_body",
        ),
        (
            r#"{"expected_version": 1}"#,
            StatusCode::BAD_REQUEST,
            "invalid_body",
        ),
        (
            r#"{"expected_version": 1, "action": {"kind": "pass"}, "extra": 1}"#,
            StatusCode::BAD_REQUEST,
            "invalid_body",
        ),
        (
            r#"{"expected_version": 1, "action": {"kind": "shout"}}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
        ),
        (
            r#"{"expected_version": 1, "action": {"kind": "play", "cards": [1], "rank": "7"}}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_rank",
        ),
        (
            r#"{"expected_version": 1, "action": {"kind": "play", "cards": "all", "rank": "A"}}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
        ),
        (
            r#"{"expected_version": 1, "action": {"kind": "play", "cards": [], "rank": "A"}}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "empty_play",
        ),
        (
            r#"{"expected_version": 7, "action": {"kind": "pass"}}"#,
            StatusCode::CONFLICT,
            "version_conflict",
        ),
    ];
    for (body, status, code) in cases {
        let reply = app.send(raw(body)).await;
        assert_eq!(
            (reply.status, reply.body["code"].as_str()),
            (status, Some(code)),
            "{body}: {}",
            reply.text
        );
    }
    let reply = app
        .send(raw(
            r#"{"expected_version": 7, "action": {"kind": "pass"}}"#,
        ))
        .await;
    assert_eq!(reply.body["current_version"], 1);
    let no_type = TestRequest::post()
        .uri(&moves)
        .insert_header(("Authorization", format!("Bearer {}", a.token)))
        .set_payload("{}");
    assert_eq!(
        app.send(no_type).await.status,
        StatusCode::UNSUPPORTED_MEDIA_TYPE
    );

    let after = app.get(&format!("/v1/games/{id}"), &a.token).await;
    assert_eq!(after.body, before.body, "nothing changed");
    let mut conn = app.db.conn();
    assert_eq!(referee::store::events::all(&mut conn, id).unwrap().len(), 1);

    // Game creation.
    let create: Vec<(Value, StatusCode, &str)> = vec![
        (
            json!({ "game": "chess", "seats": 2 }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "unknown_game",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 9 }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "seats_out_of_range",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 1 }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "seats_out_of_range",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": -1 }),
            StatusCode::BAD_REQUEST,
            "invalid_body",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": "two" }),
            StatusCode::BAD_REQUEST,
            "invalid_body",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2, "options": { "speed": 1 } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "unknown_option",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2, "options": { "card_backs": "shiny" } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_option",
        ),
        (
            json!({ "game": "woof-meow-biscuits", "seats": 2, "options": { "variant": "advanced", "markers": 3 } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_option",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2, "options": [1] }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_option",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2, "client_seed": "zz" }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_client_seed",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2, "seat": 2 }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "seat_out_of_range",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2, "colour": "red" }),
            StatusCode::BAD_REQUEST,
            "invalid_body",
        ),
    ];
    for (body, status, code) in create {
        let reply = app.post("/v1/games", &a.token, &body).await;
        assert_eq!(
            (reply.status, reply.body["code"].as_str()),
            (status, Some(code)),
            "{body}: {}",
            reply.text
        );
    }
    let reply = app
        .post(
            "/v1/games",
            &a.token,
            &json!({ "game": "shake-it-meerkat", "seats": 2, "options": { "speed": 1 } }),
        )
        .await;
    assert_eq!(reply.body["option"], "speed");
    let listed = app.get("/v1/games", &a.token).await;
    assert_eq!(listed.body["total"], 1, "no refused game was stored");

    // Paths and queries.
    assert_eq!(
        app.get("/v1/games/not-a-uuid", &a.token).await.status,
        StatusCode::NOT_FOUND
    );
    let missing = app
        .get(&format!("/v1/games/{}", uuid::Uuid::new_v4()), &a.token)
        .await;
    assert_eq!(missing.body["code"], "game_not_found");
    assert_eq!(
        app.get("/v1/games?status=sleeping", &a.token).await.body["code"],
        "invalid_query"
    );
    assert_eq!(
        app.get("/v1/games?limit=1000", &a.token).await.body["code"],
        "invalid_query"
    );
    assert_eq!(
        app.get("/v1/nowhere", &a.token).await.body["code"],
        "not_found"
    );
}
