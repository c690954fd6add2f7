//! Credentials across server processes: token revocation
//! (`POST /v1/tokens/revoke`) and api_key rotation, each seen by every
//! process on the next request; and where the move path checks a token.

use std::sync::{Mutex, Once};

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::test::TestRequest;
use chrono::{Duration, Utc};
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{spawn, Player, Reply, TestApp, SECRET};

/// `POST /v1/tokens` for `player` with `api_key`.
fn token_request(player: &Player, api_key: &str) -> TestRequest {
    TestRequest::post()
        .uri("/v1/tokens")
        .set_json(json!({"player_id": player.id, "api_key": api_key}))
}

struct Paths<'a> {
    mine: &'a str,
    game: &'a str,
    moves: &'a str,
    nowhere: &'a str,
}

/// A revoked token on `app`: a plain endpoint, a game's view, a move, a
/// game that does not exist (401, not 404: nothing to learn), and revoking
/// again.
async fn refused_everywhere<S, B>(
    app: &TestApp<S>,
    name: &str,
    token: &str,
    paths: &Paths<'_>,
    move_body: &Value,
) where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    assert_revoked(
        &app.get(paths.mine, token).await,
        &format!("{name}: my games"),
    );
    assert_revoked(
        &app.get(paths.game, token).await,
        &format!("{name}: the game"),
    );
    assert_revoked(
        &app.post(paths.moves, token, move_body).await,
        &format!("{name}: a move"),
    );
    assert_revoked(
        &app.get(paths.nowhere, token).await,
        &format!("{name}: no game"),
    );
    assert_revoked(&app.revoke(token).await, &format!("{name}: revoke again"));
}

fn assert_revoked(reply: &Reply, what: &str) {
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("token_revoked")),
        "{what}: {}",
        reply.text
    );
}

#[actix_web::test]
async fn a_revoked_token_is_refused_by_every_process_on_its_next_request() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let (alice, bob) = (a.player("alice").await, a.player("bob").await);
    let id = a.biscuits(&[alice.clone(), bob.clone()]).await;
    let game = format!("/v1/games/{id}");
    let moves = format!("{game}/moves");
    let mine = "/v1/players/me/games";
    // Seat 0 (alice) is on turn: a legal move, refused below for its token
    // alone.
    let view = a.get(&game, &alice.token).await;
    let card = view.body["legal_actions"]["cards"][0]["id"].clone();
    let version = view.body["version"].as_i64().unwrap();
    let move_body = json!({"game": "woof-meow-biscuits", "expected_version": version, "action": {"kind": "play", "card": card}});
    for reply in [
        a.get(mine, &alice.token).await,
        b.get(mine, &alice.token).await,
    ] {
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    }
    assert_eq!(b.get(&game, &alice.token).await.status, StatusCode::OK);

    let revoked = a.revoke(&alice.token).await;
    assert_eq!(revoked.status, StatusCode::NO_CONTENT, "{}", revoked.text);
    assert_eq!(revoked.text, "", "no token in exchange");

    // Both processes, at once: a plain endpoint, a game's view, a move, and
    // a game that does not exist (401, not 404: nothing to learn).
    let nowhere = format!("/v1/games/{}", Uuid::new_v4());
    let paths = Paths {
        mine,
        game: &game,
        moves: &moves,
        nowhere: &nowhere,
    };
    refused_everywhere(&a, "A", &alice.token, &paths, &move_body).await;
    refused_everywhere(&b, "B", &alice.token, &paths, &move_body).await;
    // The refused move changed nothing; bob's tokens are not alice's.
    let seen = b.get(&game, &bob.token).await;
    assert_eq!(seen.status, StatusCode::OK);
    assert_eq!(
        seen.body["version"], version,
        "the refused move stored nothing"
    );

    // A new token from the api_key, issued by B, works in both.
    let fresh = b.send(token_request(&alice, &alice.api_key)).await;
    assert_eq!(fresh.status, StatusCode::OK, "{}", fresh.text);
    let second = fresh.body["token"].as_str().unwrap().to_owned();
    assert_eq!(a.get(mine, &second).await.status, StatusCode::OK);
    let moved = b.post(&moves, &second, &move_body).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text);
    assert_eq!(moved.body["version"], version + 1);

    // A second revocation, through B, ends it too, in A as well; the one
    // before it stays refused; the next token works.
    assert_eq!(b.revoke(&second).await.status, StatusCode::NO_CONTENT);
    assert_revoked(&a.get(mine, &second).await, "A: the second token");
    assert_revoked(&a.get(&game, &second).await, "A: the second token's view");
    assert_revoked(
        &a.post(&moves, &second, &move_body).await,
        "A: the second token's move",
    );
    assert_revoked(&b.get(mine, &alice.token).await, "B: the first token");
    let third = a.send(token_request(&alice, &alice.api_key)).await;
    let third = third.body["token"].as_str().unwrap().to_owned();
    assert_eq!(b.get(&game, &third).await.status, StatusCode::OK);
    assert_eq!(a.get(mine, &third).await.status, StatusCode::OK);
    assert_eq!(a.get(&game, &bob.token).await.status, StatusCode::OK);
}

