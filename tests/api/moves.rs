//! Versions, races and retries.

use actix_web::http::StatusCode;
use actix_web::test::TestRequest;
use futures_util::future::join_all;
use serde_json::json;
use uuid::Uuid;

use crate::support::{keyed_post, spawn};

#[actix_web::test]
async fn twenty_concurrent_copies_of_a_move_store_exactly_one() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let id = app
        .full_game(
            "woof-meow-biscuits",
            json!({ "starting_seat": 0 }),
            &[a.clone(), b],
        )
        .await;
    let game = app.get(&format!("/v1/games/{id}"), &a.token).await;
    let card = game.body["legal_actions"]["cards"][0]["id"].clone();
    let body = json!({ "game": "woof-meow-biscuits", "expected_version": 1, "action": { "kind": "play", "card": card } });
    let path = format!("/v1/games/{id}/moves");
    let replies = join_all((0..20).map(|_| app.post(&path, &a.token, &body))).await;
    let ok = replies
        .iter()
        .filter(|r| r.status == StatusCode::OK)
        .count();
    let conflicts = replies
        .iter()
        .filter(|r| r.status == StatusCode::CONFLICT && r.body["code"] == "version_conflict")
        .count();
    assert_eq!(
        (ok, conflicts),
        (1, 19),
        "{:?}",
        replies.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    let mut conn = app.db.async_conn().await;
    assert_eq!(
        referee::store::events::all(&mut conn, id)
            .await
            .unwrap()
            .len(),
        2,
        "one event stored"
    );
    let after = app.get(&format!("/v1/games/{id}"), &a.token).await;
    assert_eq!(after.body["version"], 2);
}

#[actix_web::test]
async fn a_retried_move_gets_the_first_answer_and_stores_nothing_new() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let id = app
        .full_game(
            "woof-meow-biscuits",
            json!({ "starting_seat": 0 }),
            &[a.clone(), b.clone()],
        )
        .await;
    let game = app.get(&format!("/v1/games/{id}"), &a.token).await;
    let cards = game.body["legal_actions"]["cards"]
        .as_array()
        .unwrap()
        .clone();
    let path = format!("/v1/games/{id}/moves");
    let send = |card: &serde_json::Value, key: &str| {
        keyed_post(&path, &a.token, key).set_json(
            json!({ "game": "woof-meow-biscuits", "expected_version": 1, "action": { "kind": "play", "card": card["id"] } }),
        )
    };
    let first = app.send(send(&cards[0], "move-1")).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    let retry = app.send(send(&cards[0], "move-1")).await;
    assert_eq!(retry.status, StatusCode::OK);
    assert_eq!(retry.body, first.body, "the retry gets the original answer");
    // The same request with its JSON keys in another order is the same request.
    let reordered = keyed_post(&path, &a.token, "move-1")
        .insert_header(("Content-Type", "application/json"))
        .set_payload(format!(
            r#"{{"action": {{"card": {}, "kind": "play"}}, "game": "woof-meow-biscuits", "expected_version": 1}}"#,
            cards[0]["id"]
        ));
    let again = app.send(reordered).await;
    assert_eq!((again.status, &again.body), (StatusCode::OK, &first.body));
    let reused = app.send(send(&cards[1], "move-1")).await;
    assert_eq!(
        (reused.status, reused.body["code"].as_str()),
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            Some("idempotency_key_reused")
        )
    );
    let mut conn = app.db.async_conn().await;
    assert_eq!(
        referee::store::events::all(&mut conn, id)
            .await
            .unwrap()
            .len(),
        2
    );
    // Concurrent retries of one keyed request: all get the same answer.
    let game = app.get(&format!("/v1/games/{id}"), &b.token).await;
    let card = game.body["legal_actions"]["cards"][0]["id"].clone();
    let body = json!({ "game": "woof-meow-biscuits", "expected_version": 2, "action": { "kind": "play", "card": card } });
    let keyed = || keyed_post(&path, &b.token, "b-move").set_json(&body);
    let replies = join_all((0..8).map(|_| app.send(keyed()))).await;
    for reply in &replies {
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        assert_eq!(reply.body, replies[0].body);
    }
    assert_eq!(
        referee::store::events::all(&mut conn, id)
            .await
            .unwrap()
            .len(),
        3
    );
}

