//! Time-outs: a slow client is answered 408 and its connection closed; a
//! database that is down, locked or busy is a prompt 503
//! `database_unavailable` with `Retry-After`, never a 500 nor a hang.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use diesel::{sql_query, RunQueryDsl};
use serde_json::{json, Value};

use crate::real_server::{free_port, RealServer};
use crate::support::{database, Reply, TestApp, TestDb};

fn assert_unavailable(reply: &Reply, what: &str) {
    assert_eq!(
        reply.status,
        StatusCode::SERVICE_UNAVAILABLE,
        "{what}: {}",
        reply.text
    );
    assert_eq!(reply.body["code"], "database_unavailable", "{what}");
    assert_eq!(
        reply.headers.get("content-type").unwrap(),
        "application/problem+json"
    );
    let retry: u64 = reply
        .headers
        .get("retry-after")
        .expect("Retry-After")
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&retry), "{what}: Retry-After {retry}");
}

#[actix_web::test]
async fn a_statement_that_waits_on_a_lock_too_long_is_a_503_and_changes_nothing() {
    let app = TestApp::builder()
        .database(|url| referee::config::DatabaseConfig {
            statement_timeout_ms: 300,
            ..database(url)
        })
        .spawn()
        .await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let players = [alice.clone(), bob.clone()];
    let id = app.biscuits(&players).await;
    let path = format!("/v1/games/{id}");
    let seen = app.get(&path, &alice.token).await;
    let turn = seen.body["turn"]["seat"].as_u64().unwrap() as usize;
    let mover = app.get(&path, &players[turn].token).await;
    let body = json!({
        "game": mover.body["game"], "expected_version": mover.body["version"],
        "action": {"kind": "play", "card": mover.body["legal_actions"]["cards"][0]["id"]},
    });

    // Another session holds the games table (a migration, a manual fix...).
    let mut locker = app.db.conn();
    sql_query("BEGIN").execute(&mut locker).unwrap();
    sql_query("LOCK TABLE games IN ACCESS EXCLUSIVE MODE")
        .execute(&mut locker)
        .unwrap();
    assert_unavailable(&app.get(&path, &alice.token).await, "reading the game");
    let refused = app
        .post(&format!("{path}/moves"), &players[turn].token, &body)
        .await;
    assert_unavailable(&refused, "a move");
    sql_query("ROLLBACK").execute(&mut locker).unwrap();

    // Nothing changed, and the same move now goes through.
    let after = app.get(&path, &alice.token).await;
    assert_eq!(after.status, StatusCode::OK);
    assert_eq!(after.body["version"], seen.body["version"]);
    let moved = app
        .post(&format!("{path}/moves"), &players[turn].token, &body)
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text);
}

#[actix_web::test]
async fn a_pool_with_every_connection_busy_answers_503_after_the_checkout_timeout() {
    let app = TestApp::builder()
        .database(|url| referee::config::DatabaseConfig {
            pool_size: 1,
            checkout_timeout_ms: 200,
            ..database(url)
        })
        .spawn()
        .await;
    let alice = app.player("alice").await;
    let held = app.state.db_pool.get().await.unwrap();
    assert_unavailable(
        &app.get("/v1/players/me/games", &alice.token).await,
        "no free connection",
    );
    drop(held);
    let mine = app.get("/v1/players/me/games", &alice.token).await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.text);
}

/// A read that waits on a lock holds its connection: with every one busy
/// so, another read waits no longer than the checkout time-out either, and
/// the busy one still finishes.
#[actix_web::test]
async fn a_worker_with_every_step_connection_busy_answers_503_after_the_checkout_timeout() {
    // No sweeper: in a test app the workers share the one connection, and
    // a round woken while the table is locked would take it before alice.
    let app = TestApp::builder()
        .database(|url| referee::config::DatabaseConfig {
            pool_size: 1,
            checkout_timeout_ms: 200,
            ..database(url)
        })
        .sweepers(false)
        .spawn()
        .await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let id = app.biscuits(&[alice.clone(), bob.clone()]).await;
    let path = format!("/v1/games/{id}");
    let seen = app.get(&path, &alice.token).await;
    assert_eq!(seen.status, StatusCode::OK, "{}", seen.text);

    // Another session holds the games table: alice's read waits on it,
    // holding the app's one connection, while bob's finds none.
    let mut locker = app.db.conn();
    sql_query("BEGIN").execute(&mut locker).unwrap();
    sql_query("LOCK TABLE games IN ACCESS EXCLUSIVE MODE")
        .execute(&mut locker)
        .unwrap();
    let waiting = app.get(&path, &alice.token);
    let refused = async {
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
        let started = Instant::now();
        let refused = app.get(&path, &bob.token).await;
        let took = started.elapsed();
        sql_query("ROLLBACK").execute(&mut locker).unwrap();
        (refused, took)
    };
    let (waited, (refused, took)) = futures_util::future::join(waiting, refused).await;
    assert_unavailable(&refused, "no free connection");
    assert!(
        took >= Duration::from_millis(150) && took < Duration::from_secs(3),
        "bob waited {took:?} for the checkout time-out of 200 ms"
    );
    assert_eq!(waited.status, StatusCode::OK, "{}", waited.text);
    assert_eq!(waited.body["version"], seen.body["version"]);
    // The connection went back: bob reads now.
    let after = app.get(&path, &bob.token).await;
    assert_eq!(after.status, StatusCode::OK, "{}", after.text);
}

