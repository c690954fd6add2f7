//! Connections a client can hold, and bodies where none is expected: a
//! kept-alive connection that stalls in its next request's head is closed,
//! one address cannot hold more than its share of connections while
//! another is served, and an endpoint that takes no body refuses one at
//! once, as does any endpoint a body over the limit, closing the connection.

use std::io::{ErrorKind, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;
use serde_json::{json, Value};

use crate::real_server::RealServer;
use crate::support::{spawn, TestDb};

/// The address the tests attack from, and another client's.
const ATTACKER: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 1);
const OTHER: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 2);

/// A connection to `server` from `source` whose reads fail after 15 s, far
/// beyond every time-out the servers below have: a read that hits it means
/// the server held the connection.
async fn connect_from(source: Ipv4Addr, server: &RealServer) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::from((source, 0))).unwrap();
    let stream = socket
        .connect(SocketAddr::from((Ipv4Addr::LOCALHOST, server.port)))
        .await
        .unwrap()
        .into_std()
        .unwrap();
    stream.set_nonblocking(false).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(15)))
        .unwrap();
    stream
}

/// One answer: its status and body, read by its `Content-Length`; `None`
/// when the connection ends (or is reset) before a whole answer.
fn read_answer(stream: &mut TcpStream) -> Option<(u16, String)> {
    let mut received = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        if let Some(end) = received.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&received[..end]).to_ascii_lowercase();
            let length: usize = head
                .lines()
                .find_map(|line| line.strip_prefix("content-length:"))
                .map_or(0, |v| v.trim().parse().unwrap());
            if received.len() >= end + 4 + length {
                let status = head.split(' ').nth(1).unwrap().parse().unwrap();
                let body = String::from_utf8_lossy(&received[end + 4..end + 4 + length]);
                return Some((status, body.into_owned()));
            }
        }
        match stream.read(&mut chunk) {
            Ok(0) => return None,
            Ok(n) => received.extend_from_slice(&chunk[..n]),
            Err(err) if err.kind() == ErrorKind::ConnectionReset => return None,
            Err(err) => panic!("the server held the connection: {err}"),
        }
    }
}

/// Reads until the server closes the connection; fails when it holds it
/// past the read time-out.
fn assert_closed(stream: &mut TcpStream, what: &str) {
    let mut rest = Vec::new();
    match stream.read_to_end(&mut rest) {
        Ok(_) => {}
        Err(err) if err.kind() == ErrorKind::ConnectionReset => {}
        Err(err) => panic!("{what}: the server held the connection: {err}"),
    }
}

/// A request's head for `GET path` that keeps the connection.
fn get(path: &str) -> String {
    format!("GET {path} HTTP/1.1\r\nHost: t\r\n\r\n")
}

#[actix_web::test]
async fn a_kept_alive_connection_stalled_in_its_next_head_is_closed() {
    const HELD: usize = 20;
    let db = TestDb::new();
    let server = RealServer::start(&db.url, &[("REFEREE_REQUEST_TIMEOUT_SECS", "1")]).await;

    // One whole request, then the request line and one header of a second.
    let mut held = Vec::new();
    for _ in 0..HELD {
        let mut stream = connect_from(ATTACKER, &server).await;
        stream.write_all(get("/healthz").as_bytes()).unwrap();
        assert_eq!(
            read_answer(&mut stream).map(|(status, _)| status),
            Some(200)
        );
        stream
            .write_all(b"GET /healthz HTTP/1.1\r\nHost: t\r\n")
            .unwrap();
        held.push((stream, Instant::now()));
    }
    for (mut stream, since) in held {
        assert_closed(&mut stream, "a stalled head");
        // Generous: the head's time-out is 1 s from its first byte.
        assert!(
            since.elapsed() < Duration::from_secs(12),
            "closed {:?} after the stalled head",
            since.elapsed()
        );
    }

    // A kept-alive connection whose next head arrives in parts within the
    // time-out is served, and its request may take longer than the head's
    // time-out: a 3 s long-poll is answered, not cut.
    let mut stream = connect_from(ATTACKER, &server).await;
    let name = br#"{"name":"alice"}"#;
    stream
        .write_all(
            format!(
                "POST /v1/players HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\
                 Content-Length: {}\r\n\r\n",
                name.len()
            )
            .as_bytes(),
        )
        .unwrap();
    stream.write_all(name).unwrap();
    let (status, body) = read_answer(&mut stream).expect("an answer");
    assert_eq!(status, 201, "{body}");
    let token = serde_json::from_str::<Value>(&body).unwrap()["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let poll = format!(
        "GET /v1/players/me/notifications?wait=3 HTTP/1.1\r\nHost: t\r\n\
         Authorization: Bearer {token}\r\n\r\n"
    );
    for part in poll.as_bytes().chunks(poll.len() / 4 + 1) {
        std::thread::sleep(Duration::from_millis(150));
        stream.write_all(part).unwrap();
    }
    let started = Instant::now();
    let (status, body) = read_answer(&mut stream).expect("the long-poll's answer");
    assert_eq!(status, 200, "{body}");
    assert!(
        started.elapsed() >= Duration::from_millis(2_500),
        "the long-poll waited {:?}",
        started.elapsed()
    );
    // And the connection still serves the request after it.
    stream.write_all(get("/healthz").as_bytes()).unwrap();
    assert_eq!(
        read_answer(&mut stream).map(|(status, _)| status),
        Some(200)
    );
}

