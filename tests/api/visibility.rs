//! Who may see and join a game: visibility, the spectating rule,
//! invitations (by id, with kept seats, by code) and rematches.

use std::collections::BTreeMap;

use actix_http::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{spawn, Player, Reply, TestApp};

/// A problem document without what differs between any two answers (the
/// request id), to compare a private game's 404 with a missing game's.
fn problem(reply: &Reply) -> (StatusCode, Value) {
    let mut body = reply.body.clone();
    if let Some(map) = body.as_object_mut() {
        map.remove("request_id");
        map.remove("instance");
    }
    (reply.status, body)
}

/// `path` with `{id}` replaced.
fn at(path: &str, id: &str) -> String {
    path.replace("{id}", id)
}

/// Creates a 3-seat Biscuits game as `alice` (seat 0, on turn) with
/// `visibility`, inviting `bob` and `carol`; a `random` bot takes seat 1 and
/// bob joins (seat 2), so the game starts and stays on alice's turn, with
/// carol still invited.
async fn started_game<S, B>(
    app: &TestApp<S>,
    alice: &Player,
    bob: &Player,
    carol: &Player,
    visibility: &str,
) -> String
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({
                "game": "woof-meow-biscuits", "seats": 3, "options": {"starting_seat": 0},
                "visibility": visibility, "bots": ["random"],
                "invite": [{"player_id": bob.id}, {"player_id": carol.id}],
            }),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let id = created.body["id"].as_str().unwrap().to_owned();
    let joined = app
        .post(&format!("/v1/games/{id}/seats"), &bob.token, &json!({}))
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(joined.body["status"], "active");
    assert_eq!(
        joined.body["invitations"][0]["player_id"],
        carol.id.to_string()
    );
    id
}

