//! Matchmaking: seeks, their limits, and the matchmaker seating them.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Nullable, Text, Uuid as SqlUuid};
use diesel_async::AsyncConnection;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{spawn, Player, TestApp};
use referee::config::{LimitConfig, SeekConfig};
use referee::game::seeks::SeekRequest;

const BISCUITS: &str = "woof-meow-biscuits";

/// Settings under which every rating fits every other at once.
const ANY_GAP: SeekConfig = SeekConfig {
    seek_ttl_secs: 3_600,
    rating_gap: 1_000.0,
    gap_per_min: 0.0,
};

async fn seek<S, B>(app: &TestApp<S>, player: &Player, body: Value) -> Value
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let reply = app.post("/v1/seeks", &player.token, &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    reply.body
}

async fn my_seeks<S, B>(app: &TestApp<S>, player: &Player) -> Vec<Value>
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let reply = app.get("/v1/players/me/seeks", &player.token).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    reply.body.as_array().unwrap().clone()
}

/// The seek `id` of `player` once its status is `status` (the matchmaker
/// runs every second; a generous bound for a loaded machine).
async fn seek_when<S, B>(app: &TestApp<S>, player: &Player, id: &Value, status: &str) -> Value
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    for _ in 0..300 {
        let seeks = my_seeks(app, player).await;
        let found = seeks.iter().find(|s| &s["id"] == id).unwrap().clone();
        if found["status"] == status {
            return found;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("seek {id} never became {status}");
}

/// Stores seeks together, in one transaction: the matchmaker sees all of
/// them or none.
async fn seek_together<S>(app: &TestApp<S>, seeks: Vec<(Uuid, SeekRequest)>) {
    let mut conn = app.db.async_conn().await;
    let settings = app.state.seeks;
    let now = app.state.clock.now();
    conn.transaction::<_, referee::game::Error, _>(async |conn| {
        // A millisecond apart: the matchmaker takes them in this order.
        for (i, (_, request)) in (0..).zip(seeks) {
            let at = now + chrono::Duration::milliseconds(i);
            referee::game::seeks::create(conn, &settings, 0, at, request).await?;
        }
        Ok(())
    })
    .await
    .unwrap();
}

fn request(player: Uuid, seats: u8) -> SeekRequest {
    SeekRequest {
        player,
        game: BISCUITS.to_owned(),
        options: json!({}),
        seats,
        rated: false,
        turn_time: None,
        min_rating: None,
        max_rating: None,
        bot_after_secs: None,
    }
}

/// Gives `player` a rating in Biscuits whose shown figure is `shown`
/// (sigma 5: mu is `shown + 15`).
fn rate(app_db: &crate::support::TestDb, player: Uuid, shown: f64) {
    diesel::sql_query(
        "INSERT INTO ratings (player_id, game, mu, sigma, games, wins, last_played) \
         VALUES ($1, 'woof-meow-biscuits', $2, 5, 10, 5, now())",
    )
    .bind::<SqlUuid, _>(player)
    .bind::<diesel::sql_types::Double, _>(shown + 15.0)
    .execute(&mut app_db.conn())
    .unwrap();
}

/// The players seated in game `id`, by seat.
async fn seated<S, B>(app: &TestApp<S>, player: &Player, id: &str) -> (Value, Vec<String>)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let game = app.get(&format!("/v1/games/{id}"), &player.token).await;
    assert_eq!(game.status, StatusCode::OK, "{}", game.text);
    let seats = game.body["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["player_id"].as_str().unwrap().to_owned())
        .collect();
    (game.body, seats)
}

async fn notified_kinds<S, B>(app: &TestApp<S>, player: &Player) -> Vec<(String, Value)>
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let page = app
        .get(
            "/v1/players/me/notifications?after=0&limit=100",
            &player.token,
        )
        .await;
    page.body["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            (
                n["event"]["kind"].as_str().unwrap().to_owned(),
                n["event"]["game_id"].clone(),
            )
        })
        .collect()
}

