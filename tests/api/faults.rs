//! Fault tests against real `referee serve` processes,
//! each bounded to a few seconds:
//!
//! - a server killed with SIGKILL while clients make moves as fast as they
//!   can, then restarted on the same database: every acknowledged move is
//!   stored, versions are contiguous, nothing unacknowledged is half-stored
//!   (the stored history replays to the stored snapshot, the hash chain
//!   verifies), and play goes on;
//! - Postgres (a throw-away cluster of the test's own, from `scripts/pg`
//!   with `REFEREE_PG_DIR`) stopped and started again under load: `503
//!   database_unavailable` with `Retry-After` while it is down (never a 500),
//!   `/readyz` 503, recovery without restarting the server, nothing
//!   acknowledged lost;
//! - two servers that reach Postgres through its Unix socket play, wake each
//!   other's long-polls and store games that verify.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::rc::Rc;
use std::time::{Duration, Instant};

use actix_web::http::Method;
use diesel::prelude::*;
use futures_util::future::join_all;
use referee::audit::{self, Bundle};
use referee::engine::AnyGame;
use referee::store;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::real_server::{free_port, RealServer as Server};
use crate::support::TestDb;

// ---------------------------------------------------------------------------
// Real server processes.

/// A PostgreSQL cluster of this test alone, from `scripts/pg` with
/// `REFEREE_PG_DIR` (a fresh directory under the system's temporary
/// directory) and `REFEREE_PG_PORT` (a free port). Stopped and removed when
/// dropped, also when the test fails.
struct PrivatePg {
    dir: PathBuf,
    port: u16,
    url: String,
}

