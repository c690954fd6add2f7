//! Creating, joining, leaving and listing games.

use actix_web::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::spawn;

#[actix_web::test]
async fn joining_fills_seats_and_starts_the_game_conflicts_are_409() {
    let app = spawn().await;
    let (a, b, c, d) = (
        app.player("a").await,
        app.player("b").await,
        app.player("c").await,
        app.player("d").await,
    );
    let reply = app
        .post(
            "/v1/games",
            &a.token,
            &json!({ "game": "shake-it-meerkat", "seats": 3, "seat": 1, "client_seed": "01" }),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED);
    assert_eq!(reply.body["status"], "open");
    assert_eq!(reply.body["view"], Value::Null);
    assert_eq!(reply.body["server_seed"], Value::Null);
    assert_eq!(reply.body["seed_commitment"].as_str().unwrap().len(), 64);
    let id = reply.body["id"].as_str().unwrap().to_owned();
    let seats = format!("/v1/games/{id}/seats");

    let again = app.post(&seats, &a.token, &json!({})).await;
    assert_eq!(
        (again.status, again.body["code"].as_str()),
        (StatusCode::CONFLICT, Some("already_seated"))
    );
    let taken = app.post(&seats, &b.token, &json!({ "seat": 1 })).await;
    assert_eq!(
        (taken.status, taken.body["code"].as_str()),
        (StatusCode::CONFLICT, Some("seat_taken"))
    );
    let range = app.post(&seats, &b.token, &json!({ "seat": 3 })).await;
    assert_eq!(
        (range.status, range.body["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("seat_out_of_range"))
    );
    let big = app
        .post(&seats, &b.token, &json!({ "client_seed": "ab".repeat(65) }))
        .await;
    assert_eq!(big.body["code"], "invalid_client_seed");

    // Leave and come back.
    let left = app
        .request(Method::DELETE, &format!("{seats}/me"), Some(&b.token), None)
        .await;
    assert_eq!(
        (left.status, left.body["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_seated"))
    );
    let joined = app.post(&seats, &b.token, &json!({})).await;
    assert_eq!(joined.body["you"]["seat"], 0, "the lowest free seat");
    let left = app
        .request(Method::DELETE, &format!("{seats}/me"), Some(&b.token), None)
        .await;
    assert_eq!(left.status, StatusCode::NO_CONTENT);
    let joined = app.post(&seats, &b.token, &json!({ "seat": 2 })).await;
    assert_eq!(joined.body["status"], "open");

    let open = app
        .get("/v1/games?status=open&game=shake-it-meerkat", &d.token)
        .await;
    assert_eq!(open.body["total"], 1);
    assert_eq!(open.body["games"][0]["seats_taken"], 2);

    let last = app
        .post(&seats, &c.token, &json!({ "client_seed": "ff" }))
        .await;
    assert_eq!(last.status, StatusCode::OK);
    assert_eq!(
        last.body["status"], "active",
        "the game starts when the last seat fills"
    );
    assert_eq!(last.body["version"], 1);
    assert_eq!(last.body["seats"][1]["client_seed"], "01");
    // Seats filled in the order 1, 2, 0: the deal's step still links from
    // the genesis of the header by seat, as an auditor rebuilds it.
    let bundle = app.audit_bundle(&a, id.parse().unwrap()).await;
    referee::audit::verify(&bundle, &mut |_| {})
        .expect("the started game's audit verifies (seats by seat in its header)");
    let full = app.post(&seats, &d.token, &json!({})).await;
    assert_eq!(
        (full.status, full.body["code"].as_str()),
        (StatusCode::CONFLICT, Some("game_not_open"))
    );
    let leave = app
        .request(Method::DELETE, &format!("{seats}/me"), Some(&c.token), None)
        .await;
    assert_eq!(
        (leave.status, leave.body["code"].as_str()),
        (StatusCode::CONFLICT, Some("game_not_open"))
    );
    assert_eq!(
        app.get("/v1/games?status=open", &d.token).await.body["total"],
        0
    );
    assert_eq!(
        app.get("/v1/games?status=active", &d.token).await.body["total"],
        1
    );

    // "My games", and those waiting on me.
    let turn = last.body["turn"]["seat"].as_u64().unwrap();
    let players = [&c, &a, &b];
    for (seat, player) in players.iter().enumerate() {
        let mine = app.get("/v1/players/me/games", &player.token).await;
        assert_eq!(mine.body["games"].as_array().unwrap().len(), 1);
        assert_eq!(mine.body["total"], 1);
        assert_eq!(mine.body["games"][0]["you"]["seat"], seat);
        let waiting = app
            .get("/v1/players/me/games?turn=mine", &player.token)
            .await;
        assert_eq!(
            waiting.body["games"].as_array().unwrap().len(),
            usize::from(seat as u64 == turn),
            "seat {seat}"
        );
    }
    assert_eq!(
        app.get("/v1/players/me/games", &d.token).await.body,
        json!({"games": [], "total": 0})
    );
}

#[actix_web::test]
async fn catalog_and_health_need_no_token() {
    let app = spawn().await;
    let catalog = app.request(Method::GET, "/v1/catalog", None, None).await;
    assert_eq!(catalog.status, StatusCode::OK);
    let ids: Vec<_> = catalog
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["shake-it-meerkat", "woof-meow-biscuits"]);
    assert_eq!(
        catalog.body[0]["options"][1]["allowed"],
        json!(["rounded", "exact", "hidden"])
    );
    assert_eq!(
        app.request(Method::GET, "/healthz", None, None)
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        app.request(Method::GET, "/readyz", None, None).await.body["status"],
        "ready"
    );
    let docs = app.request(Method::GET, "/openapi.json", None, None).await;
    assert_eq!(docs.body["openapi"], "3.1.0");
    let ui = app.request(Method::GET, "/docs/", None, None).await;
    assert_eq!(ui.status, StatusCode::OK);
    assert!(ui.text.contains("swagger"), "Swagger UI is served");
    // Its assets are vendored (no CDN).
    let css = app
        .request(Method::GET, "/docs/swagger-ui.css", None, None)
        .await;
    assert_eq!(css.status, StatusCode::OK);
    assert!(
        !ui.text.contains("https://"),
        "no external script: {}",
        ui.text
    );
    let bare = app.request(Method::GET, "/docs", None, None).await;
    assert!(bare.status.is_redirection());
    assert_eq!(bare.headers.get("location").unwrap(), "/docs/");
}

#[actix_web::test]
async fn a_malformed_join_body_is_400_and_seats_nobody() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let reply = app
        .post(
            "/v1/games",
            &a.token,
            &json!({ "game": "woof-meow-biscuits", "seats": 2 }),
        )
        .await;
    let id = reply.body["id"].as_str().unwrap().to_owned();
    let req = actix_web::test::TestRequest::post()
        .uri(&format!("/v1/games/{id}/seats"))
        .insert_header(("Authorization", format!("Bearer {}", b.token)))
        .insert_header(("Content-Type", "application/json"))
        .set_payload("{\"seat\": ");
    let reply = app.send(req).await;
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("malformed_json"))
    );
    let reply = app
        .post(
            &format!("/v1/games/{id}/seats"),
            &b.token,
            &json!({ "seat": "one" }),
        )
        .await;
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_body"))
    );
    let reply = app
        .post(
            &format!("/v1/games/{id}/seats"),
            &b.token,
            &json!({ "table": 1 }),
        )
        .await;
    assert_eq!(reply.body["code"], "invalid_body");
    let game = app.get(&format!("/v1/games/{id}"), &a.token).await;
    assert_eq!(game.body["seats"].as_array().unwrap().len(), 1);
    assert_eq!(game.body["status"], "open");
}

