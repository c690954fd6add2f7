//! Signed webhooks: a local receiver gets signed deliveries in order; a
//! failing one gets retries with growing gaps; deliveries written while no
//! worker ran go out once one starts; two workers never run one delivery at
//! once; refused addresses stay refused, at registration and at delivery;
//! hanging receivers do not delay other players' deliveries; a webhook that
//! keeps failing is paused and its player told; deliveries are redelivered
//! on request; a rolled secret signs beside the new one for its grace.

use std::collections::HashMap;
use std::net::TcpListener;
use std::sync::atomic::{AtomicU16, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use actix_web::{test, web, App, HttpRequest, HttpResponse, HttpServer};
use diesel::prelude::*;
use diesel::sql_query;
use diesel::sql_types::{BigInt, Text};
use hmac::{Hmac, Mac};
use referee::config::NotificationConfig;
use referee::game::Referee;
use referee::http::{self, AppState};
use referee::workers::webhooks::WebhookSettings;
use serde_json::{json, Value};
use sha2::Sha256;
use uuid::Uuid;

use crate::real_server::RealServer;
use crate::support::{self, Player, TestApp, TestDb};

// ---------------------------------------------------------------------------
// A receiver: an HTTP server on 127.0.0.1 that records what it is sent.

#[derive(Debug, Clone)]
struct Hit {
    /// When the request arrived.
    at: Instant,
    path: String,
    delivery: i64,
    signature: String,
    content_type: String,
    body: String,
}

#[derive(Default)]
struct Log {
    hits: Mutex<Vec<Hit>>,
    /// The status it answers.
    status: AtomicU16,
    /// How long it takes to answer.
    delay_ms: AtomicU64,
    /// Requests being answered, per delivery id, and the most ever at once.
    in_flight: Mutex<HashMap<i64, usize>>,
    most_at_once: Mutex<usize>,
}

struct Receiver {
    log: Arc<Log>,
    url: String,
}

impl Receiver {
    fn hits(&self) -> Vec<Hit> {
        self.log.hits.lock().unwrap().clone()
    }

    fn hits_at(&self, path: &str) -> Vec<Hit> {
        self.hits().into_iter().filter(|h| h.path == path).collect()
    }

    fn answer(&self, status: u16) {
        self.log.status.store(status, Ordering::SeqCst);
    }
}

async fn receive(req: HttpRequest, body: web::Bytes, log: web::Data<Log>) -> HttpResponse {
    let at = Instant::now();
    let header = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let delivery: i64 = header("referee-delivery").parse().unwrap_or(-1);
    {
        let mut in_flight = log.in_flight.lock().unwrap();
        let now = in_flight.entry(delivery).or_default();
        *now += 1;
        let mut most = log.most_at_once.lock().unwrap();
        *most = (*most).max(*now);
    }
    let delay = log.delay_ms.load(Ordering::SeqCst);
    if delay > 0 {
        actix_web::rt::time::sleep(Duration::from_millis(delay)).await;
    }
    log.hits.lock().unwrap().push(Hit {
        at,
        path: req.path().to_owned(),
        delivery,
        signature: header("referee-signature"),
        content_type: header("content-type"),
        body: String::from_utf8(body.to_vec()).unwrap(),
    });
    if let Some(now) = log.in_flight.lock().unwrap().get_mut(&delivery) {
        *now -= 1;
    }
    let status = StatusCode::from_u16(log.status.load(Ordering::SeqCst)).unwrap();
    HttpResponse::build(status).finish()
}

async fn receiver(status: u16) -> Receiver {
    let log = Arc::new(Log::default());
    log.status.store(status, Ordering::SeqCst);
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let data = web::Data::from(log.clone());
    let server = HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .default_service(web::to(receive))
    })
    .workers(2)
    .disable_signals()
    .shutdown_timeout(0)
    .listen(listener)
    .unwrap()
    .run();
    actix_web::rt::spawn(server);
    Receiver {
        log,
        url: format!("http://127.0.0.1:{port}"),
    }
}

// ---------------------------------------------------------------------------
// Apps, workers, games.

/// `state` with webhooks to private addresses allowed or not (at
/// registration), and everything else shared.
fn with_private(state: &web::Data<AppState>, allow: bool) -> web::Data<AppState> {
    web::Data::new(AppState {
        referee: Referee {
            notifications: NotificationConfig {
                webhook_allow_private: allow,
                ..state.notifications
            },
            ..state.referee.clone()
        },
        ..AppState::clone(state)
    })
}

/// An app on a database of its own, and its state (pool, hub) for workers.
async fn setup(
    allow_private: bool,
) -> (
    TestApp<
        impl Service<
            actix_http::Request,
            Response = ServiceResponse<impl MessageBody>,
            Error = actix_web::Error,
        >,
    >,
    web::Data<AppState>,
) {
    let app = TestApp::builder()
        .notifications(NotificationConfig {
            webhook_allow_private: allow_private,
            ..Default::default()
        })
        .spawn()
        .await;
    let state = app.state.clone();
    (app, state)
}

/// The worker's settings in tests: back-off from 50 ms.
fn settings(allow_private: bool) -> WebhookSettings {
    WebhookSettings {
        backoff_base: Duration::from_millis(50),
        backoff_cap: Duration::from_secs(2),
        ..WebhookSettings::new(&NotificationConfig {
            webhook_allow_private: allow_private,
            ..Default::default()
        })
    }
}

/// Starts a delivery worker on `state`'s pool and hub, as `referee serve`
/// does once per process.
fn start_worker(state: &AppState, settings: WebhookSettings) {
    actix_web::rt::spawn(referee::workers::webhooks::run(
        state.db_pool.clone(),
        state.hub.clone(),
        settings,
        state.metrics.clone(),
    ));
}

async fn put_webhook<S, B>(
    app: &TestApp<S>,
    player: &Player,
    url: &str,
    secret: Option<&str>,
) -> support::Reply
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let mut body = json!({ "url": url });
    if let Some(secret) = secret {
        body["secret"] = Value::from(secret);
    }
    app.request(
        Method::PUT,
        "/v1/players/me/webhook",
        Some(&player.token),
        Some(&body),
    )
    .await
}

/// A player's notifications as the long-poll shows them.
async fn notifications<S, B>(app: &TestApp<S>, player: &Player) -> Vec<Value>
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let page = app
        .get(
            "/v1/players/me/notifications?after=0&limit=500",
            &player.token,
        )
        .await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    page.body["notifications"].as_array().unwrap().clone()
}

async fn deliveries<S, B>(app: &TestApp<S>, player: &Player) -> Vec<Value>
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let page = app
        .get("/v1/players/me/webhook/deliveries?limit=100", &player.token)
        .await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert_eq!(page.body["next"], Value::Null, "one page of 100 holds them");
    let all = page.body["deliveries"].as_array().unwrap().clone();
    // The same list in pages of three, following `next`.
    let (mut paged, mut cursor) = (Vec::new(), String::new());
    loop {
        let page = app
            .get(
                &format!("/v1/players/me/webhook/deliveries?limit=3{cursor}"),
                &player.token,
            )
            .await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.text);
        paged.extend(page.body["deliveries"].as_array().unwrap().clone());
        match page.body["next"].as_str() {
            Some(next) => cursor = format!("&cursor={next}"),
            None => break,
        }
    }
    let ids = |list: &[Value]| list.iter().map(|d| d["id"].clone()).collect::<Vec<_>>();
    assert_eq!(ids(&paged), ids(&all));
    all
}