#[actix_web::test]
async fn a_rotated_api_key_is_refused_by_every_process_at_once() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let alice = a.player("alice").await;
    assert_eq!(
        b.send(token_request(&alice, &alice.api_key)).await.status,
        StatusCode::OK
    );
    let rotated = a.post_empty("/v1/players/me/api-keys", &alice.token).await;
    assert_eq!(rotated.status, StatusCode::CREATED, "{}", rotated.text);
    let new_key = rotated.body["api_key"].as_str().unwrap().to_owned();
    for old in [
        a.send(token_request(&alice, &alice.api_key)).await,
        b.send(token_request(&alice, &alice.api_key)).await,
    ] {
        assert_eq!(
            (old.status, old.body["code"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("invalid_credentials"))
        );
    }
    let fresh = b.send(token_request(&alice, &new_key)).await;
    assert_eq!(fresh.status, StatusCode::OK, "{}", fresh.text);
    let fresh = fresh.body["token"].as_str().unwrap().to_owned();
    assert_eq!(
        a.get("/v1/players/me/games", &fresh).await.status,
        StatusCode::OK
    );
    // Rotation does not revoke: tokens issued before it still work, in
    // both, until a revocation.
    for before in [
        a.get("/v1/players/me/games", &alice.token).await,
        b.get("/v1/players/me/games", &alice.token).await,
    ] {
        assert_eq!(before.status, StatusCode::OK, "{}", before.text);
    }
    assert_eq!(b.revoke(&fresh).await.status, StatusCode::NO_CONTENT);
    assert_revoked(
        &a.get("/v1/players/me/games", &alice.token).await,
        "a token from before the rotation",
    );
}

/// A token as the server signed them before revocation existed: no `gen`.
fn legacy_token(player: Uuid) -> String {
    let now = Utc::now();
    let claims = json!({
        "sub": player,
        "iat": now.timestamp(),
        "exp": (now + Duration::hours(1)).timestamp(),
    });
    jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(SECRET).unwrap(),
    )
    .unwrap()
}

fn claims_of(token: &str) -> Value {
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
    validation.set_required_spec_claims(&["exp", "sub"]);
    jsonwebtoken::decode::<Value>(
        token,
        &jsonwebtoken::DecodingKey::from_secret(SECRET).unwrap(),
        &validation,
    )
    .unwrap()
    .claims
}

#[actix_web::test]
async fn a_token_without_a_generation_is_generation_0_until_a_revocation() {
    let app = spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    assert_eq!(claims_of(&alice.token)["gen"], 0, "new tokens carry `gen`");
    let id = app.biscuits(&[alice.clone(), bob]).await;
    let legacy = legacy_token(alice.id);
    assert!(claims_of(&legacy).get("gen").is_none());
    assert_eq!(
        app.get("/v1/players/me/games", &legacy).await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.get(&format!("/v1/games/{id}"), &legacy).await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.revoke(&alice.token).await.status,
        StatusCode::NO_CONTENT
    );
    assert_revoked(
        &app.get("/v1/players/me/games", &legacy).await,
        "a token without gen",
    );
    assert_revoked(
        &app.get(&format!("/v1/games/{id}"), &legacy).await,
        "a token without gen, on a game",
    );
    let fresh = app.send(token_request(&alice, &alice.api_key)).await;
    assert_eq!(
        claims_of(fresh.body["token"].as_str().unwrap())["gen"],
        1,
        "issued at the new generation"
    );
}

