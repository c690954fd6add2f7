//! Rated games (docs/RATINGS.md): who may be rated, the changes a finished
//! rated game makes, profiles, histories and leaderboards, and `referee
//! ratings verify` recomputing every stored figure bit for bit.

use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use diesel::RunQueryDsl as _;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{spawn, Player, TestApp};

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};

/// A rated 2- or 3-seat Biscuits game of `players` (seat 0 starts).
async fn rated_game<S, B>(app: &TestApp<S>, players: &[Player]) -> Uuid
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let body = json!({
        "game": "woof-meow-biscuits",
        "seats": players.len(),
        "options": {"starting_seat": 0, "markers": 3},
        "rated": true,
    });
    let reply = app.post("/v1/games", &players[0].token, &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(reply.body["rated"], true);
    let id: Uuid = reply.body["id"].as_str().unwrap().parse().unwrap();
    for player in &players[1..] {
        let joined = app
            .post(&format!("/v1/games/{id}/seats"), &player.token, &json!({}))
            .await;
        assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    }
    id
}

/// Plays game `id` to its end; its final document.
async fn play_out<S, B>(app: &TestApp<S>, players: &[Player], id: Uuid) -> Value
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    for _ in 0..3000 {
        let game = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
        if game.body["status"] != "active" {
            return game.body;
        }
        app.move_once(players, id).await;
    }
    panic!("game {id} did not end");
}

/// Waits until `player`'s profile counts `games` rated games.
async fn profile_after<S, B>(app: &TestApp<S>, viewer: &Player, player: Uuid, games: i64) -> Value
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let profile = app
            .get(&format!("/v1/players/{player}"), &viewer.token)
            .await;
        assert_eq!(profile.status, StatusCode::OK, "{}", profile.text);
        if profile.body["rated_games"] == games {
            return profile.body;
        }
        assert!(
            Instant::now() < deadline,
            "no rating after 30 s: {}",
            profile.text
        );
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

#[actix_web::test]
async fn only_public_or_unlisted_games_of_people_can_be_rated() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    for (body, what) in [
        (
            json!({"game": "woof-meow-biscuits", "seats": 2, "rated": true, "bots": ["random"]}),
            "bots",
        ),
        (
            json!({"game": "woof-meow-biscuits", "seats": 2, "rated": true, "visibility": "private"}),
            "private",
        ),
    ] {
        let reply = app.post("/v1/games", &alice.token, &body).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{what}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], "unratable_game", "{what}");
    }
    let open = app
        .post("/v1/games", &alice.token, &json!({"game": "woof-meow-biscuits", "seats": 2, "rated": true, "visibility": "unlisted"}))
        .await;
    assert_eq!(open.status, StatusCode::CREATED, "{}", open.text);
    let id = open.body["id"].as_str().unwrap();
    let bot = app
        .post(
            &format!("/v1/games/{id}/seats"),
            &alice.token,
            &json!({"bot": "random"}),
        )
        .await;
    assert_eq!(bot.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", bot.text);
    assert_eq!(bot.body["code"], "unratable_game");
    let game = app.get(&format!("/v1/games/{id}"), &alice.token).await;
    assert_eq!(
        game.body["seats"].as_array().unwrap().len(),
        1,
        "nothing changed"
    );
}