#[actix_web::test]
async fn with_the_database_down_requests_are_503_and_readyz_fails_within_a_second() {
    let down = format!("postgres://referee@127.0.0.1:{}/referee", free_port());
    let app = TestApp::builder()
        .database(move |_| referee::config::DatabaseConfig {
            checkout_timeout_ms: 500,
            ..database(&down)
        })
        .spawn()
        .await;
    let started = Instant::now();
    let ready = app
        .send(actix_web::test::TestRequest::get().uri("/readyz"))
        .await;
    let took = started.elapsed();
    assert_unavailable(&ready, "/readyz");
    // Generous: the point is that it does not wait like a request would
    // on a default pool (30 s) or a dead socket (forever).
    assert!(took < Duration::from_secs(5), "/readyz took {took:?}");
    let health = app
        .send(actix_web::test::TestRequest::get().uri("/healthz"))
        .await;
    assert_eq!(health.status, StatusCode::OK, "the process itself is up");

    let register = app
        .send(
            actix_web::test::TestRequest::post()
                .uri("/v1/players")
                .set_json(json!({"name": "alice"})),
        )
        .await;
    assert_unavailable(&register, "registering");
    let token = app.state.keys.issue(uuid::Uuid::new_v4(), 0).unwrap().0;
    assert_unavailable(&app.get("/v1/players/me/games", &token).await, "my games");
    assert_unavailable(&app.get("/v1/games", &token).await, "the lobby");
}

/// A connection to `server` that fails a read after 15 s, far above the
/// server's time-out: a read that hits it means the server kept the
/// connection.
fn connect(server: &RealServer) -> TcpStream {
    let stream = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(15)))
        .unwrap();
    stream
}

/// Sends `bytes`, then reads until the server closes the connection.
fn exchange(server: &RealServer, bytes: &[u8]) -> std::io::Result<String> {
    let mut stream = connect(server);
    stream.write_all(bytes)?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer)?;
    Ok(String::from_utf8_lossy(&answer).into_owned())
}

#[actix_web::test]
async fn a_body_or_headers_that_do_not_arrive_in_time_get_408_and_the_connection_is_closed() {
    let db = TestDb::new();
    let server = RealServer::start(&db.url, &[("REFEREE_REQUEST_TIMEOUT_SECS", "1")]).await;

    // One byte of a 100-byte body, then nothing.
    let started = Instant::now();
    let answer = exchange(
        &server,
        b"POST /v1/players HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\
              Content-Length: 100\r\n\r\n{",
    )
    .expect("the server answers and closes the connection");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("application/problem+json"), "{answer}");
    assert!(answer.contains("\"code\":\"request_timeout\""), "{answer}");
    assert!(
        answer.to_ascii_lowercase().contains("connection: close"),
        "{answer}"
    );
    assert!(
        started.elapsed() >= Duration::from_millis(900),
        "not before the time-out"
    );

    // Half the headers, then nothing.
    let answer = exchange(&server, b"POST /v1/players HTTP/1.1\r\nHost: t\r\n")
        .expect("the server closes the connection");
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 408"),
        "{answer}"
    );

    // A body that arrives in parts, in time, is served.
    let mut stream = connect(&server);
    let body = br#"{"name":"slow but steady"}"#;
    stream
        .write_all(
            format!(
                "POST /v1/players HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            )
            .as_bytes(),
        )
        .unwrap();
    for part in body.chunks(10) {
        std::thread::sleep(Duration::from_millis(100));
        stream.write_all(part).unwrap();
    }
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 201"), "{answer}");

    // Nothing was stored by the refused requests: one player, the last.
    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let players = sql_query("SELECT count(*) AS n FROM players")
        .get_result::<Count>(&mut db.conn())
        .unwrap();
    assert_eq!(players.n, 1);
}

#[actix_web::test]
async fn a_connection_found_dead_answers_503_once_and_is_replaced() {
    // One connection, so every request below takes the same one.
    let app = TestApp::builder()
        .database(|url| referee::config::DatabaseConfig {
            pool_size: 1,
            ..database(url)
        })
        .spawn()
        .await;
    let alice = app.player("alice").await;
    assert_eq!(
        app.get("/v1/players/me/games", &alice.token).await.status,
        StatusCode::OK
    );
    // The pooled connection ends, as in a database restart. (Not the app's
    // LISTEN connection: its reconnection would wake the clock sweeper,
    // which could meet the dead connection first.)
    end_pooled_connections(&mut app.db.conn());
    // The checkout does not ping (no round trip of its own): the request
    // that meets the dead connection answers 503 (none may: the clock
    // sweeper and the bot runner share the connection, and the one that
    // meets it first drops it; so does a checkout that finds it already
    // known closed) ...
    let first = app.get("/v1/players/me/games", &alice.token).await;
    if first.status != StatusCode::OK {
        assert_unavailable(&first, "on the dead connection");
    }
    // ... and the pool drops it: the next request gets a new one.
    let mine = app.get("/v1/players/me/games", &alice.token).await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.text);
}