#[actix_web::test]
async fn two_seeks_meet_in_a_started_game_and_each_player_is_told() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let a = seek(&app, &alice, json!({"game": BISCUITS, "seats": 2})).await;
    assert_eq!(a["status"], "waiting");
    assert_eq!(a["game_id"], Value::Null);
    let b = seek(&app, &bob, json!({"game": BISCUITS, "seats": 2})).await;
    let a = seek_when(&app, &alice, &a["id"], "matched").await;
    let b = seek_when(&app, &bob, &b["id"], "matched").await;
    assert_eq!(a["game_id"], b["game_id"]);
    let id = a["game_id"].as_str().unwrap();
    let (game, seats) = seated(&app, &alice, id).await;
    assert_eq!(game["status"], "active");
    assert_eq!(game["rated"], false);
    let mut expected = vec![alice.id.to_string(), bob.id.to_string()];
    let mut got = seats.clone();
    expected.sort();
    got.sort();
    assert_eq!(got, expected);
    for player in [&alice, &bob] {
        let told = notified_kinds(&app, player).await;
        assert!(
            told.contains(&("game_started".to_owned(), json!(id))),
            "{told:?}"
        );
    }
    // A matched seek cannot be cancelled.
    let cancel = app
        .request(
            Method::DELETE,
            &format!("/v1/seeks/{}", a["id"].as_str().unwrap()),
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(cancel.status, StatusCode::CONFLICT);
    assert_eq!(cancel.body["code"], "seek_not_waiting");
}

#[actix_web::test]
async fn tables_of_three_to_five_fill_only_with_their_own_kind() {
    let app = spawn().await;
    let mut all = Vec::new();
    for seats in 3..=5u64 {
        for i in 0..seats {
            let player = app.player(&format!("p{seats}-{i}")).await;
            // Meerkat and Biscuits seeks of the same size never meet.
            let (game, options) = if seats == 4 && i == 0 {
                ("shake-it-meerkat", json!({}))
            } else {
                (BISCUITS, json!({"markers": 9}))
            };
            let s = seek(
                &app,
                &player,
                json!({"game": game, "seats": seats, "options": options}),
            )
            .await;
            all.push((seats, player, s));
        }
    }
    for (seats, player, s) in &all {
        if *seats == 4 {
            continue;
        }
        let s = seek_when(&app, player, &s["id"], "matched").await;
        let (game, table) = seated(&app, player, s["game_id"].as_str().unwrap()).await;
        assert_eq!(game["status"], "active");
        assert_eq!(table.len() as u64, *seats);
        assert_eq!(table.iter().collect::<HashSet<_>>().len() as u64, *seats);
        assert_eq!(game["options"]["markers"], 9);
    }
    // Three Biscuits seeks of 4 seats and one Meerkat seek wait on.
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    for (seats, player, s) in &all {
        if *seats == 4 {
            let now = my_seeks(&app, player).await;
            let found = now.iter().find(|x| x["id"] == s["id"]).unwrap();
            assert_eq!(found["status"], "waiting");
        }
    }
}

#[actix_web::test]
async fn the_nearest_ratings_share_a_table() {
    let app = TestApp::builder().seeks(ANY_GAP).spawn().await;
    let mut players = Vec::new();
    for (name, shown) in [("low", 0.0), ("high", 20.0), ("low2", 1.0), ("high2", 21.0)] {
        let player = app.player(name).await;
        rate(&app.db, player.id, shown);
        players.push(player);
    }
    // Oldest first: `low` anchors a table and takes `low2`, not `high`.
    seek_together(
        &app,
        players.iter().map(|p| (p.id, request(p.id, 2))).collect(),
    )
    .await;
    let mut games = Vec::new();
    for player in &players {
        let seeks = my_seeks(&app, player).await;
        let s = seek_when(&app, player, &seeks[0]["id"], "matched").await;
        games.push(s["game_id"].clone());
    }
    assert_eq!(games[0], games[2], "low with low2");
    assert_eq!(games[1], games[3], "high with high2");
    assert_ne!(games[0], games[1]);
}