#[actix_web::test]
async fn a_finished_rated_game_changes_ratings_an_aborted_one_nothing_and_verify_agrees() {
    let app = spawn().await;
    let players = [
        app.player("ann").await,
        app.player("bob").await,
        app.player("cy").await,
    ];
    // An aborted rated game changes nothing.
    let aborted = app
        .post(
            "/v1/games",
            &players[0].token,
            &json!({"game": "woof-meow-biscuits", "seats": 2, "rated": true}),
        )
        .await;
    let aborted_id = aborted.body["id"].as_str().unwrap();
    let reply = app
        .request(
            actix_web::http::Method::DELETE,
            &format!("/v1/games/{aborted_id}"),
            Some(&players[0].token),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    // Five rated games: two of three seats, three of two.
    let tables: [&[Player]; 5] = [
        &players[..],
        &players[..2],
        &[players[1].clone(), players[2].clone()],
        &players[..],
        &[players[2].clone(), players[0].clone()],
    ];
    let mut counts = std::collections::HashMap::new();
    let mut last = None;
    for table in tables {
        let id = rated_game(&app, table).await;
        last = Some(id);
        let end = play_out(&app, table, id).await;
        assert_eq!(end["status"], "finished");
        for p in table {
            *counts.entry(p.id).or_insert(0i64) += 1;
        }
        for p in table {
            profile_after(&app, &players[0], p.id, counts[&p.id]).await;
        }
    }
    let ann = profile_after(&app, &players[1], players[0].id, 4).await;
    let rating = &ann["ratings"][0];
    assert_eq!(rating["game"], "woof-meow-biscuits");
    assert_eq!(rating["games"], 4);
    assert_eq!(
        rating["provisional"], true,
        "four games do not settle a rating"
    );
    let shown = rating["mu"].as_f64().unwrap() - 3.0 * rating["sigma"].as_f64().unwrap();
    assert!((rating["shown"].as_f64().unwrap() - shown).abs() < 1e-9);
    assert!(ann["recent_games"].as_array().unwrap().len() >= 4);
    // The history: one change per rated game, each naming its game.
    let history = app
        .get(
            &format!("/v1/players/{}/ratings/history?limit=3", players[0].id),
            &players[2].token,
        )
        .await;
    assert_eq!(history.status, StatusCode::OK, "{}", history.text);
    assert_eq!(history.body["changes"].as_array().unwrap().len(), 3);
    let after = history.body["next_after"].as_i64().expect("a next page");
    let rest = app
        .get(
            &format!(
                "/v1/players/{}/ratings/history?after={after}",
                players[0].id
            ),
            &players[2].token,
        )
        .await;
    assert_eq!(rest.body["changes"].as_array().unwrap().len(), 1);
    assert!(rest.body["next_after"].is_null());
    let first = &history.body["changes"][0];
    assert_eq!(first["before"]["mu"], 25.0);
    assert_ne!(first["game_id"], aborted_id);
    // Provisional ratings stay off the leaderboard.
    let board = app
        .get("/v1/leaderboards/woof-meow-biscuits", &players[0].token)
        .await;
    assert_eq!(board.status, StatusCode::OK, "{}", board.text);
    assert_eq!(board.body["entries"], json!([]));
    let unknown = app.get("/v1/leaderboards/chess", &players[0].token).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(unknown.body["code"], "unknown_game");

    // The bundle and the log say the game is rated, so that which games
    // count is provable, not the server's word.
    let last = last.unwrap();
    let bundle = app.audit_bundle(&players[0], last).await;
    assert!(bundle.header.rated);
    assert!(bundle.header.seats.iter().all(|s| s.bot.is_none()));
    let mut conn = app.db.async_conn().await;
    referee::game::log::append_pending(&mut conn, chrono::Utc::now())
        .await
        .unwrap();
    for (game, flag) in [
        (last.to_string(), "\nrated\n"),
        (aborted_id.to_owned(), "\nrated\n"),
    ] {
        let proof = app
            .get(&format!("/v1/log/proof/{game}"), &players[0].token)
            .await;
        assert_eq!(proof.status, StatusCode::OK, "{}", proof.text);
        let leaf = proof.body["leaf"].as_str().unwrap();
        assert!(
            leaf.starts_with("referee-log-leaf/v2\n") && leaf.ends_with(flag),
            "{leaf}"
        );
    }
    let proof: referee::transparency::InclusionProof = serde_json::from_value(
        app.get(&format!("/v1/log/proof/{last}"), &players[0].token)
            .await
            .body,
    )
    .unwrap();
    proof.check_bundle(&bundle).unwrap();
    let mut unrated = bundle.clone();
    unrated.header.rated = false;
    assert!(
        proof.check_bundle(&unrated).is_err(),
        "the leaf pins the flag"
    );

    // Recomputed from the bundles: every figure, bit for bit.
    let mut said = Vec::new();
    let verified = referee::game::ratings::verify_all(&mut conn, &mut |line| said.push(line))
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (verified.games, verified.changes, verified.ratings),
        (5, 12, 3)
    );
    // One stored figure off by the least amount a double can be: found.
    diesel::sql_query(
        "UPDATE rating_changes SET mu_after = mu_after + mu_after * 2.3e-16 \
         WHERE seq = (SELECT max(seq) FROM rating_changes)",
    )
    .execute(&mut app.db.conn())
    .unwrap();
    let failed = referee::game::ratings::verify_all(&mut conn, &mut |_| {}).await;
    let err = failed
        .err()
        .expect("a changed figure fails the verification");
    assert!(err.contains("recomputed"), "{err}");
}

