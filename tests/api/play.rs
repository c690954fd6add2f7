//! Whole games over HTTP by scripted random clients, with a leak check on
//! every response and a replay of the stored history at the end.

use std::collections::BTreeSet;

use actix_web::http::StatusCode;
use diesel::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use referee::audit::{self, Bundle};
use referee::engine::{AnyGame, Viewer};
use referee::fairness;
use referee::store::{self, schema::games};
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{spawn, Player, Reply, TestDb};

/// The card ids `viewer` may not see now, from the stored snapshot (the
/// test reads the engine's serialised fields: the truth).
pub(crate) fn hidden_now(game: &str, state: &Value, viewer: Viewer) -> BTreeSet<u64> {
    let mut hidden = BTreeSet::new();
    let ids = |v: &Value| {
        v.as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap())
            .collect::<Vec<_>>()
    };
    for (seat, hand) in state["hands"].as_array().unwrap().iter().enumerate() {
        if viewer != Viewer::Seat(seat as u8) {
            hidden.extend(ids(hand));
        }
    }
    match game {
        "shake-it-meerkat" => {
            hidden.extend(ids(&state["pile"]));
            let board = &state["board"];
            if !board.is_null() && viewer != Viewer::Seat(board["seat"].as_u64().unwrap() as u8) {
                hidden.extend(ids(&board["cards"]));
            }
        }
        _ => hidden.extend(ids(&state["deck"])),
    }
    hidden
}

/// The card ids a viewer is entitled to see in one stored step's full
/// events: what was revealed to all, and its own cards.
pub(crate) fn entitled(events: &Value, viewer: Viewer) -> BTreeSet<u64> {
    let mut ok = BTreeSet::new();
    let mine = |seat: &Value| viewer == Viewer::Seat(seat.as_u64().unwrap() as u8);
    let ids = |v: &Value| {
        v.as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap())
            .collect::<Vec<_>>()
    };
    for event in events.as_array().unwrap() {
        match event["type"].as_str().unwrap() {
            "play_beaten" | "play_returned" | "challenged" | "table_discarded" => {
                ok.extend(ids(&event["cards"]))
            }
            "card_played" | "cat_caught" => ok.extend([event["card"].as_u64().unwrap()]),
            "cards_played" | "cards_drawn" if mine(&event["seat"]) => {
                ok.extend(ids(&event["cards"]))
            }
            "card_drawn" if mine(&event["seat"]) => ok.extend([event["card"].as_u64().unwrap()]),
            "round_started" => {
                if let Viewer::Seat(seat) = viewer {
                    ok.extend(ids(&event["hands"][usize::from(seat)]));
                }
            }
            _ => {}
        }
    }
    ok
}

/// Every integer `id` in a JSON value (uuids are strings and are skipped).
pub(crate) fn card_ids(value: &Value, out: &mut Vec<u64>) {
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                match (key.as_str(), v) {
                    ("id", Value::Number(n)) => out.push(n.as_u64().unwrap()),
                    _ => card_ids(v, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| card_ids(v, out)),
        _ => {}
    }
}

pub(crate) struct Truth {
    pub game: String,
    pub state: Value,
    pub server_seed: String,
    pub game_seed: String,
    pub events: Vec<Value>,
}

pub(crate) async fn read_truth(db: &TestDb, id: Uuid) -> Truth {
    let mut conn = db.async_conn().await;
    let row = store::games::find(&mut conn, id).await.unwrap().unwrap();
    let events = store::events::all(&mut conn, id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.events)
        .collect();
    Truth {
        game: row.game,
        state: row
            .state
            .map(|s| serde_json::from_str::<Value>(&s.0).unwrap()["state"].clone())
            .unwrap_or(Value::Null),
        server_seed: hex::encode(row.server_seed),
        game_seed: row.game_seed.map(hex::encode).unwrap_or_default(),
        events,
    }
}

/// Checks a game view: no id the viewer may not see; no server seed before the end.
/// Before the end no response may carry the server seed or the game seed
/// (either would reveal every deal).
pub(crate) fn assert_no_seed(truth: &Truth, text: &str) {
    assert!(
        !text.contains(&truth.server_seed),
        "server seed leaked before the end"
    );
    assert!(
        truth.game_seed.is_empty() || !text.contains(&truth.game_seed),
        "game seed leaked before the end"
    );
}

