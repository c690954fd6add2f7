//! Games kept in memory between a read and the next move (src/api/kept.rs):
//! a move from a kept game that is out of date, because another
//! process moved, a seat resigned or the token was revoked, is never stored
//! from it; the answer is always the one the stored game gives.

use actix_http::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;
use referee::audit;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::clocks::{clocked, pass_deadline, wait_past};
use crate::support::{keyed_post, spawn, Player, Reply, TestApp};

/// The move `player` would make from `view`: its first legal card.
fn first_card(view: &Reply) -> Value {
    json!({
        "game": view.body["game"], "expected_version": view.body["version"],
        "action": {"kind": "play", "card": view.body["legal_actions"]["cards"][0]["id"]},
    })
}

/// `player` plays its first legal card from `view` through `app`; the
/// move must be stored (200).
async fn play_first<S, B>(app: &TestApp<S>, game: &str, player: &Player, view: &Reply) -> Reply
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let reply = app
        .post(&format!("{game}/moves"), &player.token, &first_card(view))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    reply
}

/// The game's stored version and its audit, verified.
async fn stored<S, B>(app: &TestApp<S>, player: &Player, id: Uuid) -> i64
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let bundle = app.audit_bundle(player, id).await;
    audit::verify(&bundle, &mut |_| {}).expect("the audit verifies");
    let view = app.get(&format!("/v1/games/{id}"), &player.token).await;
    let version = view.body["version"].as_i64().unwrap();
    assert_eq!(bundle.steps.len() as i64, version, "one step per version");
    version
}

#[actix_web::test]
async fn a_move_from_a_game_another_process_moved_is_refused_as_the_stored_game_says() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let (alice, bob) = (a.player("alice").await, a.player("bob").await);
    let players = [alice.clone(), bob.clone()];
    let id = a.biscuits(&players).await;
    let game = format!("/v1/games/{id}");
    let moves = format!("{game}/moves");

    // A keeps the game at version 1 (alice's view); alice moves through B.
    let view = a.get(&game, &alice.token).await;
    let first = first_card(&view);
    assert!(!a.state.kept.is_empty(), "the view is kept");
    let moved = b.post(&moves, &alice.token, &first).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text);
    assert_eq!(moved.body["version"], 2);

    // The same move again through A, whose kept game says version 1 and
    // alice on turn: refused as the stored game says, nothing stored.
    let again = a.post(&moves, &alice.token, &first).await;
    assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.text);
    assert_eq!(again.body["code"], "version_conflict");
    assert_eq!(again.body["current_version"], 2);
    assert_eq!(stored(&a, &alice, id).await, 2);

    // A keeps the game at version 2 (bob's view); bob moves through B; a
    // view through A then is B's: A does not show version 2's state for
    // version 3.
    let bob_view = a.get(&game, &bob.token).await;
    assert_eq!(bob_view.body["version"], 2);
    let reply = b.post(&moves, &bob.token, &first_card(&bob_view)).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let seen_by_a = a.get(&game, &alice.token).await;
    let seen_by_b = b.get(&game, &alice.token).await;
    assert_eq!(seen_by_a.body["version"], 3);
    assert_eq!(seen_by_a.body, seen_by_b.body);
    // Alice's move through A, from the game A kept with that view.
    let reply = a.post(&moves, &alice.token, &first_card(&seen_by_a)).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.body["version"], 4);
    // A view through A now takes the state A kept from that move (the row is
    // the one it wrote); B parses it from the snapshot: the same view.
    for player in [&alice, &bob] {
        let kept = a.get(&game, &player.token).await;
        let parsed = b.get(&game, &player.token).await;
        assert_eq!(kept.body["version"], 4);
        assert_eq!(kept.body, parsed.body);
    }
    assert_eq!(stored(&a, &alice, id).await, 4);
}