#[actix_web::test]
async fn the_allowed_gap_widens_while_a_seek_waits_and_ranges_hold() {
    let app = TestApp::builder()
        .seeks(SeekConfig {
            seek_ttl_secs: 3_600,
            rating_gap: 5.0,
            gap_per_min: 10.0,
        })
        .spawn()
        .await;
    let new = app.player("new").await;
    let strong = app.player("strong").await;
    let picky = app.player("picky").await;
    rate(&app.db, strong.id, 12.0);
    rate(&app.db, picky.id, 12.0);
    let a = seek(&app, &new, json!({"game": BISCUITS, "seats": 2})).await;
    let b = seek(&app, &strong, json!({"game": BISCUITS, "seats": 2})).await;
    // `picky` accepts no one below 10: never `new` (0), and not `strong`,
    // who came first and is matched to `new` once the gap allows.
    let c = seek(
        &app,
        &picky,
        json!({"game": BISCUITS, "seats": 2, "min_rating": 10.0, "max_rating": 11.0}),
    )
    .await;
    // A gap of 12 is more than 5: several passes leave them waiting.
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    for (player, s) in [(&new, &a), (&strong, &b)] {
        let now = my_seeks(&app, player).await;
        assert_eq!(now[0]["id"], s["id"]);
        assert_eq!(now[0]["status"], "waiting");
    }
    // A minute later the window is 15.
    app.state.clock.advance(chrono::Duration::minutes(1));
    let a = seek_when(&app, &new, &a["id"], "matched").await;
    let b = seek_when(&app, &strong, &b["id"], "matched").await;
    assert_eq!(a["game_id"], b["game_id"]);
    let now = my_seeks(&app, &picky).await;
    assert_eq!(now[0]["id"], c["id"]);
    assert_eq!(now[0]["status"], "waiting", "{now:?}");
    assert_eq!(now[0]["min_rating"], 10.0);
}

#[actix_web::test]
async fn a_seek_expires_after_its_lifetime() {
    let app = TestApp::builder()
        .seeks(SeekConfig {
            seek_ttl_secs: 60,
            ..ANY_GAP
        })
        .spawn()
        .await;
    let alice = app.player("alice").await;
    let s = seek(&app, &alice, json!({"game": BISCUITS, "seats": 3})).await;
    let created: chrono::DateTime<chrono::Utc> = s["created_at"].as_str().unwrap().parse().unwrap();
    let expires: chrono::DateTime<chrono::Utc> = s["expires_at"].as_str().unwrap().parse().unwrap();
    assert_eq!(expires - created, chrono::Duration::seconds(60));
    app.state.clock.advance(chrono::Duration::seconds(61));
    // The matchmaker marks it: the row says so, not only the answer.
    let id: Uuid = s["id"].as_str().unwrap().parse().unwrap();
    let mut status = String::new();
    for _ in 0..300 {
        status = status_of(&app.db, id);
        if status == "expired" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(status, "expired");
    let listed = seek_when(&app, &alice, &s["id"], "expired").await;
    assert!(listed["settled_at"].is_string());
    // A late seek of another player does not meet it.
    let bob = app.player("bob").await;
    let late = seek(&app, &bob, json!({"game": BISCUITS, "seats": 2})).await;
    assert_eq!(late["status"], "waiting");
}

#[derive(QueryableByName)]
struct Status {
    #[diesel(sql_type = Text)]
    status: String,
}

fn status_of(db: &crate::support::TestDb, id: Uuid) -> String {
    diesel::sql_query("SELECT status FROM seeks WHERE id = $1")
        .bind::<SqlUuid, _>(id)
        .get_result::<Status>(&mut db.conn())
        .unwrap()
        .status
}

#[actix_web::test]
async fn a_waiting_seek_is_cancelled_by_its_player_only() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let mallory = app.player("mallory").await;
    let s = seek(&app, &alice, json!({"game": BISCUITS, "seats": 4})).await;
    let path = format!("/v1/seeks/{}", s["id"].as_str().unwrap());
    let theirs = app
        .request(Method::DELETE, &path, Some(&mallory.token), None)
        .await;
    assert_eq!(theirs.status, StatusCode::NOT_FOUND);
    assert_eq!(theirs.body["code"], "seek_not_found");
    let missing = app
        .request(
            Method::DELETE,
            &format!("/v1/seeks/{}", Uuid::new_v4()),
            Some(&alice.token),
            None,
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let cancelled = app
        .request(Method::DELETE, &path, Some(&alice.token), None)
        .await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.text);
    assert_eq!(cancelled.body["status"], "cancelled");
    let again = app
        .request(Method::DELETE, &path, Some(&alice.token), None)
        .await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(again.body["code"], "seek_not_waiting");
    // A cancelled seek meets no one.
    let bobs = app.player("bob").await;
    let _ = (
        seek(&app, &bobs, json!({"game": BISCUITS, "seats": 4})).await,
        seek(
            &app,
            &app.player("carol").await,
            json!({"game": BISCUITS, "seats": 4}),
        )
        .await,
        seek(
            &app,
            &app.player("dan").await,
            json!({"game": BISCUITS, "seats": 4}),
        )
        .await,
    );
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    assert_eq!(my_seeks(&app, &alice).await[0]["status"], "cancelled");
    assert_eq!(my_seeks(&app, &bobs).await[0]["status"], "waiting");
}