#[actix_web::test]
async fn the_creator_aborts_an_open_game_and_its_seed_is_revealed() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let reply = app
        .post(
            "/v1/games",
            &a.token,
            &json!({ "game": "shake-it-meerkat", "seats": 3 }),
        )
        .await;
    let id = reply.body["id"].as_str().unwrap().to_owned();
    let commitment = reply.body["seed_commitment"].as_str().unwrap().to_owned();
    let path = format!("/v1/games/{id}");
    let audit = app.get(&format!("{path}/audit"), &a.token).await;
    assert_eq!(
        (audit.status, audit.body["code"].as_str()),
        (StatusCode::CONFLICT, Some("game_not_started"))
    );
    let stranger = app
        .request(Method::DELETE, &path, Some(&b.token), None)
        .await;
    assert_eq!(
        (stranger.status, stranger.body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("not_creator"))
    );
    let aborted = app
        .request(Method::DELETE, &path, Some(&a.token), None)
        .await;
    assert_eq!(aborted.status, StatusCode::OK, "{}", aborted.text);
    assert_eq!(aborted.body["status"], "aborted");
    let seed = hex::decode(aborted.body["server_seed"].as_str().unwrap()).unwrap();
    assert_eq!(
        hex::encode(referee::fairness::commitment(&seed)),
        commitment
    );
    let again = app
        .request(Method::DELETE, &path, Some(&a.token), None)
        .await;
    assert_eq!(again.body["code"], "game_not_open");
    let join = app
        .post(&format!("{path}/seats"), &b.token, &json!({}))
        .await;
    assert_eq!(join.body["code"], "game_not_open");
    let audit = app.get(&format!("{path}/audit"), &b.token).await;
    assert_eq!(audit.status, StatusCode::OK, "{}", audit.text);
    let bundle: referee::audit::Bundle = serde_json::from_value(audit.body).unwrap();
    assert!(bundle.steps.is_empty());
    let mut lines = Vec::new();
    assert!(referee::audit::verify(&bundle, &mut |l| lines.push(l))
        .unwrap()
        .is_none());
    assert!(lines.iter().any(|l| l.contains("aborted")), "{lines:?}");
}

