//! Being told: notifications by long-poll and SSE, woken across servers
//! through Postgres LISTEN/NOTIFY, resumed from a cursor with nothing lost.

use std::pin::Pin;
use std::time::{Duration, Instant};

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::test;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{spawn, Player, TestApp};

/// Every notification of a player, page by page (`limit` each).
async fn all_notifications<S, B>(app: &TestApp<S>, player: &Player, limit: u32) -> Vec<Value>
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let mut all = Vec::new();
    let mut after = 0;
    loop {
        let page = app
            .get(
                &format!("/v1/players/me/notifications?after={after}&limit={limit}"),
                &player.token,
            )
            .await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.text);
        assert_eq!(page.body["gap"], false);
        let items = page.body["notifications"].as_array().unwrap().clone();
        if items.is_empty() {
            assert_eq!(page.body["last_cursor"], after);
            return all;
        }
        after = page.body["last_cursor"].as_i64().unwrap();
        all.extend(items);
    }
}

/// A player's notifications, read whole, carry cursors 1, 2, 3, … in order.
fn assert_gapless(notifications: &[Value]) {
    let cursors: Vec<i64> = notifications
        .iter()
        .map(|n| n["cursor"].as_i64().unwrap())
        .collect();
    assert_eq!(
        cursors,
        (1..=notifications.len() as i64).collect::<Vec<_>>(),
        "gapless, in order"
    );
}

fn kinds(notifications: &[Value]) -> Vec<&str> {
    notifications
        .iter()
        .map(|n| n["event"]["kind"].as_str().unwrap())
        .collect()
}

#[actix_web::test]
async fn a_long_poll_held_by_one_server_wakes_on_a_move_through_another() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let alice = a.player("alice").await;
    let bob = a.player("bob").await;
    let players = [alice.clone(), bob.clone()];
    let id = a.biscuits(&players).await;
    let cursor = all_notifications(&b, &bob, 100).await.len();
    let view = b.get(&format!("/v1/games/{id}"), &bob.token).await;
    let etag = view.etag();
    let version = view.body["version"].as_i64().unwrap();

    // Three waiters on server B; the move goes through server A.
    let started = Instant::now();
    let notifications_path = format!("/v1/players/me/notifications?after={cursor}&wait=30");
    let events_path = format!("/v1/games/{id}/events?after={version}&wait=30");
    let notifications = b.get(&notifications_path, &bob.token);
    let game = b.send(
        test::TestRequest::get()
            .uri(&format!("/v1/games/{id}?wait=30"))
            .insert_header(("Authorization", format!("Bearer {}", bob.token)))
            .insert_header(("If-None-Match", etag.clone())),
    );
    let events = b.get(&events_path, &bob.token);
    let mover = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        a.move_once(&players, id).await
    };
    let (notifications, game, events, moved_to) = tokio::join!(notifications, game, events, mover);
    let waited = started.elapsed();
    assert!(
        waited < Duration::from_secs(20),
        "woken, not timed out: {waited:?}"
    );

    assert_eq!(
        kinds(notifications.body["notifications"].as_array().unwrap()),
        ["opponent_moved", "your_turn"],
        "{}",
        notifications.text
    );
    let moved = &notifications.body["notifications"][0]["event"];
    assert_eq!(moved["game_id"], id.to_string());
    assert_eq!(moved["version"], moved_to);
    assert_eq!(moved["seat"], 0);
    assert_eq!(moved["action"], "play");
    assert_eq!(game.status, StatusCode::OK);
    assert_eq!(game.body["version"], moved_to);
    assert_ne!(game.etag(), etag);
    assert_eq!(events.body["events"][0]["seq"], moved_to);

    // Nothing more happens: each wait ends empty-handed.
    let cursor = notifications.body["last_cursor"].as_i64().unwrap();
    let started = Instant::now();
    let empty = b
        .get(
            &format!("/v1/players/me/notifications?after={cursor}&wait=1"),
            &bob.token,
        )
        .await;
    assert!(started.elapsed() >= Duration::from_millis(900));
    assert_eq!(empty.status, StatusCode::OK);
    assert_eq!(empty.body["notifications"], json!([]));
    assert_eq!(empty.body["last_cursor"], cursor);
    let etag = game.etag();
    let unchanged = b
        .send(
            test::TestRequest::get()
                .uri(&format!("/v1/games/{id}?wait=1"))
                .insert_header(("Authorization", format!("Bearer {}", bob.token)))
                .insert_header(("If-None-Match", etag)),
        )
        .await;
    assert_eq!(unchanged.status, StatusCode::NOT_MODIFIED);
    let no_events = b
        .get(
            &format!("/v1/games/{id}/events?after={moved_to}&wait=1"),
            &bob.token,
        )
        .await;
    assert_eq!(no_events.body["events"], json!([]));
    // A wait out of range is refused, not clamped.
    let refused = b
        .get("/v1/players/me/notifications?wait=61", &bob.token)
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert_eq!(refused.body["code"], "invalid_query");
}

