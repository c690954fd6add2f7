//! `referee monitor` and `referee export` against a real server
//! (docs/FAIRNESS.md, "Monitoring the log"; docs/OPERATIONS.md, "The
//! export"): over a log of finished games of every kind — rated and
//! unrated, of two and three seats, with bot seats, a clock, a
//! resignation, an aborted game, an
//! unlisted and a private one — one pass verifies everything; the export
//! verifies offline and a tampered line of it fails; and each tampering of
//! the database fails the monitor, naming the game: a step changed, a
//! rating change altered, a rated game marked unrated, a game dropped from
//! the log.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use actix_http::Request;
use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use diesel::RunQueryDsl as _;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::real_server::RealServer;
use crate::support::{Player, TestApp, SIGNING_KEY};

/// The public key of the tests' signing key, hex.
fn public_key() -> String {
    let seed: [u8; 32] = hex::decode(SIGNING_KEY).unwrap().try_into().unwrap();
    hex::encode(
        referee::signature::Key::from_bytes(&seed)
            .verifying_key()
            .to_bytes(),
    )
}

/// Runs the referee binary; whether it succeeded, and what it printed.
fn referee(args: &[&str], env: &[(&str, &str)]) -> (bool, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_referee"));
    command.args(args).env("RUST_LOG", "warn");
    for (name, value) in env {
        command.env(name, value);
    }
    let out = command.output().expect("the referee binary runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), said)
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("monitor-{name}-{}", Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// Creates a game as `players[0]` with `body` (its seats filled by the
/// other players, then by bots); the others join in order.
async fn game<S, B>(app: &TestApp<S>, players: &[&Player], body: Value) -> Uuid
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let created = app.post("/v1/games", &players[0].token, &body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let id: Uuid = created.body["id"].as_str().unwrap().parse().unwrap();
    for player in &players[1..] {
        let joined = app
            .post(&format!("/v1/games/{id}/seats"), &player.token, &json!({}))
            .await;
        assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    }
    id
}

/// Plays `players`' turns of game `id` (their first legal card) until it
/// ends; the other seats' turns (bots, a clock, a resigned seat) are the
/// referee's, waited for.
async fn play_out<S, B>(app: &TestApp<S>, players: &[&Player], id: Uuid)
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let path = format!("/v1/games/{id}");
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let mut waiting = true;
        for player in players {
            let view = app.get(&path, &player.token).await;
            assert_eq!(view.status, StatusCode::OK, "{}", view.text);
            if view.body["status"] != "active" {
                return;
            }
            let card = view.body["legal_actions"]["cards"][0]["id"].clone();
            if card.is_null() {
                continue;
            }
            let body = json!({
                "game": view.body["game"], "expected_version": view.body["version"],
                "action": {"kind": "play", "card": card},
            });
            let moved = app
                .post(&format!("{path}/moves"), &player.token, &body)
                .await;
            // A bot or the clock may have moved first: then look again.
            assert!(
                moved.status == StatusCode::OK || moved.status == StatusCode::CONFLICT,
                "{}",
                moved.text
            );
            waiting = false;
        }
        if Instant::now() > deadline {
            let view = app.get(&path, &players[0].token).await;
            panic!("game {id} did not end in 120 s: {}", view.text);
        }
        if waiting {
            actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// Waits until every game over is logged and every finished rated game
/// rated (the app's own appender and applier run on this thread, so the
/// wait is asynchronous).
async fn settled(conn: &mut diesel::PgConnection) {
    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let pending: Count = diesel::sql_query(
            "SELECT count(*) AS n FROM games WHERE (status IN ('finished', 'aborted') AND NOT logged) \
             OR (rated AND status = 'finished' AND rated_at IS NULL)",
        )
        .get_result(conn)
        .unwrap();
        if pending.n == 0 {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{} games not logged or rated after 60 s",
            pending.n
        );
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
}

fn sql(conn: &mut diesel::PgConnection, query: &str) {
    diesel::sql_query(query).execute(conn).unwrap();
}

/// A monitor's run that must fail naming `game`.
fn fails_naming(said: (bool, String), game: Uuid, why: &str) {
    let (ok, said) = said;
    assert!(!ok, "the monitor passed {why}:\n{said}");
    assert!(
        said.contains(&format!("FAILED at game {game}")),
        "the monitor did not name game {game} ({why}):\n{said}"
    );
}

#[actix_web::test]
async fn the_monitor_verifies_a_real_log_and_names_the_game_of_each_tampering() {
    let app = TestApp::builder()
        .clocks(referee::config::ClockConfig {
            min_turn_time_secs: 1,
            ..Default::default()
        })
        .spawn()
        .await;
    let (ann, bob, cat, dan) = (
        app.player("ann").await,
        app.player("bob").await,
        app.player("cat").await,
        app.player("dan").await,
    );
    let biscuits = |extra: Value| {
        let mut body = json!({
            "game": "woof-meow-biscuits", "seats": 2,
            "options": {"starting_seat": 0, "markers": 1},
        });
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        body
    };
    // A clock plays Bob's turns (one second each) while the rest is played.
    let mut clock_options = biscuits(json!({}));
    clock_options["options"]["turn_time"] = json!(1);
    let clocked = game(&app, &[&ann, &bob], clock_options).await;
    let pairs = [
        (&ann, &bob),
        (&cat, &dan),
        (&ann, &cat),
        (&bob, &dan),
        (&ann, &dan),
        (&bob, &cat),
    ];
    let mut rated = Vec::new();
    for _ in 0..2 {
        for (first, second) in pairs {
            let id = game(&app, &[first, second], biscuits(json!({"rated": true}))).await;
            play_out(&app, &[first, second], id).await;
            rated.push(id);
        }
        // A 3-seat rated game.
        let mut three = biscuits(json!({"rated": true}));
        three["seats"] = json!(3);
        let id = game(&app, &[&dan, &ann, &bob], three).await;
        play_out(&app, &[&dan, &ann, &bob], id).await;
        rated.push(id);
    }
    let mut unrated = Vec::new();
    for (first, second) in &pairs[..4] {
        let id = game(&app, &[first, second], biscuits(json!({}))).await;
        play_out(&app, &[first, second], id).await;
        unrated.push(id);
    }
    for bot in ["random", "sharp"] {
        let id = game(&app, &[&cat], biscuits(json!({"bots": [bot]}))).await;
        play_out(&app, &[&cat], id).await;
        unrated.push(id);
    }
    // Dan resigns: the referee plays his turns.
    let resigned = game(&app, &[&cat, &dan], biscuits(json!({}))).await;
    let reply = app
        .post_empty(&format!("/v1/games/{resigned}/resign"), &dan.token)
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    play_out(&app, &[&cat], resigned).await;
    let unlisted = game(
        &app,
        &[&ann, &bob],
        biscuits(json!({"visibility": "unlisted"})),
    )
    .await;
    play_out(&app, &[&ann, &bob], unlisted).await;
    let private = game(
        &app,
        &[&bob],
        biscuits(json!({"visibility": "private", "bots": ["random"]})),
    )
    .await;
    play_out(&app, &[&bob], private).await;
    let aborted = game(&app, &[&dan], biscuits(json!({}))).await;
    let reply = app
        .request(
            Method::DELETE,
            &format!("/v1/games/{aborted}"),
            Some(&dan.token),
            None,
        )
        .await;
    assert!(reply.status.is_success(), "{}", reply.text);
    play_out(&app, &[&ann], clocked).await;
    let mut conn = app.db.conn();
    settled(&mut conn).await;

    let server = RealServer::start(
        &app.db.url,
        &[
            ("REFEREE_SIGNING_KEY", SIGNING_KEY),
            ("REFEREE_RATE_LIMIT_ANON_PER_MIN", "0"),
            ("REFEREE_RATE_LIMIT_PER_SEC", "0"),
            ("REFEREE_MAX_PLAYERS_PER_ADDRESS_PER_HOUR", "0"),
        ],
    )
    .await;
    let key = public_key();
    let state = scratch("state");
    let monitor = |state: &Path, extra: &[&str]| {
        let mut args = vec![
            "monitor",
            &server.base,
            "--once",
            "--state",
            path_str(state),
        ];
        args.extend_from_slice(&["--key", &key]);
        args.extend_from_slice(extra);
        referee(&args, &[])
    };

    // An honest log: everything verifies, the private game is not readable.
    let (ok, said) = monitor(&state, &[]);
    assert!(ok, "{said}");
    let games = rated.len() + unrated.len() + 5;
    assert!(
        said.contains(&format!(
            "verified: the log of {games} games ({games} new: {} bundles verified, 1 not readable",
            games - 1
        )),
        "{said}"
    );
    assert!(
        said.contains(&format!("{} rated games' ratings recomputed", rated.len())),
        "{said}"
    );
    assert!(
        said.contains(&format!("not checkable: game {private}")),
        "{said}"
    );
    // A second pass finds nothing new and rereads nothing it need not.
    let (ok, said) = monitor(&state, &[]);
    assert!(ok && said.contains("(0 new"), "{said}");

    // The export: the public finished games, verified offline.
    let out = scratch("export");
    let (ok, said) = referee(
        &["export", "--out", path_str(&out)],
        &[
            ("DATABASE_URL", &app.db.url),
            ("REFEREE_SIGNING_KEY", SIGNING_KEY),
        ],
    );
    assert!(ok, "{said}");
    let files: Vec<PathBuf> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".ndjson.gz"))
        .collect();
    assert_eq!(files.len(), 1, "{said}");
    let file = path_str(&files[0]);
    let (ok, said) = referee(&["monitor", "--from-export", file, "--key", &key], &[]);
    assert!(ok, "{said}");
    // The rated, unrated, bot, clock and resigned games (not the unlisted,
    // private or aborted ones).
    let public = rated.len() + unrated.len() + 2;
    assert!(
        said.contains(&format!("verified: {public} games in 1 file(s)")),
        "{said}"
    );
    // One card of one step changed in one line fails, naming its game.
    let text = {
        use std::io::Read;
        let mut text = String::new();
        flate2::read::GzDecoder::new(std::fs::File::open(file).unwrap())
            .read_to_string(&mut text)
            .unwrap();
        text
    };
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let mut line: Value = serde_json::from_str(&lines[3]).unwrap();
    let tampered: Uuid = line["game_id"].as_str().unwrap().parse().unwrap();
    let step = &mut line["bundle"]["steps"][2];
    let action = step["action"].to_string();
    let card = step["action"]["card"].as_u64().expect("a card played");
    step["action"]["card"] = json!(card ^ 1);
    assert_ne!(step["action"].to_string(), action);
    lines[3] = line.to_string();
    let tampered_file = out.join("tampered.ndjson");
    std::fs::write(&tampered_file, lines.join("\n") + "\n").unwrap();
    let (ok, said) = referee(
        &[
            "monitor",
            "--from-export",
            path_str(&tampered_file),
            "--key",
            &key,
        ],
        &[],
    );
    assert!(!ok, "{said}");
    assert!(
        said.contains(&format!("FAILED at game {tampered}")),
        "{said}"
    );

    // A step changed in the database: a new monitor fails at its game.
    let changed = unrated[0];
    sql(
        &mut conn,
        &format!("UPDATE game_events SET created_at = created_at + interval '1 ms' WHERE game_id = '{changed}' AND seq = 3"),
    );
    fails_naming(
        monitor(&scratch("step"), &[]),
        changed,
        "with a step changed",
    );
    sql(
        &mut conn,
        &format!("UPDATE game_events SET created_at = created_at - interval '1 ms' WHERE game_id = '{changed}' AND seq = 3"),
    );

    // A rating change altered.
    let altered = rated[3];
    sql(
        &mut conn,
        &format!("UPDATE rating_changes SET mu_after = mu_after + 1e-9 WHERE game_id = '{altered}' AND seat = 1"),
    );
    fails_naming(
        monitor(&scratch("rating"), &[]),
        altered,
        "with a rating change altered",
    );
    sql(
        &mut conn,
        &format!("UPDATE rating_changes SET mu_after = mu_after - 1e-9 WHERE game_id = '{altered}' AND seat = 1"),
    );

    // A rated game marked unrated.
    let unmarked = rated[5];
    sql(
        &mut conn,
        &format!("UPDATE games SET rated = false WHERE id = '{unmarked}'"),
    );
    fails_naming(
        monitor(&scratch("unrated"), &[]),
        unmarked,
        "with a rated game marked unrated",
    );
    sql(
        &mut conn,
        &format!("UPDATE games SET rated = true WHERE id = '{unmarked}'"),
    );
    let (ok, said) = monitor(&scratch("restored"), &[]);
    assert!(ok, "the restored database verifies:\n{said}");

    // A rated game dropped from the log, which is rebuilt from the rest:
    // the monitor that kept the earlier head names it, and so does a new
    // one, from a rating change of a game the log no longer holds.
    let dropped = rated[2];
    #[derive(diesel::QueryableByName)]
    struct Index {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        leaf_index: i64,
    }
    let index: Index = diesel::sql_query(format!(
        "SELECT leaf_index FROM log_entries WHERE game_id = '{dropped}'"
    ))
    .get_result(&mut conn)
    .unwrap();
    let k = index.leaf_index;
    // Its row deleted alone: the tree is as it was, but the leaves read
    // again are not.
    sql(
        &mut conn,
        &format!("DELETE FROM log_entries WHERE leaf_index = {k}"),
    );
    fails_naming(monitor(&state, &[]), dropped, "with a leaf's row deleted");
    sql(
        &mut conn,
        &format!(
            "UPDATE games SET logged = false WHERE id IN \
             (SELECT game_id FROM log_entries WHERE leaf_index > {k})"
        ),
    );
    sql(
        &mut conn,
        &format!("DELETE FROM log_entries WHERE leaf_index >= {k}"),
    );
    sql(
        &mut conn,
        &format!("DELETE FROM log_nodes WHERE (node_index + 1) << level > {k}"),
    );
    settled(&mut conn).await;
    fails_naming(
        monitor(&state, &[]),
        dropped,
        "after a game was dropped from the log",
    );
    fails_naming(
        monitor(&scratch("dropped"), &["--grace", "0"]),
        dropped,
        "with a rating change from a game the log does not hold",
    );
    drop(server);
}
