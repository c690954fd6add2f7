//! Rate limits and caps: `429 rate_limited` with `Retry-After` and the
//! `RateLimit-*` headers, per address or per player; the open-games cap;
//! players per address and hour. Each test configures small limits whose
//! buckets refill slowly (seconds to minutes), so nothing depends on how
//! fast the test runs.

use std::net::SocketAddr;

use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;
use diesel::prelude::*;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{Reply, TestApp};
use referee::config::LimitConfig;

fn address(text: &str) -> SocketAddr {
    text.parse().unwrap()
}

fn header<'a>(reply: &'a Reply, name: &str) -> Option<&'a str> {
    reply.headers.get(name).and_then(|v| v.to_str().ok())
}

fn number(reply: &Reply, name: &str) -> u64 {
    header(reply, name)
        .unwrap_or_else(|| panic!("{name} is missing: {:?}", reply.headers))
        .parse()
        .unwrap_or_else(|_| panic!("{name} is not a whole number"))
}

/// A `429 rate_limited` problem with `Retry-After` (whole seconds, at least
/// 1) and the `RateLimit-*` headers.
fn assert_rate_limited(reply: &Reply, limit: u64) {
    assert_eq!(
        reply.status,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        reply.text
    );
    assert_eq!(
        header(reply, "content-type"),
        Some("application/problem+json")
    );
    assert_eq!(reply.body["code"], "rate_limited");
    assert_eq!(reply.body["status"], 429);
    assert_eq!(reply.body["type"], "urn:referee:problem:rate_limited");
    let detail = reply.body["detail"].as_str().unwrap();
    assert!(detail.contains("retry in"), "{detail}");
    let retry_after = number(reply, "retry-after");
    assert!(retry_after >= 1, "Retry-After: {retry_after}");
    assert_eq!(number(reply, "ratelimit-limit"), limit);
    assert_eq!(number(reply, "ratelimit-remaining"), 0);
    assert!(number(reply, "ratelimit-reset") >= retry_after);
    assert!(header(reply, "ratelimit-policy").is_some());
    // The observe layer still gives it the request id.
    assert!(reply.body["request_id"].is_string());
}

fn players_in(app_db: &crate::support::TestDb) -> i64 {
    referee::store::schema::players::table
        .count()
        .get_result(&mut app_db.conn())
        .unwrap()
}

fn games_in(app_db: &crate::support::TestDb) -> i64 {
    referee::store::schema::games::table
        .count()
        .get_result(&mut app_db.conn())
        .unwrap()
}

fn register(from: Option<&str>, name: &str) -> TestRequest {
    register_at("/v1/players", from, name)
}

/// A registration sent to `path` (a spelling of `/v1/players`).
fn register_at(path: &str, from: Option<&str>, name: &str) -> TestRequest {
    let req = TestRequest::post()
        .uri(path)
        .set_json(json!({ "name": name }));
    match from {
        Some(from) => req.peer_addr(address(from)),
        None => req,
    }
}