/// Waits (up to `limit`) until `done` holds.
async fn eventually(what: &str, limit: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
}

/// How many deliveries of the database have each status.
fn statuses(db: &TestDb) -> HashMap<String, i64> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = Text)]
        status: String,
        #[diesel(sql_type = BigInt)]
        n: i64,
    }
    let rows: Vec<Row> =
        sql_query("SELECT status, count(*) AS n FROM webhook_deliveries GROUP BY status")
            .load(&mut db.conn())
            .unwrap();
    rows.into_iter().map(|r| (r.status, r.n)).collect()
}

/// Checks `Referee-Signature` as a receiver would: the HMAC of
/// `"<t>.<body>"` under the secret, and a fresh `t`.
fn assert_signed(hit: &Hit, secret: &str) {
    let fields: HashMap<&str, &str> = hit
        .signature
        .split(',')
        .filter_map(|part| part.split_once('='))
        .collect();
    let t: i64 = fields["t"].parse().unwrap();
    let now = chrono::Utc::now().timestamp();
    assert!(
        (now - t).abs() <= 60,
        "a fresh timestamp: {}",
        hit.signature
    );
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{t}.").as_bytes());
    mac.update(hit.body.as_bytes());
    mac.verify_slice(&hex::decode(fields["v1"]).unwrap())
        .unwrap_or_else(|_| panic!("the signature verifies: {}", hit.signature));
    // Signed with another secret, it would not.
    let mut other = Hmac::<Sha256>::new_from_slice(b"another secret entirely").unwrap();
    other.update(format!("{t}.{}", hit.body).as_bytes());
    assert!(other
        .verify_slice(&hex::decode(fields["v1"]).unwrap())
        .is_err());
}

/// Keys that would carry cards, anywhere in `value`.
fn card_keys(value: &Value, found: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                if ["cards", "card", "hand", "deck", "pile", "seed"].contains(&key.as_str()) {
                    found.push(key.clone());
                }
                card_keys(child, found);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| card_keys(v, found)),
        _ => {}
    }
}

// ---------------------------------------------------------------------------