#[actix_web::test]
async fn players_hear_of_joins_starts_moves_turns_and_the_end() {
    let app = spawn().await;
    let players = [
        app.player("alice").await,
        app.player("bob").await,
        app.player("carol").await,
    ];
    let created = app
        .post(
            "/v1/games",
            &players[0].token,
            &json!({"game": "woof-meow-biscuits", "seats": 3, "options": {"markers": 1, "starting_seat": 0}}),
        )
        .await;
    let id = created.body["id"]
        .as_str()
        .unwrap()
        .parse::<Uuid>()
        .unwrap();
    let seats = format!("/v1/games/{id}/seats");
    app.post(&seats, &players[1].token, &json!({})).await;
    // Bob leaves and joins again; then Carol fills the table.
    let left = app
        .request(
            actix_web::http::Method::DELETE,
            &format!("/v1/games/{id}/seats/me"),
            Some(&players[1].token),
            None,
        )
        .await;
    assert_eq!(left.status, StatusCode::NO_CONTENT);
    app.post(&seats, &players[1].token, &json!({})).await;
    app.post(&seats, &players[2].token, &json!({})).await;
    let alice = all_notifications(&app, &players[0], 100).await;
    assert_eq!(
        kinds(&alice),
        [
            "seat_joined",
            "seat_left",
            "seat_joined",
            "seat_joined",
            "game_started",
            "your_turn"
        ]
    );
    assert_eq!(alice[0]["event"]["name"], "bob");
    assert_eq!(alice[5]["event"]["seat"], 0);
    assert_eq!(
        kinds(&all_notifications(&app, &players[2], 100).await),
        ["game_started"]
    );

    // Play to the end; every seat hears of every other seat's move, of each
    // of its turns, and of the end, once.
    let mut moves = 0;
    loop {
        let game = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
        if game.body["status"] == "finished" {
            break;
        }
        app.move_once(&players, id).await;
        moves += 1;
    }
    let events = app
        .get(
            &format!("/v1/games/{id}/events?limit=500"),
            &players[0].token,
        )
        .await;
    let steps = events.body["events"].as_array().unwrap();
    for (seat, player) in players.iter().enumerate() {
        let mine = all_notifications(&app, player, 3).await;
        assert_gapless(&mine);
        let of = |kind: &str| {
            mine.iter()
                .filter(|n| n["event"]["kind"] == kind)
                .collect::<Vec<_>>()
        };
        let others_moves = steps
            .iter()
            .filter(|s| !s["actor_seat"].is_null() && s["actor_seat"] != seat)
            .count();
        assert_eq!(of("opponent_moved").len(), others_moves, "seat {seat}");
        // Turns: the seat that acts at step v + 1 was told at version v.
        let turns: Vec<i64> = steps
            .windows(2)
            .filter(|w| w[1]["actor_seat"] == seat)
            .map(|w| w[0]["seq"].as_i64().unwrap())
            .collect();
        let told: Vec<i64> = of("your_turn")
            .iter()
            .map(|n| n["event"]["version"].as_i64().unwrap())
            .collect();
        assert_eq!(told, turns, "seat {seat}");
        let finished = of("game_finished");
        assert_eq!(finished.len(), 1);
        assert_eq!(finished[0]["event"]["outcome"]["finished"], true);
        // Nothing a notification says names a card.
        for n in &mine {
            let text = n.to_string();
            for key in ["\"cards\"", "\"card\"", "\"hand\"", "\"id\""] {
                assert!(!text.contains(key), "{text}");
            }
        }
    }
    assert!(moves > 0);
}