/// Follows `next` from `first` (a path with its query) to the last page,
/// checking `total` on every page; the ids in the order listed.
async fn walk<S, B>(app: &crate::support::TestApp<S>, first: &str, token: &str) -> Vec<String>
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse<B>,
        Error = actix_web::Error,
    >,
    B: actix_web::body::MessageBody,
{
    let (mut ids, mut path, mut total) = (Vec::new(), first.to_owned(), None);
    loop {
        let page = app.get(&path, token).await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.text);
        let games = page.body["games"].as_array().unwrap();
        assert!(!games.is_empty(), "no empty page before the end: {path}");
        ids.extend(games.iter().map(|g| g["id"].as_str().unwrap().to_owned()));
        let page_total = page.body["total"].as_i64().unwrap();
        assert_eq!(*total.get_or_insert(page_total), page_total);
        match page.body["next"].as_str() {
            Some(next) => path = format!("{first}&cursor={next}"),
            None => break,
        }
    }
    assert_eq!(i64::try_from(ids.len()).unwrap(), total.unwrap());
    ids
}

#[actix_web::test]
async fn lists_are_paged_with_a_next_cursor_that_neither_skips_nor_repeats() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let create = |token: String| {
        let app = &app;
        async move {
            let reply = app
                .post(
                    "/v1/games",
                    &token,
                    &json!({ "game": "shake-it-meerkat", "seats": 3 }),
                )
                .await;
            assert_eq!(reply.status, StatusCode::CREATED);
            reply.body["id"].as_str().unwrap().to_owned()
        }
    };
    let mut created = Vec::new();
    for _ in 0..5 {
        created.push(create(a.token.clone()).await);
    }
    let other = create(b.token.clone()).await;
    // `a` joins `b`'s game: it is one of `a`'s games too.
    let joined = app
        .post(&format!("/v1/games/{other}/seats"), &a.token, &json!({}))
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);

    let newest_first = |mut ids: Vec<String>| {
        ids.reverse();
        ids
    };
    let mut everyone = created.clone();
    everyone.push(other.clone());
    for first in [
        "/v1/games?status=open&limit=2",
        "/v1/games?status=open&limit=1",
    ] {
        assert_eq!(
            walk(&app, first, &b.token).await,
            newest_first(everyone.clone())
        );
    }
    assert_eq!(
        walk(&app, "/v1/players/me/games?limit=2", &a.token).await,
        newest_first(everyone.clone())
    );
    assert_eq!(
        walk(&app, "/v1/players/me/games?limit=4", &b.token).await,
        vec![other.clone()]
    );

    // A game created between two pages shows up in neither of the later
    // ones, and nothing older is skipped.
    let page = app.get("/v1/games?status=open&limit=3", &b.token).await;
    let next = page.body["next"].as_str().unwrap().to_owned();
    let _newer = create(b.token.clone()).await;
    let rest = app
        .get(
            &format!("/v1/games?status=open&limit=3&cursor={next}"),
            &b.token,
        )
        .await;
    let seen: Vec<&str> = page.body["games"]
        .as_array()
        .unwrap()
        .iter()
        .chain(rest.body["games"].as_array().unwrap())
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(seen, newest_first(everyone.clone()));
    assert_eq!(rest.body["next"], Value::Null);

    // Bad pages are 400 problems.
    for (query, says) in [
        (
            "limit=0",
            "`limit`: expected an integer from 1 to 100, got 0",
        ),
        (
            "limit=101",
            "`limit`: expected an integer from 1 to 100, got 101",
        ),
        ("cursor=g12.nope", "`cursor`: not a cursor of this list"),
        ("cursor=d12", "`cursor`: not a cursor of this list"),
        ("offset=2", "offset"),
    ] {
        for list in ["/v1/games", "/v1/players/me/games"] {
            let reply = app.get(&format!("{list}?{query}"), &a.token).await;
            assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{list}?{query}");
            assert_eq!(reply.body["code"], "invalid_query");
            assert!(
                reply.body["detail"].as_str().unwrap().contains(says),
                "{list}?{query}: {}",
                reply.body
            );
        }
    }
    let wrong = app
        .get("/v1/players/me/webhook/deliveries?cursor=g1.x", &a.token)
        .await;
    assert_eq!(
        (wrong.status, wrong.body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_query"))
    );
}