#[actix_web::test]
async fn etag_and_if_none_match() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let id = app
        .full_game("shake-it-meerkat", json!({}), &[a.clone(), b.clone()])
        .await;
    let path = format!("/v1/games/{id}");
    let first = app.get(&path, &a.token).await;
    let etag = first.etag();
    let other = app.get(&path, &b.token).await;
    assert_ne!(other.etag(), etag, "views differ by seat");
    let req = TestRequest::get()
        .uri(&path)
        .insert_header(("Authorization", format!("Bearer {}", a.token)))
        .insert_header(("If-None-Match", etag.clone()));
    let cached = app.send(req).await;
    assert_eq!(cached.status, StatusCode::NOT_MODIFIED);
    assert!(cached.text.is_empty());
    // A change without a move (a seat taken) changes the tag too.
    let c = app.player("c").await;
    let open = app
        .post(
            "/v1/games",
            &a.token,
            &json!({ "game": "shake-it-meerkat", "seats": 3 }),
        )
        .await;
    let open_path = format!("/v1/games/{}", open.body["id"].as_str().unwrap());
    let before = app
        .get(&open_path, &c.token)
        .await
        .headers
        .get("etag")
        .unwrap()
        .clone();
    app.post(&format!("{open_path}/seats"), &b.token, &json!({}))
        .await;
    let after = app
        .get(&open_path, &c.token)
        .await
        .headers
        .get("etag")
        .unwrap()
        .clone();
    assert_ne!(before, after);
}

/// Two servers (each with its own pool, as two processes would have) on one
/// database, racing the same move: still exactly one is stored.
#[actix_web::test]
async fn two_servers_racing_one_move_store_exactly_one() {
    let app = spawn().await;
    let other = crate::support::TestApp::builder()
        .twin_of(&app)
        .spawn()
        .await
        .service;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let id = app
        .full_game(
            "shake-it-meerkat",
            json!({ "starting_seat": 0 }),
            &[a.clone(), b],
        )
        .await;
    let game = app.get(&format!("/v1/games/{id}"), &a.token).await;
    let card = game.body["view"]["hand"][0]["id"].clone();
    let body = json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "play", "cards": [card], "rank": "A" } });
    let path = format!("/v1/games/{id}/moves");
    let request = || {
        TestRequest::post()
            .uri(&path)
            .insert_header(("Authorization", format!("Bearer {}", a.token)))
            .set_json(&body)
            .to_request()
    };
    let here = join_all((0..10).map(|_| app.post(&path, &a.token, &body)));
    let there = join_all((0..10).map(|_| actix_web::test::call_service(&other, request())));
    let (here, there) = futures_util::future::join(here, there).await;
    let statuses: Vec<StatusCode> = here
        .iter()
        .map(|r| r.status)
        .chain(there.iter().map(|r| r.status()))
        .collect();
    let ok = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    let conflicts = statuses
        .iter()
        .filter(|s| **s == StatusCode::CONFLICT)
        .count();
    assert_eq!((ok, conflicts), (1, 19), "{statuses:?}");
    let mut conn = app.db.async_conn().await;
    assert_eq!(
        referee::store::events::all(&mut conn, id)
            .await
            .unwrap()
            .len(),
        2
    );
}