/// Reads SSE events from a response until `count` have arrived.
async fn read_events(body: impl MessageBody, count: usize) -> Vec<(i64, String, Value)> {
    let mut body = Box::pin(body);
    let mut text = String::new();
    let mut events = Vec::new();
    while events.len() < count {
        let chunk = tokio::time::timeout(
            Duration::from_secs(20),
            std::future::poll_fn(|cx| Pin::new(&mut body).as_mut().poll_next(cx)),
        )
        .await
        .expect("an event within 20 s")
        .expect("the stream goes on");
        let Ok(chunk) = chunk else {
            panic!("the stream failed")
        };
        text.push_str(std::str::from_utf8(&chunk).unwrap());
        while let Some(end) = text.find("\n\n") {
            let block: String = text.drain(..end + 2).collect();
            let (mut id, mut event, mut data) = (None, None, None);
            for line in block.lines() {
                if let Some(v) = line.strip_prefix("id: ") {
                    id = Some(v.parse::<i64>().unwrap());
                } else if let Some(v) = line.strip_prefix("event: ") {
                    event = Some(v.to_owned());
                } else if let Some(v) = line.strip_prefix("data: ") {
                    data = Some(serde_json::from_str::<Value>(v).unwrap());
                }
            }
            if let (Some(id), Some(event), Some(data)) = (id, event, data) {
                events.push((id, event, data));
            }
        }
    }
    events
}

#[actix_web::test]
async fn a_client_away_for_many_moves_resumes_from_its_cursor_by_long_poll_and_by_stream() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let alice = a.player("alice").await;
    let bob = a.player("bob").await;
    let players = [alice.clone(), bob.clone()];
    let id = a.biscuits(&players).await;
    // Bob has read up to here, then goes away for many moves.
    let seen = all_notifications(&a, &bob, 100).await;
    let cursor = seen.last().unwrap()["cursor"].as_i64().unwrap();
    for _ in 0..12 {
        a.move_once(&players, id).await;
    }
    let everything = all_notifications(&a, &bob, 100).await;
    let missed: Vec<Value> = everything
        .iter()
        .filter(|n| n["cursor"].as_i64().unwrap() > cursor)
        .cloned()
        .collect();
    assert!(missed.len() >= 12, "{} notifications missed", missed.len());

    // By long-poll, in small pages: every one once, in order.
    let mut after = cursor;
    let mut caught_up = Vec::new();
    loop {
        let page = b
            .get(
                &format!("/v1/players/me/notifications?after={after}&limit=4"),
                &bob.token,
            )
            .await;
        let items = page.body["notifications"].as_array().unwrap().clone();
        if items.is_empty() {
            break;
        }
        after = page.body["last_cursor"].as_i64().unwrap();
        caught_up.extend(items);
    }
    assert_eq!(caught_up, missed);

    // By stream from Last-Event-ID, on the other server: the same, then a
    // move made through server A arrives live.
    let request = test::TestRequest::get()
        .uri("/v1/players/me/stream")
        .insert_header(("Authorization", format!("Bearer {}", bob.token)))
        .insert_header(("Last-Event-ID", cursor.to_string()))
        .to_request();
    let response = test::call_service(&b.service, request).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers().get("content-type").unwrap(),
        "text/event-stream"
    );
    let reading = read_events(response.into_body(), missed.len() + 2);
    let mover = async {
        tokio::time::sleep(Duration::from_millis(500)).await;
        a.move_once(&players, id).await
    };
    let (streamed, moved_to) = tokio::join!(reading, mover);
    let (replayed, live) = streamed.split_at(missed.len());
    for ((cursor, kind, data), expected) in replayed.iter().zip(&missed) {
        assert_eq!(*cursor, expected["cursor"].as_i64().unwrap());
        assert_eq!(kind, expected["event"]["kind"].as_str().unwrap());
        assert_eq!(data, expected);
    }
    assert_eq!(live[0].1, "opponent_moved");
    assert_eq!(live[0].2["event"]["version"], moved_to);
    assert_eq!(live[1].1, "your_turn");
    assert!(live[0].0 > replayed.last().unwrap().0);

    // A malformed Last-Event-ID is a 400, not a stream from the start.
    let request = test::TestRequest::get()
        .uri("/v1/players/me/stream")
        .insert_header(("Authorization", format!("Bearer {}", bob.token)))
        .insert_header(("Last-Event-ID", "yesterday"));
    let reply = b.send(request).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(reply.body["code"], "invalid_last_event_id");
}