#[actix_web::test]
async fn a_resignation_elsewhere_is_in_the_answer_of_a_move_from_a_kept_game() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let (alice, bob, carol) = (
        a.player("alice").await,
        a.player("bob").await,
        a.player("carol").await,
    );
    let players = [alice.clone(), bob.clone(), carol.clone()];
    let id = a.biscuits(&players).await;
    let game = format!("/v1/games/{id}");

    // A keeps alice's view; carol (not on turn) resigns through B, which
    // changes the row but not its version.
    let view = a.get(&game, &alice.token).await;
    assert_eq!(view.body["seats"][2]["resigned"], false);
    let resigned = b.post_empty(&format!("{game}/resign"), &carol.token).await;
    assert_eq!(resigned.status, StatusCode::OK, "{}", resigned.text);
    assert_eq!(resigned.body["version"], view.body["version"]);

    // Alice's move through A is stored, and its answer shows carol resigned:
    // it was played from the stored game, not from the kept one.
    let reply = play_first(&a, &game, &alice, &view).await;
    assert_eq!(reply.body["state"]["seats"][2]["resigned"], true);
    assert_eq!(stored(&a, &alice, id).await, 2);
}

#[actix_web::test]
async fn a_token_revoked_after_the_view_cannot_move_from_the_kept_game() {
    let app = spawn().await;
    let other = TestApp::builder().twin_of(&app).spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let id = app.biscuits(&[alice.clone(), bob.clone()]).await;
    let game = format!("/v1/games/{id}");
    let view = app.get(&game, &alice.token).await;
    assert!(!app.state.kept.is_empty(), "the view is kept");

    // Revoked in another process: this one has no way to know but the
    // write's check.
    let revoked = other.revoke(&alice.token).await;
    assert!(revoked.status.is_success(), "{}", revoked.text);
    let reply = app
        .post(&format!("{game}/moves"), &alice.token, &first_card(&view))
        .await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{}", reply.text);
    assert_eq!(reply.body["code"], "token_revoked");
    assert_eq!(stored(&app, &bob, id).await, 1, "nothing stored");
}

#[actix_web::test]
async fn a_revoked_token_gets_no_stored_answer_back_from_a_kept_game() {
    let app = spawn().await;
    let other = TestApp::builder().twin_of(&app).spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let id = app.biscuits(&[alice.clone(), bob.clone()]).await;
    let game = format!("/v1/games/{id}");
    let moves = format!("{game}/moves");
    let view = app.get(&game, &alice.token).await;
    let body = first_card(&view);
    let idempotent = || keyed_post(&moves, &alice.token, "move-1").set_json(&body);
    let first = app.send(idempotent()).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    // The stored answer holds alice's hand.
    assert!(
        first.body["state"]["view"]["hand"].is_array(),
        "{}",
        first.text
    );

    // Alice's token is revoked in another process; bob's view keeps the
    // game here. A retry with the revoked token and the same key must not
    // get the stored answer back.
    let revoked = other.revoke(&alice.token).await;
    assert!(revoked.status.is_success(), "{}", revoked.text);
    assert_eq!(app.get(&game, &bob.token).await.status, StatusCode::OK);
    assert!(!app.state.kept.is_empty(), "bob's view is kept");
    let again = app.send(idempotent()).await;
    assert_eq!(again.status, StatusCode::UNAUTHORIZED, "{}", again.text);
    assert_eq!(again.body["code"], "token_revoked");
    assert!(!again.text.contains("hand"), "{}", again.text);
}

/// Client moves by where their game came from.
const MOVES: &str = "referee_kept_games_total";
/// Views by what they read.
const VIEWS: &str = "referee_kept_views_total";

/// `{counter}{outcome}` of `app` (`MOVES` or `VIEWS`).
async fn kept_count<S, B>(app: &TestApp<S>, counter: &str, outcome: &str) -> f64
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let metrics = app.request(Method::GET, "/metrics", None, None).await;
    let series = format!("{counter}{{outcome=\"{outcome}\"}} ");
    metrics
        .text
        .lines()
        .find_map(|line| line.strip_prefix(&series))
        .map_or(0.0, |n| n.trim().parse().unwrap())
}