pub(crate) fn assert_view_clean(truth: &Truth, reply: &Reply, viewer: Viewer) {
    if reply.body["status"] != "finished" {
        assert_no_seed(truth, &reply.text);
    }
    let mut view = reply.body["view"].clone();
    let last_events = view.as_object_mut().and_then(|v| v.remove("last_events"));
    let hidden = hidden_now(&truth.game, &truth.state, viewer);
    let mut seen = Vec::new();
    card_ids(&view, &mut seen);
    card_ids(&reply.body["legal_actions"], &mut seen);
    for id in seen {
        assert!(
            !hidden.contains(&id),
            "{viewer:?} sees hidden card {id} in {}",
            reply.text
        );
    }
    if let Some(last) = last_events {
        let version = reply.body["version"].as_u64().unwrap() as usize;
        assert_events_clean(&truth.events[version - 1], &last, viewer);
    }
}

/// Checks redacted events against the stored full events of the same step.
pub(crate) fn assert_events_clean(full: &Value, redacted: &Value, viewer: Viewer) {
    let allowed = entitled(full, viewer);
    let mut seen = Vec::new();
    card_ids(redacted, &mut seen);
    for id in seen {
        assert!(
            allowed.contains(&id),
            "{viewer:?} sees card {id} it is not entitled to: {redacted}"
        );
    }
}

/// A random legal action built only from what the client sees.
pub(crate) fn choose(game: &str, reply: &Reply, rng: &mut ChaCha8Rng) -> Value {
    let legal = &reply.body["legal_actions"];
    assert!(
        legal.is_object(),
        "the seat on turn gets legal actions: {}",
        reply.text
    );
    if game == "woof-meow-biscuits" {
        let cards = legal["cards"].as_array().unwrap();
        let card = &cards[rng.random_range(0..cards.len())];
        return json!({ "kind": "play", "card": card["id"] });
    }
    let mut kinds = Vec::new();
    if legal["may_pass"] == true {
        kinds.push("pass");
    }
    if legal["may_challenge"] == true {
        kinds.push("challenge");
    }
    let plays = legal["plays"].as_array().unwrap();
    if !plays.is_empty() {
        kinds.push("play");
    }
    match kinds[rng.random_range(0..kinds.len())] {
        "play" => {
            let range = &plays[rng.random_range(0..plays.len())];
            let (min, max) = (
                range["min_count"].as_u64().unwrap(),
                range["max_count"].as_u64().unwrap(),
            );
            let count = rng.random_range(min..=max.min(min + 2)) as usize;
            let ranks = range["ranks"].as_array().unwrap();
            let rank = ranks[rng.random_range(0..ranks.len())].clone();
            let mut hand: Vec<Value> = reply.body["view"]["hand"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["id"].clone())
                .collect();
            for i in 0..count {
                let j = rng.random_range(i..hand.len());
                hand.swap(i, j);
            }
            hand.truncate(count);
            json!({ "kind": "play", "cards": hand, "rank": rank })
        }
        kind => json!({ "kind": kind }),
    }
}