#[actix_web::test]
async fn signed_deliveries_arrive_in_order_and_are_the_long_polled_notifications() {
    let (app, state) = setup(true).await;
    let hook = receiver(200).await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let alice_secret = "alice-chose-this-secret";
    let reply = put_webhook(
        &app,
        &alice,
        &format!("{}/alice", hook.url),
        Some(alice_secret),
    )
    .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(reply.body["secret"], alice_secret);
    let reply = put_webhook(&app, &bob, &format!("{}/bob", hook.url), None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let bob_secret = reply.body["secret"].as_str().unwrap().to_owned();
    assert_eq!(bob_secret.len(), 64, "32 random bytes, hex");

    start_worker(&state, settings(true));
    let players = [alice.clone(), bob.clone()];
    let id = app.biscuits(&players).await;
    for _ in 0..6 {
        app.move_once(&players, id).await;
    }

    for (player, path, secret) in [
        (&alice, "/alice", alice_secret),
        (&bob, "/bob", bob_secret.as_str()),
    ] {
        let expected = notifications(&app, player).await;
        assert!(expected.len() >= 4, "{expected:?}");
        eventually("every delivery", Duration::from_secs(20), || {
            hook.hits_at(path).len() >= expected.len()
        })
        .await;
        let hits = hook.hits_at(path);
        assert_eq!(hits.len(), expected.len(), "each delivered once");
        let mut last_id = 0;
        for (hit, notification) in hits.iter().zip(&expected) {
            assert_eq!(hit.content_type, "application/json");
            assert_signed(hit, secret);
            assert!(hit.delivery > last_id, "in order: {hits:?}");
            last_id = hit.delivery;
            // The body is the notification the long-poll shows, with the
            // same cursor, and nothing else: no card, no hand.
            let body: Value = serde_json::from_str(&hit.body).unwrap();
            assert_eq!(&body, notification);
            let mut found = Vec::new();
            card_keys(&body, &mut found);
            assert!(found.is_empty(), "{found:?} in {}", hit.body);
        }

        // The deliveries list: all delivered at the first attempt, the
        // most recent first, each named by its notification's kind. (The
        // worker records an answer just after the receiver has sent it.)
        eventually("all marked delivered", Duration::from_secs(5), || {
            !statuses(&app.db).contains_key("pending")
        })
        .await;
        let listed = deliveries(&app, player).await;
        assert_eq!(listed.len(), expected.len());
        for (listed, hit) in listed.iter().zip(hits.iter().rev()) {
            assert_eq!(listed["id"], hit.delivery);
            assert_eq!(listed["status"], "delivered", "{listed}");
            assert_eq!(listed["attempts"], 1);
            assert_eq!(listed["last_status"], 200);
            assert_eq!(listed["last_error"], Value::Null);
            assert!(listed["delivered_at"].is_string());
            let body: Value = serde_json::from_str(&hit.body).unwrap();
            assert_eq!(listed["cursor"], body["cursor"]);
            assert_eq!(listed["kind"], body["event"]["kind"]);
        }
    }
}

#[actix_web::test]
async fn a_failing_receiver_gets_retries_with_growing_gaps_and_then_everything_in_order() {
    let (app, state) = setup(true).await;
    let hook = receiver(500).await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let secret = "0123456789abcdef-retry";
    let reply = put_webhook(&app, &alice, &hook.url, Some(secret)).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    // Without jitter the gaps are the back-off bounds: 50, 100, 200, 400 ms.
    start_worker(
        &state,
        WebhookSettings {
            jitter: false,
            ..settings(true)
        },
    );
    let players = [alice.clone(), bob.clone()];
    app.biscuits(&players).await;
    let expected = notifications(&app, &alice).await;
    assert!(expected.len() >= 2, "{expected:?}");

    eventually("five attempts", Duration::from_secs(10), || {
        hook.hits().len() >= 5
    })
    .await;
    let hits = hook.hits();
    // Only the head of the queue is tried: order is kept.
    assert!(
        hits.iter().all(|h| h.delivery == hits[0].delivery),
        "{hits:?}"
    );
    let gaps: Vec<Duration> = hits.windows(2).map(|w| w[1].at - w[0].at).collect();
    for (i, gap) in gaps.iter().take(4).enumerate() {
        let bound = Duration::from_millis(50 << i);
        assert!(
            *gap >= bound.mul_f64(0.9) && *gap < bound + Duration::from_secs(1),
            "gap {i} is about {bound:?}: {gaps:?}"
        );
    }
    assert!(gaps[3] > gaps[0] * 4, "the gaps grow: {gaps:?}");
    let listed = deliveries(&app, &alice).await;
    let head = listed.iter().find(|d| d["id"] == hits[0].delivery).unwrap();
    assert_eq!(head["status"], "pending");
    assert_eq!(head["last_status"], 500);
    assert!(head["attempts"].as_i64().unwrap() >= 5, "{head}");
    assert!(
        head["last_error"].as_str().unwrap().contains("500"),
        "{head}"
    );
    assert!(listed
        .iter()
        .filter(|d| d["id"] != hits[0].delivery)
        .all(|d| d["attempts"] == 0 && d["status"] == "pending"));

    // The webhook shows its run of failures, not yet long enough to pause it.
    let read = app.get("/v1/players/me/webhook", &alice.token).await;
    assert_eq!(read.body["status"], "active", "{}", read.text);
    assert!(read.body["failing_since"].is_string(), "{}", read.text);

    // The receiver recovers: everything arrives, once each, in order.
    let failures = hits.len();
    hook.answer(200);
    eventually("the recovery", Duration::from_secs(10), || {
        let ok: Vec<_> = hook.hits().into_iter().skip(failures).collect();
        ok.iter()
            .map(|h| h.delivery)
            .collect::<std::collections::BTreeSet<_>>()
            .len()
            == expected.len()
    })
    .await;
    let read = app.get("/v1/players/me/webhook", &alice.token).await;
    assert_eq!(
        read.body["failing_since"],
        Value::Null,
        "a delivery ends the run"
    );
    let delivered: Vec<Value> = hook
        .hits()
        .iter()
        .skip(failures)
        .map(|h| serde_json::from_str(&h.body).unwrap())
        .collect();
    // The head may have been attempted once more before the switch.
    let mut bodies = delivered.clone();
    bodies.dedup();
    assert_eq!(bodies, expected);
    for hit in hook.hits() {
        assert_signed(&hit, secret);
    }

    // Past its time (REFEREE_WEBHOOK_RETRY_SECS), a failing delivery is
    // marked failed after one more attempt, and the next one goes.
    hook.answer(503);
    let before = hook.hits().len();
    // Alice moves, then bob: alice hears of bob's move and of her turn.
    let id = biscuits_id(&app, &alice).await;
    app.move_once(&players, id).await;
    app.move_once(&players, id).await;
    sql_query("UPDATE webhook_deliveries SET give_up_at = now() WHERE status = 'pending'")
        .execute(&mut app.db.conn())
        .unwrap();
    eventually("the give-up", Duration::from_secs(10), || {
        let counts = statuses(&app.db);
        !counts.contains_key("pending") && counts.get("failed").copied().unwrap_or(0) >= 1
    })
    .await;
    let failed: Vec<Value> = deliveries(&app, &alice)
        .await
        .into_iter()
        .filter(|d| d["status"] == "failed")
        .collect();
    assert_eq!(failed.len(), 2, "{failed:?}");
    let mut attempts = 0;
    for d in &failed {
        assert_eq!(d["last_status"], 503, "{d}");
        attempts += d["attempts"].as_u64().unwrap() as usize;
    }
    // Each was tried (once, or twice if its first try beat the give-up).
    assert_eq!(hook.hits().len() - before, attempts);
    assert!(attempts <= 4, "{failed:?}");
}

/// The id of the one game `player` sits in.
async fn biscuits_id<S, B>(app: &TestApp<S>, player: &Player) -> Uuid
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let games = app.get("/v1/players/me/games", &player.token).await;
    games.body["games"][0]["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap()
}

#[actix_web::test]
async fn deliveries_written_while_no_worker_ran_go_out_once_one_starts() {
    let (app, state) = setup(true).await;
    let hook = receiver(200).await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    // First a URL nothing listens on; replaced below, before any delivery.
    let dead = {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        format!("http://{}/gone", listener.local_addr().unwrap())
    };
    let reply = put_webhook(&app, &alice, &dead, None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let players = [alice.clone(), bob.clone()];
    let id = app.biscuits(&players).await;
    for _ in 0..3 {
        app.move_once(&players, id).await;
    }
    let expected = notifications(&app, &alice).await;
    // The server "died" after committing: the deliveries wait in the table.
    actix_web::rt::time::sleep(Duration::from_millis(200)).await;
    assert!(hook.hits().is_empty());
    assert_eq!(
        statuses(&app.db),
        HashMap::from([("pending".to_owned(), expected.len() as i64)])
    );
    // And one died in the middle of the first delivery: claimed, leased
    // for one more second.
    sql_query(
        "UPDATE webhook_deliveries SET attempts = 1, last_attempt_at = now(),
             lease_until = now() + interval '1 second'
         WHERE id = (SELECT min(id) FROM webhook_deliveries)",
    )
    .execute(&mut app.db.conn())
    .unwrap();
    let leased_at = Instant::now();
    // Replacing the webhook keeps the pending deliveries: they go to the
    // new URL.
    let secret = "a-new-secret-for-the-new-url";
    let reply = put_webhook(&app, &alice, &format!("{}/new", hook.url), Some(secret)).await;
    assert_eq!(reply.status, StatusCode::OK, "replaced: {}", reply.text);

    // A new server starts: its worker delivers everything, in order, the
    // leased one once its lease has run out.
    start_worker(&state, settings(true));
    eventually("every delivery", Duration::from_secs(10), || {
        hook.hits().len() >= expected.len()
    })
    .await;
    let hits = hook.hits();
    assert!(
        hits[0].at - leased_at >= Duration::from_millis(900),
        "the lease was kept"
    );
    let bodies: Vec<Value> = hits
        .iter()
        .map(|h| serde_json::from_str(&h.body).unwrap())
        .collect();
    assert_eq!(bodies, expected);
    for hit in &hits {
        assert_eq!(hit.path, "/new");
        assert_signed(hit, secret);
    }
    eventually("all marked delivered", Duration::from_secs(5), || {
        statuses(&app.db) == HashMap::from([("delivered".to_owned(), expected.len() as i64)])
    })
    .await;
    let listed = deliveries(&app, &alice).await;
    let first = listed.iter().find(|d| d["id"] == hits[0].delivery).unwrap();
    assert_eq!(
        first["attempts"], 2,
        "the dead worker's attempt counts: {first}"
    );
}

#[actix_web::test]
async fn two_workers_never_run_one_delivery_at_once() {
    let (app, state) = setup(true).await;
    let hook = receiver(200).await;
    // Slow answers widen any window in which both could hold one.
    hook.log.delay_ms.store(30, Ordering::SeqCst);
    let mut players = Vec::new();
    for name in ["a", "b", "c", "d"] {
        let player = app.player(name).await;
        let reply = put_webhook(&app, &player, &format!("{}/{name}", hook.url), None).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        players.push(player);
    }
    // Two server processes: each its own pool, hub and LISTEN connection.
    start_worker(&state, settings(true));
    let _other = TestApp::builder()
        .twin_of(&app)
        .webhooks(settings(true))
        .application()
        .await;
    let first = app.biscuits(&players[..2]).await;
    let second = app.biscuits(&players[2..]).await;
    for _ in 0..5 {
        app.move_once(&players[..2], first).await;
        app.move_once(&players[2..], second).await;
    }
    let mut total = 0;
    let mut expected = HashMap::new();
    for (name, player) in ["a", "b", "c", "d"].iter().zip(&players) {
        let notes = notifications(&app, player).await;
        total += notes.len();
        expected.insert(format!("/{name}"), notes);
    }
    eventually("every delivery", Duration::from_secs(30), || {
        statuses(&app.db) == HashMap::from([("delivered".to_owned(), total as i64)])
    })
    .await;
    let hits = hook.hits();
    let mut per_id: HashMap<i64, usize> = HashMap::new();
    for hit in &hits {
        *per_id.entry(hit.delivery).or_default() += 1;
    }
    assert_eq!(per_id.len(), total);
    assert!(
        per_id.values().all(|n| *n == 1),
        "each delivery exactly once: {per_id:?}"
    );
    assert_eq!(*hook.log.most_at_once.lock().unwrap(), 1);
    for (path, notes) in &expected {
        let bodies: Vec<Value> = hook
            .hits_at(path)
            .iter()
            .map(|h| serde_json::from_str(&h.body).unwrap())
            .collect();
        assert_eq!(&bodies, notes, "{path}: in order");
    }
}

#[actix_web::test]
async fn ssrf_attempts_are_refused_at_registration_and_at_delivery() {
    let (app, state) = setup(false).await;
    let alice = app.player("alice").await;
    for url in [
        "http://127.0.0.1/hook",
        "http://127.1.2.3:8080/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/",
        "http://[::ffff:127.0.0.1]/",
        "http://[fe80::1]/",
        "http://10.0.0.1/",
        "http://172.16.5.4/",
        "http://192.168.0.1/",
        "http://100.64.0.1/",
        "http://0.0.0.0/",
        "http://224.0.0.1/",
        "https://localhost/",
        "http://localhost:8080/hook",
    ] {
        let reply = put_webhook(&app, &alice, url, None).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{url}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], "webhook_address_refused", "{url}");
    }
    for url in [
        "ftp://x",
        "ftp://example.com/hook",
        "file:///etc/passwd",
        "not a url",
        "//example.com/hook",
        "http:///path",
    ] {
        let reply = put_webhook(&app, &alice, url, None).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{url}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], "invalid_webhook_url", "{url}");
    }
    let reply = app.get("/v1/players/me/webhook", &alice.token).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND, "nothing was stored");
    // A public address is fine (registration only resolves; it sends
    // nothing).
    let reply = put_webhook(&app, &alice, "http://8.8.8.8/hook", None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    // Removed again at once: nothing is ever sent off this machine.
    let reply = app
        .request(
            Method::DELETE,
            "/v1/players/me/webhook",
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::NO_CONTENT);

    // At delivery time: webhooks set while private addresses were allowed
    // (an address literal, and a name resolving to loopback) are not
    // delivered by a worker that refuses them.
    let hook = receiver(200).await;
    let lenient = with_private(&state, true);
    let lenient_app = TestApp {
        service: test::init_service(http::app(lenient.clone())).await,
        state: lenient,
        db: app.db.clone(),
    };
    let bob = app.player("bob").await;
    let carol = app.player("carol").await;
    let port = hook.url.rsplit(':').next().unwrap().to_owned();
    let reply = put_webhook(&lenient_app, &bob, &hook.url, None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let by_name = format!("http://localhost:{port}/by-name");
    let reply = put_webhook(&lenient_app, &carol, &by_name, None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    start_worker(&state, settings(false));
    app.biscuits(&[bob.clone(), carol.clone()]).await;
    for player in [&bob, &carol] {
        let mut tries = 0;
        loop {
            let listed = deliveries(&app, player).await;
            if listed.iter().any(|d| d["attempts"].as_i64().unwrap() >= 2) {
                // (An attempt in flight has no outcome yet.)
                for d in listed.iter().filter(|d| d["last_error"].is_string()) {
                    assert_eq!(d["status"], "pending", "{d}");
                    assert_eq!(d["last_status"], Value::Null, "{d}");
                    let error = d["last_error"].as_str().unwrap();
                    assert!(error.contains("loopback"), "{error}");
                }
                break;
            }
            tries += 1;
            assert!(tries < 250, "no attempt was made: {listed:?}");
            actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        }
    }
    assert!(hook.hits().is_empty(), "nothing reached the receiver");
}

#[actix_web::test]
async fn a_webhook_is_set_read_replaced_and_removed() {
    let (app, _state) = setup(true).await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let path = "/v1/players/me/webhook";
    let reply = app.get(path, &alice.token).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.body["code"], "webhook_not_found");
    let reply = app
        .request(Method::DELETE, path, Some(&alice.token), None)
        .await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);

    let url = "http://127.0.0.1:9/first";
    let set = put_webhook(&app, &alice, url, None).await;
    assert_eq!(set.status, StatusCode::CREATED, "{}", set.text);
    assert_eq!(set.body["url"], url);
    let secret = set.body["secret"].as_str().unwrap();
    assert!(secret.len() == 64 && secret.bytes().all(|c| c.is_ascii_hexdigit()));
    let read = app.get(path, &alice.token).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_eq!(
        read.body,
        json!({
            "url": url,
            "created_at": read.body["created_at"],
            "status": "active",
            "failing_since": null,
            "paused_at": null,
            "paused_reason": null,
            "previous_secret_expires_at": null,
        })
    );
    assert!(
        read.body.get("secret").is_none(),
        "the secret is shown once"
    );

    for (body, status, code) in [
        (
            json!({"url": url, "secret": "short"}),
            422,
            "invalid_webhook_secret",
        ),
        (
            json!({"url": url, "secret": "x".repeat(257)}),
            422,
            "invalid_webhook_secret",
        ),
        (
            json!({"url": url, "secret": "sixteen\ncharacters"}),
            422,
            "invalid_webhook_secret",
        ),
        (json!({"url": url, "extra": 1}), 400, "invalid_body"),
        (json!({"secret": "0123456789abcdef"}), 400, "invalid_body"),
        (json!({"url": "x".repeat(3000)}), 422, "invalid_webhook_url"),
    ] {
        let reply = app
            .request(Method::PUT, path, Some(&alice.token), Some(&body))
            .await;
        assert_eq!(reply.status.as_u16(), status, "{body}: {}", reply.text);
        assert_eq!(reply.body["code"], code, "{body}");
    }
    for query in ["limit=0", "limit=101", "limit=x", "after=1"] {
        let reply = app
            .get(&format!("{path}/deliveries?{query}"), &alice.token)
            .await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{query}");
    }

    let replaced = put_webhook(
        &app,
        &alice,
        "http://127.0.0.1:9/second",
        Some("sixteen-chars-ok"),
    )
    .await;
    assert_eq!(replaced.status, StatusCode::OK, "{}", replaced.text);
    assert_eq!(replaced.body["secret"], "sixteen-chars-ok");
    let read = app.get(path, &alice.token).await;
    assert_eq!(read.body["url"], "http://127.0.0.1:9/second");

    // No worker runs: the game's notifications wait as pending deliveries.
    app.biscuits(&[alice.clone(), bob.clone()]).await;
    let expected = notifications(&app, &alice).await;
    let listed = deliveries(&app, &alice).await;
    assert_eq!(listed.len(), expected.len());
    let mut kinds: Vec<&Value> = listed.iter().map(|d| &d["kind"]).collect();
    kinds.reverse();
    let wanted: Vec<&Value> = expected.iter().map(|n| &n["event"]["kind"]).collect();
    assert_eq!(kinds, wanted, "the most recent first");
    for d in &listed {
        assert_eq!(d["status"], "pending");
        assert_eq!(d["attempts"], 0);
        assert_eq!(d["last_attempt_at"], Value::Null);
    }
    assert!(
        deliveries(&app, &bob).await.is_empty(),
        "bob has no webhook"
    );
    let reply = app
        .get("/v1/players/me/webhook/deliveries?limit=1", &alice.token)
        .await;
    assert_eq!(reply.body["deliveries"].as_array().unwrap().len(), 1);

    // Removed: pending deliveries fail, and it is gone.
    let reply = app
        .request(Method::DELETE, path, Some(&alice.token), None)
        .await;
    assert_eq!(reply.status, StatusCode::NO_CONTENT);
    assert!(reply.text.is_empty());
    for d in deliveries(&app, &alice).await {
        assert_eq!(d["status"], "failed", "{d}");
        assert_eq!(d["last_error"], "webhook removed", "{d}");
    }
    let reply = app.get(path, &alice.token).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
}