#[actix_web::test]
async fn settled_ratings_make_the_leaderboard_with_ranks_and_pages() {
    let app = spawn().await;
    let players = [app.player("ann").await, app.player("bob").await];
    // Games between two players until both ratings settle: a dozen when
    // they share the wins, more when one wins most (the surer a result,
    // the less a game teaches).
    let mut games = 0;
    for n in 1..=40 {
        let id = rated_game(&app, &players).await;
        play_out(&app, &players, id).await;
        let mut both = true;
        for player in &players {
            let profile = profile_after(&app, &players[0], player.id, n).await;
            both &= profile["ratings"][0]["provisional"] == false;
        }
        if both {
            games = n;
            break;
        }
    }
    assert!(games >= 10, "settled after {games} games (0: not in 40)");
    let first = app
        .get(
            "/v1/leaderboards/woof-meow-biscuits?limit=1",
            &players[0].token,
        )
        .await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    assert_eq!(first.body["entries"][0]["rank"], 1);
    let cursor = first.body["next"].as_str().expect("a second page");
    let second = app
        .get(
            &format!("/v1/leaderboards/woof-meow-biscuits?limit=1&cursor={cursor}"),
            &players[0].token,
        )
        .await;
    let entries = second.body["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 1);
    assert!(entries[0]["rank"].as_i64().unwrap() >= 1);
    assert_ne!(
        entries[0]["player_id"],
        first.body["entries"][0]["player_id"]
    );
    assert!(second.body["next"].is_null());
    let shown = |e: &Value| e["rating"]["shown"].as_f64().unwrap();
    assert!(shown(&first.body["entries"][0]) >= shown(&entries[0]));
}

/// A GET without a token.
async fn anonymous<S, B>(app: &TestApp<S>, path: &str) -> crate::support::Reply
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    app.request(actix_web::http::Method::GET, path, None, None)
        .await
}

/// Runs `sql` (an advisory lock's call) on `conn`, a connection of the
/// test's own.
async fn advisory(conn: &mut referee::store::AsyncPgConnection, call: &str) {
    let sql = format!("SELECT {call}({})", referee::store::locks::RATINGS_APPLIER);
    diesel_async::RunQueryDsl::execute(diesel::sql_query(sql), conn)
        .await
        .unwrap();
}

