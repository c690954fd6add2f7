//! Authentication, authorization and bad input: clear 4xx problems, and the
//! stored game unchanged.

use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;
use chrono::{Duration, Utc};
use referee::http::auth::TokenKeys;
use serde_json::{json, Value};

use crate::support::{spawn, Reply, SECRET};

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
        .issue(alice.id, 0)
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
            0,
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
    let good = keys.issue(alice.id, 0).unwrap().0;
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
    // A NUL is refused with the body, before the name rule is read: no
    // string with one reaches the database.
    for (name, status, code) in [
        ("", StatusCode::UNPROCESSABLE_ENTITY, "invalid_name"),
        ("   ", StatusCode::UNPROCESSABLE_ENTITY, "invalid_name"),
        ("a\u{0}b", StatusCode::BAD_REQUEST, "invalid_body"),
        (
            "tab\there",
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_name",
        ),
        (
            &"x".repeat(65),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_name",
        ),
    ] {
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
            (status, Some(code)),
            "{name:?}"
        );
    }
    // A valid token for a player this database does not have.
    let ghost = TokenKeys::new(SECRET, 3600)
        .unwrap()
        .issue(uuid::Uuid::new_v4(), 0)
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
    let mut conn = app.db.async_conn().await;
    let row = referee::store::players::find(&mut conn, alice.id)
        .await
        .unwrap()
        .unwrap();
    assert_ne!(row.api_key_hash, alice.api_key.as_bytes());
    assert_eq!(
        row.api_key_hash,
        referee::http::auth::hash_api_key(&alice.api_key)
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
    let pass =
        json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "pass" } });
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
    let junk =
        json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "shout" } });
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
            r#"{"game": "shake-it-meerkat", "expected_version": "one", "action": {"kind": "pass"}}"#,
            StatusCode::BAD_REQUEST,
            "invalid_body",
        ),
        (
            r#"{"game": "shake-it-meerkat", "expected_version": 1}"#,
            StatusCode::BAD_REQUEST,
            "invalid_body",
        ),
        (
            r#"{"game": "shake-it-meerkat", "expected_version": 1, "action": {"kind": "pass"}, "extra": 1}"#,
            StatusCode::BAD_REQUEST,
            "invalid_body",
        ),
        (
            r#"{"game": "shake-it-meerkat", "expected_version": 1, "action": {"kind": "shout"}}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
        ),
        (
            r#"{"game": "shake-it-meerkat", "expected_version": 1, "action": {"kind": "play", "cards": [1], "rank": "7"}}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_rank",
        ),
        (
            r#"{"game": "shake-it-meerkat", "expected_version": 1, "action": {"kind": "play", "cards": "all", "rank": "A"}}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
        ),
        (
            r#"{"game": "shake-it-meerkat", "expected_version": 1, "action": {"kind": "play", "cards": [], "rank": "A"}}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "empty_play",
        ),
        (
            r#"{"game": "shake-it-meerkat", "expected_version": 7, "action": {"kind": "pass"}}"#,
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
            r#"{"game": "shake-it-meerkat", "expected_version": 7, "action": {"kind": "pass"}}"#,
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
    let mut conn = app.db.async_conn().await;
    assert_eq!(
        referee::store::events::all(&mut conn, id)
            .await
            .unwrap()
            .len(),
        1
    );

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

/// Rust internals a `detail` must never show.
const RUSTY: [&str; 11] = [
    "u8", "u16", "u32", "u64", "i64", "usize", "struct ", "Some(", "None", "Option<", "Vec<",
];

/// The status and code are `status`/`code`, and the detail names `field` in
/// the API's words, with no Rust type names.
fn assert_human(reply: &Reply, status: StatusCode, code: &str, field: &str, case: &str) {
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (status, Some(code)),
        "{case}: {}",
        reply.text
    );
    let detail = reply.body["detail"].as_str().unwrap_or_default();
    assert!(
        detail.contains(field),
        "{case}: the detail should name {field:?}: {detail}"
    );
    for word in RUSTY {
        assert!(
            !detail.contains(word),
            "{case}: the detail shows {word:?}: {detail}"
        );
    }
}