async fn play_whole_game(game: &str, options: Value, seats: usize, bot_seed: u64) {
    let app = spawn().await;
    let mut players = Vec::new();
    for i in 0..seats {
        players.push(app.player(&format!("p{i}")).await);
    }
    let spectator: Player = app.player("watcher").await;
    let id = app.full_game(game, options, &players).await;
    let path = format!("/v1/games/{id}");
    let mut rng = ChaCha8Rng::seed_from_u64(bot_seed);
    let mut moves = 0;
    let mut saved: Vec<Bundle> = Vec::new();
    loop {
        let truth = read_truth(&app.db, id).await;
        let watch = app.get(&path, &spectator.token).await;
        assert_view_clean(&truth, &watch, Viewer::Spectator);
        if watch.body["status"] == "finished" {
            break;
        }
        let turn = watch.body["turn"]["seat"].as_u64().unwrap() as usize;
        // Every seat reads the game now and then; the mover always.
        for (seat, player) in players.iter().enumerate() {
            if seat == turn || moves % 7 == 0 {
                let reply = app.get(&path, &player.token).await;
                assert_eq!(reply.status, StatusCode::OK);
                assert_eq!(reply.body["you"]["seat"], seat);
                assert_view_clean(&truth, &reply, Viewer::Seat(seat as u8));
                assert_eq!(reply.body["legal_actions"].is_object(), seat == turn);
            }
        }
        let mover = app.get(&path, &players[turn].token).await;
        let action = choose(game, &mover, &mut rng);
        let body = json!({ "game": mover.body["game"], "expected_version": mover.body["version"], "action": action });
        let reply = app
            .post(&format!("{path}/moves"), &players[turn].token, &body)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}: {}", body, reply.text);
        let after = read_truth(&app.db, id).await;
        if reply.body["state"]["status"] != "finished" {
            assert_no_seed(&after, &reply.text);
        }
        // Bundles saved mid-game by a seat and by a spectator: sealed, and
        // later checked as prefixes of the final one.
        if moves == 5 && reply.body["state"]["status"] == "active" {
            for (viewer, player) in [
                (Viewer::Seat(0), &players[0]),
                (Viewer::Spectator, &spectator),
            ] {
                let audit = app.get(&format!("{path}/audit"), &player.token).await;
                assert_eq!(audit.status, StatusCode::OK, "{}", audit.text);
                assert_no_seed(&after, &audit.text);
                let bundle: Bundle = serde_json::from_value(audit.body.clone()).unwrap();
                assert!(audit::verify(&bundle, &mut |_| {}).unwrap().is_none());
                for (step, full) in bundle.steps.iter().zip(&after.events) {
                    assert_events_clean(full, &Value::Array(step.events.clone()), viewer);
                }
                saved.push(bundle);
            }
        }
        let version = reply.body["version"].as_u64().unwrap() as usize;
        assert_eq!(version, after.events.len());
        assert_events_clean(
            &after.events[version - 1],
            &reply.body["events"],
            Viewer::Seat(turn as u8),
        );
        let mut game_reply = Reply {
            body: reply.body["game"].clone(),
            ..reply
        };
        game_reply.text = game_reply.body.to_string();
        assert_view_clean(&after, &game_reply, Viewer::Seat(turn as u8));
        moves += 1;
        assert!(moves < 5_000, "the game should have ended");
    }
    let truth = read_truth(&app.db, id).await;

    // The event log, page by page, for every viewer: clean, and complete.
    let viewers: Vec<(Viewer, &Player)> = players
        .iter()
        .enumerate()
        .map(|(s, p)| (Viewer::Seat(s as u8), p))
        .chain([(Viewer::Spectator, &spectator)])
        .collect();
    for (viewer, player) in viewers {
        let mut after = 0;
        let mut seen = 0;
        loop {
            let page = app
                .get(
                    &format!("{path}/events?after={after}&limit=50"),
                    &player.token,
                )
                .await;
            assert_eq!(page.status, StatusCode::OK);
            assert!(!page.text.contains(&truth.game_seed) || truth.game_seed.is_empty());
            for step in page.body["events"].as_array().unwrap() {
                let seq = step["seq"].as_u64().unwrap() as usize;
                assert_eq!(seq, seen + 1);
                seen = seq;
                assert_events_clean(&truth.events[seq - 1], &step["events"], viewer);
                if let Some(action) = step["action"].as_object() {
                    if viewer != Viewer::Seat(step["actor_seat"].as_u64().unwrap() as u8) {
                        assert_eq!(
                            action.keys().collect::<Vec<_>>(),
                            ["kind", "of"],
                            "others see only the kind of an action: {step}"
                        );
                        assert_eq!(action["kind"], "redacted", "{step}");
                        let of = action["of"].as_str().unwrap_or_default();
                        assert!(["play", "pass", "challenge"].contains(&of), "{step}");
                    }
                }
            }
            match page.body["next_after"].as_u64() {
                Some(next) => after = next,
                None => break,
            }
        }
        assert_eq!(seen, truth.events.len(), "{viewer:?} got the whole log");
    }

    // Notifications (also the stream's events and webhook bodies) name no
    // card at all: a move is told by its kind only.
    for player in &players {
        let page = app
            .get("/v1/players/me/notifications?limit=500", &player.token)
            .await;
        let notifications = page.body["notifications"].as_array().unwrap();
        assert!(!notifications.is_empty());
        let mut seen = Vec::new();
        card_ids(&page.body, &mut seen);
        assert!(seen.is_empty(), "a notification names cards: {}", page.text);
        for n in notifications {
            if n["event"]["kind"] == "opponent_moved" {
                assert!(n["event"]["action"].is_string(), "{n}");
            }
            for key in ["cards", "card", "hand", "deck", "pile"] {
                assert!(n["event"].get(key).is_none(), "{n}");
            }
        }
        assert_no_seed(&truth, &page.text);
    }

    // The outcome matches the last event, and the seed is revealed and honest.
    let end = app.get(&path, &players[0].token).await;
    let outcome = &end.body["outcome"];
    assert_eq!(outcome["finished"], true);
    let last = truth
        .events
        .last()
        .unwrap()
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(last["type"], "game_ended");
    assert_eq!(last["winners"], outcome["winners"]);
    let scores = if game == "shake-it-meerkat" {
        &last["penalties"]
    } else {
        &last["scores"]
    };
    assert_eq!(scores, &outcome["scores"]);
    let server_seed = hex::decode(
        end.body["server_seed"]
            .as_str()
            .expect("revealed at the end"),
    )
    .unwrap();
    assert_eq!(
        hex::encode(fairness::commitment(&server_seed)),
        end.body["seed_commitment"]
    );

    // Replaying the stored actions from the derived seed reproduces every
    // stored event and the stored snapshot exactly.
    let mut conn = app.db.async_conn().await;
    let row = store::games::find(&mut conn, id).await.unwrap().unwrap();
    let client_seeds: Vec<Option<Vec<u8>>> = store::games::seats(&mut conn, id)
        .await
        .unwrap()
        .into_iter()
        .map(|(s, _)| s.client_seed)
        .collect();
    let game_seed = fairness::game_seed(&server_seed, &client_seeds);
    let stored_seed: Option<Vec<u8>> = games::table
        .find(id)
        .select(games::game_seed)
        .first(&mut app.db.conn())
        .unwrap();
    assert_eq!(stored_seed.as_deref(), Some(&game_seed[..]));
    let rows = store::events::all(&mut conn, id).await.unwrap();
    let (mut engine, first) =
        AnyGame::new(&row.game, seats as u8, &row.options, &game_seed).unwrap();
    assert_eq!(Value::Array(first), rows[0].events);
    for step in &rows[1..] {
        let seat = step.actor_seat.unwrap() as u8;
        let events = engine
            .apply_json(seat, step.action.as_ref().unwrap())
            .unwrap();
        assert_eq!(Value::Array(events), step.events, "step {}", step.seq);
    }
    let stored: Value = serde_json::from_str(&row.state.unwrap().0).unwrap();
    assert_eq!(serde_json::to_value(&engine).unwrap(), stored);

    // The audit bundle of the finished game verifies offline, and the
    // bundles saved mid-game are prefixes of it.
    let audit = app.get(&format!("{path}/audit"), &spectator.token).await;
    assert_eq!(audit.status, StatusCode::OK);
    let bundle: Bundle = serde_json::from_value(audit.body).unwrap();
    assert_eq!(
        bundle.server_seed.as_deref(),
        Some(hex::encode(&server_seed).as_str())
    );
    let replayed = audit::verify(&bundle, &mut |_| {})
        .unwrap()
        .expect("a full bundle replays");
    assert_eq!(
        serde_json::to_value(&replayed).unwrap(),
        serde_json::to_value(&engine).unwrap()
    );
    for earlier in &saved {
        audit::verify_prefix(earlier, &bundle, &replayed).unwrap();
    }
}

#[actix_web::test]
async fn meerkat_full_games_two_to_five_seats() {
    for seats in 2..=5 {
        let backs = ["rounded", "exact", "hidden"][seats % 3];
        let options = json!({ "rounds": 2, "card_backs": backs });
        play_whole_game("shake-it-meerkat", options, seats, seats as u64).await;
    }
}

#[actix_web::test]
async fn biscuits_basic_full_games_two_to_five_seats() {
    for seats in 2..=5 {
        play_whole_game(
            "woof-meow-biscuits",
            json!({ "markers": 4 }),
            seats,
            10 + seats as u64,
        )
        .await;
    }
}

#[actix_web::test]
async fn biscuits_advanced_full_games_two_to_five_seats() {
    for seats in 2..=5 {
        play_whole_game(
            "woof-meow-biscuits",
            json!({ "variant": "advanced", "rounds": 1 }),
            seats,
            20 + seats as u64,
        )
        .await;
    }
}