#[actix_web::test]
async fn a_move_made_while_the_other_seat_waits_on_the_view_reads_nothing() {
    let app = spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let players = [alice.clone(), bob.clone()];
    let id = app.biscuits(&players).await;
    let game = format!("/v1/games/{id}");
    app.move_once(&players, id).await;
    // Bob (on turn) has his view; alice waits for his move on hers.
    let bob_view = app.get(&game, &bob.token).await;
    let alice_view = app.get(&game, &alice.token).await;
    let etag = alice_view.etag();
    let waiting = async {
        let request = TestRequest::get()
            .uri(&format!("{game}?wait=20"))
            .insert_header(("Authorization", format!("Bearer {}", alice.token)))
            .insert_header(("If-None-Match", etag.clone()));
        app.send(request).await
    };
    let kept_before = kept_count(&app, MOVES, "kept").await;
    let moving = async {
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        app.post(&format!("{game}/moves"), &bob.token, &first_card(&bob_view))
            .await
    };
    let (waited, moved) = tokio::join!(waiting, moving);
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text);
    // The wait ends with bob's move, and bob's move read nothing: the
    // waiting view left the game kept.
    assert_eq!(waited.status, StatusCode::OK, "{}", waited.text);
    assert_eq!(waited.body["version"], 3);
    assert_eq!(kept_count(&app, MOVES, "kept").await, kept_before + 1.0);
    assert_eq!(stored(&app, &alice, id).await, 3);
}

#[actix_web::test]
async fn moves_after_views_play_a_whole_game_from_kept_games_and_it_verifies() {
    let app = spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let players = [alice.clone(), bob.clone()];
    let id = app.biscuits(&players).await;
    let game = format!("/v1/games/{id}");
    // The options in force, as the first view wrote them: every later view
    // and answer, from a kept game or not, shows the same.
    let options = app.get(&game, &alice.token).await.body["options"].clone();
    assert!(
        options.as_object().is_some_and(|o| !o.is_empty()),
        "{options}"
    );
    // Each move right after the mover's view, as a client plays; an illegal
    // move from a kept game now and then gets the stored game's answer.
    let mut version = 1;
    loop {
        let any = app.get(&game, &alice.token).await;
        assert_eq!(any.body["options"], options);
        if any.body["status"] != "active" {
            assert_eq!(any.body["status"], "finished");
            break;
        }
        let turn = any.body["turn"]["seat"].as_u64().unwrap() as usize;
        let mover = &players[turn];
        let waiting = &players[1 - turn];
        let view = app.get(&game, &mover.token).await;
        if version % 5 == 0 {
            let early = app
                .post(&format!("{game}/moves"), &waiting.token, &first_card(&view))
                .await;
            assert_eq!(
                early.status,
                StatusCode::UNPROCESSABLE_ENTITY,
                "{}",
                early.text
            );
            assert_eq!(early.body["code"], "not_your_turn");
        }
        let reply = play_first(&app, &game, mover, &view).await;
        assert_eq!(view.body["options"], options);
        assert_eq!(reply.body["state"]["options"], options);
        version += 1;
        assert_eq!(reply.body["version"], version);
    }
    assert_eq!(stored(&app, &alice, id).await, version);
    assert!(app.state.kept.is_empty(), "a finished game is not kept");
}

/// Three games viewed, then moved, on an app keeping at most `capacity`.
async fn views_and_moves_keeping(capacity: usize) {
    let app = TestApp::builder().kept_games(capacity).spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let players = [alice.clone(), bob.clone()];
    let mut games = Vec::new();
    for _ in 0..3 {
        let id = app.biscuits(&players).await;
        let view = app.get(&format!("/v1/games/{id}"), &alice.token).await;
        assert_eq!(view.status, StatusCode::OK, "{}", view.text);
        games.push((id, view));
        assert!(app.state.kept.len() <= capacity);
    }
    assert_eq!(app.state.kept.len(), capacity.min(3), "capacity {capacity}");
    // Every game moves, kept or not.
    for (id, view) in &games {
        let reply = app
            .post(
                &format!("/v1/games/{id}/moves"),
                &alice.token,
                &first_card(view),
            )
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        assert!(app.state.kept.len() <= capacity);
    }
    let kept = kept_count(&app, MOVES, "kept").await;
    let read = kept_count(&app, MOVES, "read").await;
    assert_eq!(kept + read, 3.0);
    assert_eq!(kept_count(&app, MOVES, "stale").await, 0.0);
    if capacity == 0 {
        // Nothing kept: every move reads.
        assert_eq!(read, 3.0);
    } else {
        // Which game a full store forgets is arbitrary, and a move keeps
        // its game too: at most two of the three moves found theirs.
        assert!(kept <= 2.0, "{kept} kept");
    }
    for (id, _) in &games {
        assert_eq!(stored(&app, &alice, *id).await, 2);
    }
    assert_eq!(app.state.kept.len(), capacity.min(3));
}

