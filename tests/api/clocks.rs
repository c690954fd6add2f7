//! Turn clocks, resignation and open-game expiry (docs/RULES.md, "Both
//! games — turn clocks"), on a real Postgres. Deadlines pass by moving the
//! apps' clocks forward, never by waiting for them.

use std::time::{Duration, Instant};

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use diesel::prelude::*;
use referee::audit::{self, Bundle};
use referee::engine::Viewer;
use referee::store::topic::Topic;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::play::{assert_events_clean, assert_view_clean, read_truth};
use crate::support::{spawn, Player, TestApp};

/// The clock of the tests' games, in seconds (the server's minimum).
const TURN_TIME: i64 = 10;

/// A 2- or more-seat Biscuits game with a clock that seat 0 starts.
pub(crate) async fn clocked<S, B>(app: &TestApp<S>, players: &[Player], markers: u32) -> Uuid
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    app.full_game(
        "woof-meow-biscuits",
        json!({"starting_seat": 0, "markers": markers, "turn_time": TURN_TIME}),
        players,
    )
    .await
}

/// Moves an app's clock past the current deadlines and wakes its sweeper.
pub(crate) fn pass_deadline<S>(app: &TestApp<S>) {
    app.state
        .clock
        .advance(chrono::Duration::seconds(TURN_TIME + 1));
    app.state.hub.wake(Topic::Clock);
}

/// Waits (by long-poll) until the game is past `version`; returns the game.
/// The bound is for liveness only (a step that never comes), generous so
/// that a loaded machine does not fail it.
pub(crate) async fn wait_past<S, B>(
    app: &TestApp<S>,
    player: &Player,
    id: Uuid,
    version: i64,
) -> Value
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let events = app
            .get(
                &format!("/v1/games/{id}/events?after={version}&wait=5"),
                &player.token,
            )
            .await;
        assert_eq!(events.status, StatusCode::OK, "{}", events.text);
        let game = app.get(&format!("/v1/games/{id}"), &player.token).await;
        assert_eq!(game.status, StatusCode::OK, "{}", game.text);
        if game.body["version"].as_i64() > Some(version) {
            return game.body;
        }
        assert!(
            Instant::now() < deadline,
            "the game did not move on past {version}: {}",
            game.text
        );
    }
}

/// `player` (on turn) plays its first legal card.
pub(crate) async fn move_as<S, B>(
    app: &TestApp<S>,
    player: &Player,
    id: Uuid,
) -> crate::support::Reply
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let view = app.get(&format!("/v1/games/{id}"), &player.token).await;
    let card = view.body["legal_actions"]["cards"][0]["id"].clone();
    assert!(card.is_u64(), "no card to play: {}", view.text);
    app.post(
        &format!("/v1/games/{id}/moves"),
        &player.token,
        &json!({"game": view.body["game"], "expected_version": view.body["version"], "action": {"kind": "play", "card": card}}),
    )
    .await
}

