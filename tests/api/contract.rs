//! The HTTP contract around the handlers: 405 with `Allow`, `HEAD` wherever
//! `GET` works, and every error (413 included) a problem document.

use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;
use serde_json::json;

use crate::support::spawn;

#[actix_web::test]
async fn a_wrong_method_on_a_known_path_is_405_with_allow() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    for (method, path, allow) in [
        (Method::PUT, "/v1/games", "GET, POST, HEAD"),
        (Method::DELETE, "/v1/catalog", "GET, HEAD"),
        (Method::GET, "/v1/players", "POST"),
        (
            Method::PATCH,
            "/v1/games/00000000-0000-0000-0000-000000000000",
            "GET, DELETE, HEAD",
        ),
        (
            Method::GET,
            "/v1/games/00000000-0000-0000-0000-000000000000/moves",
            "POST",
        ),
    ] {
        let reply = app
            .request(method.clone(), path, Some(&alice.token), None)
            .await;
        assert_eq!(
            reply.status,
            StatusCode::METHOD_NOT_ALLOWED,
            "{method} {path}"
        );
        assert_eq!(reply.body["code"], "method_not_allowed");
        let mut got: Vec<&str> = reply
            .headers
            .get("allow")
            .expect("an Allow header")
            .to_str()
            .unwrap()
            .split(", ")
            .collect();
        let mut want: Vec<&str> = allow.split(", ").collect();
        got.sort_unstable();
        want.sort_unstable();
        assert_eq!(got, want, "Allow of {path}");
    }
    // An unknown path stays 404.
    let reply = app
        .request(Method::PUT, "/v1/nothing-here", Some(&alice.token), None)
        .await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.body["code"], "not_found");
}

#[actix_web::test]
async fn head_answers_wherever_get_does() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "shake-it-meerkat", "seats": 2}),
        )
        .await;
    let id = created.body["id"].as_str().unwrap().to_owned();
    for path in [
        "/healthz".to_owned(),
        "/v1/catalog".to_owned(),
        "/v1/games?status=open".to_owned(),
        format!("/v1/games/{id}"),
        format!("/v1/games/{id}/events"),
        "/v1/players/me/games".to_owned(),
    ] {
        let get = app
            .request(Method::GET, &path, Some(&alice.token), None)
            .await;
        let head = app
            .request(Method::HEAD, &path, Some(&alice.token), None)
            .await;
        assert_eq!(get.status, StatusCode::OK, "GET {path}");
        assert_eq!(head.status, get.status, "HEAD {path}");
        assert_eq!(head.headers.get("etag"), get.headers.get("etag"), "{path}");
    }
}

#[actix_web::test]
async fn an_oversized_body_is_a_413_problem_on_every_endpoint_with_a_body() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "shake-it-meerkat", "seats": 2, "join": false}),
        )
        .await;
    let id = created.body["id"].as_str().unwrap().to_owned();
    let big = json!({ "padding": "x".repeat(70 * 1024) });
    for path in [
        "/v1/players".to_owned(),
        "/v1/tokens".to_owned(),
        "/v1/games".to_owned(),
        format!("/v1/games/{id}/seats"),
        format!("/v1/games/{id}/moves"),
    ] {
        let req = TestRequest::post()
            .uri(&path)
            .insert_header(("Authorization", format!("Bearer {}", alice.token)))
            .set_json(&big);
        // `send` also checks that the answer is a problem document.
        let reply = app.send(req).await;
        assert_eq!(
            reply.status,
            StatusCode::PAYLOAD_TOO_LARGE,
            "{path}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], "body_too_large", "{path}");
    }
    // Nobody joined: the oversized join changed nothing.
    let game = app.get(&format!("/v1/games/{id}"), &alice.token).await;
    assert_eq!(game.body["seats"], json!([]));
}

#[actix_web::test]
async fn the_bearer_scheme_is_case_insensitive() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    for scheme in ["Bearer", "bearer", "BEARER", "bEaReR"] {
        let req = TestRequest::get()
            .uri("/v1/players/me/games")
            .insert_header(("Authorization", format!("{scheme} {}", alice.token)));
        assert_eq!(app.send(req).await.status, StatusCode::OK, "{scheme}");
    }
    for wrong in [
        format!("Basic {}", alice.token),
        alice.token.clone(),
        "Bearer ".to_owned(),
    ] {
        let req = TestRequest::get()
            .uri("/v1/players/me/games")
            .insert_header(("Authorization", wrong.clone()));
        assert_eq!(
            app.send(req).await.status,
            StatusCode::UNAUTHORIZED,
            "{wrong}"
        );
    }
}