#[actix_web::test]
async fn every_read_of_a_game_answers_by_visibility_and_caller() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let carol = app.player("carol").await;
    let eve = app.player("eve").await;
    let missing = Uuid::new_v4().to_string();
    // The reads of one game. A long-poll of the game (If-None-Match: *)
    // waits a second, then answers 304 to whoever may read it.
    let reads = [
        ("view", "/v1/games/{id}"),
        ("events", "/v1/games/{id}/events"),
        ("events long-poll", "/v1/games/{id}/events?after=1&wait=1"),
        ("audit", "/v1/games/{id}/audit"),
    ];
    let mut seen = BTreeMap::new();
    for visibility in ["public", "unlisted", "private"] {
        let id = started_game(&app, &alice, &bob, &carol, visibility).await;
        for (who, player) in [("seated", &bob), ("invited", &carol), ("other", &eve)] {
            let allowed = who != "other" || visibility != "private";
            for (read, path) in reads {
                let reply = app.get(&at(path, &id), &player.token).await;
                seen.insert((visibility, who, read), reply.status.as_u16());
                if allowed {
                    assert_eq!(
                        reply.status,
                        StatusCode::OK,
                        "{visibility} {who} {read}: {}",
                        reply.text
                    );
                } else {
                    // Exactly as a game that does not exist.
                    let absent = app.get(&at(path, &missing), &player.token).await;
                    assert_eq!(
                        problem(&reply),
                        problem(&absent),
                        "{visibility} {who} {read}"
                    );
                    assert_eq!(reply.body["code"], "game_not_found");
                }
            }
            let polled = app
                .send(
                    TestRequest::get()
                        .uri(&format!("/v1/games/{id}?wait=1"))
                        .insert_header(("Authorization", format!("Bearer {}", player.token)))
                        .insert_header(("If-None-Match", "*")),
                )
                .await;
            let expected = if allowed {
                StatusCode::NOT_MODIFIED
            } else {
                StatusCode::NOT_FOUND
            };
            assert_eq!(polled.status, expected, "{visibility} {who} long-poll");
            // Lists: the lobby shows public games to all, and the others'
            // unlisted or private games to their players only; "my games"
            // holds the games one is seated or invited in.
            let lobby = app.get("/v1/games?limit=100", &player.token).await;
            let listed = lobby.text.contains(&id);
            assert_eq!(
                listed,
                visibility == "public" || who != "other",
                "{visibility} {who} lobby"
            );
            let mine = app
                .get("/v1/players/me/games?limit=100", &player.token)
                .await;
            assert_eq!(
                mine.text.contains(&id),
                who != "other",
                "{visibility} {who} my games"
            );
            // Invitations are shown to the game's players only.
            let view = app.get(&at("/v1/games/{id}", &id), &player.token).await;
            if view.status == StatusCode::OK {
                let invitations = view.body["invitations"].as_array().unwrap().len();
                assert_eq!(
                    invitations,
                    usize::from(who != "other"),
                    "{visibility} {who}"
                );
            }
        }
        // The filter of the lists.
        let filtered = app
            .get(
                &format!("/v1/games?visibility={visibility}&limit=100"),
                &bob.token,
            )
            .await;
        assert!(filtered.text.contains(&id));
        assert!(filtered.body["games"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["visibility"] == visibility));
        // Notifications: the invited player was told; the stranger nothing.
        let told = app
            .get("/v1/players/me/notifications?limit=500", &carol.token)
            .await;
        assert!(
            told.text.contains("game_invited") && told.text.contains(&id),
            "{}",
            told.text
        );
        let stranger = app
            .get("/v1/players/me/notifications?limit=500", &eve.token)
            .await;
        assert!(!stranger.text.contains(&id), "{}", stranger.text);
        // Changes by a stranger to a private game: 404 as for no game.
        if visibility == "private" {
            for (path, body) in [
                ("/v1/games/{id}/seats", Some(json!({}))),
                ("/v1/games/{id}/seats", Some(json!({"bot": "random"}))),
                ("/v1/games/{id}/resign", None),
                (
                    "/v1/games/{id}/moves",
                    Some(
                        json!({"game": "woof-meow-biscuits", "expected_version": 1, "action": {"kind": "play", "card": 0}}),
                    ),
                ),
                (
                    "/v1/games/{id}/invitations",
                    Some(json!({"player_id": eve.id})),
                ),
                ("/v1/games/{id}/invite-code", None),
                ("/v1/games/{id}/rematch", None),
            ] {
                let (here, nowhere) = (at(path, &id), at(path, &missing));
                let post = |path| app.request(Method::POST, path, Some(&eve.token), body.as_ref());
                let reply = post(&here).await;
                let absent = post(&nowhere).await;
                assert_eq!(problem(&reply), problem(&absent), "{path}");
            }
        }
    }
    // The matrix, as documented in docs/API.md ("Visibility").
    let expected_other = |v: &str| if v == "private" { 404 } else { 200 };
    for ((visibility, who, read), status) in &seen {
        let expected = if *who == "other" {
            expected_other(visibility)
        } else {
            200
        };
        assert_eq!(*status, expected, "{visibility} {who} {read}");
    }
}

#[actix_web::test]
async fn spectators_players_keeps_a_public_game_to_its_players() {
    let app = spawn().await;
    let (alice, bob, eve) = (
        app.player("alice").await,
        app.player("bob").await,
        app.player("eve").await,
    );
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 2, "spectators": "players"}),
        )
        .await;
    let id = created.body["id"].as_str().unwrap().to_owned();
    assert_eq!(created.body["spectators"], "players");
    // Listed (it is public) and open to join; not to watch.
    assert!(app
        .get("/v1/games?limit=100", &eve.token)
        .await
        .text
        .contains(&id));
    let watched = app.get(&format!("/v1/games/{id}"), &eve.token).await;
    assert_eq!(watched.status, StatusCode::FORBIDDEN);
    assert_eq!(watched.body["code"], "spectators_not_allowed");
    let joined = app
        .post(&format!("/v1/games/{id}/seats"), &bob.token, &json!({}))
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(
        app.get(&format!("/v1/games/{id}/audit"), &eve.token)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    // A private game cannot be opened to spectators.
    let refused = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 2, "visibility": "private", "spectators": "anyone"}),
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.body["code"], "invalid_spectators");
}