#[actix_web::test]
async fn a_seat_that_never_moves_is_played_by_the_clock_and_the_game_finishes() {
    let app = spawn().await;
    let players = [app.player("alice").await, app.player("bob").await];
    let spectator = app.player("watcher").await;
    let id = clocked(&app, &players, 2).await;
    let created = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
    assert_eq!(created.body["turn_time"], TURN_TIME);
    assert_eq!(created.body["options"]["turn_time"], TURN_TIME);
    assert!(
        created.body["turn_deadline"].is_string(),
        "{}",
        created.text
    );
    let mut clock_steps = 0;
    loop {
        let game = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
        if game.body["status"] == "finished" {
            break;
        }
        let version = game.body["version"].as_i64().unwrap();
        if game.body["turn"]["seat"] == 0 {
            let reply = move_as(&app, &players[0], id).await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        } else {
            pass_deadline(&app);
            let after = wait_past(&app, &players[0], id, version).await;
            clock_steps += 1;
            // Bob was played by the clock: away, for everyone to see.
            assert_eq!(after["seats"][1]["away"], true, "{after}");
            assert_eq!(after["seats"][0]["away"], false);
            // What the clock added leaks nothing to anyone.
            let truth = read_truth(&app.db, id).await;
            for (viewer, player) in [
                (Viewer::Seat(0), &players[0]),
                (Viewer::Seat(1), &players[1]),
                (Viewer::Spectator, &spectator),
            ] {
                let view = app.get(&format!("/v1/games/{id}"), &player.token).await;
                assert_view_clean(&truth, &view, viewer);
                let step = app
                    .get(
                        &format!("/v1/games/{id}/events?after={version}"),
                        &player.token,
                    )
                    .await;
                let step = &step.body["events"][0];
                assert_eq!(step["played_by"], "clock");
                assert_eq!(step["actor_seat"], 1);
                assert_events_clean(&truth.events[version as usize], &step["events"], viewer);
            }
        }
        assert!(clock_steps < 500, "the game ends");
    }
    assert!(clock_steps > 0);
    let bundle = app.audit_bundle(&spectator, id).await;
    let mut said = Vec::new();
    audit::verify(&bundle, &mut |line| said.push(line)).expect("a game with clock steps verifies");
    assert!(
        said.iter().any(|l| l.contains("played by the referee")),
        "{said:?}"
    );
    for step in &bundle.steps {
        let by_clock = step.played_by == Some(audit::PlayedBy::Clock);
        assert_eq!(by_clock, step.actor_seat == Some(1), "step {}", step.seq);
    }

    // Tampering with a clock step is caught, naming it: its action ...
    let clock_step = bundle
        .steps
        .iter()
        .position(|s| s.played_by.is_some())
        .unwrap();
    let seq = bundle.steps[clock_step].seq;
    let mut changed = bundle.clone();
    // Another card id of the deck: the recorded one plus one.
    let other_card = changed.steps[clock_step].action.as_ref().unwrap()["card"]
        .as_u64()
        .unwrap()
        + 1;
    changed.steps[clock_step].action = Some(json!({"kind": "play", "card": other_card}));
    let err = audit::verify(&changed, &mut |_| {}).unwrap_err();
    assert_eq!(err.place, format!("step {seq}"), "{err}");
    // ... and its time moved before its deadline, even with every hash
    // recomputed to match.
    let mut early = bundle.clone();
    let previous_at = early.steps[clock_step - 1].at;
    early.steps[clock_step].at = previous_at + chrono::Duration::seconds(TURN_TIME - 1);
    relink(&mut early);
    let err = audit::verify(&early, &mut |_| {}).unwrap_err();
    assert_eq!(err.place, format!("step {seq}"), "{err}");
    assert!(err.message.contains("before the turn's deadline"), "{err}");
    // ... and so is a clock step in the bundle of a game without a clock.
    let mut unclocked = bundle.clone();
    unclocked.header.options = json!({"starting_seat": 0, "markers": 2});
    unclocked.genesis_hash = hex::encode(unclocked.header.genesis());
    relink(&mut unclocked);
    let err = audit::verify(&unclocked, &mut |_| {}).unwrap_err();
    assert!(err.message.contains("without a clock"), "{err}");
}

/// Recomputes every step's hash from its digests, as a forger would.
fn relink(bundle: &mut Bundle) {
    let mut previous = hex::decode(&bundle.genesis_hash).unwrap();
    for step in &mut bundle.steps {
        let commitment = audit::Commitment {
            action: step.action_digest.clone(),
            events: step.event_digests.clone(),
        };
        let hash = audit::link_step(
            &previous,
            step.seq,
            step.actor_seat,
            step.at,
            step.played_by,
            &commitment,
        );
        step.hash = hex::encode(hash);
        previous = hash.to_vec();
    }
}