/// The statements this process sends that hold `needle` (a test's own
/// random id, so parallel tests do not mix), as diesel shows them: the SQL
/// with its binds.
static SEEN: Mutex<Vec<String>> = Mutex::new(Vec::new());
static NEEDLES: Mutex<Vec<String>> = Mutex::new(Vec::new());
/// Every statement a connection of this process prepared and kept.
static CACHED: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// From now on, connections opened (test pools open theirs lazily) report
/// each statement that holds a watched needle.
fn install_statement_log() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        diesel::connection::set_default_instrumentation(|| {
            Some(Box::new(
                |event: diesel::connection::InstrumentationEvent<'_>| {
                    if let diesel::connection::InstrumentationEvent::CacheQuery { sql, .. } = &event
                    {
                        CACHED.lock().unwrap().push(sql.to_string());
                    }
                    if let diesel::connection::InstrumentationEvent::StartQuery { query, .. } =
                        event
                    {
                        let needles = NEEDLES.lock().unwrap();
                        if needles.is_empty() {
                            return;
                        }
                        let text = query.to_string();
                        if needles.iter().any(|n| text.contains(n.as_str())) {
                            SEEN.lock().unwrap().push(text);
                        }
                    }
                },
            ))
        })
        .unwrap();
    });
}

/// The statements seen since the last call that hold `needle`.
fn seen(needle: &str) -> Vec<String> {
    let mut all = SEEN.lock().unwrap();
    let (mine, others) = all.drain(..).partition(|s: &String| s.contains(needle));
    *all = others;
    mine
}

/// The statements of a step's telling (`store::outbox`), apart from the
/// step's own: `(step, telling)`.
fn step_and_telling(statements: Vec<String>) -> (Vec<String>, Vec<String>) {
    statements.into_iter().partition(|s| {
        ![
            "referee_deliver_step(",
            "pg_notify(",
            "DELETE FROM game_outbox",
        ]
        .iter()
        .any(|part| s.contains(part))
    })
}

/// On one Postgres a step is told by its own write: no statement follows
/// it (on Citus its outbox row is told by three more: tests/api/moves.rs).
fn assert_telling(told: &[String]) {
    assert!(told.is_empty(), "{told:#?}");
}