/// A move reads the game without a lock and is written only where the row
/// is still the one read. A resignation changes no version, but
/// it changes the game (the next seat's deadline, the seat's own moves): a
/// step computed before it must not be stored after it.
#[actix_web::test]
async fn a_step_read_before_a_resignation_is_not_stored_after_it() {
    use referee::store::games::{read, write_step};
    use referee::store::players::Bearer;

    let app = spawn().await;
    let players = [app.player("alice").await, app.player("bob").await];
    let id = app.biscuits(&players).await;
    let mut conn = app.db.async_conn().await;
    let before = read(&mut conn, id, Bearer::of(players[0].id))
        .await
        .unwrap()
        .unwrap();
    let version = before.game.version;
    let state = before.game.state.clone().unwrap();
    let event = seat_0_plays_card_0(id, version + 1);
    let head = before
        .head_hash
        .clone()
        .expect("a running game has a head hash");
    // The guard is no wall: the same write, on the row as read, would be
    // stored (rolled back here), with a valid token or none (a referee
    // step), and it answers the row version it wrote.
    let mover = players[0].id;
    for token in [None, Some((mover, 0))] {
        let stored = diesel_async::AsyncConnection::transaction::<bool, diesel::result::Error, _>(
            &mut conn,
            async |conn| {
                let written = write_step(
                    conn,
                    &guarded_write(&before.row_version, version, &state, &event, token, &head),
                )
                .await?;
                let now = read(conn, id, Bearer::of(mover)).await?.unwrap();
                assert_eq!(
                    written.map(|w| w.row_version),
                    Some(now.row_version.clone()),
                    "{token:?}"
                );
                assert_ne!(now.row_version, before.row_version);
                Err(diesel::result::Error::RollbackTransaction)
            },
        )
        .await;
        assert!(stored.is_err());
    }
    // A token of another generation (revoked since), or of no player:
    // nothing stored.
    for token in [Some((mover, 1)), Some((Uuid::new_v4(), 0))] {
        let written = write_step(
            &mut conn,
            &guarded_write(&before.row_version, version, &state, &event, token, &head),
        )
        .await
        .unwrap();
        assert_eq!(written, None, "{token:?}");
    }
    // Another head hash than the row's (the same row version with another
    // history, as a restored database could hand out): nothing stored.
    let other = vec![0xab; 32];
    let written = write_step(
        &mut conn,
        &guarded_write(&before.row_version, version, &state, &event, None, &other),
    )
    .await
    .unwrap();
    assert_eq!(written, None);

    // Bob (not on turn, so nothing is played for him yet) resigns.
    let resigned = app
        .post_empty(&format!("/v1/games/{id}/resign"), &players[1].token)
        .await;
    assert_eq!(resigned.status, StatusCode::OK, "{}", resigned.text);
    assert_eq!(
        write_step(
            &mut conn,
            &guarded_write(&before.row_version, version, &state, &event, None, &head)
        )
        .await
        .unwrap(),
        None
    );
    // Nothing was written: the version, the events, the notifications.
    let after = read(&mut conn, id, Bearer::of(players[0].id))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(after.game.version, version);
    assert!(after.seats[1].0.resigned);
    assert_ne!(after.row_version, before.row_version);
    assert_eq!(
        referee::store::events::all(&mut conn, id)
            .await
            .unwrap()
            .len(),
        usize::try_from(version).unwrap()
    );
    let told = app
        .get("/v1/players/me/notifications?limit=500", &players[1].token)
        .await;
    assert!(
        told.body["notifications"]
            .as_array()
            .unwrap()
            .iter()
            .all(|n| n["kind"] != "opponent_moved"),
        "{}",
        told.text
    );
}

/// A move whose `expected_version` a step overtook is stale even when that
/// step ended the game: `409 version_conflict` with the final version; only
/// a move naming the final version hears `422 game_over` (docs/RULES.md,
/// "Both games — turn clocks", ruling 6).
#[actix_web::test]
async fn a_stale_move_after_the_step_that_ended_the_game_is_a_version_conflict() {
    let app = spawn().await;
    let players = [app.player("alice").await, app.player("bob").await];
    let id = crate::clocks::clocked(&app, &players, 1).await;
    // Nobody moves: the clock plays every turn, the last one included. The
    // seat on turn before each clock step read the game at that version.
    let (mut read_version, mut reader) = (0, 0);
    let mut guard = 0;
    loop {
        let game = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
        if game.body["status"] == "finished" {
            break;
        }
        read_version = game.body["version"].as_i64().unwrap();
        reader = game.body["turn"]["seat"].as_u64().unwrap() as usize;
        crate::clocks::pass_deadline(&app);
        crate::clocks::wait_past(&app, &players[0], id, read_version).await;
        guard += 1;
        assert!(guard < 500, "the clock finishes the game");
    }
    let finished = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
    let final_version = finished.body["version"].as_i64().unwrap();
    assert_eq!(final_version, read_version + 1, "{}", finished.text);
    let path = format!("/v1/games/{id}/moves");
    let stale = json!({"game": "woof-meow-biscuits", "expected_version": read_version, "action": {"kind": "play", "card": 0}});
    let reply = app.post(&path, &players[reader].token, &stale).await;
    assert_eq!(reply.status, StatusCode::CONFLICT, "{}", reply.text);
    assert_eq!(reply.body["code"], "version_conflict");
    assert_eq!(reply.body["current_version"], final_version);
    // Any older version too, from either seat.
    let older = json!({"game": "woof-meow-biscuits", "expected_version": 1, "action": {"kind": "play", "card": 0}});
    let reply = app.post(&path, &players[1 - reader].token, &older).await;
    assert_eq!(reply.body["code"], "version_conflict", "{}", reply.text);
    // The final version: the game is over.
    let current = json!({"game": "woof-meow-biscuits", "expected_version": final_version, "action": {"kind": "play", "card": 0}});
    for player in &players {
        let reply = app.post(&path, &player.token, &current).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            reply.text
        );
        assert_eq!(reply.body["code"], "game_over");
    }
    // Nothing was stored.
    let after = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
    assert_eq!(after.body["version"], final_version);
}