#[actix_web::test]
async fn away_is_cleared_when_the_seat_moves_itself() {
    let app = spawn().await;
    let players = [app.player("alice").await, app.player("bob").await];
    let id = clocked(&app, &players, 9).await;
    pass_deadline(&app);
    let game = wait_past(&app, &players[1], id, 1).await;
    assert_eq!(game["seats"][0]["away"], true);
    assert_eq!(move_as(&app, &players[1], id).await.status, StatusCode::OK);
    let reply = move_as(&app, &players[0], id).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.body["state"]["seats"][0]["away"], false);
    // your_turn notifications carry the turn's deadline.
    let told = app
        .get("/v1/players/me/notifications?limit=500", &players[1].token)
        .await;
    let turns: Vec<&Value> = told.body["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["event"]["kind"] == "your_turn")
        .collect();
    assert!(!turns.is_empty());
    assert!(
        turns.iter().all(|n| n["event"]["deadline"].is_string()),
        "{}",
        told.text
    );
}

#[actix_web::test]
async fn two_servers_sweeping_one_database_play_each_timeout_once() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let mut games = Vec::new();
    for g in 0..6 {
        let players = [
            a.player(&format!("a{g}")).await,
            a.player(&format!("b{g}")).await,
        ];
        let id = clocked(&a, &players, 9).await;
        games.push((id, players));
    }
    pass_deadline(&a);
    pass_deadline(&b);
    for (id, players) in &games {
        wait_past(&a, &players[0], *id, 1).await;
    }
    // Give both sweepers time to (wrongly) play again.
    tokio::time::sleep(Duration::from_millis(500)).await;
    for (id, players) in &games {
        let events = a
            .get(
                &format!("/v1/games/{id}/events?limit=500"),
                &players[0].token,
            )
            .await;
        let steps = events.body["events"].as_array().unwrap();
        assert_eq!(
            steps.len(),
            2,
            "one deal and one clock step: {}",
            events.text
        );
        assert_eq!(steps[1]["played_by"], "clock");
    }
}

#[actix_web::test]
async fn a_move_racing_its_timeout_stores_exactly_one_step() {
    let app = spawn().await;
    for round in 0..4 {
        let players = [
            app.player(&format!("a{round}")).await,
            app.player(&format!("b{round}")).await,
        ];
        let id = clocked(&app, &players, 9).await;
        let view = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
        let card = view.body["legal_actions"]["cards"][1]["id"].clone();
        pass_deadline(&app);
        let path = format!("/v1/games/{id}/moves");
        let body = json!({"game": "woof-meow-biscuits", "expected_version": 1, "action": {"kind": "play", "card": card}});
        let reply = app.post(&path, &players[0].token, &body).await;
        wait_past(&app, &players[0], id, 1).await;
        tokio::time::sleep(Duration::from_millis(200)).await;
        let events = app
            .get(&format!("/v1/games/{id}/events"), &players[0].token)
            .await;
        let steps = events.body["events"].as_array().unwrap();
        assert_eq!(
            steps.len(),
            2,
            "exactly one step at version 2: {}",
            events.text
        );
        match reply.status {
            StatusCode::OK => assert!(steps[1].get("played_by").is_none()),
            StatusCode::CONFLICT => {
                assert_eq!(reply.body["code"], "version_conflict");
                assert_eq!(steps[1]["played_by"], "clock");
            }
            other => panic!("unexpected {other}: {}", reply.text),
        }
    }
}

#[actix_web::test]
async fn a_server_started_after_deadlines_passed_plays_them_at_once() {
    let a = spawn().await;
    let players = [a.player("alice").await, a.player("bob").await];
    let id = clocked(&a, &players, 9).await;
    // The deadline passed an hour ago, while (say) no server ran: server A's
    // sweeper sleeps until the deadline it knew, ten seconds from now.
    diesel::sql_query("UPDATE games SET turn_deadline = now() - interval '1 hour' WHERE id = $1")
        .bind::<diesel::sql_types::Uuid, _>(id)
        .execute(&mut a.db.conn())
        .unwrap();
    let started = Instant::now();
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let game = wait_past(&b, &players[0], id, 1).await;
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(game["version"], 2);
    assert_eq!(game["seats"][0]["away"], true);
}