/// A move is two round trips besides BEGIN and COMMIT (one read,
/// one write) and its telling, a game's view one (the light check of a kept game, or the
/// full read); the token is checked by the read.
#[actix_web::test]
async fn a_move_is_one_write_after_a_view_else_one_read_and_one_write_and_both_check_the_token() {
    install_statement_log();
    let app = spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let id = app.biscuits(&[alice.clone(), bob.clone()]).await;
    let game = format!("/v1/games/{id}");
    let view = app.get(&game, &alice.token).await;
    let card = view.body["legal_actions"]["cards"][0]["id"].clone();
    let needle = alice.id.to_string();
    let game_needle = id.to_string();
    NEEDLES.lock().unwrap().push(needle.clone());
    NEEDLES.lock().unwrap().push(game_needle.clone());
    let checks = |statements: &[String]| -> Vec<String> {
        statements
            .iter()
            .filter(|s| s.contains("token_generation"))
            .cloned()
            .collect()
    };

    // A plain endpoint: one query of its own for the generation.
    assert_eq!(
        app.get("/v1/players/me/games", &alice.token).await.status,
        StatusCode::OK
    );
    let plain = checks(&seen(&needle));
    assert_eq!(plain.len(), 1, "{plain:#?}");
    assert!(!plain[0].contains("\"games\""), "{}", plain[0]);
    // (The list named the game too.)
    seen(&game_needle);

    // A game's view: one statement, which also checks the token. The first
    // view left the game in this process's memory (src/api/kept.rs): this
    // one reads the row's version and the token's generation alone, not the
    // seats or the snapshot.
    assert_eq!(app.get(&game, &alice.token).await.status, StatusCode::OK);
    let viewed = seen(&game_needle);
    assert_eq!(viewed.len(), 1, "one statement: {viewed:#?}");
    assert_eq!(checks(&viewed).len(), 1, "{viewed:#?}");
    assert!(viewed[0].contains("FROM \"games\""), "{}", viewed[0]);
    assert!(viewed[0].contains("xmin"), "{}", viewed[0]);
    for unread in ["game_seats", "\"games\".\"state\"", "\"games\".\"options\""] {
        assert!(!viewed[0].contains(unread), "{unread} in {}", viewed[0]);
    }
    // A view where nothing is kept (another process): one statement too,
    // the full read.
    let elsewhere = TestApp::builder().twin_of(&app).spawn().await;
    assert_eq!(
        elsewhere.get(&game, &alice.token).await.status,
        StatusCode::OK
    );
    let viewed = seen(&game_needle);
    assert_eq!(viewed.len(), 1, "one statement: {viewed:#?}");
    assert_eq!(checks(&viewed).len(), 1, "{viewed:#?}");
    assert!(viewed[0].contains("game_seats"), "{}", viewed[0]);

    // A move after the view: the view left the game in this process's
    // memory (src/api/kept.rs), so the move is the write alone, and the
    // write checks the token.
    let body = json!({"game": view.body["game"], "expected_version": view.body["version"], "action": {"kind": "play", "card": card}});
    let moved = app
        .post(&format!("{game}/moves"), &alice.token, &body)
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text);
    let (statements, told) = step_and_telling(seen(&game_needle));
    assert_eq!(statements.len(), 1, "the write alone: {statements:#?}");
    let write = &statements[0];
    assert_eq!(checks(&statements).len(), 1, "one check: {statements:#?}");
    assert!(write.contains("token_generation"), "{write}");
    assert!(write.contains("p_tell_now"), "{write}");
    assert_telling(&told);

    // A move with nothing kept (another process): the read (game with its
    // head hash, seats, token), then the write.
    let other = TestApp::builder().twin_of(&app).spawn().await;
    let view = app.get(&game, &bob.token).await;
    seen(&game_needle);
    let card = view.body["legal_actions"]["cards"][0]["id"].clone();
    let body = json!({"game": view.body["game"], "expected_version": view.body["version"], "action": {"kind": "play", "card": card}});
    let moved = other
        .post(&format!("{game}/moves"), &bob.token, &body)
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text);
    let (statements, told) = step_and_telling(seen(&game_needle));
    assert_eq!(statements.len(), 2, "one read, one write: {statements:#?}");
    assert_telling(&told);
    let (read, write) = (&statements[0], &statements[1]);
    assert_eq!(
        checks(&statements).len(),
        2,
        "read and write check: {statements:#?}"
    );
    assert!(read.contains("token_generation"), "{read}");
    // The head hash is kept on the game row: the read reads no event.
    assert!(
        read.contains("game_seats") && read.contains("\"games\".\"head_hash\""),
        "{read}"
    );
    assert!(!read.contains("game_events"), "{read}");
    assert!(write.contains("p_previous_hash => $4"), "{write}");
    assert!(!read.contains("FOR UPDATE"), "{read}");
    assert!(write.contains("SELECT referee_write_step("), "{write}");
    // Both are kept prepared on their connection (parsed and planned once).
    let cached = CACHED.lock().unwrap();
    for part in [
        "SELECT referee_write_step(",
        "json_agg(json_build_array(",
        "SELECT \"games\".\"version\", \"games\".\"head_hash\"",
    ] {
        assert!(
            cached.iter().any(|sql| sql.contains(part)),
            "{part} is prepared once: {cached:#?}"
        );
    }
    drop(cached);
    NEEDLES
        .lock()
        .unwrap()
        .retain(|n| *n != needle && *n != game_needle);
}