#[actix_web::test]
async fn a_rated_games_changes_appear_on_the_game_with_a_new_etag_and_anyone_reads_ratings() {
    let app = spawn().await;
    let players = [app.player("ann").await, app.player("bob").await];
    // No game is rated while the test holds the appliers' lock.
    let mut lock = app.db.async_conn().await;
    advisory(&mut lock, "pg_advisory_lock").await;
    let id = rated_game(&app, &players).await;
    let end = play_out(&app, &players, id).await;
    assert_eq!(end["status"], "finished");
    assert!(end["rating_changes"].is_null(), "not rated yet: {end}");
    let path = format!("/v1/games/{id}");
    let before = app.get(&path, &players[0].token).await;
    assert!(before.body["rating_changes"].is_null());
    let etag = before.etag();

    // A long-poll on the finished game answers once its ratings are
    // applied, with another ETag.
    let wait = actix_web::test::TestRequest::get()
        .uri(&format!("{path}?wait=30"))
        .insert_header(("Authorization", format!("Bearer {}", players[0].token)))
        .insert_header(("If-None-Match", etag.clone()));
    let release = async {
        actix_web::rt::time::sleep(Duration::from_millis(200)).await;
        advisory(&mut lock, "pg_advisory_unlock").await;
    };
    let asked = Instant::now();
    let (after, ()) = tokio::join!(app.send(wait), release);
    assert_eq!(after.status, StatusCode::OK, "{}", after.text);
    assert!(
        asked.elapsed() < Duration::from_secs(10),
        "woken when rated, not at the wait's end"
    );
    assert_ne!(after.etag(), etag);
    let changes = after.body["rating_changes"].as_array().expect("rated");
    assert_eq!(changes.len(), 2, "{}", after.text);
    let winners = after.body["outcome"]["winners"].as_array().unwrap();
    for (seat, (change, player)) in changes.iter().zip(&players).enumerate() {
        assert_eq!(change["seat"], seat);
        assert_eq!(change["player_id"], player.id.to_string());
        assert_eq!(
            change["place"] == 1,
            winners.contains(&json!(seat)),
            "{change}"
        );
        // New players go in at 25 and 25/3, shown 0 (to rounding).
        assert_eq!(change["before"]["mu"], 25.0);
        assert_eq!(change["before"]["sigma"], 25.0 / 3.0);
        for figures in [&change["before"], &change["after"]] {
            let shown = figures["mu"].as_f64().unwrap() - 3.0 * figures["sigma"].as_f64().unwrap();
            assert!((figures["shown"].as_f64().unwrap() - shown).abs() < 1e-9);
        }
        // The figures of the player's history, read without a token.
        let history = anonymous(&app, &format!("/v1/players/{}/ratings/history", player.id)).await;
        assert_eq!(history.status, StatusCode::OK, "{}", history.text);
        let stored = &history.body["changes"][0];
        assert_eq!(stored["game_id"], id.to_string());
        assert_eq!(
            (&stored["before"], &stored["after"], &stored["place"]),
            (&change["before"], &change["after"], &change["place"])
        );
    }
    // Unchanged since: 304, and the same changes on a plain read.
    let again = app
        .send(
            actix_web::test::TestRequest::get()
                .uri(&path)
                .insert_header(("Authorization", format!("Bearer {}", players[1].token)))
                .insert_header(("If-None-Match", after.etag())),
        )
        .await;
    assert_eq!(again.status, StatusCode::OK, "another seat, another tag");
    assert_eq!(again.body["rating_changes"], after.body["rating_changes"]);
    let unchanged = app
        .send(
            actix_web::test::TestRequest::get()
                .uri(&path)
                .insert_header(("Authorization", format!("Bearer {}", players[0].token)))
                .insert_header(("If-None-Match", after.etag())),
        )
        .await;
    assert_eq!(unchanged.status, StatusCode::NOT_MODIFIED);

    // Profiles and leaderboards need no token either; their refusals are
    // the same problems as with one.
    let profile = anonymous(&app, &format!("/v1/players/{}", players[0].id)).await;
    assert_eq!(profile.status, StatusCode::OK, "{}", profile.text);
    assert_eq!(profile.body["rated_games"], 1);
    assert_eq!(profile.body["recent_games"][0]["id"], id.to_string());
    let board = anonymous(&app, "/v1/leaderboards/woof-meow-biscuits").await;
    assert_eq!(board.status, StatusCode::OK, "{}", board.text);
    for (path, status, code) in [
        (
            format!("/v1/players/{}", Uuid::new_v4()),
            StatusCode::NOT_FOUND,
            "unknown_player",
        ),
        (
            format!("/v1/players/{}/ratings/history?after=-1", players[0].id),
            StatusCode::BAD_REQUEST,
            "invalid_query",
        ),
        (
            "/v1/leaderboards/chess".to_owned(),
            StatusCode::NOT_FOUND,
            "unknown_game",
        ),
        (
            "/v1/leaderboards/woof-meow-biscuits?limit=0".to_owned(),
            StatusCode::BAD_REQUEST,
            "invalid_query",
        ),
    ] {
        let reply = anonymous(&app, &path).await;
        assert_eq!(
            (reply.status, reply.body["code"].as_str()),
            (status, Some(code)),
            "{path}: {}",
            reply.text
        );
    }
}