#[actix_web::test]
async fn an_invite_code_opens_a_private_game_only_while_it_is_open() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let eve = app.player("eve").await;
    let private = json!({
        "game": "woof-meow-biscuits", "seats": 2, "visibility": "private", "invite_code": true,
    });
    let missing = app
        .post(
            &format!("/v1/games/{}/seats", uuid::Uuid::new_v4()),
            &eve.token,
            &json!({}),
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let assert_missing = |reply: &crate::support::Reply, what: &str| {
        assert_eq!(
            reply.status,
            StatusCode::NOT_FOUND,
            "{what}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], missing.body["code"], "{what}");
        assert_eq!(reply.body["detail"], missing.body["detail"], "{what}");
    };

    // Started: the code that let bob in tells eve nothing of the game.
    let created = app.post("/v1/games", &alice.token, &private).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let code = created.body["invite_code"].as_str().unwrap().to_owned();
    let seats = format!("/v1/games/{}/seats", created.body["id"].as_str().unwrap());
    let joined = app
        .post(&seats, &bob.token, &json!({ "invite_code": code }))
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(joined.body["status"], "active");
    for body in [
        json!({ "invite_code": code }),
        json!({ "invite_code": code, "seat": 1 }),
        json!({ "invite_code": code, "seat": 0 }),
    ] {
        let late = app.post(&seats, &eve.token, &body).await;
        assert_missing(&late, &format!("started, {body}"));
    }

    // Aborted before anyone used the code: the same.
    let created = app.post("/v1/games", &alice.token, &private).await;
    let code = created.body["invite_code"].as_str().unwrap().to_owned();
    let game = format!("/v1/games/{}", created.body["id"].as_str().unwrap());
    let aborted = app
        .request(Method::DELETE, &game, Some(&alice.token), None)
        .await;
    assert_eq!(aborted.status, StatusCode::OK, "{}", aborted.text);
    let late = app
        .post(
            &format!("{game}/seats"),
            &eve.token,
            &json!({ "invite_code": code }),
        )
        .await;
    assert_missing(&late, "aborted");
    // The players themselves still get the game's own answer.
    let again = app
        .post(&format!("{game}/seats"), &alice.token, &json!({}))
        .await;
    assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.text);
}