/// The event of seat 0 playing card 0 as step `seq`: what the write-guard
/// tests try to store.
pub(crate) fn seat_0_plays_card_0(id: Uuid, seq: i64) -> referee::store::models::NewEvent {
    referee::store::models::NewEvent {
        game_id: id,
        seq,
        actor_seat: Some(0),
        action: Some(json!({"kind": "play", "card": 0})),
        events: referee::store::sql::JsonText("[]".to_owned()),
        hash: vec![0; 32],
        idempotency_key: None,
        request_hash: None,
        response: None,
        created_at: chrono::Utc::now(),
        played_by: None,
        signature: None,
    }
}

/// A write of `event` on a game read at `version` (row version
/// `row_version`, head hash `previous_hash`), by `token`'s player or the
/// referee: stored only where all of that still holds.
pub(crate) fn guarded_write<'a>(
    row_version: &'a str,
    version: i64,
    state: &'a referee::store::sql::JsonText,
    event: &'a referee::store::models::NewEvent,
    token: Option<(Uuid, i32)>,
    previous_hash: &'a [u8],
) -> referee::store::games::StepWrite<'a> {
    referee::store::games::StepWrite {
        row_version,
        read_version: version,
        progress: referee::store::games::Progress {
            version: version + 1,
            state,
            status: referee::store::models::GameStatus::Active,
            turn_seat: Some(1),
            finished_at: None,
            turn_deadline: None,
        },
        event,
        away: None,
        notifications: &[],
        wake_clock: false,
        wake_bots: false,
        previous_hash,
        token,
        signing_key: None,
        tell_now: None,
    }
}

/// The two-phase commits Citus recorded for `db`, on every node (each node
/// records those it coordinated).
fn two_phase_commits(db: &crate::support::TestDb) -> i64 {
    use diesel::RunQueryDsl;
    db.on_every_node()
        .iter_mut()
        .map(|conn| {
            diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(
                "(SELECT count(*) FROM pg_dist_transaction)",
            ))
            .get_result::<i64>(conn)
            .unwrap()
        })
        .sum()
}

/// Sets Citus's recovery of two-phase commits (which deletes their records)
/// on every node of the cluster: `-1` pauses it.
fn two_phase_recovery(db: &crate::support::TestDb, interval: &str) {
    use diesel::RunQueryDsl;
    for conn in db.on_every_node().iter_mut() {
        diesel::sql_query(format!(
            "ALTER SYSTEM SET citus.recover_2pc_interval = '{interval}'"
        ))
        .execute(conn)
        .unwrap();
        diesel::sql_query("SELECT pg_reload_conf()")
            .execute(conn)
            .unwrap();
    }
}