#[actix_web::test]
async fn one_address_holding_twice_its_cap_leaves_another_address_served() {
    const CAP: usize = 16;
    let db = TestDb::new();
    let server = RealServer::start(
        &db.url,
        &[
            ("REFEREE_MAX_CONNECTIONS_PER_ADDRESS", "16"),
            // The held connections stay for the whole test.
            ("REFEREE_REQUEST_TIMEOUT_SECS", "60"),
        ],
    )
    .await;

    // The attack: 2 × the cap, each a whole request and a stalled head.
    let mut held = Vec::new();
    let mut refused = 0;
    for _ in 0..2 * CAP {
        let mut stream = connect_from(ATTACKER, &server).await;
        // A refused connection may be closed before the request is sent.
        let _ = stream.write_all(get("/healthz").as_bytes());
        match read_answer(&mut stream) {
            Some((200, _)) => {
                stream
                    .write_all(b"GET /healthz HTTP/1.1\r\nHost: t\r\n")
                    .unwrap();
                held.push(stream);
            }
            Some((429, body)) => {
                assert!(body.contains("too_many_connections"), "{body}");
                refused += 1;
            }
            None => refused += 1,
            Some(other) => panic!("unexpected answer {other:?}"),
        }
    }
    assert_eq!((held.len(), refused), (CAP, CAP));

    // One more from the same address: a 429 problem, and closed.
    let mut extra = connect_from(ATTACKER, &server).await;
    let (status, body) = read_answer(&mut extra).expect("the refusal");
    assert_eq!(status, 429, "{body}");
    let problem: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(problem["code"], "too_many_connections");
    assert_eq!(problem["status"], 429);
    assert_closed(&mut extra, "a refused connection");

    // Meanwhile another address is served, and the metrics count every
    // refusal by its cap.
    for path in ["/healthz", "/readyz", "/v1/catalog", "/metrics"] {
        let mut other = connect_from(OTHER, &server).await;
        other.write_all(get(path).as_bytes()).unwrap();
        let (status, body) = read_answer(&mut other).expect("an answer");
        assert_eq!(status, 200, "{path}: {body}");
        if path == "/metrics" {
            let counted = format!(
                "referee_connections_refused_total{{cap=\"address\"}} {}",
                CAP + 1
            );
            assert!(body.contains(&counted), "{counted} in {body}");
        }
    }

    // The attacker lets go: its address is served again.
    drop(held);
    let again = Instant::now();
    loop {
        let mut stream = connect_from(ATTACKER, &server).await;
        let _ = stream.write_all(get("/healthz").as_bytes());
        match read_answer(&mut stream) {
            Some((200, _)) => break,
            answer => assert!(
                again.elapsed() < Duration::from_secs(10),
                "still refused after the held connections closed: {answer:?}"
            ),
        }
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

#[actix_web::test]
async fn a_server_holding_its_most_connections_refuses_the_next_with_503() {
    const MOST: usize = 8;
    let db = TestDb::new();
    let server = RealServer::start(
        &db.url,
        &[
            ("REFEREE_MAX_CONNECTIONS", "8"),
            ("REFEREE_MAX_CONNECTIONS_PER_ADDRESS", "0"),
            ("REFEREE_REQUEST_TIMEOUT_SECS", "60"),
        ],
    )
    .await;
    let mut held = Vec::new();
    for _ in 0..MOST {
        let mut stream = connect_from(ATTACKER, &server).await;
        stream.write_all(get("/healthz").as_bytes()).unwrap();
        assert_eq!(
            read_answer(&mut stream).map(|(status, _)| status),
            Some(200)
        );
        stream
            .write_all(b"GET /healthz HTTP/1.1\r\nHost: t\r\n")
            .unwrap();
        held.push(stream);
    }
    let mut next = connect_from(OTHER, &server).await;
    let (status, body) = read_answer(&mut next).expect("the refusal");
    assert_eq!(status, 503, "{body}");
    let problem: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(problem["code"], "too_many_connections");
    assert_closed(&mut next, "a refused connection");

    // One place freed is one connection served.
    held.pop();
    let again = Instant::now();
    loop {
        let mut stream = connect_from(OTHER, &server).await;
        let _ = stream.write_all(get("/healthz").as_bytes());
        match read_answer(&mut stream) {
            Some((200, _)) => break,
            answer => assert!(
                again.elapsed() < Duration::from_secs(10),
                "still refused after a held connection closed: {answer:?}"
            ),
        }
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A request with a body of `size` bytes.
fn with_body(method: Method, path: &str, token: &str, size: usize) -> TestRequest {
    TestRequest::default()
        .method(method)
        .uri(path)
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Content-Type", "application/json"))
        .set_payload(vec![b' '; size])
}

#[actix_web::test]
async fn every_endpoint_without_a_body_refuses_one_with_413_and_changes_nothing() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let document = referee::http::openapi::document();
    let some_id = "00000000-0000-0000-0000-000000000000";
    let mut without_body = 0;
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if op.get("requestBody").is_some() {
                continue;
            }
            without_body += 1;
            let name = format!("{} {path}", method.to_uppercase());
            assert!(op["responses"].get("413").is_some(), "{name} lists 413");
            let uri = path
                .replace("{id}", some_id)
                .replace("{player_id}", some_id);
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let reply = app.send(with_body(method, &uri, &alice.token, 5)).await;
            assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE, "{name}");
            assert_eq!(reply.body["code"], "body_not_allowed", "{name}");
        }
    }
    assert!(
        without_body >= 20,
        "{without_body} endpoints without a body"
    );
    // Spelled out, a path is the endpoint the router decodes it to.
    for uri in ["/v1/tokens/%72evoke", "/v1/players/me/api%2Dkeys"] {
        let reply = app
            .send(with_body(Method::POST, uri, &alice.token, 5))
            .await;
        assert_eq!(
            reply.body["code"], "body_not_allowed",
            "{uri}: {}",
            reply.text
        );
    }

    // The three the audit found acting on a body over 64 KiB: each is
    // refused and does nothing.
    let big = 70 * 1024;
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({
                "game": "woof-meow-biscuits", "seats": 2, "visibility": "private",
                "invite_code": true,
            }),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let game = created.body["id"].as_str().unwrap().to_owned();
    let code = created.body["invite_code"].as_str().unwrap().to_owned();
    for path in [
        "/v1/players/me/api-keys".to_owned(),
        "/v1/tokens/revoke".to_owned(),
        format!("/v1/games/{game}/invite-code"),
    ] {
        let reply = app
            .send(with_body(Method::POST, &path, &alice.token, big))
            .await;
        assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE, "{path}");
    }
    // The api_key still gives tokens, the token still works, and the
    // invite code still opens the game.
    let token = app
        .send(
            TestRequest::post()
                .uri("/v1/tokens")
                .set_json(json!({"player_id": alice.id, "api_key": alice.api_key})),
        )
        .await;
    assert_eq!(token.status, StatusCode::OK, "{}", token.text);
    let mine = app.get("/v1/players/me/games", &alice.token).await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.text);
    let bob = app.player("bob").await;
    let joined = app
        .post(
            &format!("/v1/games/{game}/seats"),
            &bob.token,
            &json!({"invite_code": code}),
        )
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
}