#[actix_web::test]
async fn waits_and_streams_of_a_revoked_token_end_at_once_in_every_process() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let (alice, bob) = (a.player("alice").await, a.player("bob").await);
    let players = [alice.clone(), bob.clone()];
    let id = a.biscuits(&players).await;
    // Alice (seat 0) moves: bob is on turn, alice waits for his move.
    let version = a.move_once(&players, id).await;
    let told = b
        .get("/v1/players/me/notifications?limit=500", &alice.token)
        .await;
    let cursor = told.body["last_cursor"].as_i64().unwrap();

    // In B: a long-poll of notifications, one of the game's events, and a
    // stream, all with alice's token; A revokes it, then bob moves.
    let notifications = async {
        let started = std::time::Instant::now();
        let path = format!("/v1/players/me/notifications?after={cursor}&wait=30");
        (b.get(&path, &alice.token).await, started.elapsed())
    };
    let events = async {
        let path = format!("/v1/games/{id}/events?after={version}&wait=30");
        b.get(&path, &alice.token).await
    };
    let stream = async {
        let request = TestRequest::get()
            .uri("/v1/players/me/stream")
            .insert_header(("Authorization", format!("Bearer {}", alice.token)))
            .insert_header(("Last-Event-ID", cursor.to_string()))
            .to_request();
        let response = actix_web::test::call_service(&b.service, request).await;
        assert_eq!(response.status(), StatusCode::OK);
        let started = std::time::Instant::now();
        let mut body = std::pin::pin!(actix_web::body::to_bytes_limited(
            response.into_body(),
            1 << 20
        ));
        let ended = tokio::time::timeout(std::time::Duration::from_secs(10), &mut body).await;
        assert!(ended.is_ok(), "the stream ends after the revocation");
        started.elapsed()
    };
    let revoke_then_move = async {
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        assert_eq!(a.revoke(&alice.token).await.status, StatusCode::NO_CONTENT);
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let view = a.get(&format!("/v1/games/{id}"), &bob.token).await;
        let card = view.body["legal_actions"]["cards"][0]["id"].clone();
        let body = json!({"game": "woof-meow-biscuits", "expected_version": version, "action": {"kind": "play", "card": card}});
        let moved = a
            .post(&format!("/v1/games/{id}/moves"), &bob.token, &body)
            .await;
        assert_eq!(moved.status, StatusCode::OK, "{}", moved.text);
    };
    let ((polled, polled_after), events, streamed_for, ()) =
        tokio::join!(notifications, events, stream, revoke_then_move);
    assert_revoked(&polled, "a waiting long-poll of notifications");
    assert!(polled_after.as_secs() < 10, "ended by the revocation");
    assert_revoked(&events, "a waiting long-poll of events, woken by a move");
    assert!(streamed_for.as_secs() < 10);
}

/// A revocation ends at once, in every process, each long-poll and stream
/// held by a revoked token: the game's view, its events, the player's
/// notifications, the lobby and the notification stream, all waiting on
/// another process than the one that revokes.
#[actix_web::test]
async fn a_revocation_ends_every_wait_of_its_tokens_in_every_process_at_once() {
    use actix_web::http::header;
    use std::time::{Duration as StdDuration, Instant};

    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let alice = a.player("alice").await;
    let bob = a.player("bob").await;
    let id = a.biscuits(&[alice.clone(), bob.clone()]).await;
    let game = b.get(&format!("/v1/games/{id}"), &alice.token).await;
    let version = game.body["version"].as_i64().unwrap();
    let lobby = b.get("/v1/games", &alice.token).await;
    let cursor = b
        .get("/v1/players/me/notifications", &alice.token)
        .await
        .body["last_cursor"]
        .as_i64()
        .unwrap();
    let bearer = format!("Bearer {}", alice.token);
    let held = |uri: String, etag: Option<String>| {
        let mut req = TestRequest::get()
            .uri(&uri)
            .insert_header((header::AUTHORIZATION, bearer.clone()));
        if let Some(etag) = etag {
            req = req.insert_header((header::IF_NONE_MATCH, etag));
        }
        b.send(req)
    };
    let started = Instant::now();
    let waits = futures_util::future::join_all([
        held(format!("/v1/games/{id}?wait=30"), Some(game.etag())),
        held(
            format!("/v1/games/{id}/events?after={version}&wait=30"),
            None,
        ),
        held(
            format!("/v1/players/me/notifications?after={cursor}&wait=30"),
            None,
        ),
        held("/v1/games?wait=30".to_owned(), Some(lobby.etag())),
    ]);
    let stream = held("/v1/players/me/stream".to_owned(), None);
    let revoke = async {
        // Long enough for every wait to have begun on a quiet machine; one
        // that begins later is refused by its first read, as it must be.
        actix_web::rt::time::sleep(StdDuration::from_millis(500)).await;
        a.revoke(&alice.token).await
    };
    let (replies, stream, revoked) = tokio::join!(waits, stream, revoke);
    let elapsed = started.elapsed();
    assert_eq!(revoked.status, StatusCode::NO_CONTENT, "{}", revoked.text);
    for (reply, what) in replies.iter().zip([
        "the game's view",
        "its events",
        "notifications",
        "the lobby",
    ]) {
        assert_revoked(reply, what);
    }
    // The stream had begun (200) and ends: its body is complete.
    assert_eq!(stream.status, StatusCode::OK, "{}", stream.text);
    assert!(stream.text.starts_with("retry: "), "{}", stream.text);
    // Each would otherwise have waited 30 s (the stream: for ever).
    assert!(
        elapsed < StdDuration::from_secs(10),
        "the waits ended {elapsed:?} after they began"
    );
}