/// The same for a game's read and a move: a dead connection answers at
/// most one 503 and is not handed out again.
#[actix_web::test]
async fn a_step_connection_found_dead_is_replaced() {
    let app = TestApp::builder()
        .database(|url| referee::config::DatabaseConfig {
            pool_size: 1,
            ..database(url)
        })
        .spawn()
        .await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let players = [alice.clone(), bob.clone()];
    let id = app.biscuits(&players).await;
    let path = format!("/v1/games/{id}");
    let seen = app.get(&path, &alice.token).await;
    assert_eq!(seen.status, StatusCode::OK, "{}", seen.text);
    end_pooled_connections(&mut app.db.conn());
    let first = app.get(&path, &alice.token).await;
    if first.status != StatusCode::OK {
        assert_unavailable(&first, "on the dead connection");
    }
    let again = app.get(&path, &alice.token).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text);
    // And a move, read and written on the new connection, is stored.
    let version = app.move_once(&players, id).await;
    let after = app.get(&path, &alice.token).await;
    assert_eq!(after.body["version"], version);
}

/// Ends every backend of the test's database but this one and the LISTEN
/// connections, as a database restart would, and waits until they are gone:
/// with a time-out, pg_terminate_backend waits for the backend to exit
/// (Postgres 14+); without it, a request sent at once could still be served
/// by the backend about to die.
fn end_pooled_connections(conn: &mut diesel::PgConnection) {
    sql_query(
        "SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity \
         WHERE datname = current_database() AND pid <> pg_backend_pid() \
           AND backend_type = 'client backend' AND application_name <> $1",
    )
    .bind::<diesel::sql_types::Text, _>(referee::workers::hub::LISTEN_APPLICATION_NAME)
    .execute(conn)
    .unwrap();
}

/// The threads of process `pid` now.
fn threads_of(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/task"))
        .unwrap()
        .count()
}

/// Many long-polls arriving at once do not grow the server by a thread
/// each: their reads run on the worker's own loop and connections (no
/// blocking thread), those beyond the pool's connections wait for one,
/// and every long-poll is answered.
#[actix_web::test]
async fn a_burst_of_long_polls_does_not_grow_a_thread_each() {
    const POLLS: usize = 60;
    const POOL: usize = 2;
    let db = TestDb::new();
    let server = RealServer::start(
        &db.url,
        &[
            ("REFEREE_WORKERS", "1"),
            ("REFEREE_DB_POOL_SIZE", "2"),
            ("REFEREE_RATE_LIMIT_PER_SEC", "0"),
        ],
    )
    .await;
    let client = awc::Client::builder()
        .timeout(Duration::from_secs(30))
        .finish();
    let mut created = client
        .post(format!("{}/v1/players", server.base))
        .send_json(&json!({"name": "alice"}))
        .await
        .unwrap();
    assert_eq!(created.status(), StatusCode::CREATED);
    let player: Value = created.json().await.unwrap();
    let token = player["token"].as_str().unwrap().to_owned();
    let before = threads_of(server.pid());

    let polls = (0..POLLS).map(|_| {
        client
            .get(format!(
                "{}/v1/players/me/notifications?wait=3",
                server.base
            ))
            .bearer_auth(&token)
            .send()
    });
    let watch = async {
        let mut most = 0;
        for _ in 0..40 {
            most = most.max(threads_of(server.pid()));
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
        most
    };
    let (answers, most) = tokio::join!(futures_util::future::join_all(polls), watch);
    for answer in answers {
        assert_eq!(answer.unwrap().status(), StatusCode::OK);
    }
    assert!(
        most <= before + POOL + 4,
        "{before} threads before the burst, {most} during it"
    );
}

/// `REFEREE_DB_POOL_SIZE` is the most connections a process opens for its
/// queries, shared out among its HTTP workers and its background work: a
/// size that leaves one of them without a connection is refused at
/// start-up, in words that name both settings.
#[test]
fn a_pool_size_smaller_than_the_workers_and_background_work_is_refused() {
    let db = TestDb::new();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
        .arg("serve")
        .env("DATABASE_URL", &db.url)
        .env("REFEREE_BIND", format!("127.0.0.1:{}", free_port()))
        .env("REFEREE_WORKERS", "3")
        .env("REFEREE_DB_POOL_SIZE", "3")
        .env("RUST_LOG", "warn")
        .output()
        .expect("the target's referee binary runs");
    assert!(!output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("REFEREE_DB_POOL_SIZE (3)"), "{stderr}");
    assert!(stderr.contains("REFEREE_WORKERS"), "{stderr}");
}