#[actix_web::test]
async fn bodies_too_large_or_not_expected_are_refused_at_once_and_the_connection_closed() {
    let db = TestDb::new();
    // The default request time-out (10 s): an answer in time is not one
    // that waited for it.
    let server = RealServer::start(&db.url, &[]).await;

    // A declared 50 MiB, and no body.
    let mut stream = connect_from(ATTACKER, &server).await;
    let started = Instant::now();
    stream
        .write_all(
            b"POST /v1/players HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\
              Content-Length: 52428800\r\n\r\n",
        )
        .unwrap();
    let (status, body) = read_answer(&mut stream).expect("an answer");
    assert_eq!(status, 413, "{body}");
    assert!(body.contains("\"code\":\"body_too_large\""), "{body}");
    assert_closed(&mut stream, "after a declared 50 MiB");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "answered after {:?}",
        started.elapsed()
    );

    // A chunked 1 MiB, sent slowly, to an endpoint that takes no body: the
    // answer comes after the first chunk, and the connection closes while
    // the client still sends.
    let mut stream = connect_from(ATTACKER, &server).await;
    let started = Instant::now();
    stream
        .write_all(
            b"POST /v1/players/me/api-keys HTTP/1.1\r\nHost: t\r\n\
              Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
        )
        .unwrap();
    let chunk = format!("400\r\n{}\r\n", "x".repeat(1024));
    stream.write_all(chunk.as_bytes()).unwrap();
    let (status, body) = read_answer(&mut stream).expect("an answer");
    assert_eq!(status, 413, "{body}");
    assert!(body.contains("\"code\":\"body_not_allowed\""), "{body}");
    let mut sent = 1;
    while sent < 1024 && stream.write_all(chunk.as_bytes()).is_ok() {
        sent += 1;
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(sent < 1024, "the server took the whole 1 MiB");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "the connection closed after {:?}",
        started.elapsed()
    );

    // A chunked body over 64 KiB to an endpoint that takes one: 413 once
    // the limit is passed, and closed (not drained).
    let mut stream = connect_from(ATTACKER, &server).await;
    stream
        .write_all(
            b"POST /v1/players HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\
              Transfer-Encoding: chunked\r\n\r\n",
        )
        .unwrap();
    for _ in 0..65 {
        stream.write_all(chunk.as_bytes()).unwrap();
    }
    let (status, body) = read_answer(&mut stream).expect("an answer");
    assert_eq!(status, 413, "{body}");
    assert!(body.contains("\"code\":\"body_too_large\""), "{body}");
    assert_closed(&mut stream, "after a chunked body over the limit");

    // Nothing was stored.
    let players = diesel::RunQueryDsl::get_result::<i64>(
        diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(
            "(SELECT count(*) FROM players)",
        )),
        &mut db.conn(),
    )
    .unwrap();
    assert_eq!(players, 0);
}