#[actix_web::test]
async fn names_refuse_bidi_overrides_and_invisible_text() {
    let app = spawn().await;
    for bad in [
        "evil\u{202E}gpj.exe",
        "\u{200B}\u{200B}",
        "\u{2066}x\u{2069}",
        "\u{FEFF}",
    ] {
        let reply = app
            .request(
                Method::POST,
                "/v1/players",
                None,
                Some(&json!({ "name": bad })),
            )
            .await;
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{bad:?}");
        assert_eq!(reply.body["code"], "invalid_name");
    }
    let reply = app
        .request(
            Method::POST,
            "/v1/players",
            None,
            Some(&json!({ "name": "Zoë 李" })),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED);
}

#[actix_web::test]
async fn answers_are_not_cached_nor_sniffed_and_send_no_referrer() {
    let app = spawn().await;
    let created = app
        .request(
            Method::POST,
            "/v1/players",
            None,
            Some(&json!({ "name": "alice" })),
        )
        .await;
    let token = created.body["token"].as_str().unwrap().to_owned();
    let game = app
        .post(
            "/v1/games",
            &token,
            &json!({"game": "shake-it-meerkat", "seats": 2}),
        )
        .await;
    let view = app
        .get(
            &format!("/v1/games/{}", game.body["id"].as_str().unwrap()),
            &token,
        )
        .await;
    let problem = app.get("/v1/games/not-a-uuid", &token).await;
    for (what, reply) in [
        ("api_key", &created),
        ("view", &view),
        ("problem", &problem),
    ] {
        let header = |name: &str| {
            reply
                .headers
                .get(name)
                .map(|v| v.to_str().unwrap().to_owned())
        };
        assert_eq!(
            header("cache-control").as_deref(),
            Some("no-store"),
            "{what}"
        );
        assert_eq!(
            header("x-content-type-options").as_deref(),
            Some("nosniff"),
            "{what}"
        );
        assert_eq!(
            header("referrer-policy").as_deref(),
            Some("no-referrer"),
            "{what}"
        );
    }
}

#[actix_web::test]
async fn browsers_of_allowed_origins_may_call_the_api() {
    // The test apps allow https://play.example (REFEREE_CORS_ORIGINS).
    let app = spawn().await;
    let alice = app.player("alice").await;
    let preflight = TestRequest::default()
        .method(Method::OPTIONS)
        .uri("/v1/games")
        .insert_header(("Origin", "https://play.example"))
        .insert_header(("Access-Control-Request-Method", "POST"))
        .insert_header((
            "Access-Control-Request-Headers",
            "authorization, content-type",
        ));
    let reply = app.send(preflight).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(
        reply.headers.get("access-control-allow-origin").unwrap(),
        "https://play.example"
    );
    let get = TestRequest::get()
        .uri("/v1/games")
        .insert_header(("Origin", "https://play.example"))
        .insert_header(("Authorization", format!("Bearer {}", alice.token)));
    let reply = app.send(get).await;
    assert_eq!(reply.status, StatusCode::OK);
    let exposed = reply
        .headers
        .get("access-control-expose-headers")
        .unwrap()
        .to_str()
        .unwrap()
        .to_lowercase();
    assert!(
        exposed.contains("etag") && exposed.contains("location"),
        "{exposed}"
    );
    // Another origin is refused, with a problem document (checked by `send`).
    let refused = TestRequest::default()
        .method(Method::OPTIONS)
        .uri("/v1/games")
        .insert_header(("Origin", "https://evil.example"))
        .insert_header(("Access-Control-Request-Method", "POST"));
    let reply = app.send(refused).await;
    assert!(reply.status.is_client_error(), "{}", reply.status);
    assert!(reply.headers.get("access-control-allow-origin").is_none());
}

#[actix_web::test]
async fn a_rotated_api_key_replaces_the_old_one_at_once() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let body = |key: &str| json!({"player_id": alice.id, "api_key": key});
    let tokens = |key: &str| {
        let body = body(key);
        TestRequest::post().uri("/v1/tokens").set_json(body)
    };
    assert_eq!(
        app.send(tokens(&alice.api_key)).await.status,
        StatusCode::OK
    );
    let rotated = app
        .post_empty("/v1/players/me/api-keys", &alice.token)
        .await;
    assert_eq!(rotated.status, StatusCode::CREATED, "{}", rotated.text);
    let new_key = rotated.body["api_key"].as_str().unwrap().to_owned();
    assert_ne!(new_key, alice.api_key);
    let old = app.send(tokens(&alice.api_key)).await;
    assert_eq!(old.status, StatusCode::UNAUTHORIZED);
    assert_eq!(old.body["code"], "invalid_credentials");
    assert_eq!(app.send(tokens(&new_key)).await.status, StatusCode::OK);
    // It needs a token: an api_key alone cannot rotate itself.
    let anonymous = app
        .request(Method::POST, "/v1/players/me/api-keys", None, None)
        .await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
}