impl PrivatePg {
    fn script(dir: &std::path::Path, port: u16, command: &str) -> Result<String, String> {
        let out = Command::new(concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/pg"))
            .arg(command)
            .env("REFEREE_PG_DIR", dir)
            .env("REFEREE_PG_PORT", port.to_string())
            // Else `scripts/pg start` would use the shared server it names.
            .env_remove("DATABASE_URL")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("scripts/pg {command}: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "scripts/pg {command} failed: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_owned())
    }

    fn start() -> PrivatePg {
        let dir =
            std::env::temp_dir().join(format!("referee-faults-pg-{}", Uuid::new_v4().simple()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut last = String::new();
        // A port taken between the pick and the start: try another.
        for _ in 0..3 {
            let port = free_port();
            let mut pg = PrivatePg {
                dir: dir.clone(),
                port,
                url: String::new(),
            };
            match Self::script(&dir, port, "start") {
                Ok(url) => {
                    pg.url = url.lines().last().unwrap_or_default().to_owned();
                    return pg;
                }
                Err(err) => {
                    last = err;
                    // Dropping `pg` stops whatever started and removes the
                    // directory: make it again.
                    drop(pg);
                    std::fs::create_dir_all(&dir).unwrap();
                }
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        panic!("cannot start a private PostgreSQL: {last}");
    }

    /// `pg_ctl stop -m fast` (through `scripts/pg stop`): backends end,
    /// open transactions roll back.
    fn stop(&self) -> Result<String, String> {
        Self::script(&self.dir, self.port, "stop")
    }
}

impl Drop for PrivatePg {
    fn drop(&mut self) {
        if let Err(err) = self.stop() {
            eprintln!("{err}");
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Runs blocking work (a `scripts/pg` call) off the test's single thread, so
/// that the clients keep going meanwhile.
async fn blocking<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    actix_web::rt::task::spawn_blocking(work).await.unwrap()
}

// ---------------------------------------------------------------------------
// A plain HTTP client on the real process.

/// An answer: status, body (JSON, or Null) and the headers the tests check.
#[derive(Debug, Clone)]
struct Answer {
    status: u16,
    body: Value,
    text: String,
    content_type: String,
    retry_after: Option<String>,
}

struct Api {
    client: awc::Client,
    base: String,
}

impl Api {
    /// `timeout`: how long a request may take to get its answer's head.
    fn new(base: &str, timeout: Duration) -> Api {
        Api {
            client: awc::Client::builder().timeout(timeout).finish(),
            base: base.to_owned(),
        }
    }

    async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Result<Answer, String> {
        let mut request = self.client.request(method, format!("{}{path}", self.base));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let sent = match body {
            Some(body) => request.send_json(body).await,
            None => request.send().await,
        };
        let mut response = sent.map_err(|e| format!("{path}: {e}"))?;
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned)
        };
        let content_type = header("content-type").unwrap_or_default();
        let retry_after = header("retry-after");
        let bytes = response
            .body()
            .limit(256 << 20)
            .await
            .map_err(|e| format!("{path}: body: {e}"))?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        Ok(Answer {
            status: response.status().as_u16(),
            body: serde_json::from_str(&text).unwrap_or(Value::Null),
            text,
            content_type,
            retry_after,
        })
    }

    /// A 2xx answer's body (a 429 is waited out, as its Retry-After says).
    async fn ok(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Value {
        let mut answer = self.call(method.clone(), path, token, body).await.unwrap();
        // The checks after a load share the players' rate limits with it: a
        // 429 changed nothing, so wait as it says and ask again.
        for _ in 0..10 {
            if answer.status != 429 {
                break;
            }
            let wait = answer
                .retry_after
                .as_deref()
                .and_then(|s| s.parse().ok())
                .unwrap_or(1);
            actix_web::rt::time::sleep(Duration::from_secs(wait)).await;
            answer = self.call(method.clone(), path, token, body).await.unwrap();
        }
        assert!(
            (200..300).contains(&answer.status),
            "{path}: {} {}",
            answer.status,
            answer.text
        );
        answer.body
    }
}

// ---------------------------------------------------------------------------
// Games and the clients that play them.

struct Table {
    id: Uuid,
    /// The token of seat 0 and of seat 1.
    tokens: [String; 2],
}

/// Registers two players and starts a 2-seat advanced Woof Meow Biscuits
/// game of many rounds (it outlasts the test).
async fn table(api: &Api, n: usize) -> Table {
    let mut tokens = Vec::new();
    for seat in 0..2 {
        let player = api
            .ok(
                Method::POST,
                "/v1/players",
                None,
                Some(&json!({ "name": format!("faults-{n}-{seat}") })),
            )
            .await;
        tokens.push(player["token"].as_str().unwrap().to_owned());
    }
    let created = api
        .ok(
            Method::POST,
            "/v1/games",
            Some(&tokens[0]),
            Some(&json!({
                "game": "woof-meow-biscuits",
                "seats": 2,
                "options": {"variant": "advanced", "rounds": 100, "starting_seat": 0},
                "client_seed": format!("{:02x}", n),
            })),
        )
        .await;
    let id: Uuid = created["id"].as_str().unwrap().parse().unwrap();
    api.ok(
        Method::POST,
        &format!("/v1/games/{id}/seats"),
        Some(&tokens[1]),
        Some(&json!({ "client_seed": "b0b0" })),
    )
    .await;
    Table {
        id,
        tokens: [tokens[0].clone(), tokens[1].clone()],
    }
}

/// A move the server acknowledged: stored as step `version` of `game`.
#[derive(Debug, Clone)]
struct Ack {
    game: Uuid,
    version: i64,
    action: Value,
    /// When the move was sent, and when its answer arrived.
    sent: Instant,
    at: Instant,
}

/// Everything the clients saw.
#[derive(Default)]
struct Seen {
    acks: Vec<Ack>,
    /// Every answer: when, which request, and the answer.
    answers: Vec<(Instant, String, Answer)>,
    /// Requests that got no answer (refused, reset, timed out).
    failures: Vec<(Instant, String)>,
}

/// One seat's client: reads its view, and when it is on turn plays its
/// first legal card on the version it read, as fast as it can, until `stop`.
/// `pause` is the wait after a 503 or a failed request.
async fn seat_client(
    api: Rc<Api>,
    table: Rc<Table>,
    seat: usize,
    seen: Rc<RefCell<Seen>>,
    stop: Rc<Cell<bool>>,
    pause: Duration,
) {
    let path = format!("/v1/games/{}", table.id);
    let moves = format!("{path}/moves");
    let token = table.tokens[seat].as_str();
    let record = |what: &str, result: &Result<Answer, String>| {
        let mut seen = seen.borrow_mut();
        match result {
            Ok(answer) => seen
                .answers
                .push((Instant::now(), what.to_owned(), answer.clone())),
            Err(err) => seen
                .failures
                .push((Instant::now(), format!("{what}: {err}"))),
        }
    };
    while !stop.get() {
        let view = api.call(Method::GET, &path, Some(token), None).await;
        record("GET /v1/games/{id}", &view);
        let view = match view {
            Ok(view) if view.status == 200 => view.body,
            _ => {
                actix_web::rt::time::sleep(pause).await;
                continue;
            }
        };
        if view["status"] != "active" {
            break;
        }
        let Some(card) = view["legal_actions"]["cards"][0]["id"].as_u64() else {
            // Not on turn.
            actix_web::rt::time::sleep(Duration::from_millis(2)).await;
            continue;
        };
        let action = json!({"kind": "play", "card": card});
        let body =
            json!({"game": view["game"], "expected_version": view["version"], "action": action});
        let sent = Instant::now();
        let reply = api
            .call(Method::POST, &moves, Some(token), Some(&body))
            .await;
        record("POST /v1/games/{id}/moves", &reply);
        match reply {
            Ok(reply) if reply.status == 200 => {
                let version = reply.body["version"].as_i64().expect("a version");
                seen.borrow_mut().acks.push(Ack {
                    game: table.id,
                    version,
                    action,
                    sent,
                    at: Instant::now(),
                });
            }
            Ok(reply) if reply.status == 409 => {}
            _ => actix_web::rt::time::sleep(pause).await,
        }
    }
}

/// The seat on turn plays its first legal card; the new version.
async fn move_once(api: &Api, table: &Table) -> i64 {
    let path = format!("/v1/games/{}", table.id);
    let view = api
        .ok(Method::GET, &path, Some(&table.tokens[0]), None)
        .await;
    let seat = view["turn"]["seat"].as_u64().expect("a seat on turn") as usize;
    let view = api
        .ok(Method::GET, &path, Some(&table.tokens[seat]), None)
        .await;
    let card = view["legal_actions"]["cards"][0]["id"].clone();
    let body = json!({
        "game": view["game"], "expected_version": view["version"],
        "action": {"kind": "play", "card": card},
    });
    let reply = api
        .ok(
            Method::POST,
            &format!("{path}/moves"),
            Some(&table.tokens[seat]),
            Some(&body),
        )
        .await;
    reply["version"].as_i64().unwrap()
}

// ---------------------------------------------------------------------------
// What the database holds.

/// Checks one game as stored: steps 1..=N with the game at version N; each
/// acknowledged move is the stored step of its version; replaying the stored
/// actions from the game seed gives every stored event and the stored
/// snapshot (a move half-stored — its step without the snapshot, or the
/// reverse — would break it); the row's `head_hash` is the last step's
/// hash. Returns N.
async fn check_stored(conn: &mut referee::store::AsyncPgConnection, id: Uuid, acks: &[Ack]) -> i64 {
    let row = store::games::find(conn, id)
        .await
        .unwrap()
        .expect("the game");
    let steps = store::events::all(conn, id).await.unwrap();
    let seqs: Vec<i64> = steps.iter().map(|s| s.seq).collect();
    assert_eq!(
        seqs,
        (1..=row.version).collect::<Vec<_>>(),
        "game {id}: the stored steps are 1..=version ({})",
        row.version
    );
    for ack in acks.iter().filter(|a| a.game == id) {
        let step = &steps[(ack.version - 1) as usize];
        assert_eq!(
            step.action.as_ref(),
            Some(&ack.action),
            "game {id}: acknowledged move {} is stored as sent",
            ack.version
        );
    }
    let seed: [u8; 32] = row
        .game_seed
        .clone()
        .expect("a started game has its seed")
        .try_into()
        .expect("32 bytes");
    let (mut engine, first) =
        AnyGame::new(&row.game, row.seat_count as u8, &row.options, &seed).unwrap();
    assert_eq!(Value::Array(first), steps[0].events, "game {id}: the deal");
    for step in &steps[1..] {
        let seat = step.actor_seat.expect("a move has its seat") as u8;
        let events = engine
            .apply_json(seat, step.action.as_ref().expect("a move has its action"))
            .unwrap_or_else(|e| panic!("game {id}: step {} replays: {e:?}", step.seq));
        assert_eq!(
            Value::Array(events),
            step.events,
            "game {id}: step {}",
            step.seq
        );
    }
    assert_eq!(
        Some(serde_json::to_value(&engine).unwrap()),
        row.state
            .map(|text| serde_json::from_str::<Value>(&text.0).unwrap()),
        "game {id}: the snapshot is the replay of the stored steps"
    );
    let head_hash: Option<Vec<u8>> = diesel_async::RunQueryDsl::first(
        store::schema::games::table
            .find(id)
            .select(store::schema::games::head_hash),
        conn,
    )
    .await
    .unwrap();
    assert_eq!(
        head_hash.as_ref(),
        steps.last().map(|s| &s.hash),
        "game {id}: the row keeps the hash of its last stored step"
    );
    row.version
}

/// The audit bundle of a running game, as seat 0 sees it, verifies (the hash
/// chain over every stored step) and has `version` steps.
async fn check_audit(api: &Api, table: &Table, version: i64) {
    let audit = api
        .ok(
            Method::GET,
            &format!("/v1/games/{}/audit", table.id),
            Some(&table.tokens[0]),
            None,
        )
        .await;
    let bundle: Bundle = serde_json::from_value(audit).unwrap();
    assert_eq!(bundle.steps.len() as i64, version);
    audit::verify(&bundle, &mut |_| {}).unwrap_or_else(|e| panic!("game {}: {e}", table.id));
}

/// `at` relative to `from`, signed, in seconds ("+0.92 s", "-0.05 s").
fn offset(at: Instant, from: Instant) -> String {
    if at >= from {
        format!("+{:.2} s", (at - from).as_secs_f64())
    } else {
        format!("-{:.2} s", (from - at).as_secs_f64())
    }
}

fn statuses(seen: &Seen) -> BTreeMap<u16, usize> {
    let mut counts = BTreeMap::new();
    for (_, _, answer) in &seen.answers {
        *counts.entry(answer.status).or_default() += 1;
    }
    counts
}

// ---------------------------------------------------------------------------
// The tests.

#[actix_web::test]
async fn a_server_killed_with_sigkill_under_concurrent_moves_loses_no_acknowledged_move() {
    let db = TestDb::new();
    let mut first = Server::start(&db.url, &[]).await;
    let api = Rc::new(Api::new(&first.base, Duration::from_secs(10)));
    let mut tables = Vec::new();
    for n in 0..4 {
        tables.push(Rc::new(table(&api, n).await));
    }

    // Two clients a game (one a seat), as fast as they can; after a second,
    // SIGKILL with requests in flight.
    let seen = Rc::new(RefCell::new(Seen::default()));
    let stop = Rc::new(Cell::new(false));
    let clients = join_all(tables.iter().flat_map(|table| {
        (0..2).map(|seat| {
            seat_client(
                api.clone(),
                table.clone(),
                seat,
                seen.clone(),
                stop.clone(),
                Duration::from_millis(20),
            )
        })
    }));
    let killer = async {
        actix_web::rt::time::sleep(Duration::from_secs(1)).await;
        stop.set(true);
        first.kill();
    };
    futures_util::future::join(clients, killer).await;
    let seen = seen.take();
    eprintln!(
        "before the kill: {} moves acknowledged, answers by status {:?}; {} requests cut off, {} of them moves",
        seen.acks.len(),
        statuses(&seen),
        seen.failures.len(),
        seen.failures.iter().filter(|(_, f)| f.starts_with("POST")).count()
    );
    assert!(
        seen.acks.len() >= 8,
        "too few moves before the kill to show anything: {:?}",
        statuses(&seen)
    );
    assert!(
        seen.answers.iter().all(|(_, _, a)| a.status < 500),
        "no 5xx before the kill: {:?}",
        statuses(&seen)
    );

    // A new process on the same database.
    let second = Server::start(&db.url, &[]).await;
    let api = Api::new(&second.base, Duration::from_secs(10));
    let mut conn = db.async_conn().await;
    for table in &tables {
        let version = check_stored(&mut conn, table.id, &seen.acks).await;
        let acked = seen.acks.iter().filter(|a| a.game == table.id).count();
        assert!(acked > 0, "game {}: no move acknowledged", table.id);
        // Step 1 is the deal; a move cut off by the kill may have been
        // stored whole (committed, unanswered) or not at all.
        eprintln!(
            "game {}: {acked} moves acknowledged, {} stored",
            table.id,
            version - 1
        );
        check_audit(&api, table, version).await;
        // Play goes on where it stopped.
        assert_eq!(move_once(&api, table).await, version + 1);
        assert_eq!(
            check_stored(&mut conn, table.id, &seen.acks).await,
            version + 1
        );
    }
}

/// Backends of this test's database other than the caller's: (through a
/// Unix socket, through TCP, listening connections through a Unix socket).
fn backends_by_transport(conn: &mut PgConnection) -> (i64, i64, i64) {
    use diesel::dsl::sql;
    use diesel::sql_types::BigInt;
    let others =
        "FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()";
    diesel::select(sql::<(BigInt, BigInt, BigInt)>(&format!(
        "(SELECT count(*) {others} AND client_port = -1), \
         (SELECT count(*) {others} AND client_addr IS NOT NULL), \
         (SELECT count(*) {others} AND client_port = -1 AND application_name = '{}')",
        referee::workers::hub::LISTEN_APPLICATION_NAME
    )))
    .get_result(conn)
    .unwrap()
}

/// A server on the same host as Postgres may reach it through its Unix
/// socket, named in `?host=` alone (README, "Configuration"). Every
/// connection kind goes through it: migrations, the pools of queries, and
/// the listening connection, whose NOTIFY
/// wakes a long-poll held by one server when a move is made through
/// another (no periodic re-check would answer it before its 30 s).
#[actix_web::test]
async fn servers_on_the_unix_socket_play_and_wake_each_other() {
    let db = TestDb::new();
    let mut conn = db.conn();
    let (user, port, dirs): (String, String, String) = diesel::select(diesel::dsl::sql::<(
        diesel::sql_types::Text,
        diesel::sql_types::Text,
        diesel::sql_types::Text,
    )>(
        "current_user::text, current_setting('port'), current_setting('unix_socket_directories')",
    ))
    .get_result(&mut conn)
    .unwrap();
    let dir = dirs.split(',').next().unwrap_or_default().trim().to_owned();
    if !std::path::Path::new(&dir).is_dir() {
        // DATABASE_URL names a server on another host (scripts/pg's are local).
        eprintln!("skipped: the database's socket directory '{dir}' is not on this host");
        return;
    }
    let url = format!("postgres://{user}@/{}?host={dir}&port={port}", db.name);
    let a = Server::start(&url, &[]).await;
    let b = Server::start(&url, &[]).await;
    let api_a = Api::new(&a.base, Duration::from_secs(10));
    let api_b = Api::new(&b.base, Duration::from_secs(40));
    let table = table(&api_a, 0).await;
    let version = move_once(&api_b, &table).await;

    // Both servers' backends, their listening connections included, came
    // through the socket; none through TCP.
    let limit = Instant::now() + Duration::from_secs(30);
    let (socket, tcp, listening) = loop {
        let seen = backends_by_transport(&mut conn);
        if seen.2 == 2 || Instant::now() > limit {
            break seen;
        }
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(listening, 2, "one listening connection a server");
    assert!(socket >= 4, "{socket} backends through the socket");
    assert_eq!(tcp, 0, "no backend of the servers through TCP");

    // A long-poll held by B for the seat that waits, answered by a move
    // through A (A's step NOTIFYs, B's listening connection hears it).
    let waiting = {
        let path = format!("/v1/games/{}", table.id);
        let view = api_a
            .ok(Method::GET, &path, Some(&table.tokens[0]), None)
            .await;
        1 - view["turn"]["seat"].as_u64().expect("a seat on turn") as usize
    };
    let token = table.tokens[waiting].as_str();
    let page = api_b
        .ok(
            Method::GET,
            "/v1/players/me/notifications?after=0&limit=100",
            Some(token),
            None,
        )
        .await;
    let cursor = page["last_cursor"].as_i64().unwrap();
    let long_poll = format!("/v1/players/me/notifications?after={cursor}&wait=30");
    let started = Instant::now();
    let poll = api_b.ok(Method::GET, &long_poll, Some(token), None);
    let mover = async {
        loop {
            let metrics = api_b
                .call(Method::GET, "/metrics", None, None)
                .await
                .unwrap();
            if metrics.text.contains("referee_listening_for_waiters 1") {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "B never listens for its waiter"
            );
            actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        }
        move_once(&api_a, &table).await
    };
    let (page, moved) = futures_util::future::join(poll, mover).await;
    assert_eq!(moved, version + 1);
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "woken, not timed out"
    );
    let kinds: Vec<&str> = page["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["event"]["kind"].as_str().unwrap())
        .collect();
    assert!(kinds.contains(&"opponent_moved"), "{kinds:?}");

    // What they stored is whole and verifies.
    assert_eq!(
        check_stored(&mut db.async_conn().await, table.id, &[]).await,
        version + 1
    );
    check_audit(&api_b, &table, version + 1).await;
}

#[actix_web::test]
async fn postgres_stopped_and_restarted_under_load_answers_503_then_recovers_losing_nothing() {
    let limit = Instant::now();
    let pg = PrivatePg::start();
    let mut server = Server::start(
        &pg.url,
        &[
            ("REFEREE_DB_CHECKOUT_TIMEOUT_MS", "1000"),
            ("REFEREE_DB_STATEMENT_TIMEOUT_MS", "2000"),
        ],
    )
    .await;
    // A request must be answered within this, database or not: the pool's
    // checkout time-out (1 s) plus the statement time-out (2 s), and slack.
    let api = Rc::new(Api::new(&server.base, Duration::from_secs(5)));
    let mut tables = Vec::new();
    for n in 0..3 {
        tables.push(Rc::new(table(&api, n).await));
    }

    let seen = Rc::new(RefCell::new(Seen::default()));
    let stop = Rc::new(Cell::new(false));
    let clients = join_all(tables.iter().flat_map(|table| {
        (0..2).map(|seat| {
            seat_client(
                api.clone(),
                table.clone(),
                seat,
                seen.clone(),
                stop.clone(),
                Duration::from_millis(50),
            )
        })
    }));

    /// When each phase began, as the controller saw it.
    struct Phases {
        down: Instant,
        readyz_503: Answer,
        readyz_503_after: Duration,
        /// When the start was asked for: nothing can be stored before.
        starting: Instant,
        up: Instant,
        recovered_after: Duration,
    }
    let controller = async {
        // Load with the database up.
        actix_web::rt::time::sleep(Duration::from_secs(1)).await;
        let acked_before = seen.borrow().acks.len();
        assert!(acked_before > 0, "no move went through before the stop");

        // Stop Postgres (fast: backends end, open transactions roll back).
        let stopping = Instant::now();
        let (dir, port) = (pg.dir.clone(), pg.port);
        blocking(move || PrivatePg::script(&dir, port, "stop"))
            .await
            .unwrap();
        let down = Instant::now();
        eprintln!("postgres stopped in {:?}", down - stopping);
        let probe = Api::new(&api.base, Duration::from_secs(5));
        let readyz_503 = loop {
            let answer = probe.call(Method::GET, "/readyz", None, None).await;
            match answer {
                Ok(answer) if answer.status == 503 => break answer,
                Ok(answer) if answer.status == 200 => {}
                other => panic!("/readyz while the database is down: {other:?}"),
            }
            assert!(
                down.elapsed() < Duration::from_secs(8),
                "/readyz still not 503 8 s after the database stopped"
            );
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        };
        let readyz_503_after = down.elapsed();
        // The clients go on against the stopped database for a while.
        actix_web::rt::time::sleep(Duration::from_secs(2)).await;

        // Start it again; the same server must recover by itself.
        let (dir, port) = (pg.dir.clone(), pg.port);
        let starting = Instant::now();
        blocking(move || PrivatePg::script(&dir, port, "start"))
            .await
            .unwrap();
        let up = Instant::now();
        loop {
            let moved = seen.borrow().acks.iter().any(|a| a.at > up);
            let ready = matches!(
                probe.call(Method::GET, "/readyz", None, None).await,
                Ok(Answer { status: 200, .. })
            );
            if moved && ready {
                break;
            }
            assert!(
                up.elapsed() < Duration::from_secs(15),
                "no recovery 15 s after the database came back: {:?}",
                statuses(&seen.borrow())
            );
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
        let recovered_after = up.elapsed();
        // A little more play on the recovered server, then stop.
        actix_web::rt::time::sleep(Duration::from_millis(500)).await;
        stop.set(true);
        Phases {
            down,
            readyz_503,
            readyz_503_after,
            starting,
            up,
            recovered_after,
        }
    };
    let (_, phases) = futures_util::future::join(clients, controller).await;
    let seen = seen.take();
    eprintln!(
        "answers by status: {:?}; acknowledged moves: {}; /readyz 503 after {:?}; recovered {:?} after the restart (times below are from the stop)",
        statuses(&seen),
        seen.acks.len(),
        phases.readyz_503_after,
        phases.recovered_after
    );

    // Never a 500; every 503 is a problem document `database_unavailable`
    // with a Retry-After in seconds; every request was answered. Every
    // breach is listed (the first few of each kind), not just the first.
    let mut breaches: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let readyz = (
        phases.down,
        "GET /readyz".to_owned(),
        phases.readyz_503.clone(),
    );
    for (at, what, answer) in seen.answers.iter().chain(std::iter::once(&readyz)) {
        let when = format!("{what} at {}", offset(*at, phases.down));
        let mut breach = |kind, detail: String| {
            breaches
                .entry(kind)
                .or_default()
                .push(format!("{when}: {detail}"));
        };
        if answer.status >= 500 && answer.status != 503 {
            breach(
                "a 5xx other than 503",
                format!("{} {}", answer.status, answer.text),
            );
        }
        if answer.status == 503 {
            if answer.content_type != "application/problem+json"
                || answer.body["code"] != "database_unavailable"
            {
                breach(
                    "a 503 that is not a database_unavailable problem",
                    format!("{} {}", answer.content_type, answer.text),
                );
            }
            let retry = answer.retry_after.as_deref().unwrap_or_default();
            if !retry.parse::<u64>().is_ok_and(|s| s >= 1) {
                breach(
                    "a 503 without Retry-After (seconds)",
                    format!("Retry-After: {retry:?}"),
                );
            }
        }
    }
    for (at, failure) in &seen.failures {
        breaches
            .entry("no answer within 5 s")
            .or_default()
            .push(format!("at {}: {failure}", offset(*at, phases.down)));
    }
    let report: Vec<String> = breaches
        .iter()
        .map(|(kind, cases)| {
            let first: Vec<&str> = cases.iter().take(3).map(String::as_str).collect();
            format!("{} × {kind}, e.g. {}", cases.len(), first.join("; "))
        })
        .collect();
    assert!(report.is_empty(), "{}", report.join("\n"));
    let down_503 = seen
        .answers
        .iter()
        .filter(|(at, _, a)| *at > phases.down && *at < phases.up && a.status == 503)
        .count();
    assert!(
        down_503 > 0,
        "the clients got 503s while the database was down"
    );
    // A move sent before the stop may commit and be answered late (this
    // single-threaded test reads answers when it gets to them); one sent
    // while the database was down must not be acknowledged before it was
    // started again (`scripts/pg start` returns a little after it is up).
    let early: Vec<String> = seen
        .acks
        .iter()
        .filter(|a| a.sent >= phases.down && a.at <= phases.starting)
        .map(|a| {
            format!(
                "v{} sent {} answered {} (restart asked {})",
                a.version,
                offset(a.sent, phases.down),
                offset(a.at, phases.down),
                offset(phases.starting, phases.down)
            )
        })
        .collect();
    assert!(
        early.is_empty(),
        "moves sent while the database was down were acknowledged before its restart: {early:?}"
    );
    assert!(server.alive(), "the server ran throughout");

    // Nothing acknowledged lost, versions contiguous, no move half-stored.
    let mut conn = {
        use diesel_async::AsyncConnection;
        referee::store::AsyncPgConnection::establish(&pg.url)
            .await
            .unwrap()
    };
    for table in &tables {
        let version = check_stored(&mut conn, table.id, &seen.acks).await;
        check_audit(&api, table, version).await;
    }
    assert!(
        limit.elapsed() < Duration::from_secs(45),
        "the test took {:?}",
        limit.elapsed()
    );
}