/// The audit's case with the default caps: a server that may open 256
/// files, and one address opening twice the per-address cap (128) of
/// stalled connections. Without the caps, the process ran out of
/// descriptors and every other client waited.
#[actix_web::test]
async fn with_default_caps_one_address_cannot_take_every_descriptor() {
    let per_address = referee::config::DEFAULT_MAX_CONNECTIONS_PER_ADDRESS as usize;
    let db = TestDb::new();
    let server = RealServer::start_with_open_files(
        &db.url,
        // The held connections stay for the whole test.
        &[("REFEREE_REQUEST_TIMEOUT_SECS", "60")],
        Some(256),
    )
    .await;
    let mut held = Vec::new();
    for _ in 0..2 * per_address {
        let mut stream = connect_from(ATTACKER, &server).await;
        let _ = stream.write_all(get("/healthz").as_bytes());
        if let Some((200, _)) = read_answer(&mut stream) {
            stream
                .write_all(b"GET /healthz HTTP/1.1\r\nHost: t\r\n")
                .unwrap();
            held.push(stream);
        }
    }
    assert_eq!(held.len(), per_address);
    for path in ["/healthz", "/readyz", "/v1/catalog"] {
        let mut other = connect_from(OTHER, &server).await;
        other.write_all(get(path).as_bytes()).unwrap();
        let (status, body) = read_answer(&mut other).expect("an answer");
        assert_eq!(status, 200, "{path}: {body}");
    }
}