#[actix_web::test]
async fn a_seek_that_asked_for_bots_gets_an_unrated_game_against_them() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let s = seek(
        &app,
        &alice,
        json!({"game": BISCUITS, "seats": 3, "rated": true, "bot_after_secs": 30}),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert_eq!(my_seeks(&app, &alice).await[0]["status"], "waiting");
    app.state.clock.advance(chrono::Duration::seconds(31));
    let s = seek_when(&app, &alice, &s["id"], "matched").await;
    let id = s["game_id"].as_str().unwrap();
    let (game, seats) = seated(&app, &alice, id).await;
    assert_eq!(game["rated"], false);
    assert_ne!(game["status"], "open");
    assert_eq!(seats.len(), 3);
    assert!(seats.contains(&alice.id.to_string()));
    let bots = game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["bot"] == "random")
        .count();
    assert_eq!(bots, 2, "{game}");
    let told = notified_kinds(&app, &alice).await;
    assert!(
        told.contains(&("game_started".to_owned(), json!(id))),
        "{told:?}"
    );
}

#[actix_web::test]
async fn rated_seeks_make_a_rated_game_and_meet_only_rated_seeks() {
    let app = TestApp::builder().seeks(ANY_GAP).spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let carol = app.player("carol").await;
    let a = seek(
        &app,
        &alice,
        json!({"game": BISCUITS, "seats": 2, "rated": true}),
    )
    .await;
    let c = seek(&app, &carol, json!({"game": BISCUITS, "seats": 2})).await;
    let b = seek(
        &app,
        &bob,
        json!({"game": BISCUITS, "seats": 2, "rated": true}),
    )
    .await;
    let a = seek_when(&app, &alice, &a["id"], "matched").await;
    let b = seek_when(&app, &bob, &b["id"], "matched").await;
    assert_eq!(a["game_id"], b["game_id"]);
    let (game, _) = seated(&app, &alice, a["game_id"].as_str().unwrap()).await;
    assert_eq!(game["rated"], true);
    assert_eq!(my_seeks(&app, &carol).await[0]["id"], c["id"]);
    assert_eq!(my_seeks(&app, &carol).await[0]["status"], "waiting");
}

#[actix_web::test]
async fn a_bad_seek_is_refused_as_game_creation_refuses_it_and_stores_nothing() {
    let app = TestApp::builder()
        .seeks(SeekConfig {
            seek_ttl_secs: 600,
            ..ANY_GAP
        })
        .spawn()
        .await;
    let alice = app.player("alice").await;
    for (body, status, code) in [
        (json!({"game": "chess", "seats": 2}), 422, "unknown_game"),
        (
            json!({"game": BISCUITS, "seats": 6}),
            422,
            "seats_out_of_range",
        ),
        (
            json!({"game": BISCUITS, "seats": 1}),
            422,
            "seats_out_of_range",
        ),
        (
            json!({"game": BISCUITS, "seats": 2, "options": {"colour": "red"}}),
            422,
            "unknown_option",
        ),
        (
            json!({"game": BISCUITS, "seats": 2, "options": {"turn_time": 1}}),
            422,
            "invalid_option",
        ),
        (
            json!({"game": BISCUITS, "seats": 2, "min_rating": 10, "max_rating": 5}),
            422,
            "invalid_rating_range",
        ),
        (
            json!({"game": BISCUITS, "seats": 2, "bot_after_secs": 600}),
            422,
            "invalid_bot_after",
        ),
        (
            json!({"game": BISCUITS, "seats": 2, "bots": ["random"]}),
            400,
            "invalid_body",
        ),
        (json!({"game": BISCUITS}), 400, "invalid_body"),
    ] {
        let reply = app.post("/v1/seeks", &alice.token, &body).await;
        assert_eq!(reply.status.as_u16(), status, "{body}: {}", reply.text);
        assert_eq!(reply.body["code"], code, "{body}: {}", reply.text);
    }
    assert!(my_seeks(&app, &alice).await.is_empty());
    let anonymous = app
        .request(
            Method::POST,
            "/v1/seeks",
            None,
            Some(&json!({"game": BISCUITS, "seats": 2})),
        )
        .await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn a_player_has_at_most_the_configured_waiting_seeks() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            max_seeks: 2,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    let alice = app.player("alice").await;
    let first = seek(&app, &alice, json!({"game": BISCUITS, "seats": 5})).await;
    seek(&app, &alice, json!({"game": BISCUITS, "seats": 4})).await;
    let third = app
        .post(
            "/v1/seeks",
            &alice.token,
            &json!({"game": BISCUITS, "seats": 3}),
        )
        .await;
    assert_eq!(third.status, StatusCode::CONFLICT);
    assert_eq!(third.body["code"], "too_many_seeks");
    assert_eq!(my_seeks(&app, &alice).await.len(), 2);
    // A cancelled seek no longer counts.
    let path = format!("/v1/seeks/{}", first["id"].as_str().unwrap());
    app.request(Method::DELETE, &path, Some(&alice.token), None)
        .await;
    seek(&app, &alice, json!({"game": BISCUITS, "seats": 3})).await;
}