#[actix_web::test]
async fn invite_codes_revocations_and_kept_seats() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let carol = app.player("carol").await;
    let eve = app.player("eve").await;
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({
                "game": "woof-meow-biscuits", "seats": 4, "visibility": "private", "invite_code": true,
                "invite": [{"player_id": carol.id, "seat": 3}, {"player_id": bob.id}],
            }),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let id = created.body["id"].as_str().unwrap().to_owned();
    let code = created.body["invite_code"].as_str().unwrap().to_owned();
    let game = format!("/v1/games/{id}");
    let seats = format!("{game}/seats");
    // The code is shown once: not in later reads.
    assert!(app
        .get(&game, &alice.token)
        .await
        .body
        .get("invite_code")
        .is_none());
    // A kept seat is no one else's.
    let taken = app.post(&seats, &bob.token, &json!({"seat": 3})).await;
    assert_eq!(taken.status, StatusCode::CONFLICT);
    assert_eq!(taken.body["code"], "seat_reserved");
    // The document declares it among the join's conflicts.
    let document: Value = serde_json::from_str(&referee::http::openapi::document_json()).unwrap();
    let conflict = &document["paths"]["/v1/games/{id}/seats"]["post"]["responses"]["409"];
    let conflict = match conflict["$ref"].as_str() {
        Some(target) => document.pointer(target.trim_start_matches('#')).unwrap(),
        None => conflict,
    };
    let declared = &conflict["content"]["application/problem+json"]["schema"]["allOf"][1]
        ["properties"]["code"]["enum"];
    assert!(
        declared
            .as_array()
            .is_some_and(|codes| codes.iter().any(|c| c == "seat_reserved")),
        "POST /v1/games/{{id}}/seats declares 409 seat_reserved: {declared}"
    );
    // The creator revokes bob's invitation: the game is gone for him.
    let revoked = app
        .request(
            actix_web::http::Method::DELETE,
            &format!("{game}/invitations/{}", bob.id),
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(revoked.status, StatusCode::NO_CONTENT, "{}", revoked.text);
    assert_eq!(
        app.get(&game, &bob.token).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.post(&seats, &bob.token, &json!({})).await.status,
        StatusCode::NOT_FOUND
    );
    let again = app
        .request(
            actix_web::http::Method::DELETE,
            &format!("{game}/invitations/{}", bob.id),
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(again.body["code"], "invitation_not_found");
    // Only the creator invites.
    let not_creator = app
        .post(
            &format!("{game}/invitations"),
            &carol.token,
            &json!({"player_id": eve.id}),
        )
        .await;
    assert_eq!(not_creator.body["code"], "not_creator");
    // A wrong code opens nothing; the right one lets eve in (lowest seat
    // that is not kept: 1).
    let wrong = app
        .post(&seats, &eve.token, &json!({"invite_code": "0".repeat(32)}))
        .await;
    assert_eq!(wrong.status, StatusCode::NOT_FOUND);
    let joined = app
        .post(&seats, &eve.token, &json!({"invite_code": code}))
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(joined.body["you"]["seat"], 1);
    // A new code replaces the old one; revoked, it opens nothing.
    let fresh = app
        .post_empty(&format!("{game}/invite-code"), &alice.token)
        .await;
    assert_eq!(fresh.status, StatusCode::CREATED);
    let fresh_code = fresh.body["invite_code"].as_str().unwrap().to_owned();
    assert_ne!(fresh_code, code);
    let stale = app
        .post(&seats, &bob.token, &json!({"invite_code": code}))
        .await;
    assert_eq!(stale.status, StatusCode::NOT_FOUND);
    let gone = app
        .request(
            actix_web::http::Method::DELETE,
            &format!("{game}/invite-code"),
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(gone.status, StatusCode::NO_CONTENT);
    assert_eq!(
        app.post(&seats, &bob.token, &json!({"invite_code": fresh_code}))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    // Carol gets her kept seat by default; the invitation ends with the join.
    let carol_joined = app.post(&seats, &carol.token, &json!({})).await;
    assert_eq!(carol_joined.body["you"]["seat"], 3, "{}", carol_joined.text);
    assert!(carol_joined.body["invitations"]
        .as_array()
        .unwrap()
        .is_empty());
}

#[actix_web::test]
async fn a_rematch_invites_the_same_players_with_a_fresh_seed() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 2, "options": {"markers": 1},
                    "visibility": "unlisted", "invite": [{"player_id": bob.id}]}),
        )
        .await;
    let id = created.body["id"].as_str().unwrap().to_owned();
    let game = format!("/v1/games/{id}");
    assert_eq!(
        app.post(&format!("{game}/seats"), &bob.token, &json!({}))
            .await
            .status,
        StatusCode::OK
    );
    let early = app
        .post_empty(&format!("{game}/rematch"), &alice.token)
        .await;
    assert_eq!(early.body["code"], "game_not_finished");
    // Play it out.
    let players = [&alice, &bob];
    let mut turn = 0u8;
    loop {
        let view = app.get(&game, &players[0].token).await;
        if view.body["status"] == "finished" {
            break;
        }
        let seat = view.body["turn"]["seat"].as_u64().unwrap() as usize;
        let mover = app.get(&game, &players[seat].token).await;
        let action = referee::bots::decide(
            "woof-meow-biscuits",
            "random",
            &mover.body["view"],
            [turn; 32],
        )
        .unwrap();
        turn = turn.wrapping_add(1);
        let moved = app
            .post(
                &format!("{game}/moves"),
                &players[seat].token,
                &json!({"game": mover.body["game"], "expected_version": mover.body["version"], "action": action}),
            )
            .await;
        assert_eq!(moved.status, StatusCode::OK, "{}", moved.text);
    }
    let old = app.get(&game, &bob.token).await.body;
    let rematch = app.post_empty(&format!("{game}/rematch"), &bob.token).await;
    assert_eq!(rematch.status, StatusCode::CREATED, "{}", rematch.text);
    let new = &rematch.body;
    assert_eq!(new["rematch_of"], id.as_str());
    assert_eq!(new["visibility"], "unlisted");
    // The options as asked for (a starting seat left to chance is drawn
    // again).
    assert_eq!(new["options"], created.body["options"]);
    assert_eq!(new["seat_count"], 2);
    assert_ne!(
        new["seed_commitment"], old["seed_commitment"],
        "a fresh server seed"
    );
    // Bob keeps his seat; alice is invited to hers, and told.
    assert_eq!(new["you"]["seat"], 1);
    assert_eq!(new["invitations"][0]["player_id"], alice.id.to_string());
    assert_eq!(new["invitations"][0]["seat"], 0);
    let told = app
        .get("/v1/players/me/notifications?limit=500", &alice.token)
        .await;
    let invited = told.body["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["event"]["kind"] == "game_invited")
        .unwrap();
    assert_eq!(invited["event"]["rematch_of"], id.as_str());
    let new_id = new["id"].as_str().unwrap();
    assert_eq!(app.get(&game, &alice.token).await.body["rematch"], new_id);
    // One rematch per game.
    let twice = app
        .post_empty(&format!("{game}/rematch"), &alice.token)
        .await;
    assert_eq!(twice.body["code"], "rematch_exists");
    // Alice accepts by joining: the rematch starts.
    let accepted = app
        .post(
            &format!("/v1/games/{new_id}/seats"),
            &alice.token,
            &json!({}),
        )
        .await;
    assert_eq!(accepted.body["status"], "active", "{}", accepted.text);
    assert_eq!(accepted.body["you"]["seat"], 0);
}