/// The caller's games are kept in a list of its own: a game is on it while
/// the caller holds a seat or an invitation there, and off it once it holds
/// neither. A filter that holds only the oldest of a long list walks the
/// list in several batches and still finds it, with the filter's total.
#[actix_web::test]
async fn my_games_follow_seats_and_invitations_and_a_filter_walks_the_whole_list() {
    let app = spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let create = |game: &'static str, visibility: &'static str| {
        let app = &app;
        let token = a.token.clone();
        async move {
            let reply = app
                .post(
                    "/v1/games",
                    &token,
                    &json!({ "game": game, "seats": 3, "visibility": visibility }),
                )
                .await;
            assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
            reply.body["id"].as_str().unwrap().to_owned()
        }
    };
    let mine = |token: String, query: &'static str| {
        let app = &app;
        async move {
            let reply = app
                .get(&format!("/v1/players/me/games{query}"), &token)
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
            let ids: Vec<(String, Value)> = reply.body["games"]
                .as_array()
                .unwrap()
                .iter()
                .map(|g| (g["id"].as_str().unwrap().to_owned(), g["you"].clone()))
                .collect();
            (
                ids,
                reply.body["total"].as_i64().unwrap(),
                reply.body["next"].clone(),
            )
        }
    };

    let oldest = create("woof-meow-biscuits", "private").await;
    let mut meerkat = Vec::new();
    for _ in 0..24 {
        meerkat.push(create("shake-it-meerkat", "public").await);
    }
    let invite = |game: String| {
        let app = &app;
        let (token, player) = (a.token.clone(), b.id);
        async move {
            let reply = app
                .post(
                    &format!("/v1/games/{game}/invitations"),
                    &token,
                    &json!({ "player_id": player }),
                )
                .await;
            assert!(reply.status.is_success(), "{}", reply.text);
        }
    };

    // Invited: listed without a seat. Revoked: gone.
    invite(oldest.clone()).await;
    invite(meerkat[3].clone()).await;
    let (listed, total, _) = mine(b.token.clone(), "").await;
    assert_eq!(
        listed,
        vec![
            (meerkat[3].clone(), Value::Null),
            (oldest.clone(), Value::Null)
        ]
    );
    assert_eq!(total, 2);
    let revoked = app
        .request(
            Method::DELETE,
            &format!("/v1/games/{}/invitations/{}", meerkat[3], b.id),
            Some(&a.token),
            None,
        )
        .await;
    assert_eq!(revoked.status, StatusCode::NO_CONTENT, "{}", revoked.text);
    // The invitation accepted: listed once, with the seat taken.
    let joined = app
        .post(
            &format!("/v1/games/{oldest}/seats"),
            &b.token,
            &json!({ "seat": 2 }),
        )
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    // Joined and left: gone again.
    let seats = format!("/v1/games/{}/seats", meerkat[7]);
    assert_eq!(
        app.post(&seats, &b.token, &json!({})).await.status,
        StatusCode::OK
    );
    assert_eq!(mine(b.token.clone(), "").await.1, 2);
    let left = app
        .request(Method::DELETE, &format!("{seats}/me"), Some(&b.token), None)
        .await;
    assert_eq!(left.status, StatusCode::NO_CONTENT);
    assert_eq!(
        mine(b.token.clone(), "").await,
        (vec![(oldest.clone(), json!({ "seat": 2 }))], 1, Value::Null)
    );

    // The creator's list: every game, newest first.
    let (first, total, next) = mine(a.token.clone(), "?limit=5").await;
    assert_eq!(total, 25);
    assert_eq!(
        first.iter().map(|(id, _)| id.clone()).collect::<Vec<_>>(),
        meerkat.iter().rev().take(5).cloned().collect::<Vec<_>>()
    );
    assert!(next.is_string());
    // Filters that hold only the oldest game walk past the 24 newer ones.
    for query in [
        "?game=woof-meow-biscuits&limit=1",
        "?visibility=private&limit=2",
        "?game=woof-meow-biscuits&status=open",
    ] {
        let (found, total, next) = mine(a.token.clone(), query).await;
        assert_eq!(
            found,
            vec![(oldest.clone(), json!({ "seat": 0 }))],
            "{query}"
        );
        assert_eq!((total, next), (1, Value::Null), "{query}");
    }
    let (none, total, next) = mine(a.token.clone(), "?status=active").await;
    assert_eq!((none, total, next), (vec![], 0, Value::Null));
    // A filter's pages: no game skipped or repeated across batches.
    assert_eq!(
        walk(
            &app,
            "/v1/players/me/games?game=shake-it-meerkat&limit=3",
            &a.token
        )
        .await,
        meerkat.iter().rev().cloned().collect::<Vec<_>>()
    );
}