/// Creates a 2-seat Biscuits game of `players` (seat 0 starts) with
/// `extra` fields, has the others join, and plays it out.
async fn finished_game<S, B>(app: &TestApp<S>, players: &[Player], extra: Value) -> Uuid
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let mut body = json!({
        "game": "woof-meow-biscuits",
        "seats": players.len(),
        "options": {"starting_seat": 0, "markers": 3},
    });
    body.as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    let reply = app.post("/v1/games", &players[0].token, &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let id: Uuid = reply.body["id"].as_str().unwrap().parse().unwrap();
    for player in &players[1..] {
        let joined = app
            .post(&format!("/v1/games/{id}/seats"), &player.token, &json!({}))
            .await;
        assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    }
    let end = play_out(app, players, id).await;
    assert_eq!(end["status"], "finished");
    assert!(end["rating_changes"].is_null(), "unrated: {end}");
    id
}

#[actix_web::test]
async fn a_profile_lists_the_games_anyone_may_read_with_who_played_and_how_they_ended() {
    let app = spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let pair = [alice.clone(), bob.clone()];
    let public = finished_game(&app, &pair, json!({})).await;
    // Not for a profile: games not everyone may read.
    for extra in [
        json!({"visibility": "unlisted"}),
        json!({"visibility": "private", "invite": [{"player_id": bob.id}]}),
        json!({"spectators": "players"}),
    ] {
        finished_game(&app, &pair, extra).await;
    }
    // Alice against a bot, played to its end (the bot moves by itself).
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 2, "options": {"starting_seat": 0, "markers": 3}, "bots": ["random"]}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let with_bot: Uuid = created.body["id"].as_str().unwrap().parse().unwrap();
    let path = format!("/v1/games/{with_bot}");
    let deadline = Instant::now() + Duration::from_secs(60);
    let bot_game = loop {
        let game = app.get(&path, &alice.token).await;
        if game.body["status"] == "finished" {
            break game.body;
        }
        if game.body["turn"]["seat"] == 0 {
            app.move_once(std::slice::from_ref(&alice), with_bot).await;
        } else {
            assert!(Instant::now() < deadline, "the bot did not move");
            actix_web::rt::time::sleep(Duration::from_millis(10)).await;
        }
    };

    let profile = anonymous(&app, &format!("/v1/players/{}", alice.id)).await;
    assert_eq!(profile.status, StatusCode::OK, "{}", profile.text);
    let recent = profile.body["recent_games"].as_array().unwrap();
    let ids: Vec<&str> = recent.iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert_eq!(
        ids,
        [with_bot.to_string(), public.to_string()],
        "newest first, only those anyone may read"
    );
    let public_game = app.get(&format!("/v1/games/{public}"), &alice.token).await;
    for (entry, game) in recent.iter().zip([&bot_game, &public_game.body]) {
        assert_eq!(entry["seat"], 0);
        assert_eq!(entry["scores"], game["outcome"]["scores"]);
        assert_eq!(entry["winners"], game["outcome"]["winners"]);
        let won = game["outcome"]["winners"]
            .as_array()
            .unwrap()
            .contains(&json!(0));
        assert_eq!(entry["won"], won);
        assert_eq!(entry["rated"], false);
        assert_eq!(entry["game"], "woof-meow-biscuits");
    }
    assert_eq!(
        recent[1]["seats"],
        json!([
            {"seat": 0, "name": "alice", "player_id": alice.id, "bot": null},
            {"seat": 1, "name": "bob", "player_id": bob.id, "bot": null},
        ])
    );
    assert_eq!(
        recent[0]["seats"],
        json!([
            {"seat": 0, "name": "alice", "player_id": alice.id, "bot": null},
            {"seat": 1, "name": "random (bot)", "player_id": null, "bot": "random"},
        ])
    );
    // The bot's own profile lists its game, from its seat.
    let bot_id = bot_game["seats"][1]["player_id"].as_str().unwrap();
    let bot = anonymous(&app, &format!("/v1/players/{bot_id}")).await;
    assert_eq!(bot.status, StatusCode::OK, "{}", bot.text);
    assert_eq!(bot.body["recent_games"][0]["seat"], 1);
    assert_eq!(bot.body["recent_games"][0]["id"], with_bot.to_string());
}