/// The guide's receiver (examples/webhook_receiver.py), run as is, accepts
/// real deliveries and refuses forged and stale ones.
#[actix_web::test]
async fn the_python_receiver_of_the_readme_verifies_real_deliveries() {
    let (app, state) = setup(true).await;
    let port = {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let secret = "the-python-receiver-secret";
    /// Stops the receiver even when an assertion fails first.
    struct Stop(Option<std::process::Child>);
    impl Drop for Stop {
        fn drop(&mut self) {
            if let Some(child) = self.0.as_mut() {
                let _ = child.kill();
                let _ = child.wait();
            }
        }
    }
    let mut receiver = Stop(Some(
        std::process::Command::new("python3")
            .arg("examples/webhook_receiver.py")
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("REFEREE_WEBHOOK_SECRET", secret)
            .env("PORT", port.to_string())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("python3 runs examples/webhook_receiver.py"),
    ));
    let url = format!("http://127.0.0.1:{port}/");
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the receiver did not start"
        );
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }

    // Forged, stale and good requests, straight from a client.
    let client = awc::Client::default();
    let body = r#"{"cursor":1}"#;
    let now = chrono::Utc::now().timestamp();
    let good = referee::workers::webhooks::signature(secret, now, body.as_bytes());
    let forged =
        referee::workers::webhooks::signature("not-the-secret-at-all", now, body.as_bytes());
    let stale = referee::workers::webhooks::signature(secret, now - 301, body.as_bytes());
    let tampered_t = good.replacen(&format!("t={now}"), &format!("t={}", now + 1), 1);
    // While a rolled secret's predecessor signs too, either entry may be
    // the receiver's.
    let rolled_to =
        referee::workers::webhooks::signatures(&[secret, "the-old-secret!!"], now, body.as_bytes());
    let rolled_from =
        referee::workers::webhooks::signatures(&["the-new-secret!!", secret], now, body.as_bytes());
    let neither = referee::workers::webhooks::signatures(
        &["the-new-secret!!", "the-old-secret!!"],
        now,
        body.as_bytes(),
    );
    for (signature, status) in [
        (good.as_str(), 204),
        (rolled_to.as_str(), 204),
        (rolled_from.as_str(), 204),
        (neither.as_str(), 401),
        (forged.as_str(), 401),
        (stale.as_str(), 401),
        (tampered_t.as_str(), 401),
        ("", 401),
        ("t=x,v1=y", 401),
    ] {
        let response = client
            .post(url.as_str())
            .insert_header(("Referee-Signature", signature))
            .insert_header(("Referee-Delivery", "0"))
            .send_body(body)
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), status, "{signature:?}");
    }

    // Real deliveries, signed by the worker.
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let reply = put_webhook(&app, &alice, &url, Some(secret)).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    start_worker(&state, settings(true));
    app.biscuits(&[alice.clone(), bob.clone()]).await;
    let expected = notifications(&app, &alice).await;
    let mut tries = 0;
    loop {
        let listed = deliveries(&app, &alice).await;
        if listed.len() == expected.len() && listed.iter().all(|d| d["status"] == "delivered") {
            assert!(listed.iter().all(|d| d["last_status"] == 204));
            break;
        }
        assert!(
            listed
                .iter()
                .all(|d| d["status"] != "failed" && d["last_status"] != 401),
            "{listed:?}"
        );
        tries += 1;
        assert!(tries < 500, "not delivered: {listed:?}");
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
    let mut child = receiver.0.take().unwrap();
    child.kill().unwrap();
    let output = child.wait_with_output().unwrap();
    let printed = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = printed.lines().collect();
    // The three requests it accepted straight from the client, then the
    // deliveries.
    assert_eq!(lines.len(), 3 + expected.len(), "{printed}");
    assert!(lines[..3].iter().all(|line| *line == format!("0 {body}")));
    for (line, notification) in lines[3..].iter().zip(&expected) {
        let (_, received) = line.split_once(' ').unwrap();
        assert_eq!(
            serde_json::from_str::<Value>(received).unwrap(),
            *notification
        );
    }
}