#[actix_web::test]
async fn a_resigned_seat_is_played_at_once_and_the_game_goes_on() {
    let app = spawn().await;
    let players = [
        app.player("alice").await,
        app.player("bob").await,
        app.player("carol").await,
    ];
    // No clock needed: resignation works in any game. No `reverse` cards,
    // so that play goes clockwise whatever the deal: Bob follows Alice.
    let id = app
        .full_game(
            "woof-meow-biscuits",
            json!({"starting_seat": 0, "markers": 2, "deck": {
                "dog": {"2": 3, "3": 3, "4": 3, "5": 3, "6": 3},
                "cat": {"2": 3, "3": 3, "4": 3},
                "minus_one": 3,
                "bone": 3,
            }}),
            &players,
        )
        .await;
    let resign_path = format!("/v1/games/{id}/resign");
    let before = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
    let etag = before.etag();
    // Bob resigns while Alice is on turn: nothing happens yet.
    let reply = app.post_empty(&resign_path, &players[1].token).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.body["seats"][1]["resigned"], true);
    assert_eq!(reply.body["version"], 1);
    assert_eq!(
        app.post_empty(&resign_path, &players[1].token).await.body["code"],
        "seat_resigned"
    );
    // The game changed without a new version: its ETag changed too.
    let after = app
        .send(
            actix_web::test::TestRequest::get()
                .uri(&format!("/v1/games/{id}"))
                .insert_header(("Authorization", format!("Bearer {}", players[0].token)))
                .insert_header(("If-None-Match", etag)),
        )
        .await;
    assert_eq!(after.status, StatusCode::OK, "a resignation is news");
    assert_eq!(after.body["seats"][1]["resigned"], true);
    // Alice moves; Bob's turn is played at once; Carol is on turn.
    assert_eq!(move_as(&app, &players[0], id).await.status, StatusCode::OK);
    let game = wait_past(&app, &players[2], id, 2).await;
    assert_eq!(game["turn"]["seat"], 2, "{game}");
    let steps = app
        .get(&format!("/v1/games/{id}/events"), &players[2].token)
        .await;
    assert_eq!(steps.body["events"][2]["played_by"], "resigned");
    assert_eq!(steps.body["events"][2]["actor_seat"], 1);
    // A resigned seat cannot move any more.
    let refused = app
        .post(
            &format!("/v1/games/{id}/moves"),
            &players[1].token,
            &json!({"game": "woof-meow-biscuits", "expected_version": 3, "action": {"kind": "play", "card": 0}}),
        )
        .await;
    assert_eq!(refused.body["code"], "seat_resigned");
    // Carol resigns on her turn: played at once too. Then Alice plays the
    // rest alone, and the game ends and verifies.
    assert_eq!(
        app.post_empty(&resign_path, &players[2].token).await.status,
        StatusCode::OK
    );
    let mut game = wait_past(&app, &players[0], id, 3).await;
    let mut guard = 0;
    while game["status"] != "finished" {
        let version = game["version"].as_i64().unwrap();
        if game["turn"]["seat"] == 0 {
            assert_eq!(move_as(&app, &players[0], id).await.status, StatusCode::OK);
        }
        game = wait_past(&app, &players[0], id, version).await;
        guard += 1;
        assert!(guard < 500);
    }
    let bundle = app.audit_bundle(&players[0], id).await;
    audit::verify(&bundle, &mut |_| {}).expect("verifies");
    // A resigned seat's later step claimed as its own is refused.
    let mut forged = bundle.clone();
    let last_bob = forged
        .steps
        .iter()
        .rposition(|s| s.actor_seat == Some(1))
        .unwrap();
    forged.steps[last_bob].played_by = None;
    relink(&mut forged);
    let err = audit::verify(&forged, &mut |_| {}).unwrap_err();
    assert!(err.message.contains("had resigned"), "{err}");
    // ... and so is one claimed by the clock.
    let mut forged = bundle.clone();
    forged.steps[last_bob].played_by = Some(audit::PlayedBy::Clock);
    relink(&mut forged);
    let err = audit::verify(&forged, &mut |_| {}).unwrap_err();
    assert!(err.message.contains("not by the clock"), "{err}");
}