/// `POST /v1/tokens` with `body`, without a token.
fn tokens(body: Value) -> TestRequest {
    TestRequest::post().uri("/v1/tokens").set_json(body)
}

/// A problem document without what differs from one request to the next.
fn without_request_id(mut body: Value) -> Value {
    body.as_object_mut().unwrap().remove("request_id");
    body
}

#[actix_web::test]
async fn an_api_key_alone_signs_its_player_in_and_a_wrong_one_tells_nothing() {
    let app = spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    // The key alone: a token for its player, who is named in the answer.
    let alone = app.send(tokens(json!({"api_key": alice.api_key}))).await;
    assert_eq!(alone.status, StatusCode::OK, "{}", alone.text);
    assert_eq!(alone.body["player_id"], alice.id.to_string());
    let token = alone.body["token"].as_str().unwrap();
    let caller = app.state.keys.verify(token).unwrap();
    assert_eq!(caller.subject(), alice.id);
    assert_eq!(
        app.get("/v1/players/me/games", token).await.status,
        StatusCode::OK
    );
    // With the player's id too, as before.
    let both = app.send(token_request(&bob, &bob.api_key)).await;
    assert_eq!(both.status, StatusCode::OK, "{}", both.text);
    assert_eq!(both.body["player_id"], bob.id.to_string());

    // Refused, each alike: a key that is no one's (alone, with a player's
    // id, with an id no player has), and a player's key with another
    // player's id.
    let refusals = [
        json!({"api_key": "rk_nope"}),
        json!({"api_key": "rk_nope", "player_id": alice.id}),
        json!({"api_key": "rk_nope", "player_id": Uuid::new_v4()}),
        json!({"api_key": alice.api_key, "player_id": bob.id}),
        json!({"api_key": alice.api_key, "player_id": Uuid::new_v4()}),
    ];
    let mut answers = Vec::new();
    for body in refusals {
        let reply = app.send(tokens(body.clone())).await;
        assert_eq!(
            (reply.status, reply.body["code"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("invalid_credentials")),
            "{body}: {}",
            reply.text
        );
        answers.push(without_request_id(reply.body));
    }
    assert!(
        answers.windows(2).all(|pair| pair[0] == pair[1]),
        "one answer for every refusal: {answers:?}"
    );
    // Neither an empty key nor a body without one is a sign-in.
    let empty = app.send(tokens(json!({"api_key": ""}))).await;
    assert_eq!(empty.body["code"], "invalid_credentials", "{}", empty.text);
    let missing = app.send(tokens(json!({"player_id": alice.id}))).await;
    assert_eq!(
        (missing.status, missing.body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_body")),
        "{}",
        missing.text
    );
}