/// On Citus, a move of either game commits on its game's node alone, and
/// its notifications on each recipient's: the server's sessions refuse any
/// statement that spans shards (`citus.multi_task_query_log_level`), and no
/// two-phase commit is recorded while moves are played, a game is viewed,
/// waited on and its events read (with their recovery paused, so none is
/// missed; no worker sweeps meanwhile). Every recipient is told every move.
/// On one Postgres there is nothing to count.
#[actix_web::test]
async fn on_citus_moves_views_long_polls_and_events_are_single_shard() {
    use diesel::RunQueryDsl;
    use rand::SeedableRng;
    if !crate::support::on_citus() {
        return;
    }
    // No worker sweeps the database on its own: what is counted is what
    // requests do.
    let alone = || {
        crate::support::TestApp::builder()
            .sweepers(false)
            .matchmaker(false)
    };
    let setup = alone().spawn().await;
    let mut players = Vec::new();
    for name in ["ann", "bob", "cat"] {
        players.push(setup.player(name).await);
    }
    let games = [
        (
            "woof-meow-biscuits",
            setup.biscuits(&players[..2]).await,
            &players[..2],
        ),
        (
            "shake-it-meerkat",
            setup
                .full_game("shake-it-meerkat", json!({}), &players)
                .await,
            &players[..],
        ),
    ];
    // The server's sessions from here on refuse a multi-shard statement.
    diesel::sql_query(format!(
        "ALTER DATABASE {} SET citus.multi_task_query_log_level = 'error'",
        setup.db.name
    ))
    .execute(&mut setup.db.conn())
    .unwrap();
    let app = alone().twin_of(&setup).spawn().await;
    two_phase_recovery(&app.db, "-1");
    let before = two_phase_commits(&app.db);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut told = 0;
    for (kind, id, seated) in games {
        let path = format!("/v1/games/{id}");
        for played in 0..6 {
            let any = app.get(&path, &seated[0].token).await;
            assert_eq!(any.status, StatusCode::OK, "{}", any.text);
            if any.body["status"] != "active" {
                break;
            }
            let turn = any.body["turn"]["seat"].as_u64().unwrap() as usize;
            let mover = app.get(&path, &seated[turn].token).await;
            let action = crate::play::choose(kind, &mover, &mut rng);
            let body =
                json!({"game": kind, "expected_version": mover.body["version"], "action": action});
            let moved = app
                .post(&format!("{path}/moves"), &seated[turn].token, &body)
                .await;
            assert_eq!(moved.status, StatusCode::OK, "{}", moved.text);
            told += seated.len() - 1;
            // Long-polls of the game: one answered at once (an old ETag),
            // one that waits its second out (the current one); the events
            // page, and a wait on the next.
            let version = moved.body["version"].as_i64().unwrap();
            // (Waits of a second each: on the game's first move only.)
            let now = app.get(&path, &seated[0].token).await;
            let etags = if played == 0 {
                vec![any.etag(), now.etag()]
            } else {
                vec![any.etag()]
            };
            for etag in etags {
                let polled = app
                    .send(
                        TestRequest::get()
                            .uri(&format!("{path}?wait=1"))
                            .insert_header(("Authorization", format!("Bearer {}", seated[0].token)))
                            .insert_header(("If-None-Match", etag)),
                    )
                    .await;
                assert!(
                    [StatusCode::OK, StatusCode::NOT_MODIFIED].contains(&polled.status),
                    "{}",
                    polled.text
                );
            }
            let pages = if played == 0 {
                vec![(0, 0), (version, 1)]
            } else {
                vec![(0, 0)]
            };
            for (after, wait) in pages {
                let events = app
                    .get(
                        &format!("{path}/events?after={after}&wait={wait}"),
                        &seated[0].token,
                    )
                    .await;
                assert_eq!(events.status, StatusCode::OK, "{}", events.text);
            }
        }
    }
    let after = two_phase_commits(&app.db);
    two_phase_recovery(&app.db, "1min");
    assert_eq!(after, before, "two-phase commits while moves were played");
    // Each move told every other seat (and nobody twice).
    let mut moved_seen = 0;
    for player in &players {
        let feed = app
            .get(
                "/v1/players/me/notifications?after=0&limit=100",
                &player.token,
            )
            .await;
        assert_eq!(feed.status, StatusCode::OK, "{}", feed.text);
        moved_seen += feed.body["notifications"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|n| n["event"]["kind"] == "opponent_moved")
            .count();
    }
    assert_eq!(moved_seen, told);
}