#[actix_web::test]
async fn an_open_game_that_never_fills_expires() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "shake-it-meerkat", "seats": 3}),
        )
        .await;
    let id = created.body["id"].as_str().unwrap().to_owned();
    app.post(&format!("/v1/games/{id}/seats"), &bob.token, &json!({}))
        .await;
    let young = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "shake-it-meerkat", "seats": 3}),
        )
        .await;
    assert_eq!(young.status, StatusCode::CREATED);
    // Seven days and a second later.
    app.state
        .clock
        .advance(chrono::Duration::days(7) + chrono::Duration::seconds(1));
    app.state.hub.wake(Topic::Clock);
    // A bound for liveness only: the sweeper was woken.
    let deadline = Instant::now() + Duration::from_secs(30);
    let game = loop {
        let game = app.get(&format!("/v1/games/{id}"), &alice.token).await;
        if game.body["status"] == "aborted" {
            break game;
        }
        assert!(Instant::now() < deadline, "expired in time");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    // Revealed as for a manual abort, and those seated were told.
    let seed = hex::decode(game.body["server_seed"].as_str().unwrap()).unwrap();
    assert_eq!(
        hex::encode(referee::fairness::commitment(&seed)),
        game.body["seed_commitment"]
    );
    for player in [&alice, &bob] {
        let told = app
            .get("/v1/players/me/notifications?limit=100", &player.token)
            .await;
        assert!(
            told.body["notifications"]
                .as_array()
                .unwrap()
                .iter()
                .any(|n| n["event"]["kind"] == "game_aborted" && n["event"]["game_id"] == id),
            "{}",
            told.text
        );
    }
    let bundle = app.audit_bundle(&alice, id.parse().unwrap()).await;
    audit::verify(&bundle, &mut |_| {}).expect("an expired game's bundle verifies");
}

#[actix_web::test]
async fn a_turn_time_below_the_server_minimum_or_out_of_range_is_refused() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    for turn_time in [json!(9), json!(0), json!(2_592_001), json!("60")] {
        let reply = app
            .post(
                "/v1/games",
                &alice.token,
                &json!({"game": "woof-meow-biscuits", "seats": 2, "options": {"turn_time": turn_time}}),
            )
            .await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{turn_time}"
        );
        assert_eq!(reply.body["option"], "turn_time");
    }
    for allowed in turn_time_allowed(&app, &alice).await {
        assert_eq!(allowed, json!({"min": 10, "max": 2_592_000}));
    }
}

/// The `allowed` of `turn_time` in each game of the catalog.
async fn turn_time_allowed<S, B>(app: &TestApp<S>, player: &Player) -> Vec<Value>
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let catalog = app.get("/v1/catalog", &player.token).await;
    assert_eq!(catalog.status, StatusCode::OK, "{}", catalog.text);
    catalog
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|game| {
            let option = game["options"]
                .as_array()
                .unwrap()
                .iter()
                .find(|o| o["name"] == "turn_time")
                .expect("every game lists turn_time");
            option["allowed"].clone()
        })
        .collect()
}