#[actix_web::test]
async fn one_address_registering_too_fast_gets_429_with_retry_after_and_creates_nothing() {
    // 3 a minute: one more every 20 s.
    let app = TestApp::builder()
        .limits(LimitConfig {
            anon_per_min: 3,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    for remaining in [2, 1, 0] {
        let reply = app.send(register(Some("203.0.113.1:5000"), "a")).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        assert_eq!(number(&reply, "ratelimit-limit"), 3);
        assert_eq!(number(&reply, "ratelimit-remaining"), remaining);
        assert_eq!(header(&reply, "ratelimit-policy"), Some("3;w=60"));
    }
    // Another port of the same address is the same client.
    let refused = app.send(register(Some("203.0.113.1:6000"), "a")).await;
    assert_rate_limited(&refused, 3);
    assert!(
        refused.body["detail"]
            .as_str()
            .unwrap()
            .starts_with("too many requests to register or get tokens from your address"),
        "{}",
        refused.text
    );
    assert_eq!(players_in(&app.db), 3, "the 429 registered no one");

    // At the same moment another address, and a request with no address,
    // are not limited.
    let other = app.send(register(Some("198.51.100.9:5000"), "b")).await;
    assert_eq!(other.status, StatusCode::CREATED, "{}", other.text);
    let none = app.send(register(None, "c")).await;
    assert_eq!(none.status, StatusCode::CREATED, "{}", none.text);
    // The limit is of the unauthenticated endpoints only: health and the
    // document are not limited, and carry no RateLimit headers.
    for path in ["/healthz", "/openapi.json"] {
        let reply = app
            .send(
                TestRequest::get()
                    .uri(path)
                    .peer_addr(address("203.0.113.1:5000")),
            )
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        assert!(header(&reply, "ratelimit-limit").is_none(), "{path}");
    }
}

#[actix_web::test]
async fn wrong_api_keys_hammered_at_tokens_get_429() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            anon_per_min: 3,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    let created = app.send(register(Some("198.51.100.1:1"), "victim")).await;
    let player_id = created.body["player_id"].as_str().unwrap().to_owned();
    let api_key = created.body["api_key"].as_str().unwrap().to_owned();

    let mut statuses = Vec::new();
    for i in 0..60 {
        let reply = app
            .send(
                TestRequest::post()
                    .uri("/v1/tokens")
                    .peer_addr(address("192.0.2.66:4444"))
                    .set_json(json!({ "player_id": player_id, "api_key": format!("rk_{i:064x}") })),
            )
            .await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            assert_rate_limited(&reply, 3);
        } else {
            assert_eq!(reply.body["code"], "invalid_credentials");
        }
        statuses.push(reply.status);
    }
    // The burst of 3 is answered; then one more every 20 s at most.
    assert!(statuses[..3].iter().all(|s| *s == StatusCode::UNAUTHORIZED));
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert!(refused >= 55, "{refused} of 60 refused");

    // The player, from its own address, still gets a token.
    let reply = app
        .send(
            TestRequest::post()
                .uri("/v1/tokens")
                .peer_addr(address("198.51.100.1:2"))
                .set_json(json!({ "player_id": player_id, "api_key": api_key })),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
}

#[actix_web::test]
async fn one_player_over_its_rate_gets_429_another_player_does_not() {
    // 1 a second, 3 at once.
    let app = TestApp::builder()
        .limits(LimitConfig {
            per_sec: 1,
            burst: 3,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let get = |token: &str| {
        TestRequest::get()
            .uri("/v1/players/me/games")
            .insert_header(("Authorization", format!("Bearer {token}")))
            .peer_addr(address("203.0.113.5:1"))
    };
    let first = app.send(get(&a.token)).await;
    assert_eq!(first.status, StatusCode::OK);
    assert_eq!(number(&first, "ratelimit-limit"), 3);
    assert_eq!(number(&first, "ratelimit-remaining"), 2);
    assert_eq!(header(&first, "ratelimit-policy"), Some("3;w=3"));

    // Player a, asking as fast as it can, is refused within a few requests.
    let mut refused = None;
    for _ in 0..200 {
        let reply = app.send(get(&a.token)).await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some(reply);
            break;
        }
        assert_eq!(reply.status, StatusCode::OK);
    }
    let refused = refused.expect("player a is limited");
    assert_rate_limited(&refused, 3);
    assert!(refused.body["detail"]
        .as_str()
        .unwrap()
        .starts_with("too many requests from this player"));

    // A refused write does nothing.
    let create = app
        .request(
            Method::POST,
            "/v1/games",
            Some(&a.token),
            Some(&json!({ "game": "woof-meow-biscuits", "seats": 2 })),
        )
        .await;
    assert_eq!(create.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(games_in(&app.db), 0);

    // Player b, from the same address at the same moment, is not limited.
    let reply = app.send(get(&b.token)).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(number(&reply, "ratelimit-remaining"), 2);
}

#[actix_web::test]
async fn forged_tokens_count_per_address() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            per_sec: 1,
            burst: 3,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    let forged = |from: &str| {
        TestRequest::get()
            .uri("/v1/games")
            .insert_header(("Authorization", "Bearer not.a.token"))
            .peer_addr(address(from))
    };
    let mut refused = None;
    for _ in 0..200 {
        let reply = app.send(forged("192.0.2.7:1")).await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some(reply);
            break;
        }
        assert_eq!(reply.body["code"], "invalid_token");
    }
    let refused = refused.expect("forged tokens are limited");
    assert_rate_limited(&refused, 3);
    assert!(refused.body["detail"]
        .as_str()
        .unwrap()
        .contains("without a valid token from your address"));
    // Another address with the same forgery is answered.
    let reply = app.send(forged("192.0.2.8:1")).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    // So is a real player from the limited address.
    let player = app.player("p").await;
    let reply = app
        .send(
            TestRequest::get()
                .uri("/v1/games")
                .insert_header(("Authorization", format!("Bearer {}", player.token)))
                .peer_addr(address("192.0.2.7:2")),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
}

#[actix_web::test]
async fn one_address_registers_only_so_many_players_an_hour() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            players_per_address_per_hour: 2,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    // A name that is refused counts for nothing.
    let invalid = app.send(register(Some("203.0.113.9:1"), " ")).await;
    assert_eq!(invalid.body["code"], "invalid_name");
    for name in ["a", "b"] {
        let reply = app.send(register(Some("203.0.113.9:1"), name)).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    }
    let refused = app.send(register(Some("203.0.113.9:2"), "c")).await;
    assert_rate_limited(&refused, 2);
    assert!(refused.body["detail"]
        .as_str()
        .unwrap()
        .starts_with("too many players registered from your address: at most 2 an hour"));
    // One more comes back every 30 minutes.
    assert!(
        number(&refused, "retry-after") > 60,
        "{:?}",
        refused.headers
    );
    assert_eq!(players_in(&app.db), 2);
    let other = app.send(register(Some("198.51.100.3:1"), "d")).await;
    assert_eq!(other.status, StatusCode::CREATED);
    // An IPv6 client counts by its /64 network.
    for (from, status) in [
        ("[2001:db8:1:2::1]:1", StatusCode::CREATED),
        ("[2001:db8:1:2::ffff]:1", StatusCode::CREATED),
        ("[2001:db8:1:2:abcd::1]:1", StatusCode::TOO_MANY_REQUESTS),
        ("[2001:db8:1:3::1]:1", StatusCode::CREATED),
    ] {
        let reply = app.send(register(Some(from), "v6")).await;
        assert_eq!(reply.status, status, "{from}: {}", reply.text);
    }
}

#[actix_web::test]
async fn forwarded_addresses_count_only_when_trusted() {
    let forwarded = |for_: &str| {
        register(Some("10.0.0.1:1"), "p").insert_header(("X-Forwarded-For", for_.to_owned()))
    };
    // Not trusted (the default): every request is the proxy's.
    let app = TestApp::builder()
        .limits(LimitConfig {
            players_per_address_per_hour: 1,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    assert_eq!(
        app.send(forwarded("203.0.113.1")).await.status,
        StatusCode::CREATED
    );
    assert_eq!(
        app.send(forwarded("203.0.113.2")).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    // Trusted: each forwarded client counts on its own.
    let app = TestApp::builder()
        .limits(LimitConfig {
            players_per_address_per_hour: 1,
            trust_proxy_headers: true,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    for (for_, status) in [
        ("203.0.113.1", StatusCode::CREATED),
        ("203.0.113.2, 10.0.0.1", StatusCode::CREATED),
        ("203.0.113.1", StatusCode::TOO_MANY_REQUESTS),
    ] {
        assert_eq!(app.send(forwarded(for_)).await.status, status, "{for_}");
    }
    let rfc7239 = register(Some("10.0.0.1:1"), "p")
        .insert_header(("Forwarded", "for=\"[2001:db8::7]:4711\";proto=https"));
    assert_eq!(app.send(rfc7239).await.status, StatusCode::CREATED);
}

async fn create<S, B>(app: &crate::support::TestApp<S>, token: &str, body: Value) -> Reply
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse<B>,
        Error = actix_web::Error,
    >,
    B: actix_web::body::MessageBody,
{
    app.post("/v1/games", token, &body).await
}

fn id_of(reply: &Reply) -> Uuid {
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    reply.body["id"].as_str().unwrap().parse().unwrap()
}

fn assert_too_many_open_games(reply: &Reply, max: u32) {
    assert_eq!(reply.status, StatusCode::CONFLICT, "{}", reply.text);
    assert_eq!(reply.body["code"], "too_many_open_games");
    let detail = reply.body["detail"].as_str().unwrap();
    assert!(detail.contains(&format!("at most {max}")), "{detail}");
}

#[actix_web::test]
async fn the_open_games_cap_refuses_one_more_until_one_is_aborted_started_or_left() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            max_open_games: 3,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    let (a, b, c) = (
        app.player("a").await,
        app.player("b").await,
        app.player("c").await,
    );
    let two = json!({ "game": "woof-meow-biscuits", "seats": 2 });
    let three = json!({ "game": "shake-it-meerkat", "seats": 3 });

    // a: three open games, then no fourth; a game created without a seat
    // counts too.
    let mut mine = Vec::new();
    for _ in 0..2 {
        mine.push(id_of(&create(&app, &a.token, two.clone()).await));
    }
    let unseated = json!({ "game": "woof-meow-biscuits", "seats": 2, "join": false });
    mine.push(id_of(&create(&app, &a.token, unseated.clone()).await));
    let refused = create(&app, &a.token, two.clone()).await;
    assert_too_many_open_games(&refused, 3);
    assert_eq!(games_in(&app.db), 3, "the refusal created nothing");
    let refused = create(&app, &a.token, unseated).await;
    assert_too_many_open_games(&refused, 3);

    // Aborting one frees a place.
    let aborted = app
        .request(
            Method::DELETE,
            &format!("/v1/games/{}", mine[0]),
            Some(&a.token),
            None,
        )
        .await;
    assert_eq!(aborted.status, StatusCode::OK, "{}", aborted.text);
    let fourth = id_of(&create(&app, &a.token, two.clone()).await);

    // b at the cap may still take the last seat of a's game: it starts, no
    // open game is added. A game it would wait in is refused.
    let b_games: Vec<Uuid> = {
        let mut ids = Vec::new();
        for _ in 0..3 {
            ids.push(id_of(&create(&app, &b.token, two.clone()).await));
        }
        ids
    };
    let joined = app
        .post(&format!("/v1/games/{fourth}/seats"), &b.token, &json!({}))
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(joined.body["status"], "active");
    // That game started: a has a place again.
    id_of(&create(&app, &a.token, two.clone()).await);
    let c_game = id_of(&create(&app, &c.token, three).await);
    let seats = format!("/v1/games/{c_game}/seats");
    let refused = app.post(&seats, &b.token, &json!({})).await;
    assert_too_many_open_games(&refused, 3);
    // b aborts one of its own and joins c's game instead (at the cap
    // again); leaving c's game frees a place.
    let aborted = app
        .request(
            Method::DELETE,
            &format!("/v1/games/{}", b_games[0]),
            Some(&b.token),
            None,
        )
        .await;
    assert_eq!(aborted.status, StatusCode::OK);
    let joined = app.post(&seats, &b.token, &json!({})).await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    let refused = create(&app, &b.token, two.clone()).await;
    assert_too_many_open_games(&refused, 3);
    let left = app
        .request(Method::DELETE, &format!("{seats}/me"), Some(&b.token), None)
        .await;
    assert_eq!(left.status, StatusCode::NO_CONTENT, "{}", left.text);
    id_of(&create(&app, &b.token, two).await);
}

#[actix_web::test]
async fn concurrent_creates_do_not_pass_the_open_games_cap() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            max_open_games: 2,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    let a = app.player("a").await;
    let body = json!({ "game": "woof-meow-biscuits", "seats": 2 });
    let replies =
        futures_util::future::join_all((0..8).map(|_| app.post("/v1/games", &a.token, &body)))
            .await;
    let created = replies
        .iter()
        .filter(|r| r.status == StatusCode::CREATED)
        .count();
    assert_eq!(
        created,
        2,
        "{:?}",
        replies.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    for reply in replies.iter().filter(|r| r.status != StatusCode::CREATED) {
        assert_too_many_open_games(reply, 2);
    }
    assert_eq!(games_in(&app.db), 2);
}

/// `POST` of a wrong key to `path` from `from`.
fn wrong_key(path: &str, from: &str) -> TestRequest {
    TestRequest::post()
        .uri(path)
        .peer_addr(address(from))
        .set_json(json!({ "player_id": Uuid::nil(), "api_key": format!("rk_{:064x}", 0) }))
}

#[actix_web::test]
async fn every_spelling_the_router_takes_counts_against_the_anonymous_limit() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            anon_per_min: 3,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    // Each spelling of `/v1/tokens` the router answers with the handler:
    // from a fresh address it is counted like the plain path (2 left), and
    // after the plain path's burst it is refused.
    let spellings = [
        "/v1/tokens",
        "/v1/%74okens",
        "/v1/%74%6F%6B%65%6E%73",
        "/v1/%74%6f%6b%65%6e%73",
        "/v1/toke%6Es",
        "/%76%31/tokens",
        "/%761/%74okens",
        "/v1/tokens?x=1",
    ];
    for (i, spelling) in spellings.iter().enumerate() {
        let fresh = format!("192.0.2.{}:1", 100 + i);
        let first = app.send(wrong_key(spelling, &fresh)).await;
        assert_eq!(
            first.body["code"], "invalid_credentials",
            "{spelling}: {}",
            first.text
        );
        assert_eq!(number(&first, "ratelimit-limit"), 3, "{spelling}");
        assert_eq!(number(&first, "ratelimit-remaining"), 2, "{spelling}");

        let spent = format!("198.51.100.{}:1", 100 + i);
        for _ in 0..3 {
            let reply = app.send(wrong_key("/v1/tokens", &spent)).await;
            assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{}", reply.text);
        }
        let refused = app.send(wrong_key(spelling, &spent)).await;
        assert_rate_limited(&refused, 3);
    }
    // Spellings the router does not take reach no handler at all.
    for path in [
        "/%2Fv1/tokens",
        "/v1%2Ftokens",
        "/v1/%2574okens",
        "/v1/TOKENS",
        "/v1//tokens",
        "/v1/tokens/",
    ] {
        let reply = app.send(wrong_key(path, "203.0.113.50:1")).await;
        assert_eq!(
            reply.status,
            StatusCode::NOT_FOUND,
            "{path}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], "not_found", "{path}");
    }
    // Another method under a spelled-out path is the endpoint's 405.
    let get = app
        .send(
            TestRequest::get()
                .uri("/v1/%74okens")
                .peer_addr(address("203.0.113.51:1")),
        )
        .await;
    assert_eq!(get.status, StatusCode::METHOD_NOT_ALLOWED, "{}", get.text);
    assert_eq!(header(&get, "allow"), Some("POST"));

    // Registering under another spelling counts too, and registers no one
    // once refused.
    let from = "203.0.113.60:1";
    for path in ["/v1/%70layers", "/v1/players", "/v1/p%6C%61yers"] {
        let reply = app.send(register_at(path, Some(from), "spelled")).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{path}: {}", reply.text);
    }
    let before = players_in(&app.db);
    let refused = app
        .send(register_at("/v1/%70layers", Some(from), "spelled"))
        .await;
    assert_rate_limited(&refused, 3);
    assert_eq!(players_in(&app.db), before);
}

#[actix_web::test]
async fn a_spelled_out_path_counts_against_the_per_player_limit() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            per_sec: 1,
            burst: 3,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    let player = app.player("p").await;
    let get = |path: &str| {
        TestRequest::get()
            .uri(path)
            .insert_header(("Authorization", format!("Bearer {}", player.token)))
            .peer_addr(address("203.0.113.70:1"))
    };
    let first = app.send(get("/%761/players/me/games")).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    assert_eq!(number(&first, "ratelimit-remaining"), 2);
    let second = app.send(get("/v1/%67ames")).await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.text);
    assert_eq!(number(&second, "ratelimit-remaining"), 1);
}

/// One `POST` to a real server over a loopback connection, the path sent
/// byte for byte as given; the answer's status.
fn post_raw(server: &crate::real_server::RealServer, path: &str, body: &str) -> u16 {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(15)))
        .unwrap();
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
        .split(' ')
        .nth(1)
        .and_then(|status| status.parse().ok())
        .unwrap_or_else(|| panic!("no status: {answer:?}"))
}

/// The audit's probe against a real server: key checks and registrations
/// under spelled-out paths, from one address, share the one allowance.
#[actix_web::test]
async fn a_real_server_counts_every_spelling_on_the_wire() {
    let db = crate::support::TestDb::new();
    let server =
        crate::real_server::RealServer::start(&db.url, &[("REFEREE_RATE_LIMIT_ANON_PER_MIN", "3")])
            .await;
    let key = json!({ "player_id": Uuid::nil(), "api_key": format!("rk_{:064x}", 0) }).to_string();
    let name = json!({ "name": "probe" }).to_string();
    let probes = [
        ("/v1/%74okens", &key, 401),
        ("/v1/%70layers", &name, 201),
        ("/%76%31/%74%6F%6B%65%6E%73", &key, 401),
    ];
    let started = std::time::Instant::now();
    for (path, body, status) in probes {
        assert_eq!(post_raw(&server, path, body), status, "{path}");
    }
    let mut answered = 0;
    for round in 0..4 {
        for (path, body, _) in probes {
            match post_raw(&server, path, body) {
                429 => {}
                status => {
                    answered += 1;
                    assert!(
                        matches!(status, 401 | 201),
                        "{path}, round {round}: {status}"
                    );
                }
            }
        }
    }
    // One request comes back every 20 s: only time can let one more in.
    let refilled = started.elapsed().as_secs() / 20;
    assert!(
        answered <= refilled,
        "{answered} answered past the allowance of 3"
    );
}

#[actix_web::test]
async fn public_reads_without_a_token_count_per_address() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            per_sec: 1,
            burst: 3,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    let player = app.player("p").await;
    let read = |path: String, from: &str| TestRequest::get().uri(&path).peer_addr(address(from));
    let paths = [
        format!("/v1/players/{}", player.id),
        format!("/v1/players/{}/ratings/history", player.id),
        "/v1/leaderboards/woof-meow-biscuits".to_owned(),
    ];
    let mut refused = None;
    for path in paths.iter().cycle().take(200) {
        let reply = app.send(read(path.clone(), "192.0.2.9:1")).await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some(reply);
            break;
        }
        assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.text);
    }
    let refused = refused.expect("anonymous reads are limited");
    assert_rate_limited(&refused, 3);
    assert!(refused.body["detail"]
        .as_str()
        .unwrap()
        .contains("without a valid token from your address"));
    // Another address is answered.
    let reply = app.send(read(paths[0].clone(), "192.0.2.10:1")).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
}