/// Whether every listed entry of `game` is marked ended, and how many there
/// are; with `wait`, read again until they all are, for at most 30 s (on
/// Citus the mark of a finished game comes with its notifications, an
/// instant after the step).
fn ended_entries(db: &crate::support::TestDb, game: &str, wait: bool) -> (bool, i64) {
    use diesel::prelude::*;
    #[derive(QueryableByName)]
    struct Entries {
        #[diesel(sql_type = diesel::sql_types::Bool)]
        ended: bool,
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let entries: Entries = diesel::sql_query(
            "SELECT coalesce(bool_and(ended), false) AS ended, count(*) AS n
             FROM player_games WHERE game_id = $1::uuid",
        )
        .bind::<diesel::sql_types::Text, _>(game)
        .get_result(&mut db.conn())
        .unwrap();
        if !wait || entries.ended || std::time::Instant::now() > deadline {
            return (entries.ended, entries.n);
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// A game that finished or was aborted is marked ended in the list of each
/// player seated or invited in it, so the lists of open and running games
/// no longer read it; the lists still answer by each game's own status.
#[actix_web::test]
async fn a_finished_or_aborted_game_is_marked_ended_in_its_players_lists() {
    let app = spawn().await;
    let (a, b, c) = (
        app.player("a").await,
        app.player("b").await,
        app.player("c").await,
    );
    let create = |body: Value| {
        let app = &app;
        let token = a.token.clone();
        async move {
            let reply = app.post("/v1/games", &token, &body).await;
            assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
            reply.body["id"].as_str().unwrap().to_owned()
        }
    };
    let finished = create(json!({ "game": "woof-meow-biscuits", "seats": 2 })).await;
    let joined = app
        .post(&format!("/v1/games/{finished}/seats"), &b.token, &json!({}))
        .await;
    assert_eq!(joined.body["status"], "active", "{}", joined.text);
    let running = create(json!({ "game": "woof-meow-biscuits", "seats": 2 })).await;
    let joined = app
        .post(&format!("/v1/games/{running}/seats"), &b.token, &json!({}))
        .await;
    assert_eq!(joined.body["status"], "active", "{}", joined.text);
    assert_eq!(ended_entries(&app.db, &running, false), (false, 2));

    // Both seats resign: the referee plays the game to its end.
    for player in [&a, &b] {
        let resigned = app
            .post_empty(&format!("/v1/games/{finished}/resign"), &player.token)
            .await;
        assert_eq!(resigned.status, StatusCode::OK, "{}", resigned.text);
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while app
        .get(&format!("/v1/games/{finished}"), &a.token)
        .await
        .body["status"]
        != "finished"
    {
        assert!(std::time::Instant::now() < deadline, "the game ends");
        actix_web::rt::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(ended_entries(&app.db, &finished, true), (true, 2));

    // Aborted while open: the seated creator, the seated and the invited.
    let aborted = create(json!({ "game": "shake-it-meerkat", "seats": 3 })).await;
    let joined = app
        .post(&format!("/v1/games/{aborted}/seats"), &b.token, &json!({}))
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    let invited = app
        .post(
            &format!("/v1/games/{aborted}/invitations"),
            &a.token,
            &json!({ "player_id": c.id }),
        )
        .await;
    assert!(invited.status.is_success(), "{}", invited.text);
    let gone = app
        .request(
            Method::DELETE,
            &format!("/v1/games/{aborted}"),
            Some(&a.token),
            None,
        )
        .await;
    assert!(gone.status.is_success(), "{}", gone.text);
    assert_eq!(ended_entries(&app.db, &aborted, true), (true, 3));
    assert_eq!(ended_entries(&app.db, &running, false), (false, 2));

    // The lists answer by each game's status.
    let ids = |reply: &crate::support::Reply| -> Vec<String> {
        reply.body["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_str().unwrap().to_owned())
            .collect()
    };
    for (query, expected) in [
        ("?status=active", vec![running.clone()]),
        ("?status=finished", vec![finished.clone()]),
        ("?status=aborted", vec![aborted.clone()]),
        ("?status=open", vec![]),
        ("", vec![aborted.clone(), running.clone(), finished.clone()]),
    ] {
        let reply = app
            .get(&format!("/v1/players/me/games{query}"), &b.token)
            .await;
        assert_eq!(ids(&reply), expected, "{query}");
        assert_eq!(reply.body["total"], expected.len(), "{query}");
    }
    let mine = app.get("/v1/players/me/games?turn=mine", &a.token).await;
    let theirs = app.get("/v1/players/me/games?turn=mine", &b.token).await;
    let mut waiting = ids(&mine);
    waiting.extend(ids(&theirs));
    assert_eq!(
        waiting,
        vec![running.clone()],
        "the running game waits on one of them"
    );
}