/// A seat that resigns on turn is due from the moment its turn began, in a
/// game with a clock or without: that is its `turn_deadline`, not the time
/// it resigned.
#[actix_web::test]
async fn a_seat_resigning_on_turn_is_due_from_the_moment_its_turn_began() {
    for options in [
        json!({"starting_seat": 0, "markers": 2}),
        json!({"starting_seat": 0, "markers": 2, "turn_time": TURN_TIME}),
    ] {
        let app = spawn().await;
        let players = [app.player("alice").await, app.player("bob").await];
        let id = app
            .full_game("woof-meow-biscuits", options.clone(), &players)
            .await;
        assert_eq!(move_as(&app, &players[0], id).await.status, StatusCode::OK);
        // Bob's turn began when Alice's step was stored.
        let steps = app
            .get(&format!("/v1/games/{id}/events"), &players[1].token)
            .await;
        let last = steps.body["events"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()
            .clone();
        assert_eq!(last["seq"], 2, "{options}");
        let turn_began: chrono::DateTime<chrono::Utc> =
            serde_json::from_value(last["at"].clone()).unwrap();
        // He resigns a while later (still within any clock).
        app.state.clock.advance(chrono::Duration::seconds(3));
        let reply = app
            .post_empty(&format!("/v1/games/{id}/resign"), &players[1].token)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        assert_eq!(reply.body["turn"]["seat"], 1, "{}", reply.text);
        let deadline: chrono::DateTime<chrono::Utc> =
            serde_json::from_value(reply.body["turn_deadline"].clone()).unwrap();
        assert_eq!(deadline, turn_began, "{options}: {}", reply.text);
        // And the referee plays it at once.
        let game = wait_past(&app, &players[0], id, 2).await;
        assert_eq!(game["turn"]["seat"], 0, "{game}");
        let bundle = app.audit_bundle(&players[0], id).await;
        assert_eq!(bundle.steps[2].played_by, Some(audit::PlayedBy::Resigned));
    }
}

/// The catalog's `turn_time` minimum is this server's
/// (`REFEREE_MIN_TURN_TIME_SECS`), and creation holds to the same number.
#[actix_web::test]
async fn the_catalog_shows_the_servers_own_minimum_turn_time() {
    for min_secs in [1, 30] {
        let app = TestApp::builder()
            .clocks(referee::config::ClockConfig {
                min_turn_time_secs: min_secs,
                ..Default::default()
            })
            .spawn()
            .await;
        let alice = app.player("alice").await;
        for allowed in turn_time_allowed(&app, &alice).await {
            assert_eq!(allowed, json!({"min": min_secs, "max": 2_592_000}));
        }
        let create = |turn_time: u32| json!({"game": "woof-meow-biscuits", "seats": 2, "options": {"turn_time": turn_time}});
        let reply = app.post("/v1/games", &alice.token, &create(min_secs)).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        let reply = app
            .post("/v1/games", &alice.token, &create(min_secs - 1))
            .await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{min_secs}: {}",
            reply.text
        );
        assert_eq!(reply.body["option"], "turn_time");
    }
}

/// The audit is streamed a few hundred steps at a time: a game longer than
/// several chunks comes out whole, in order, verifies, and is exactly the
/// bundle built in memory from the stored steps.
#[actix_web::test]
async fn a_long_games_audit_is_streamed_whole_and_verifies() {
    let app = spawn().await;
    let players = [app.player("alice").await, app.player("bob").await];
    // 60 rounds of default actions: 12 steps each, 721 steps with the deal.
    let id = app
        .full_game("shake-it-meerkat", json!({"rounds": 60}), &players)
        .await;
    for player in &players {
        let reply = app
            .post_empty(&format!("/v1/games/{id}/resign"), &player.token)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    }
    // Every seat resigned: the referee plays the game to its end.
    let deadline = Instant::now() + Duration::from_secs(60);
    let finished = loop {
        let game = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
        if game.body["status"] == "finished" {
            break game.body;
        }
        assert!(
            Instant::now() < deadline,
            "the game finishes: {}",
            game.text
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let version = finished["version"].as_u64().unwrap();
    assert!(version > 600, "several chunks of steps: {version}");
    let bundle = app.audit_bundle(&players[1], id).await;
    let seqs: Vec<u64> = bundle.steps.iter().map(|s| s.seq).collect();
    assert_eq!(seqs, (1..=version).collect::<Vec<_>>());
    audit::verify(&bundle, &mut |_| {}).expect("the streamed bundle verifies");

    let mut conn = app.db.async_conn().await;
    let row = referee::store::games::find(&mut conn, id)
        .await
        .unwrap()
        .unwrap();
    let steps: Vec<audit::Step> = referee::store::events::all(&mut conn, id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| audit::Step {
            seq: r.seq as u64,
            at: r.created_at,
            actor_seat: r.actor_seat.map(|s| s as u8),
            action: r.action,
            events: r.events.as_array().unwrap().clone(),
            hash: r.hash,
            played_by: r.played_by,
            signature: None,
        })
        .collect();
    assert_eq!(bundle.steps.len(), steps.len());
    for (streamed, stored) in bundle.steps.iter().zip(&steps) {
        assert_eq!(streamed.hash, hex::encode(&stored.hash));
        assert_eq!(streamed.action, stored.action);
        assert_eq!(streamed.events, stored.events);
    }
    assert_eq!(bundle.server_seed, Some(hex::encode(&row.server_seed)));
}