#[actix_web::test]
async fn the_store_keeps_at_most_its_capacity() {
    views_and_moves_keeping(2).await;
}

#[actix_web::test]
async fn a_store_of_no_games_keeps_nothing_and_every_move_reads() {
    views_and_moves_keeping(0).await;
}

#[actix_web::test]
async fn a_view_of_an_unchanged_kept_game_reads_only_its_row_and_shows_what_a_full_read_shows() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let (alice, bob, carol) = (
        a.player("alice").await,
        a.player("bob").await,
        a.player("carol").await,
    );
    let players = [alice.clone(), bob.clone()];
    let id = a.biscuits(&players).await;
    let game = format!("/v1/games/{id}");
    let view = a.get(&game, &alice.token).await;
    play_first(&a, &game, &alice, &view).await;

    // A keeps the game as its move stored it: each view through A (both
    // seats and a spectator) comes from the kept game after one light
    // read, and is the view B builds from a full read of the stored game:
    // every seat sees its own hand and no other.
    let (kept, stale) = (
        kept_count(&a, VIEWS, "kept").await,
        kept_count(&a, VIEWS, "stale").await,
    );
    for viewer in [&alice, &bob, &carol] {
        let from_kept = a.get(&game, &viewer.token).await;
        let from_read = b.get(&game, &viewer.token).await;
        assert_eq!(from_kept.status, StatusCode::OK, "{}", from_kept.text);
        assert_eq!(from_kept.body, from_read.body);
        assert_eq!(from_kept.etag(), from_read.etag());
    }
    assert_eq!(kept_count(&a, VIEWS, "kept").await, kept + 3.0);
    assert_eq!(kept_count(&a, VIEWS, "stale").await, stale);
    let spectator = a.get(&game, &carol.token).await;
    assert!(spectator.body["you"].is_null(), "{}", spectator.text);
    assert!(
        spectator.body["view"]["hand"].is_null() && spectator.body["legal_actions"].is_null(),
        "a spectator sees no hand: {}",
        spectator.text
    );
    let alice_view = a.get(&game, &alice.token).await;
    let bob_view = b.get(&game, &bob.token).await;
    assert_ne!(
        alice_view.body["view"]["hand"], bob_view.body["view"]["hand"],
        "each seat is shown its own hand"
    );

    // Bob moves through B: A's kept game is out of date, and A's next view
    // finds it so (stale), reads the game in full and shows B's move.
    let bob_view = a.get(&game, &bob.token).await;
    play_first(&b, &game, &bob, &bob_view).await;
    let stale = kept_count(&a, VIEWS, "stale").await;
    let seen_by_a = a.get(&game, &alice.token).await;
    assert_eq!(kept_count(&a, VIEWS, "stale").await, stale + 1.0);
    assert_eq!(seen_by_a.body["version"], 3);
    assert_eq!(seen_by_a.body, b.get(&game, &alice.token).await.body);

    // A game another process moves too: A's views read it in full at once
    // (one round trip, no check that would find it changed again), after
    // B's move and after A's own alike, and show what B shows.
    let read = kept_count(&a, VIEWS, "read").await;
    play_first(&b, &game, &alice, &seen_by_a).await;
    let bob_view = a.get(&game, &bob.token).await;
    assert_eq!(bob_view.body["version"], 4);
    assert_eq!(bob_view.body, b.get(&game, &bob.token).await.body);
    play_first(&a, &game, &bob, &bob_view).await;
    let alice_view = a.get(&game, &alice.token).await;
    assert_eq!(alice_view.body["version"], 5);
    assert_eq!(alice_view.body, b.get(&game, &alice.token).await.body);
    assert_eq!(kept_count(&a, VIEWS, "read").await, read + 2.0);
    assert_eq!(kept_count(&a, VIEWS, "stale").await, stale + 1.0);

    // A moved it last: that full read found the row as kept and cleared the
    // mark, so A's next view is the check's again (no full read).
    let kept = kept_count(&a, VIEWS, "kept").await;
    let again = a.get(&game, &bob.token).await;
    assert_eq!(again.body["version"], 5);
    assert_eq!(again.body, b.get(&game, &bob.token).await.body);
    assert_eq!(kept_count(&a, VIEWS, "kept").await, kept + 1.0);
    assert_eq!(kept_count(&a, VIEWS, "read").await, read + 2.0);
    assert_eq!(stored(&a, &alice, id).await, 5);
}