#[derive(QueryableByName, Debug)]
struct Seated {
    #[diesel(sql_type = SqlUuid)]
    seek: Uuid,
    #[diesel(sql_type = SqlUuid)]
    player: Uuid,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    game_id: Option<Uuid>,
    #[diesel(sql_type = BigInt)]
    seats: i64,
    #[diesel(sql_type = BigInt)]
    seated_there: i64,
}

#[actix_web::test]
async fn two_processes_match_500_seeks_of_300_players_each_seek_once() {
    let a = TestApp::builder().seeks(ANY_GAP).spawn().await;
    let b = TestApp::builder().seeks(ANY_GAP).twin_of(&a).spawn().await;
    let mut players = Vec::new();
    for i in 0..300 {
        players.push(a.player(&format!("p{i}")).await);
    }
    // Two sizes of table, from both processes; 200 players seek twice.
    for i in 0..500 {
        let player = &players[i % 300];
        let seats = if i % 5 < 3 { 2 } else { 3 };
        let body = json!({"game": BISCUITS, "seats": seats});
        if i % 2 == 0 {
            seek(&a, player, body).await;
        } else {
            seek(&b, player, body).await;
        }
    }
    // Until the waiting seeks stop changing (a table per pass at least).
    let mut waiting = i64::MAX;
    for _ in 0..600 {
        let now = count(
            &a.db,
            "SELECT count(*) AS n FROM seeks WHERE status = 'waiting'",
        );
        if now == waiting && now < 5 {
            break;
        }
        waiting = now;
        tokio::time::sleep(Duration::from_millis(1_500)).await;
    }
    assert!(waiting < 5, "{waiting} seeks still wait");
    // Joins, not correlated subqueries: on Citus, `seeks` is a reference
    // table and `game_seats` is distributed. A matched seek whose player
    // holds no seat of its game drops out of the inner join, and the count
    // below fails.
    let rows: Vec<Seated> = diesel::sql_query(
        "SELECT s.id AS seek, s.player_id AS player, s.game_id, t.seats, g.seated_there \
         FROM seeks s \
         JOIN (SELECT game_id, count(*) AS seats FROM seeks \
               WHERE game_id IS NOT NULL GROUP BY game_id) t ON t.game_id = s.game_id \
         JOIN (SELECT game_id, player_id, count(*) AS seated_there FROM game_seats \
               GROUP BY game_id, player_id) g \
           ON g.game_id = s.game_id AND g.player_id = s.player_id \
         WHERE s.status = 'matched'",
    )
    .load(&mut a.db.conn())
    .unwrap();
    assert_eq!(rows.len() as i64, 500 - waiting);
    let mut games: HashMap<Uuid, Vec<Uuid>> = HashMap::new();
    for row in &rows {
        // Each matched seek's player holds exactly one seat of its game.
        assert_eq!(row.seated_there, 1, "{row:?}");
        games
            .entry(row.game_id.unwrap())
            .or_default()
            .push(row.player);
        let _ = row.seek;
    }
    for (game, seekers) in &games {
        let distinct: HashSet<_> = seekers.iter().collect();
        assert_eq!(distinct.len(), seekers.len(), "a player twice in {game}");
        let seat_count = count(
            &a.db,
            &format!("SELECT seat_count::bigint AS n FROM games WHERE id = '{game}'"),
        );
        let seats = count(
            &a.db,
            &format!("SELECT count(*) AS n FROM game_seats WHERE game_id = '{game}'"),
        );
        // Every seat is a seeker's: the seeks fill the table, once each.
        assert_eq!(seekers.len() as i64, seat_count);
        assert_eq!(seats, seat_count);
        assert_eq!(
            rows.iter()
                .find(|r| r.game_id == Some(*game))
                .unwrap()
                .seats,
            seat_count
        );
    }
    // No game was made that no seek holds.
    assert_eq!(
        count(&a.db, "SELECT count(*) AS n FROM games"),
        games.len() as i64
    );
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn count(db: &crate::support::TestDb, sql: &str) -> i64 {
    diesel::sql_query(sql)
        .get_result::<Count>(&mut db.conn())
        .unwrap()
        .n
}

/// The matchmaking benchmark (docs/BENCHMARKS.md): `REFEREE_BENCH_SEEKS`
/// waiting two-seat seeks of as many players (default 400, as a check in
/// the suite), two thirds of them rated between 0 and 30 shown, made up to
/// 10 minutes ago; passes of the matchmaker over all of them until no table
/// is made, timed. Prints the time of each pass and the seeks seated a
/// second.
///
/// ```sh
/// REFEREE_BENCH_SEEKS=10000 cargo test --test api seeks::matchmaking_benchmark -- --nocapture
/// ```
#[actix_web::test]
async fn matchmaking_benchmark() {
    let seeks: i64 = std::env::var("REFEREE_BENCH_SEEKS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(400);
    let app = TestApp::builder().matchmaker(false).spawn().await;
    let mut conn = app.db.conn();
    diesel::sql_query(format!(
        "INSERT INTO players (id, name, api_key_hash, created_at) \
         SELECT gen_random_uuid(), 'p' || i, sha256(('bench' || i)::bytea), now() \
         FROM generate_series(1, {seeks}) i"
    ))
    .execute(&mut conn)
    .unwrap();
    diesel::sql_query(
        "INSERT INTO ratings (player_id, game, mu, sigma, games, wins, last_played) \
         SELECT id, 'woof-meow-biscuits', 15 + random() * 30, 5, 10, 5, now() \
         FROM players WHERE random() < 0.67",
    )
    .execute(&mut conn)
    .unwrap();
    diesel::sql_query(
        "INSERT INTO seeks (id, player_id, game, options, seats, rated, created_at, expires_at) \
         SELECT gen_random_uuid(), id, 'woof-meow-biscuits', '{}', 2, false, \
                now() - random() * interval '10 minutes', now() + interval '1 hour' \
         FROM players",
    )
    .execute(&mut conn)
    .unwrap();
    // The planning alone: the read and the tables planned, nothing seated.
    let at = std::time::Instant::now();
    let mut conn_async = app.db.async_conn().await;
    let now = app.state.clock.now();
    let waiting = referee::store::seeks::waiting_with_ratings(&mut conn_async, now, seeks)
        .await
        .unwrap();
    let read = at.elapsed();
    let candidates: Vec<_> = waiting
        .iter()
        .map(|(row, rating)| {
            referee::game::seeks::Candidate::of(row, *rating, &app.state.seeks, now)
        })
        .collect();
    let tables = referee::game::seeks::plan(&candidates);
    println!(
        "read {} waiting seeks in {:.3} s, planned {} tables in {:.3} s",
        waiting.len(),
        read.as_secs_f64(),
        tables.len(),
        (at.elapsed() - read).as_secs_f64()
    );
    let started = std::time::Instant::now();
    let mut seated = 0;
    for round in 1.. {
        let at = std::time::Instant::now();
        let done = referee::game::seeks::pass(&app.state.referee, seeks)
            .await
            .unwrap();
        let took = at.elapsed();
        println!(
            "pass {round}: read {} waiting seeks, made {} tables ({} seeks) in {:.2} s: {:.0} seeks seated a second",
            done.read,
            done.tables,
            done.matched,
            took.as_secs_f64(),
            done.matched as f64 / took.as_secs_f64()
        );
        seated += done.matched;
        if done.tables == 0 {
            break;
        }
    }
    let waiting = count(
        &app.db,
        "SELECT count(*) AS n FROM seeks WHERE status = 'waiting'",
    );
    let all = started.elapsed().as_secs_f64();
    println!(
        "{seeks} seeks: {seated} seated in {:.2} s ({:.0} pairs a second), {waiting} left waiting",
        all,
        seated as f64 / 2.0 / all
    );
    assert_eq!(seated as i64 + waiting, seeks);
    // Ratings spread over 30 points with a window of at least 5 (and 55
    // after 10 minutes): nearly every seek finds a partner.
    assert!(waiting * 20 <= seeks, "{waiting} of {seeks} left waiting");
    assert_eq!(
        count(
            &app.db,
            "SELECT count(*) AS n FROM games WHERE status = 'active'"
        ),
        seated as i64 / 2
    );
}
