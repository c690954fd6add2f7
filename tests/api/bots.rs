//! Bot seats: built-in bots the server plays through the move
//! path, from their seat's view alone, reproducibly.

use std::time::{Duration, Instant};

use actix_http::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use referee::audit;
use referee::engine::{AnyGame, Viewer};
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{spawn, Player, TestApp};

/// Reads the game as `player` until `done` holds (at most 60 s).
async fn wait_for<S, B>(
    app: &TestApp<S>,
    player: &Player,
    id: Uuid,
    done: impl Fn(&Value) -> bool,
) -> Value
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let started = Instant::now();
    loop {
        let game = app.get(&format!("/v1/games/{id}"), &player.token).await;
        assert_eq!(game.status, StatusCode::OK, "{}", game.text);
        if done(&game.body) {
            return game.body;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the bots did not get there: {}",
            game.text
        );
        actix_web::rt::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Creates a game with `bots` seated after `human` (or without a human seat
/// when `human_plays` is false), and returns its id.
async fn create<S, B>(
    app: &TestApp<S>,
    human: &Player,
    game: &str,
    options: Value,
    human_plays: bool,
    bots: &[&str],
) -> Uuid
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let seats = bots.len() + usize::from(human_plays);
    let reply = app
        .post(
            "/v1/games",
            &human.token,
            &json!({"game": game, "seats": seats, "options": options, "join": human_plays, "bots": bots}),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(
        reply.body["status"], "active",
        "bots fill the table: {}",
        reply.text
    );
    for (i, bot) in bots.iter().enumerate() {
        let seat = &reply.body["seats"][i + usize::from(human_plays)];
        assert_eq!(seat["bot"], *bot, "{}", reply.text);
    }
    reply.body["id"].as_str().unwrap().parse().unwrap()
}

/// The human plays (the `random` bot's choice from its own view, as a
/// client library would) whenever it is on turn, until the game ends.
/// Returns how many moves it made.
async fn play_to_the_end<S, B>(app: &TestApp<S>, human: &Player, id: Uuid, game: &str) -> usize
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let mut moves = 0;
    loop {
        let view = wait_for(app, human, id, |g| {
            g["status"] != "active" || g["turn"]["seat"] == g["you"]["seat"]
        })
        .await;
        if view["status"] != "active" {
            assert_eq!(view["status"], "finished");
            return moves;
        }
        let version = view["version"].as_i64().unwrap();
        let seed = [u8::try_from(moves % 256).unwrap(); 32];
        let action = referee::bots::decide(game, "random", &view["view"], seed).unwrap();
        let reply = app
            .post(
                &format!("/v1/games/{id}/moves"),
                &human.token,
                &json!({"game": view["game"], "expected_version": version, "action": action}),
            )
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        moves += 1;
    }
}

/// Checks a finished game's audit, and that every step of a bot seat is
/// the bot's decision from that seat's view at that version with its seed
/// (so each bot turn was played once, by the bot, from what it may see).
async fn check_bot_steps<S, B>(app: &TestApp<S>, player: &Player, id: Uuid, bots: &[(u8, &str)])
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let bundle = app.audit_bundle(player, id).await;
    audit::verify(&bundle, &mut |_| {}).expect("a bot game's audit verifies");
    let game_seed = hex::decode(bundle.game_seed.as_deref().unwrap()).unwrap();
    let seats = bundle.header.seat_count;
    let (mut engine, _) = AnyGame::new(
        &bundle.header.game,
        seats,
        &bundle.header.options,
        &game_seed.clone().try_into().unwrap(),
    )
    .unwrap();
    let mut bot_steps = 0;
    for step in bundle.steps.iter().skip(1) {
        let seat = step.actor_seat.unwrap();
        let action = step.action.clone().unwrap();
        if let Some((_, bot)) = bots.iter().find(|(s, _)| *s == seat) {
            assert!(step.played_by.is_none(), "a bot's step is its seat's own");
            let view = engine.view_value(Viewer::Seat(seat));
            let version = i64::try_from(step.seq).unwrap() - 1;
            let seed = referee::bots::bot_seed(&game_seed, seat, version);
            let decided = referee::bots::decide(engine.game_id(), bot, &view, seed).unwrap();
            assert_eq!(decided, action, "step {}: the bot's own decision", step.seq);
            bot_steps += 1;
        }
        engine.apply_json(seat, &action).unwrap();
    }
    assert!(bot_steps > 0);
    assert!(engine.outcome().finished);
}