#[actix_web::test]
async fn a_view_of_a_kept_game_refuses_a_token_revoked_in_another_process() {
    let app = spawn().await;
    let other = TestApp::builder().twin_of(&app).spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let id = app.biscuits(&[alice.clone(), bob.clone()]).await;
    let game = format!("/v1/games/{id}");
    assert_eq!(app.get(&game, &bob.token).await.status, StatusCode::OK);
    assert!(!app.state.kept.is_empty(), "the view is kept");

    let revoked = other.revoke(&alice.token).await;
    assert!(revoked.status.is_success(), "{}", revoked.text);
    let kept = kept_count(&app, VIEWS, "kept").await;
    let refused = app.get(&game, &alice.token).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{}", refused.text);
    assert_eq!(refused.body["code"], "token_revoked");
    assert!(!refused.text.contains("hand"), "{}", refused.text);
    // The game was still the one kept: the light read refused the token.
    assert_eq!(kept_count(&app, VIEWS, "kept").await, kept + 1.0);
}

#[actix_web::test]
async fn a_kept_view_of_a_clocked_game_shows_the_deadline_and_away_flags_a_full_read_shows() {
    let a = spawn().await;
    let b = TestApp::builder().twin_of(&a).spawn().await;
    let (alice, bob) = (a.player("alice").await, a.player("bob").await);
    let id = clocked(&a, &[alice.clone(), bob.clone()], 9).await;
    let game = format!("/v1/games/{id}");

    // A's clock plays alice's turn: seat 0 is away, and A's kept game (if
    // any) is out of date, since the clock does not move kept games.
    pass_deadline(&a);
    wait_past(&a, &bob, id, 1).await;
    let bob_view = a.get(&game, &bob.token).await;
    assert_eq!(bob_view.body["seats"][0]["away"], true);

    // Bob, then alice, move through A: each move edits A's kept game in
    // memory (the next deadline, alice's away flag cleared) as its write
    // stores the row.
    play_first(&a, &game, &bob, &bob_view).await;
    let alice_view = a.get(&game, &alice.token).await;
    play_first(&a, &game, &alice, &alice_view).await;

    // Views through A come from the kept game after the check alone, and
    // are what B builds from a full read of the stored row.
    let (kept, stale) = (
        kept_count(&a, VIEWS, "kept").await,
        kept_count(&a, VIEWS, "stale").await,
    );
    for viewer in [&alice, &bob] {
        let from_kept = a.get(&game, &viewer.token).await;
        let from_read = b.get(&game, &viewer.token).await;
        assert_eq!(from_kept.status, StatusCode::OK, "{}", from_kept.text);
        assert_eq!(from_kept.body["seats"][0]["away"], false);
        assert!(
            from_kept.body["turn_deadline"].is_string(),
            "{}",
            from_kept.text
        );
        assert_eq!(from_kept.body, from_read.body);
        assert_eq!(from_kept.etag(), from_read.etag());
    }
    assert_eq!(kept_count(&a, VIEWS, "kept").await, kept + 2.0);
    assert_eq!(kept_count(&a, VIEWS, "stale").await, stale);
    assert_eq!(stored(&a, &alice, id).await, 4);
}