/// A real server for `db`, as `referee serve` runs, with webhooks to
/// loopback allowed.
async fn real_server(db: &TestDb) -> RealServer {
    RealServer::start(
        &db.url,
        &[
            ("REFEREE_WEBHOOK_ALLOW_PRIVATE", "1"),
            ("REFEREE_WORKERS", "1"),
        ],
    )
    .await
}

#[actix_web::test]
async fn a_real_server_killed_with_sigkill_before_delivering_delivers_after_restart() {
    let (app, _state) = setup(true).await;
    // The receiver is down (503) while the first server runs.
    let hook = receiver(503).await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let reply = put_webhook(&app, &alice, &format!("{}/hook", hook.url), None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let players = [alice.clone(), bob.clone()];
    let id = app.biscuits(&players).await;
    for _ in 0..3 {
        app.move_once(&players, id).await;
    }
    let expected = notifications(&app, &alice).await;
    // A real server process tries, fails, records the failure ... and is
    // killed with SIGKILL before anything was delivered.
    let mut first = real_server(&app.db).await;
    eventually(
        "the first attempt failed and was recorded",
        Duration::from_secs(15),
        || {
            statuses(&app.db).get("pending") == Some(&(expected.len() as i64))
                && !hook.hits().is_empty()
                && {
                    #[derive(QueryableByName)]
                    struct Failed {
                        #[diesel(sql_type = BigInt)]
                        n: i64,
                    }
                    sql_query(
                        "SELECT count(*) AS n FROM webhook_deliveries WHERE last_status = 503",
                    )
                    .get_result::<Failed>(&mut app.db.conn())
                    .unwrap()
                    .n > 0
                }
        },
    )
    .await;
    first.kill(); // SIGKILL
    assert_eq!(
        statuses(&app.db),
        HashMap::from([("pending".to_owned(), expected.len() as i64)]),
        "nothing delivered before the kill"
    );
    // The receiver comes back; a new server process delivers everything.
    hook.answer(200);
    let mut second = real_server(&app.db).await;
    // The kill may have come while the first server held a retry claimed:
    // that delivery waits out its lease before the second server takes it.
    eventually(
        "every delivery is delivered",
        referee::workers::webhooks::LEASE + Duration::from_secs(20),
        || statuses(&app.db) == HashMap::from([("delivered".to_owned(), expected.len() as i64)]),
    )
    .await;
    second.kill();
    // Each notification arrived (at least once), first arrivals in order.
    let mut first_arrivals: Vec<i64> = Vec::new();
    for hit in hook.hits() {
        let body: Value = serde_json::from_str(&hit.body).unwrap();
        let cursor = body["cursor"].as_i64().unwrap();
        if !first_arrivals.contains(&cursor) && hit.signature.contains("v1=") {
            first_arrivals.push(cursor);
        }
    }
    let cursors: Vec<i64> = expected
        .iter()
        .map(|n| n["cursor"].as_i64().unwrap())
        .collect();
    assert_eq!(first_arrivals, cursors);
}

// ---------------------------------------------------------------------------
// Isolation, pausing, redelivery, secret rolls.

/// A receiver that accepts connections, reads the requests and never
/// answers; how many requests reached it.
async fn hanging_receiver() -> (String, Arc<AtomicU64>) {
    use tokio::io::AsyncReadExt;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hangs", listener.local_addr().unwrap());
    let requests = Arc::new(AtomicU64::new(0));
    let seen = requests.clone();
    actix_web::rt::spawn(async move {
        loop {
            let Ok((mut stream, _)) = listener.accept().await else {
                return;
            };
            let seen = seen.clone();
            actix_web::rt::spawn(async move {
                let mut buffer = vec![0u8; 16 * 1024];
                let mut counted = false;
                // Read whatever comes, answer nothing, keep the connection.
                while let Ok(n) = stream.read(&mut buffer).await {
                    if n == 0 {
                        break;
                    }
                    if !counted {
                        counted = true;
                        seen.fetch_add(1, Ordering::SeqCst);
                    }
                }
            });
        }
    });
    (url, requests)
}

#[actix_web::test]
async fn hanging_receivers_do_not_delay_another_players_deliveries() {
    let (app, state) = setup(true).await;
    let fast = receiver(200).await;
    let alice = app.player("alice").await;
    let partner = app.player("partner").await;
    let reply = put_webhook(&app, &alice, &fast.url, None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    // Five players whose receivers hang, two of them in each game.
    let mut hanging = Vec::new();
    let mut slow_players = Vec::new();
    for name in ["h1", "h2", "h3", "h4", "h5"] {
        let player = app.player(name).await;
        let (url, requests) = hanging_receiver().await;
        let reply = put_webhook(&app, &player, &url, None).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        hanging.push(requests);
        slow_players.push(player);
    }
    let players = [alice.clone(), partner.clone()];
    let game = app.biscuits(&players).await;
    let loner = app.player("no-webhook").await;
    app.biscuits(&slow_players[0..2]).await;
    app.biscuits(&slow_players[2..4]).await;
    app.biscuits(&[slow_players[4].clone(), loner]).await;
    // An attempt's time limit far longer than the test: a hanging delivery
    // stays in flight throughout.
    let timeout = Duration::from_secs(20);
    start_worker(
        &state,
        WebhookSettings {
            timeout,
            ..settings(true)
        },
    );
    let started = Instant::now();
    eventually(
        "a request at every hanging receiver",
        Duration::from_secs(10),
        || hanging.iter().all(|r| r.load(Ordering::SeqCst) >= 1),
    )
    .await;

    // While they hang, alice's notifications go out at once. (A worker
    // that waited for the slowest of a batch would deliver them only after
    // the hanging ones' time limit.)
    let mut latencies = Vec::new();
    while latencies.len() < 3 {
        let before = notifications(&app, &alice).await.len();
        let moved_at = Instant::now();
        app.move_once(&players, game).await;
        let expected = notifications(&app, &alice).await.len();
        if expected == before {
            continue; // alice moved: she is told nothing
        }
        eventually("alice's deliveries", timeout * 2, || {
            fast.hits().len() >= expected
        })
        .await;
        latencies.push(fast.hits()[before].at - moved_at);
    }
    latencies.sort();
    assert!(
        latencies[0] <= Duration::from_millis(100),
        "delivered within 100 ms of the move: {latencies:?}"
    );
    assert!(
        latencies[2] < Duration::from_secs(2),
        "every one well within the hanging ones' time limit: {latencies:?}"
    );
    // The hanging deliveries were in flight all along: one request each,
    // no outcome yet.
    assert!(
        started.elapsed() < timeout,
        "the test outran the time limit"
    );
    for (player, requests) in slow_players.iter().zip(&hanging) {
        assert_eq!(requests.load(Ordering::SeqCst), 1);
        let listed = deliveries(&app, player).await;
        let tried: Vec<&Value> = listed.iter().filter(|d| d["attempts"] != 0).collect();
        assert_eq!(tried.len(), 1, "{listed:?}");
        assert_eq!(tried[0]["status"], "pending");
        assert_eq!(tried[0]["last_error"], Value::Null, "{}", tried[0]);
    }
}

#[actix_web::test]
async fn no_more_deliveries_are_in_flight_than_the_concurrency_allows() {
    let (app, state) = setup(true).await;
    let mut hanging = Vec::new();
    let mut players = Vec::new();
    for name in ["h1", "h2", "h3", "h4"] {
        let player = app.player(name).await;
        let (url, requests) = hanging_receiver().await;
        let reply = put_webhook(&app, &player, &url, None).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        hanging.push(requests);
        players.push(player);
    }
    app.biscuits(&players[..2]).await;
    app.biscuits(&players[2..]).await;
    start_worker(
        &state,
        WebhookSettings {
            timeout: Duration::from_secs(20),
            concurrency: 2,
            ..settings(true)
        },
    );
    let in_flight = || {
        hanging
            .iter()
            .map(|r| r.load(Ordering::SeqCst))
            .sum::<u64>()
    };
    eventually("two deliveries in flight", Duration::from_secs(10), || {
        in_flight() == 2
    })
    .await;
    // Four queues are due; two slots, both held by hanging receivers.
    actix_web::rt::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(in_flight(), 2);
}

/// The caller's webhook as `GET` shows it.
async fn webhook<S, B>(app: &TestApp<S>, player: &Player) -> Value
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let reply = app.get("/v1/players/me/webhook", &player.token).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    reply.body
}

#[actix_web::test]
async fn a_webhook_failing_for_the_pause_period_is_paused_its_player_told_and_resumed() {
    let (app, state) = setup(true).await;
    let hook = receiver(500).await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let reply = app
        .request(
            Method::POST,
            "/v1/players/me/webhook/resume",
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND, "{}", reply.text);
    assert_eq!(reply.body["code"], "webhook_not_found");
    let reply = put_webhook(&app, &alice, &hook.url, None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let fresh = webhook(&app, &alice).await;
    assert_eq!(fresh["status"], "active");
    assert_eq!(fresh["failing_since"], Value::Null);
    assert_eq!(fresh["paused_at"], Value::Null);
    assert_eq!(fresh["paused_reason"], Value::Null);

    let pause_after = Duration::from_millis(600);
    start_worker(
        &state,
        WebhookSettings {
            jitter: false,
            pause_after: Some(pause_after),
            ..settings(true)
        },
    );
    app.biscuits(&[alice.clone(), bob.clone()]).await;
    let started = Instant::now();
    eventually("the first failure", Duration::from_secs(10), || {
        !hook.hits().is_empty()
    })
    .await;
    // The receiver's answer comes before the worker has recorded it.
    let mut failing = webhook(&app, &alice).await;
    while failing["status"] == "active" && failing["failing_since"].is_null() {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the failure is recorded: {failing}"
        );
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        failing = webhook(&app, &alice).await;
    }
    let mut paused = failing;
    while paused["status"] != "paused" {
        assert!(started.elapsed() < Duration::from_secs(10), "{paused}");
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        paused = webhook(&app, &alice).await;
    }
    assert!(
        started.elapsed() >= pause_after,
        "not before the period: {paused}"
    );
    let reason = paused["paused_reason"].as_str().unwrap();
    assert!(
        reason.contains("failed") && reason.contains("500"),
        "{reason}"
    );
    assert!(paused["paused_at"].is_string() && paused["failing_since"].is_string());
    // Every attempt failed, each of the same head delivery.
    let hits = hook.hits();
    assert!(hits.len() >= 3, "{hits:?}");
    assert!(hits.iter().all(|h| h.delivery == hits[0].delivery));

    // The player is told, by a notification of its own.
    let notes = notifications(&app, &alice).await;
    let told: Vec<&Value> = notes
        .iter()
        .filter(|n| n["event"]["kind"] == "webhook_paused")
        .collect();
    assert_eq!(told.len(), 1, "{notes:?}");
    assert_eq!(told[0]["event"]["url"], hook.url);
    assert_eq!(told[0]["event"]["reason"], reason);
    assert_eq!(told[0]["event"]["failing_since"], paused["failing_since"]);
    assert!(
        notifications(&app, &bob)
            .await
            .iter()
            .all(|n| n["event"]["kind"] != "webhook_paused"),
        "bob hears nothing of it"
    );

    // Paused: no more attempts, though more notifications come.
    let attempts = hook.hits().len();
    let game = biscuits_id(&app, &alice).await;
    app.move_once(&[alice.clone(), bob.clone()], game).await;
    app.move_once(&[alice.clone(), bob.clone()], game).await;
    actix_web::rt::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(hook.hits().len(), attempts, "nothing sent while paused");
    let expected = notifications(&app, &alice).await;
    let listed = deliveries(&app, &alice).await;
    assert_eq!(listed.len(), expected.len(), "every one waits, pending");
    assert!(
        listed.iter().all(|d| d["status"] == "pending"),
        "{listed:?}"
    );

    // Resumed: everything goes out, in order, the pause's notice among it.
    hook.answer(200);
    let reply = app
        .request(
            Method::POST,
            "/v1/players/me/webhook/resume",
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.body["status"], "active");
    assert_eq!(reply.body["paused_at"], Value::Null);
    assert_eq!(reply.body["paused_reason"], Value::Null);
    assert_eq!(reply.body["failing_since"], Value::Null);
    eventually("the backlog", Duration::from_secs(10), || {
        statuses(&app.db) == HashMap::from([("delivered".to_owned(), expected.len() as i64)])
    })
    .await;
    let mut bodies: Vec<Value> = hook
        .hits()
        .iter()
        .skip(attempts)
        .map(|h| serde_json::from_str(&h.body).unwrap())
        .collect();
    bodies.dedup();
    assert_eq!(bodies, expected);
    assert_eq!(webhook(&app, &alice).await["status"], "active");
}

#[actix_web::test]
async fn a_delivery_is_redelivered_on_request_as_a_new_linked_delivery() {
    let (app, state) = setup(true).await;
    let hook = receiver(200).await;
    let failing = receiver(500).await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let reply = put_webhook(&app, &alice, &format!("{}/alice", hook.url), None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let reply = put_webhook(&app, &bob, &failing.url, None).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    start_worker(&state, settings(true));
    app.biscuits(&[alice.clone(), bob.clone()]).await;
    let expected = notifications(&app, &alice).await;
    eventually("alice's deliveries", Duration::from_secs(10), || {
        hook.hits().len() == expected.len()
    })
    .await;
    eventually("marked delivered", Duration::from_secs(5), || {
        statuses(&app.db).get("delivered") == Some(&(expected.len() as i64))
    })
    .await;
    let listed = deliveries(&app, &alice).await;
    let original = listed.last().unwrap().clone();
    let id = original["id"].as_i64().unwrap();
    let redeliver = |id: &str| format!("/v1/players/me/webhook/deliveries/{id}/redeliver");

    // Refused: somebody else's delivery, an unknown one, a malformed id, a
    // delivery still pending; nothing is queued by them.
    let bobs = deliveries(&app, &bob).await;
    let pending = bobs.iter().find(|d| d["status"] == "pending").unwrap();
    let count = |db: &TestDb| statuses(db).values().sum::<i64>();
    let rows = count(&app.db);
    for (token, path, status, code) in [
        (
            &bob.token,
            redeliver(&id.to_string()),
            404,
            "delivery_not_found",
        ),
        (
            &alice.token,
            redeliver("999999999"),
            404,
            "delivery_not_found",
        ),
        (&alice.token, redeliver("x"), 404, "invalid_path"),
        (
            &bob.token,
            redeliver(&pending["id"].to_string()),
            409,
            "delivery_pending",
        ),
    ] {
        let reply = app.request(Method::POST, &path, Some(token), None).await;
        assert_eq!(reply.status.as_u16(), status, "{path}: {}", reply.text);
        assert_eq!(reply.body["code"], code, "{path}");
    }
    assert_eq!(count(&app.db), rows, "nothing was queued");

    // Alice's first delivery again: a new delivery of the same
    // notification, linked to the first.
    let reply = app
        .request(
            Method::POST,
            &redeliver(&id.to_string()),
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::ACCEPTED, "{}", reply.text);
    let queued = reply.body;
    let new_id = queued["id"].as_i64().unwrap();
    assert!(new_id > listed[0]["id"].as_i64().unwrap(), "{queued}");
    assert_eq!(queued["redelivery_of"], id);
    assert_eq!(queued["cursor"], original["cursor"]);
    assert_eq!(queued["kind"], original["kind"]);
    assert_eq!(queued["attempts"], 0);
    assert_eq!(original["redelivery_of"], Value::Null);
    eventually("the redelivery", Duration::from_secs(10), || {
        hook.hits().iter().any(|h| h.delivery == new_id)
    })
    .await;
    let hits = hook.hits();
    let again = hits.iter().find(|h| h.delivery == new_id).unwrap();
    let first = hits.iter().find(|h| h.delivery == id).unwrap();
    assert_eq!(
        serde_json::from_str::<Value>(&again.body).unwrap(),
        serde_json::from_str::<Value>(&first.body).unwrap(),
        "the same notification"
    );
    eventually(
        "the redelivery marked delivered",
        Duration::from_secs(5),
        || statuses(&app.db).get("delivered") == Some(&(expected.len() as i64 + 1)),
    )
    .await;
    let listed = deliveries(&app, &alice).await;
    assert_eq!(listed[0]["id"], new_id);
    assert_eq!(listed[0]["status"], "delivered");
    assert_eq!(listed[0]["redelivery_of"], id);

    // Without a webhook there is nothing to send to.
    let reply = app
        .request(
            Method::DELETE,
            "/v1/players/me/webhook",
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::NO_CONTENT);
    let rows = count(&app.db);
    let reply = app
        .request(
            Method::POST,
            &redeliver(&id.to_string()),
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND, "{}", reply.text);
    assert_eq!(reply.body["code"], "webhook_not_found");
    assert_eq!(count(&app.db), rows);
}

/// Moves in `game` until `players[0]` is told something, and waits for
/// its receiver to have it: the hits after the first `before`.
async fn deliver_more<S, B>(
    app: &TestApp<S>,
    hook: &Receiver,
    players: &[Player],
    game: Uuid,
    before: usize,
) -> Vec<Hit>
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let mut expected = before;
    while expected == before {
        app.move_once(players, game).await;
        expected = notifications(app, &players[0]).await.len();
    }
    eventually("the new deliveries", Duration::from_secs(10), || {
        hook.hits().len() >= expected
    })
    .await;
    hook.hits()[before..expected].to_vec()
}

/// The `v1=` entries of a delivery's `Referee-Signature`, in order.
fn v1_entries(hit: &Hit) -> Vec<String> {
    hit.signature
        .split(',')
        .filter_map(|part| part.strip_prefix("v1="))
        .map(str::to_owned)
        .collect()
}

/// Whether `entry` is the HMAC of `hit` under `secret`.
fn signs(hit: &Hit, entry: &str, secret: &str) -> bool {
    let t = hit
        .signature
        .split(',')
        .find_map(|part| part.strip_prefix("t="))
        .unwrap();
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{t}.{}", hit.body).as_bytes());
    mac.verify_slice(&hex::decode(entry).unwrap()).is_ok()
}

#[actix_web::test]
async fn a_rolled_secret_keeps_signing_beside_the_new_one_for_its_grace_period() {
    let (app, state) = setup(true).await;
    let hook = receiver(200).await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let players = [alice.clone(), bob.clone()];
    let roll = "/v1/players/me/webhook/secret";
    let reply = app.post(roll, &alice.token, &json!({})).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND, "{}", reply.text);
    assert_eq!(reply.body["code"], "webhook_not_found");
    let first = "the-first-secret-of-alice";
    let reply = put_webhook(&app, &alice, &hook.url, Some(first)).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    start_worker(&state, settings(true));
    let game = app.biscuits(&players).await;

    // Refused rolls change nothing.
    for (body, status, code) in [
        (json!({"grace_secs": -1}), 422, "invalid_grace_secs"),
        (json!({"grace_secs": 604_801}), 422, "invalid_grace_secs"),
        (json!({"secret": "short"}), 422, "invalid_webhook_secret"),
        (json!({"secret": 5}), 400, "invalid_body"),
        (json!({"grace": 5}), 400, "invalid_body"),
    ] {
        let reply = app.post(roll, &alice.token, &body).await;
        assert_eq!(reply.status.as_u16(), status, "{body}: {}", reply.text);
        assert_eq!(reply.body["code"], code, "{body}");
    }
    assert_eq!(
        webhook(&app, &alice).await["previous_secret_expires_at"],
        Value::Null
    );

    let mut delivered = 0;
    let seen = notifications(&app, &alice).await.len();
    eventually("the first deliveries", Duration::from_secs(10), || {
        hook.hits().len() >= seen
    })
    .await;
    for hit in &hook.hits() {
        assert_eq!(
            v1_entries(hit).len(),
            1,
            "one secret signs: {}",
            hit.signature
        );
        assert!(signs(hit, &v1_entries(hit)[0], first));
    }
    delivered += seen;

    // Rolled with a day's grace: the new secret signs first, the old second.
    let second = "the-second-secret-of-alice";
    let reply = app
        .post(roll, &alice.token, &json!({"secret": second}))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.body["secret"], second);
    assert_eq!(reply.body["url"], hook.url);
    let expires: chrono::DateTime<chrono::Utc> = reply.body["previous_secret_expires_at"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let in_a_day = chrono::Utc::now() + chrono::Duration::days(1);
    assert!((expires - in_a_day).num_seconds().abs() < 60, "{expires}");
    assert_eq!(
        webhook(&app, &alice).await["previous_secret_expires_at"],
        reply.body["previous_secret_expires_at"]
    );
    let hits = deliver_more(&app, &hook, &players, game, delivered).await;
    delivered += hits.len();
    for hit in &hits {
        let entries = v1_entries(hit);
        assert_eq!(entries.len(), 2, "two secrets sign: {}", hit.signature);
        assert!(signs(hit, &entries[0], second) && signs(hit, &entries[1], first));
        assert!(!signs(hit, &entries[0], first) && !signs(hit, &entries[1], second));
    }

    // Rolled again, with a second's grace: the first secret signs no more
    // at once, the second for a second, then only the third.
    let third = "the-third-secret-of-alice";
    let reply = app
        .post(
            roll,
            &alice.token,
            &json!({"secret": third, "grace_secs": 1}),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let rolled_at = Instant::now();
    let hits = deliver_more(&app, &hook, &players, game, delivered).await;
    delivered += hits.len();
    for hit in hits
        .iter()
        .filter(|h| h.at - rolled_at < Duration::from_millis(900))
    {
        let entries = v1_entries(hit);
        assert_eq!(entries.len(), 2, "{}", hit.signature);
        assert!(signs(hit, &entries[0], third) && signs(hit, &entries[1], second));
    }
    actix_web::rt::time::sleep(Duration::from_millis(1100).saturating_sub(rolled_at.elapsed()))
        .await;
    assert_eq!(
        webhook(&app, &alice).await["previous_secret_expires_at"],
        Value::Null
    );
    let hits = deliver_more(&app, &hook, &players, game, delivered).await;
    delivered += hits.len();
    for hit in &hits {
        let entries = v1_entries(hit);
        assert_eq!(entries.len(), 1, "only the new secret: {}", hit.signature);
        assert!(signs(hit, &entries[0], third));
    }

    // A roll without grace: only the new (generated) secret signs at once.
    let reply = app
        .post(roll, &alice.token, &json!({"grace_secs": 0}))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.body["previous_secret_expires_at"], Value::Null);
    let fourth = reply.body["secret"].as_str().unwrap().to_owned();
    assert_eq!(fourth.len(), 64);
    let hits = deliver_more(&app, &hook, &players, game, delivered).await;
    for hit in &hits {
        let entries = v1_entries(hit);
        assert_eq!(entries.len(), 1, "{}", hit.signature);
        assert!(signs(hit, &entries[0], &fourth));
    }
}
