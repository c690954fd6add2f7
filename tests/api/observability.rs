//! Observability: the request id on every answer and in every problem
//! document, and `GET /metrics`. Each app has its own metrics registry, so
//! the counts below are this test's alone.

use actix_web::http::{header::HeaderValue, Method, StatusCode};
use actix_web::test::TestRequest;
use serde_json::json;

use crate::support::{spawn, Reply};

fn request_id(reply: &Reply) -> String {
    reply
        .headers
        .get("x-request-id")
        .expect("an X-Request-Id header")
        .to_str()
        .unwrap()
        .to_owned()
}

fn is_generated(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

#[actix_web::test]
async fn the_request_id_is_echoed_or_generated() {
    let app = spawn().await;
    let given = TestRequest::get()
        .uri("/healthz")
        .insert_header(("X-Request-Id", "client-42:retry.1"));
    assert_eq!(request_id(&app.send(given).await), "client-42:retry.1");
    let longest = "r".repeat(128);
    let given = TestRequest::get()
        .uri("/healthz")
        .insert_header(("X-Request-Id", longest.as_str()));
    assert_eq!(request_id(&app.send(given).await), longest);

    // Absent: a new one each time.
    let first = request_id(&app.send(TestRequest::get().uri("/healthz")).await);
    let second = request_id(&app.send(TestRequest::get().uri("/healthz")).await);
    assert!(
        is_generated(&first) && is_generated(&second),
        "{first} {second}"
    );
    assert_ne!(first, second);

    // Too long, empty, with a space or a control character, not ASCII:
    // replaced by a new one.
    for bad in [
        HeaderValue::from_str(&"x".repeat(300)).unwrap(),
        HeaderValue::from_static(""),
        HeaderValue::from_static("two words"),
        HeaderValue::from_static("tab\there"),
        HeaderValue::from_bytes(b"caf\xe9").unwrap(),
    ] {
        let req = TestRequest::get()
            .uri("/healthz")
            .insert_header(("X-Request-Id", bad.clone()));
        let id = request_id(&app.send(req).await);
        assert!(is_generated(&id), "{bad:?} was replaced by {id}");
    }
}

#[actix_web::test]
async fn every_problem_document_carries_the_request_id_of_its_header() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let big = json!({ "padding": "x".repeat(70 * 1024) });
    let answers = [
        // 404 from the default service.
        (
            TestRequest::get().uri("/v1/nothing-here"),
            StatusCode::NOT_FOUND,
        ),
        // 401 from the token extractor.
        (
            TestRequest::get().uri("/v1/players/me/games"),
            StatusCode::UNAUTHORIZED,
        ),
        // 413 from the body check (`http::deadline`), before any extractor.
        (
            TestRequest::post()
                .uri("/v1/games")
                .insert_header(("Authorization", format!("Bearer {}", alice.token)))
                .set_json(&big),
            StatusCode::PAYLOAD_TOO_LARGE,
        ),
        // 405 with Allow.
        (
            TestRequest::default().method(Method::PUT).uri("/metrics"),
            StatusCode::METHOD_NOT_ALLOWED,
        ),
        // A refused CORS preflight (the CORS layer answers it).
        (
            TestRequest::default()
                .method(Method::OPTIONS)
                .uri("/v1/games")
                .insert_header(("Origin", "https://evil.example"))
                .insert_header(("Access-Control-Request-Method", "POST")),
            StatusCode::BAD_REQUEST,
        ),
    ];
    for (req, status) in answers {
        // `send` checks that the answer is a problem document.
        let reply = app.send(req).await;
        assert_eq!(reply.status, status, "{}", reply.text);
        let id = request_id(&reply);
        assert!(is_generated(&id), "{id}");
        assert_eq!(reply.body["request_id"], id.as_str(), "{status}");
        // The other members are still there.
        assert_eq!(reply.body["status"], status.as_u16(), "{}", reply.text);
    }
    // A caller's id is the one in the document, JSON-escaped.
    let req = TestRequest::get()
        .uri("/v1/games/not-a-uuid")
        .insert_header(("Authorization", format!("Bearer {}", alice.token)))
        .insert_header(("X-Request-Id", r#"say-"hi"\now"#));
    let reply = app.send(req).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.body["code"], "invalid_path");
    assert_eq!(reply.body["request_id"], r#"say-"hi"\now"#);
    // A successful answer has the header, and its body is untouched.
    let reply = app.get("/v1/catalog", &alice.token).await;
    assert!(is_generated(&request_id(&reply)));
    assert!(reply.body.get("request_id").is_none());
}

/// The value of the sample `name{labels}` in a Prometheus text, 0 when absent.
fn sample(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| {
            line.strip_prefix(series)
                .and_then(|rest| rest.strip_prefix(' '))
        })
        .map_or(0.0, |value| value.trim().parse().unwrap())
}

#[actix_web::test]
async fn metrics_count_requests_by_route_pattern_moves_and_conflicts() {
    let app = spawn().await;
    let players = [app.player("a").await, app.player("b").await];
    let id = app.biscuits(&players).await;
    let moves = 3;
    let mut version = 0;
    for _ in 0..moves {
        version = app.move_once(&players, id).await;
    }
    // A stale expected_version: 409 version_conflict, nothing stored.
    let game = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
    let turn = game.body["turn"]["seat"].as_u64().unwrap() as usize;
    let mover = app
        .get(&format!("/v1/games/{id}"), &players[turn].token)
        .await;
    let card = mover.body["legal_actions"]["cards"][0]["id"].clone();
    let stale = app
        .post(
            &format!("/v1/games/{id}/moves"),
            &players[turn].token,
            &json!({ "game": "woof-meow-biscuits", "expected_version": version - 1, "action": { "kind": "play", "card": card } }),
        )
        .await;
    assert_eq!(stale.status, StatusCode::CONFLICT, "{}", stale.text);
    assert_eq!(stale.body["code"], "version_conflict");

    let reply = app.request(Method::GET, "/metrics", None, None).await;
    assert_eq!(reply.status, StatusCode::OK);
    let content_type = reply.headers.get("content-type").unwrap().to_str().unwrap();
    assert!(content_type.starts_with("text/plain"), "{content_type}");
    assert!(request_id(&reply).len() == 32);
    let text = &reply.text;
    // By pattern, never by the game's id.
    assert!(!text.contains(&id.to_string()), "{text}");
    let moves_route = r#"route="/v1/games/{id}/moves""#;
    assert_eq!(
        sample(
            text,
            &format!(r#"referee_http_requests_total{{method="POST",{moves_route},status="200"}}"#)
        ),
        f64::from(moves)
    );
    assert_eq!(
        sample(
            text,
            &format!(r#"referee_http_requests_total{{method="POST",{moves_route},status="409"}}"#)
        ),
        1.0
    );
    assert_eq!(
        sample(
            text,
            &format!(
                r#"referee_http_request_duration_seconds_count{{method="POST",{moves_route}}}"#
            )
        ),
        f64::from(moves + 1)
    );
    assert_eq!(
        sample(
            text,
            r#"referee_moves_stored_total{game="woof-meow-biscuits",played_by="client"}"#
        ),
        f64::from(moves)
    );
    assert_eq!(sample(text, "referee_version_conflicts_total"), 1.0);
    // Every move followed its mover's view, which kept the game: the moves
    // read nothing; the stale one was decided again from a read.
    assert_eq!(
        sample(text, r#"referee_kept_games_total{outcome="kept"}"#),
        f64::from(moves)
    );
    assert_eq!(
        sample(text, r#"referee_kept_games_total{outcome="stale"}"#),
        1.0
    );
    assert_eq!(
        sample(text, r#"referee_kept_games_total{outcome="read"}"#),
        0.0
    );
    // Eight views: the first found nothing kept and read the game in full;
    // each later one found the game kept (by the view or the move before
    // it) and unchanged, and read its row's version alone.
    assert_eq!(
        sample(text, r#"referee_kept_views_total{outcome="read"}"#),
        1.0
    );
    assert_eq!(
        sample(text, r#"referee_kept_views_total{outcome="kept"}"#),
        7.0
    );
    assert_eq!(
        sample(text, r#"referee_kept_views_total{outcome="stale"}"#),
        0.0
    );
    assert_eq!(
        sample(text, r#"referee_database_errors_total{kind="query"}"#),
        0.0
    );
    // The pools, sampled now: this app's one loop holds all
    // REFEREE_DB_POOL_SIZE connections, and keeps those that every view and
    // move above ran on (the clock sweeper and the bot runner may hold one
    // for a moment).
    assert_eq!(sample(text, "referee_db_pool_max_connections"), 24.0);
    assert!(text.contains(r#"referee_db_pool_connections{state="idle"}"#));
    assert!(text.contains(r#"referee_db_pool_connections{state="in_use"}"#));
    assert!(text.contains("referee_db_pool_waiting "));
    assert!(
        sample(text, r#"referee_db_pool_connections{state="in_use"}"#)
            + sample(text, r#"referee_db_pool_connections{state="idle"}"#)
            >= 1.0
    );

    // Unmatched paths share one label; the next scrape counts the last one.
    app.request(Method::GET, "/v1/no/such/thing", None, None)
        .await;
    let again = app.request(Method::GET, "/metrics", None, None).await;
    assert_eq!(
        sample(
            &again.text,
            r#"referee_http_requests_total{method="GET",route="unmatched",status="404"}"#
        ),
        1.0
    );
    assert_eq!(
        sample(
            &again.text,
            r#"referee_http_requests_total{method="GET",route="/metrics",status="200"}"#
        ),
        1.0
    );
    // Each app (server process) has its own registry.
    let other = spawn().await;
    let fresh = other.request(Method::GET, "/metrics", None, None).await;
    assert_eq!(
        sample(
            &fresh.text,
            "referee_moves_stored_total{game=\"woof-meow-biscuits\",played_by=\"client\"}"
        ),
        0.0
    );
}

#[actix_web::test]
async fn moves_played_by_the_clock_are_counted_as_such() {
    let app = spawn().await;
    let players = [app.player("a").await, app.player("b").await];
    let id = app.biscuits(&players).await;
    // Seat 0 resigns on turn: the referee plays for it at once.
    let resigned = app
        .post_empty(&format!("/v1/games/{id}/resign"), &players[0].token)
        .await;
    assert_eq!(resigned.status, StatusCode::OK, "{}", resigned.text);
    let series = r#"referee_moves_stored_total{game="woof-meow-biscuits",played_by="resigned"}"#;
    for _ in 0..100 {
        let text = app.request(Method::GET, "/metrics", None, None).await.text;
        if sample(&text, series) >= 1.0 {
            return;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("no move was counted as played by the referee for a resigned seat");
}

#[actix_web::test]
async fn database_failures_of_requests_and_of_the_webhook_worker_are_counted() {
    let down = format!(
        "postgres://referee@127.0.0.1:{}/referee",
        crate::real_server::free_port()
    );
    let app = crate::support::TestApp::builder()
        .database(move |_| referee::config::DatabaseConfig {
            checkout_timeout_ms: 200,
            ..crate::support::database(&down)
        })
        .spawn()
        .await;
    let lobby = app
        .send(
            TestRequest::post()
                .uri("/v1/players")
                .set_json(json!({"name": "alice"})),
        )
        .await;
    assert_eq!(lobby.status, StatusCode::SERVICE_UNAVAILABLE);
    let count = |app: &crate::support::TestApp<_>| {
        let text = app
            .state
            .metrics
            .render(&referee::http::health::sample(&app.state))
            .unwrap();
        sample(
            &text,
            r#"referee_database_errors_total{kind="unavailable"}"#,
        )
    };
    assert!(count(&app) >= 1.0, "the request's failed checkout");
    // The delivery worker meets the same database: it counts into the
    // metrics it is given (its own here: the app's clock sweeper counts
    // its failures into the app's).
    let worker_metrics = referee::metrics::Metrics::new().unwrap();
    actix_web::rt::spawn(referee::workers::webhooks::run(
        app.state.db_pool.clone(),
        app.state.hub.clone(),
        referee::workers::webhooks::WebhookSettings::new(&Default::default()),
        worker_metrics.clone(),
    ));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let text = worker_metrics
            .render(&referee::http::health::sample(&app.state))
            .unwrap();
        if sample(
            &text,
            r#"referee_database_errors_total{kind="unavailable"}"#,
        ) >= 1.0
        {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the worker's failures were not counted"
        );
        actix_web::rt::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}