#[actix_web::test]
async fn a_waiter_still_wakes_after_the_listening_connection_is_cut() {
    use diesel::prelude::*;
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let alice = a.player("alice").await;
    let bob = a.player("bob").await;
    let players = [alice.clone(), bob.clone()];
    let id = a.biscuits(&players).await;
    let cursor = all_notifications(&b, &bob, 100).await.len();
    // Wait until both apps listen, then cut every LISTEN connection.
    let mut conn = a.db.conn();
    let listening = || {
        diesel::sql_query(
            "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = $1",
        )
        .bind::<diesel::sql_types::Text, _>(referee::workers::hub::LISTEN_APPLICATION_NAME)
    };
    #[derive(QueryableByName)]
    struct Cut {
        #[diesel(sql_type = diesel::sql_types::Bool)]
        #[allow(dead_code)]
        cut: bool,
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let cut: Vec<Cut> = listening().load(&mut conn).unwrap();
        if cut.len() >= 2 {
            break;
        }
        assert!(Instant::now() < deadline, "both servers listen");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Bob waits on server B, whose listener is reconnecting; the move goes
    // through server A at once.
    let path = format!("/v1/players/me/notifications?after={cursor}&wait=20");
    let started = Instant::now();
    let (reply, _) = tokio::join!(b.get(&path, &bob.token), a.move_once(&players, id));
    assert!(started.elapsed() < Duration::from_secs(15));
    assert_eq!(
        kinds(reply.body["notifications"].as_array().unwrap()),
        ["opponent_moved", "your_turn"]
    );
}

/// Waits until `done` holds (30 s at most: a bound for liveness only).
async fn until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done() {
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Notifies the workers' channel and waits until `hub` has heard it: the
/// queue is delivered in commit order, so by then the hub has heard every
/// step committed before, on every channel it listens to. Answers how many
/// notifications the hub heard before this one.
async fn heard_so_far<S>(app: &TestApp<S>, hub: &referee::workers::hub::Hub) -> u64 {
    use diesel::prelude::*;
    let before = hub.notifications_heard();
    diesel::sql_query("SELECT pg_notify($1, 'probe')")
        .bind::<diesel::sql_types::Text, _>(referee::store::topic::WORK_CHANNEL)
        .execute(&mut app.db.conn())
        .unwrap();
    until("the probe is heard", || hub.notifications_heard() > before).await;
    hub.notifications_heard() - 1
}

/// Four moves through `app` that `hub` does not hear: between two probes
/// it hears the first probe alone.
async fn moves_go_unheard<S, B>(
    app: &TestApp<S>,
    hub: &referee::workers::hub::Hub,
    players: &[Player],
    id: Uuid,
) where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let start = heard_so_far(app, hub).await;
    for _ in 0..4 {
        app.move_once(players, id).await;
    }
    assert_eq!(
        heard_so_far(app, hub).await,
        start + 1,
        "only the first probe is heard"
    );
}

/// A process with no long-poll or stream waiting does not listen to the
/// waiters' channel, so the steps of other processes do not wake it; a
/// waiter makes it listen (and is woken by a move elsewhere), and once the
/// last waiter has gone it stops again after its linger.
#[actix_web::test]
async fn a_process_listens_for_moves_elsewhere_only_while_it_has_a_waiter() {
    let a = spawn().await;
    let b = TestApp::builder()
        .twin_of(&a)
        .hub(referee::workers::hub::Hub::with_linger(
            Duration::from_millis(200),
        ))
        .spawn()
        .await;
    let hub = b.state.hub.clone();
    let alice = a.player("alice").await;
    let bob = a.player("bob").await;
    let players = [alice.clone(), bob.clone()];
    let id = a.biscuits(&players).await;
    until("server B listens", || hub.listening()).await;
    assert!(!hub.listening_for_waiters());

    // No waiter on B: A's moves reach B's Postgres backend, not B.
    moves_go_unheard(&a, &hub, &players, id).await;

    // A waiter on B makes it listen, and a move through A wakes it.
    let cursor = all_notifications(&b, &bob, 100).await.len();
    let path = format!("/v1/players/me/notifications?after={cursor}&wait=30");
    let started = Instant::now();
    let mover = async {
        until("server B listens for its waiter", || {
            hub.listening_for_waiters()
        })
        .await;
        a.move_once(&players, id).await
    };
    let (reply, _) = tokio::join!(b.get(&path, &bob.token), mover);
    assert!(started.elapsed() < Duration::from_secs(15));
    assert_eq!(
        kinds(reply.body["notifications"].as_array().unwrap()),
        ["opponent_moved", "your_turn"]
    );

    // The waiter has gone: after the linger, B stops listening, and moves
    // elsewhere no longer reach it.
    until("server B stops listening for waiters", || {
        !hub.listening_for_waiters()
    })
    .await;
    moves_go_unheard(&a, &hub, &players, id).await;

    // The metrics say so.
    let metrics = b
        .request(actix_web::http::Method::GET, "/metrics", None, None)
        .await;
    assert!(
        metrics.text.contains("referee_listening_for_waiters 0"),
        "{}",
        metrics.text
    );
    assert!(
        metrics.text.contains("referee_wakeups_heard_total "),
        "{}",
        metrics.text
    );
}

/// A value of one row and column, on a synchronous connection.
fn scalar<T>(conn: &mut diesel::PgConnection, sql: &str) -> T
where
    T: diesel::deserialize::FromSqlRow<diesel::sql_types::BigInt, diesel::pg::Pg> + 'static,
{
    use diesel::RunQueryDsl;
    diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(sql))
        .get_result(conn)
        .unwrap()
}