#[actix_web::test]
async fn bad_bodies_are_explained_in_the_apis_words() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let bad = StatusCode::BAD_REQUEST;
    let creates = [
        (
            json!({ "game": "shake-it-meerkat", "seats": "x" }),
            "`seats`: expected an integer of at least 0",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": -1 }),
            "`seats`: expected an integer of at least 0, got -1",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": [2] }),
            "`seats`",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2, "colour": "red" }),
            "unknown field `colour`; the fields here are game, seats, options",
        ),
        (json!({ "seats": 2 }), "missing field `game`"),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2, "join": "yes" }),
            "`join`: expected true or false",
        ),
        (json!([1, 2]), "the body: expected an object"),
    ];
    for (body, field) in creates {
        let reply = app.post("/v1/games", &a.token, &body).await;
        assert_human(&reply, bad, "invalid_body", field, &body.to_string());
    }
    let token = json!({ "player_id": "abc", "api_key": "rk_x" });
    let reply = app
        .request(Method::POST, "/v1/tokens", None, Some(&token))
        .await;
    assert_human(
        &reply,
        bad,
        "invalid_body",
        "`player_id`: expected a UUID",
        "token",
    );

    let id = app
        .full_game(
            "shake-it-meerkat",
            json!({ "starting_seat": 0 }),
            &[a.clone(), b.clone()],
        )
        .await;
    let moves = format!("/v1/games/{id}/moves");
    let cases = [
        (
            json!({ "game": "shake-it-meerkat", "expected_version": "one", "action": { "kind": "pass" } }),
            bad,
            "invalid_body",
            "`expected_version`: expected an integer, got \"one\"",
        ),
        (
            json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "pass" }, "extra": 1 }),
            bad,
            "invalid_body",
            "unknown field `extra`",
        ),
        (
            json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "shout" } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
            "`action.kind`: expected one of play, pass, challenge, got \"shout\"",
        ),
        (
            json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "play", "cards": ["x"], "rank": "A" } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
            "`action.cards[0]`: expected an integer",
        ),
        (
            json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "play", "cards": "all", "rank": "A" } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
            "`action.cards`: expected an array, got \"all\"",
        ),
        (
            json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "play", "cards": [1], "rank": 7 } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_rank",
            "`action.rank`",
        ),
        (
            json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "pass", "cards": [1] } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
            "unknown field `action.cards`; a pass or a challenge has no field but kind",
        ),
        (
            json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "challenge", "rank": "A" } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
            "unknown field `action.rank`",
        ),
        (
            json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "cards": [1] } }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_action",
            "missing field `action.kind`",
        ),
    ];
    for (body, status, code, field) in cases {
        let reply = app.post(&moves, &a.token, &body).await;
        assert_human(&reply, status, code, field, &body.to_string());
    }
    let join = json!({ "seat": "x" });
    let other = app
        .post(
            "/v1/games",
            &a.token,
            &json!({ "game": "shake-it-meerkat", "seats": 2 }),
        )
        .await;
    let other = other.body["id"].as_str().unwrap().to_owned();
    let reply = app
        .post(&format!("/v1/games/{other}/seats"), &b.token, &join)
        .await;
    assert_human(
        &reply,
        bad,
        "invalid_body",
        "`seat`: expected an integer",
        "join",
    );

    let biscuits = app
        .full_game(
            "woof-meow-biscuits",
            json!({ "starting_seat": 0 }),
            &[a.clone(), b.clone()],
        )
        .await;
    let card = json!({ "game": "woof-meow-biscuits", "expected_version": 1, "action": { "kind": "play", "card": { "id": 3 } } });
    let reply = app
        .post(&format!("/v1/games/{biscuits}/moves"), &a.token, &card)
        .await;
    assert_human(
        &reply,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_action",
        "`action.card`: expected an integer from 0 to 65535, got an object",
        "biscuits card object",
    );
}