#[actix_web::test]
async fn a_human_plays_a_whole_game_against_one_bot_and_against_two() {
    let app = spawn().await;
    let human = app.player("human").await;
    let catalog = app.get("/v1/catalog", &human.token).await;
    for game in catalog.body.as_array().unwrap() {
        let names: Vec<&str> = game["bots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["name"].as_str().unwrap())
            .collect();
        assert!(names.contains(&"random") && names.len() >= 2, "{game}");
        assert!(game["bots"][1]["description"].as_str().unwrap().len() > 10);
    }

    let id = create(
        &app,
        &human,
        "woof-meow-biscuits",
        json!({"markers": 3}),
        true,
        &["sharp"],
    )
    .await;
    let moves = play_to_the_end(&app, &human, id, "woof-meow-biscuits").await;
    assert!(moves > 0);
    check_bot_steps(&app, &human, id, &[(1, "sharp")]).await;
    // The human was told of the bot's moves; the bot's player nothing.
    let told = app
        .get("/v1/players/me/notifications?limit=500", &human.token)
        .await;
    assert!(told.text.contains("opponent_moved"), "{}", told.text);

    let id = create(
        &app,
        &human,
        "shake-it-meerkat",
        json!({"rounds": 1}),
        true,
        &["sharp", "random"],
    )
    .await;
    play_to_the_end(&app, &human, id, "shake-it-meerkat").await;
    check_bot_steps(&app, &human, id, &[(1, "sharp"), (2, "random")]).await;
}

#[actix_web::test]
async fn an_all_bot_game_finishes_by_itself_and_two_processes_never_play_one_turn_twice() {
    let app = spawn().await;
    // A second server process on the same database, with its own runner.
    let other = TestApp::builder().twin_of(&app).spawn().await;
    let organiser = app.player("organiser").await;
    let mut games = Vec::new();
    for (game, options, bots) in [
        (
            "woof-meow-biscuits",
            json!({"variant": "advanced", "rounds": 1}),
            vec!["sharp", "random", "sharp"],
        ),
        (
            "woof-meow-biscuits",
            json!({"markers": 4}),
            vec!["random", "random"],
        ),
        (
            "shake-it-meerkat",
            json!({"rounds": 1, "card_backs": "rounded"}),
            vec!["sharp", "sharp"],
        ),
    ] {
        let id = create(&app, &organiser, game, options, false, &bots).await;
        let seats: Vec<(u8, &str)> = bots
            .iter()
            .enumerate()
            .map(|(i, b)| (u8::try_from(i).unwrap(), *b))
            .collect();
        games.push((id, seats));
    }
    for (id, seats) in &games {
        let done = wait_for(&other, &organiser, *id, |g| g["status"] == "finished").await;
        assert!(done["you"].is_null(), "a spectator: {done}");
        check_bot_steps(&app, &organiser, *id, seats).await;
        // Every step once: contiguous versions, each stored by one process.
        let mut seqs: Vec<i64> = Vec::new();
        let mut after = 0;
        loop {
            let page = app
                .get(
                    &format!("/v1/games/{id}/events?after={after}"),
                    &organiser.token,
                )
                .await;
            assert_eq!(page.status, StatusCode::OK, "{}", page.text);
            seqs.extend(
                page.body["events"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|e| e["seq"].as_i64().unwrap()),
            );
            match page.body["next_after"].as_i64() {
                Some(next) => after = next,
                None => break,
            }
        }
        assert_eq!(
            seqs,
            (1..=done["version"].as_i64().unwrap()).collect::<Vec<_>>()
        );
    }
    // Claims are exclusive: neither process ever lost a race for a bot turn.
    for metrics in [&app.state.metrics, &other.state.metrics] {
        assert_eq!(metrics.version_conflicts(), 0);
    }
}

#[actix_web::test]
async fn only_the_creator_seats_a_bot_and_only_a_known_one() {
    let app = spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let reply = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 3}),
        )
        .await;
    let id = reply.body["id"].as_str().unwrap().to_owned();
    let seats = format!("/v1/games/{id}/seats");
    let stranger = app
        .post(&seats, &bob.token, &json!({"bot": "random"}))
        .await;
    assert_eq!(stranger.status, StatusCode::FORBIDDEN);
    assert_eq!(stranger.body["code"], "not_creator");
    let unknown = app
        .post(&seats, &alice.token, &json!({"bot": "deep-blue"}))
        .await;
    assert_eq!(unknown.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(unknown.body["code"], "unknown_bot");
    assert!(unknown.body["detail"].as_str().unwrap().contains("sharp"));
    let seeded = app
        .post(
            &seats,
            &alice.token,
            &json!({"bot": "random", "client_seed": "00"}),
        )
        .await;
    assert_eq!(seeded.body["code"], "invalid_join");
    let too_many = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 2, "bots": ["random", "random"]}),
        )
        .await;
    assert_eq!(too_many.body["code"], "too_many_bots");
    // Nothing of that changed the game.
    let game = app.get(&format!("/v1/games/{id}"), &alice.token).await;
    assert_eq!(game.body["seats"].as_array().unwrap().len(), 1);

    let seated = app
        .post(&seats, &alice.token, &json!({"bot": "sharp", "seat": 2}))
        .await;
    assert_eq!(seated.status, StatusCode::OK, "{}", seated.text);
    assert_eq!(seated.body["seats"][1]["seat"], 2);
    assert_eq!(seated.body["seats"][1]["bot"], "sharp");
    assert_eq!(seated.body["status"], "open");
    // Bob takes the last seat: the game starts, and the bot plays its turns.
    let joined = app.post(&seats, &bob.token, &json!({})).await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(joined.body["status"], "active");
}