#[actix_web::test]
async fn leaderboard_pages_rank_ties_and_deep_pages_as_rank_over_the_whole_board() {
    let app = spawn().await;
    // A board written straight into the table: settled ratings with ties
    // at every page boundary a page of 3 can meet, and provisional ones
    // (sigma above 6) that must stay off it.
    let mut players = Vec::new();
    for n in 0..23 {
        players.push(app.player(&format!("p{n}")).await);
    }
    let mut settled = Vec::new();
    {
        let mut conn = app.db.conn();
        for (n, player) in players.iter().enumerate() {
            let (mu, sigma) = if n % 7 == 6 {
                (40.0, 6.5)
            } else {
                (20.0 + f64::from(u8::try_from(n % 5).unwrap()), 2.0)
            };
            diesel::sql_query(
                "INSERT INTO ratings (player_id, game, mu, sigma, games, wins, last_played)
                 VALUES ($1, 'woof-meow-biscuits', $2, $3, 12, 3, now())",
            )
            .bind::<diesel::sql_types::Uuid, _>(player.id)
            .bind::<diesel::sql_types::Double, _>(mu)
            .bind::<diesel::sql_types::Double, _>(sigma)
            .execute(&mut conn)
            .unwrap();
            if sigma <= 6.0 {
                settled.push((mu - 3.0 * sigma, player.id));
            }
        }
    }
    // The oracle: best shown first, then by player id; rank = 1 + the
    // number of better shown ratings.
    settled.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let expected: Vec<(i64, Uuid)> = settled
        .iter()
        .map(|(shown, id)| {
            let better = settled.iter().filter(|(s, _)| s > shown).count();
            (i64::try_from(better).unwrap() + 1, *id)
        })
        .collect();
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            Some(c) => format!("/v1/leaderboards/woof-meow-biscuits?limit=3&cursor={c}"),
            None => "/v1/leaderboards/woof-meow-biscuits?limit=3".to_owned(),
        };
        let page = anonymous(&app, &path).await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.text);
        for entry in page.body["entries"].as_array().unwrap() {
            let id: Uuid = entry["player_id"].as_str().unwrap().parse().unwrap();
            seen.push((entry["rank"].as_i64().unwrap(), id));
        }
        match page.body["next"].as_str() {
            Some(next) => cursor = Some(next.to_owned()),
            None => break,
        }
        assert!(seen.len() <= expected.len(), "the pages do not end");
    }
    assert_eq!(seen, expected);
    // A cursor of another form is refused, not read as the first page.
    let old = anonymous(
        &app,
        &format!(
            "/v1/leaderboards/woof-meow-biscuits?cursor=r2.{}",
            players[0].id.simple()
        ),
    )
    .await;
    assert_eq!(
        (old.status, old.body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_query")),
        "{}",
        old.text
    );
}