#[actix_web::test]
async fn bad_options_queries_and_paths_are_explained_in_the_apis_words() {
    let app = spawn().await;
    let a = app.player("a").await;
    let unprocessable = StatusCode::UNPROCESSABLE_ENTITY;
    let options = [
        (
            "shake-it-meerkat",
            json!({ "rounds": "x" }),
            "invalid_option",
            "rounds",
            "`options.rounds`: expected an integer from 1 to 1000, got \"x\"",
        ),
        (
            "shake-it-meerkat",
            json!({ "card_backs": 5 }),
            "invalid_option",
            "card_backs",
            "`options.card_backs`: expected one of rounded, exact, hidden, got 5",
        ),
        (
            "shake-it-meerkat",
            json!({ "starting_seat": -1 }),
            "invalid_option",
            "starting_seat",
            "`options.starting_seat`: expected an integer from 0 to seats - 1, got -1",
        ),
        (
            "shake-it-meerkat",
            json!({ "speed": 1 }),
            "unknown_option",
            "speed",
            "unknown field `options.speed`",
        ),
        (
            "woof-meow-biscuits",
            json!({ "variant": true }),
            "invalid_option",
            "variant",
            "`options.variant`: expected one of basic, advanced, got true",
        ),
        (
            "woof-meow-biscuits",
            json!({ "deck": { "dog": { "3": "x" } } }),
            "invalid_option",
            "deck",
            "`options.deck.dog.3`: expected an integer from 0 to 255",
        ),
        (
            "woof-meow-biscuits",
            json!({ "deck": { "wolf": 3 } }),
            "invalid_option",
            "deck",
            "unknown field `options.deck.wolf`",
        ),
    ];
    for (game, options, code, option, text) in options {
        let body = json!({ "game": game, "seats": 2, "options": options });
        let reply = app.post("/v1/games", &a.token, &body).await;
        assert_human(&reply, unprocessable, code, text, &body.to_string());
        assert_eq!(reply.body["option"], option, "{body}");
    }
    let reply = app
        .post(
            "/v1/games",
            &a.token,
            &json!({ "game": "shake-it-meerkat", "seats": 2, "options": [1] }),
        )
        .await;
    assert_human(
        &reply,
        unprocessable,
        "invalid_option",
        "`options`: expected an object",
        "options array",
    );

    let bad = StatusCode::BAD_REQUEST;
    let queries = [
        (
            "/v1/games?status=sleeping",
            "`status`: expected one of open, active, finished, aborted, got \"sleeping\"",
        ),
        (
            "/v1/games?limit=abc",
            "`limit`: expected an integer, got \"abc\"",
        ),
        ("/v1/games?colour=red", "unknown parameter `colour`"),
        ("/v1/players/me/games?turn=yours", "`turn`: expected mine"),
    ];
    for (path, text) in queries {
        let reply = app.get(path, &a.token).await;
        assert_human(&reply, bad, "invalid_query", text, path);
    }
    let reply = app
        .get(
            &format!("/v1/games/{}/events?after=x", uuid::Uuid::new_v4()),
            &a.token,
        )
        .await;
    assert_human(&reply, bad, "invalid_query", "`after`", "events after");
    let reply = app.get("/v1/games/not-a-uuid", &a.token).await;
    assert_human(
        &reply,
        StatusCode::NOT_FOUND,
        "invalid_path",
        "`id`: expected a UUID",
        "path",
    );

    let raw = TestRequest::post()
        .uri("/v1/games")
        .insert_header(("Authorization", format!("Bearer {}", a.token)))
        .insert_header(("Content-Type", "application/json"))
        .set_payload(r#"{"game": "shake-it-meerkat" "seats": 2}"#);
    let reply = app.send(raw).await;
    assert_human(
        &reply,
        bad,
        "malformed_json",
        "not valid JSON: expected `,` or `}` at line 1, column",
        "malformed",
    );
}

/// A seat count or seat number too large for any game (above 255) is out
/// of range like any other (422), not a malformed body, and changes nothing.
#[actix_web::test]
async fn seats_and_seat_numbers_above_255_are_out_of_range() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let games = || {
        use diesel::prelude::*;
        referee::store::schema::games::table
            .count()
            .get_result::<i64>(&mut app.db.conn())
            .unwrap()
    };
    let unprocessable = StatusCode::UNPROCESSABLE_ENTITY;
    let creates = [
        (
            json!({ "game": "shake-it-meerkat", "seats": 256 }),
            "seats_out_of_range",
            "not 256",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 18446744073709551615u64 }),
            "seats_out_of_range",
            "not 18446744073709551615",
        ),
        (
            json!({ "game": "chess", "seats": 300 }),
            "unknown_game",
            "chess",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2, "seat": 256 }),
            "seat_out_of_range",
            "seats are 0 to 1",
        ),
        (
            json!({ "game": "shake-it-meerkat", "seats": 2,
                    "invite": [{ "player_id": b.id, "seat": 300 }] }),
            "seat_out_of_range",
            "seats are 0 to 1",
        ),
    ];
    for (body, code, detail) in creates {
        let reply = app.post("/v1/games", &a.token, &body).await;
        assert_human(&reply, unprocessable, code, detail, &body.to_string());
    }
    assert_eq!(games(), 0, "nothing was created");

    let created = app
        .post(
            "/v1/games",
            &a.token,
            &json!({ "game": "shake-it-meerkat", "seats": 3 }),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let game = format!("/v1/games/{}", created.body["id"].as_str().unwrap());
    let before = app.get(&game, &a.token).await.body;
    for (path, token, body) in [
        ("seats", &b.token, json!({ "seat": 256 })),
        ("seats", &a.token, json!({ "bot": "random", "seat": 1000 })),
        (
            "invitations",
            &a.token,
            json!({ "player_id": b.id, "seat": 65536 }),
        ),
    ] {
        let reply = app.post(&format!("{game}/{path}"), token, &body).await;
        assert_human(
            &reply,
            unprocessable,
            "seat_out_of_range",
            "seats are 0 to 2",
            &format!("{path} {body}"),
        );
    }
    assert_eq!(
        app.get(&game, &a.token).await.body,
        before,
        "nothing changed"
    );
}

/// JSON Schema (the OpenAPI document's dialect) counts a number with a zero
/// fraction as an integer: `2.0` is read as `2`, while `2.5` is still a
/// clear 400 that creates nothing.
#[actix_web::test]
async fn integers_written_with_a_zero_fraction_are_integers() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let fractional = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "shake-it-meerkat", "seats": 2.5}),
        )
        .await;
    assert_eq!(
        (fractional.status, fractional.body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_body")),
        "{}",
        fractional.text
    );
    assert_eq!(
        app.get("/v1/players/me/games", &alice.token).await.body["games"],
        json!([])
    );

    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "shake-it-meerkat", "seats": 2.0, "seat": 0.0}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let id = created.body["id"].as_str().unwrap().to_owned();
    let joined = app
        .post(
            &format!("/v1/games/{id}/seats"),
            &bob.token,
            &json!({"seat": 1.0}),
        )
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(joined.body["you"]["seat"], json!(1), "{}", joined.text);
}