/// On Citus, a server killed with SIGKILL after a step was stored and
/// before it was told (its delivery held on a recipient's cursor row, the
/// server's sessions ended with it): nothing of the step is lost or
/// doubled. The next server's late steps' teller tells it, each recipient
/// once, with gapless cursors; a second delivery of the same step writes
/// nothing. (On one Postgres a step is told in its own transaction: there
/// is no between.)
#[actix_web::test]
async fn a_server_killed_between_a_step_and_its_telling_tells_it_once_after_restart() {
    use crate::real_server::RealServer;
    use diesel::RunQueryDsl;
    use std::io::Write;
    if !crate::support::on_citus() {
        return;
    }
    let app = spawn().await;
    let players = [app.player("alice").await, app.player("bob").await];
    let id = app.biscuits(&players).await;
    app.move_once(&players, id).await;
    let before: Vec<Vec<Value>> = {
        let mut all = Vec::new();
        for player in &players {
            all.push(all_notifications(&app, player, 100).await);
        }
        all
    };
    let secret = String::from_utf8(crate::support::SECRET.to_vec()).unwrap();
    let env = [("REFEREE_JWT_SECRET", secret.as_str())];
    let mut first = RealServer::start(&app.db.url, &env).await;

    // Every player's cursor row held (one by one: on Citus, by a statement
    // on each player's shard): the step's delivery will wait.
    let mut locker = app.db.conn();
    diesel::sql_query("BEGIN").execute(&mut locker).unwrap();
    for player in &players {
        diesel::sql_query(format!(
            "SELECT 1 FROM notification_cursors WHERE player_id = '{}' FOR UPDATE",
            player.id
        ))
        .execute(&mut locker)
        .unwrap();
    }
    let path = format!("/v1/games/{id}");
    let view = app.get(&path, &players[0].token).await;
    let turn = view.body["turn"]["seat"].as_u64().unwrap() as usize;
    let mover = app.get(&path, &players[turn].token).await;
    let version = mover.body["version"].as_i64().unwrap();
    let card = mover.body["legal_actions"]["cards"][0]["id"].clone();
    let body = json!({"game": "woof-meow-biscuits", "expected_version": version,
        "action": {"kind": "play", "card": card}})
    .to_string();
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", first.port)).unwrap();
    write!(
        stream,
        "POST {path}/moves HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        players[turn].token,
        body.len()
    )
    .unwrap();
    // The step is stored; its delivery waits for the cursors.
    let mut watcher = app.db.conn();
    let started = Instant::now();
    loop {
        let stored: i64 = scalar(
            &mut watcher,
            &format!("(SELECT version FROM games WHERE id = '{id}')"),
        );
        let waiting: i64 = scalar(
            &mut watcher,
            "(SELECT count(*) FROM pg_stat_activity
              WHERE datname = current_database() AND state = 'active'
                AND query LIKE '%referee_deliver_step%'
                AND query NOT LIKE '%pg_stat_activity%')",
        );
        if stored == version + 1 && waiting > 0 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the step was not stored, or its delivery did not wait (version {stored}, {waiting} waiting)"
        );
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
    // SIGKILL. The killed server's session (on Citus, and the worker's it
    // waits on) would go on once the rows are free: it is ended as the
    // server's end would end it.
    first.kill();
    for node in app.db.on_every_node().iter_mut() {
        diesel::sql_query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND query LIKE '%referee_deliver_step%'
               AND query NOT LIKE '%pg_stat_activity%'",
        )
        .execute(node)
        .unwrap();
    }
    diesel::sql_query("ROLLBACK").execute(&mut locker).unwrap();
    let outbox = format!("(SELECT count(*) FROM game_outbox WHERE game_id = '{id}')");
    assert_eq!(
        scalar::<i64>(&mut watcher, &outbox),
        1,
        "the step waits, untold"
    );
    for (player, seen) in players.iter().zip(&before) {
        assert_eq!(
            all_notifications(&app, player, 100).await.len(),
            seen.len(),
            "nothing told before the restart"
        );
    }

    // The next server tells it.
    let mut second = RealServer::start(&app.db.url, &env).await;
    let started = Instant::now();
    while scalar::<i64>(&mut watcher, &outbox) > 0 {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the late step was not told:\n{}",
            second.log_tail()
        );
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
    second.kill();
    let mover_seat = turn;
    for (seat, (player, seen)) in players.iter().zip(&before).enumerate() {
        let now = all_notifications(&app, player, 100).await;
        assert_gapless(&now);
        let new: Vec<&str> = kinds(&now[seen.len()..]);
        let expected: &[&str] = if seat == mover_seat {
            &[]
        } else {
            &["opponent_moved", "your_turn"]
        };
        assert_eq!(new, expected, "seat {seat}: told once");
    }
    // Delivered again (as a second teller would): nothing more is written.
    let mut conn = app.db.async_conn().await;
    let other = players[1 - mover_seat].id;
    let body = referee::store::sql::JsonText("{}".to_owned());
    let again = referee::store::outbox::deliver(
        &mut conn,
        id,
        version + 1,
        &referee::store::outbox::Group {
            players: &[other],
            kinds: &["opponent_moved"],
            bodies: &[&body],
        },
        60.0,
    )
    .await
    .unwrap();
    assert_eq!(again, referee::store::outbox::Delivered::Already);
}