/// A bot put on turn while a request of its opponent holds the game's row
/// moves as soon as the row is free, not at the runner's next periodic
/// look (seconds later, by which time a short clock would have played
/// for it).
#[actix_web::test]
async fn a_bot_moves_as_soon_as_its_busy_game_is_free() {
    use diesel::prelude::*;

    let app = spawn().await;
    let human = app.player("human").await;
    let id = create(
        &app,
        &human,
        "woof-meow-biscuits",
        json!({"markers": 4}),
        true,
        &["random"],
    )
    .await;
    let mut view = wait_for(&app, &human, id, |g| g["turn"]["seat"] == 0).await;
    // A lock that a move's write does not wait for (`FOR KEY SHARE`) but
    // the runner's claim (`FOR UPDATE SKIP LOCKED`) skips, as it skips a
    // game that a request holds.
    let mut holder = app.db.conn();
    diesel::sql_query("BEGIN").execute(&mut holder).unwrap();
    diesel::sql_query(format!(
        "SELECT id FROM games WHERE id = '{id}' FOR KEY SHARE"
    ))
    .execute(&mut holder)
    .unwrap();
    // The human moves until the bot is on turn (a move may leave the turn
    // with the human).
    let mut moves = 0;
    while view["turn"]["seat"] == 0 {
        let seed = [moves; 32];
        let action =
            referee::bots::decide("woof-meow-biscuits", "random", &view["view"], seed).unwrap();
        let version = view["version"].as_i64().unwrap();
        let reply = app
            .post(
                &format!("/v1/games/{id}/moves"),
                &human.token,
                &json!({"game": view["game"], "expected_version": version, "action": action}),
            )
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        view = app.get(&format!("/v1/games/{id}"), &human.token).await.body;
        moves += 1;
    }
    assert_eq!(view["status"], "active", "{view}");
    assert_eq!(view["turn"]["seat"], 1, "the bot is on turn: {view}");
    let on_turn_at = view["version"].as_i64().unwrap();
    // While the game is held, the bot cannot move.
    actix_web::rt::time::sleep(Duration::from_millis(300)).await;
    let held = app.get(&format!("/v1/games/{id}"), &human.token).await;
    assert_eq!(held.body["version"], on_turn_at, "{}", held.text);
    diesel::sql_query("COMMIT").execute(&mut holder).unwrap();
    let freed = Instant::now();
    let moved = wait_for(&app, &human, id, |g| {
        g["version"].as_i64().unwrap() > on_turn_at
    })
    .await;
    let waited = freed.elapsed();
    eprintln!("the bot moved {waited:?} after its game was free");
    assert!(moved["version"].as_i64().unwrap() > on_turn_at);
    // The runner's periodic look comes 5 s after the failed claim; a
    // prompt retry comes within tens of milliseconds (the bound leaves
    // room for a busy test machine).
    assert!(
        waited < Duration::from_millis(1_500),
        "the bot moved {waited:?} after its game was free"
    );
}

#[actix_web::test]
async fn bots_of_one_kind_at_a_table_have_names_of_their_own() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 5, "bots": ["random", "sharp", "random"]}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let id = created.body["id"].as_str().unwrap();
    // One more, seated later.
    let seated = app
        .post(
            &format!("/v1/games/{id}/seats"),
            &alice.token,
            &json!({"bot": "random"}),
        )
        .await;
    assert_eq!(seated.status, StatusCode::OK, "{}", seated.text);
    let seats: Vec<(&str, &str)> = seated.body["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap(),
                s["bot"].as_str().unwrap_or("-"),
            )
        })
        .collect();
    // The names differ; each seat's bot is still its kind.
    assert_eq!(
        seats,
        [
            ("alice", "-"),
            ("random (bot)", "random"),
            ("sharp (bot)", "sharp"),
            ("random #2 (bot)", "random"),
            ("random #3 (bot)", "random"),
        ]
    );
}
