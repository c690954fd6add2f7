//! The public log of finished games (docs/FAIRNESS.md, "The public log"):
//! finished and aborted games enter it and running ones do not; their
//! inclusion proofs and the consistency proofs between heads verify in the
//! server's own code, in `referee verify --log` / `referee log verify` and
//! in the independent clients/python/src/referee_client/fairness.py; a log that lost a game
//! fails a consistency check against a head taken before; two processes
//! appending together make one order with no gap; and the worked example
//! docs/FAIRNESS.md prints is what the code computes.

use std::path::PathBuf;
use std::process::Command;

use actix_http::Request;
use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use diesel::RunQueryDsl as _;
use referee::transparency::{
    self, leaf_of_bundle, ConsistencyProof, InclusionProof, MemoryLog, SignedTreeHead,
};
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{Player, Reply, TestApp, SIGNING_KEY};

/// The public key of the tests' signing key, hex.
fn public_key() -> String {
    let seed: [u8; 32] = hex::decode(SIGNING_KEY).unwrap().try_into().unwrap();
    hex::encode(
        referee::signature::Key::from_bytes(&seed)
            .verifying_key()
            .to_bytes(),
    )
}

/// A short 2-seat game played to its end.
async fn finished_game<S, B>(app: &TestApp<S>, players: &[Player]) -> Uuid
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let id = app
        .full_game(
            "woof-meow-biscuits",
            json!({"starting_seat": 0, "markers": 2}),
            players,
        )
        .await;
    for _ in 0..3000 {
        let game = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
        if game.body["status"] == "finished" {
            return id;
        }
        app.move_once(players, id).await;
    }
    panic!("game {id} did not finish in 3000 moves");
}

/// A game its creator aborts before anyone joins.
async fn aborted_game<S, B>(app: &TestApp<S>, creator: &Player) -> Uuid
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let created = app
        .post(
            "/v1/games",
            &creator.token,
            &json!({"game": "woof-meow-biscuits", "seats": 2}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let id: Uuid = created.body["id"].as_str().unwrap().parse().unwrap();
    let aborted = app
        .request(
            Method::DELETE,
            &format!("/v1/games/{id}"),
            Some(&creator.token),
            None,
        )
        .await;
    assert_eq!(aborted.status, StatusCode::OK, "{}", aborted.text);
    id
}

/// The game's inclusion proof once the appender has logged it (it polls
/// every second; a minute is far beyond it on a loaded machine).
async fn logged<S, B>(app: &TestApp<S>, id: Uuid) -> Reply
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let path = format!("/v1/log/proof/{id}");
    for _ in 0..600 {
        let reply = app.request(Method::GET, &path, None, None).await;
        if reply.status == StatusCode::OK {
            return reply;
        }
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{}", reply.text);
        assert_eq!(reply.body["code"], "game_not_logged");
        actix_web::rt::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("game {id} was not logged within a minute");
}

async fn get<S, B>(app: &TestApp<S>, path: &str) -> Reply
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    app.request(Method::GET, path, None, None).await
}

/// `text` in a file of its own under the test target's directory.
fn saved(name: &str, text: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("{}-{name}", Uuid::new_v4().simple()));
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs a program: whether it passed, and what it printed.
fn run(program: &str, args: &[&str]) -> (bool, String) {
    let out = Command::new(program).args(args).output().unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), said)
}

fn referee_cli(args: &[&str]) -> (bool, String) {
    run(env!("CARGO_BIN_EXE_referee"), args)
}

fn reference(args: &[&str]) -> (bool, String) {
    let script = format!(
        "{}/clients/python/src/referee_client/fairness.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut all = vec![script.as_str()];
    all.extend_from_slice(args);
    run("python3", &all)
}

fn path_str(path: &std::path::Path) -> &str {
    path.to_str().unwrap()
}

#[actix_web::test]
async fn finished_and_aborted_games_are_logged_and_their_proofs_verify_everywhere() {
    let app = crate::support::spawn().await;
    let players = [app.player("ann").await, app.player("bob").await];
    let finished = finished_game(&app, &players).await;
    let aborted = aborted_game(&app, &players[0]).await;
    let running = app.biscuits(&players).await;
    app.move_once(&players, running).await;
    let key = public_key();
    let public = hex::decode(&key).unwrap();

    for id in [finished, aborted] {
        let reply = logged(&app, id).await;
        let proof: InclusionProof = serde_json::from_value(reply.body.clone()).unwrap();
        let bundle_text = app
            .get(&format!("/v1/games/{id}/audit"), &players[0].token)
            .await
            .text;
        let bundle: referee::audit::Bundle = serde_json::from_str(&bundle_text).unwrap();
        assert_eq!(proof.game_id, id);
        assert_eq!(proof.head.check(&public), Ok(()));
        assert_eq!(proof.check(&leaf_of_bundle(&bundle)), Ok(()));
        assert!(proof.leaf.contains(&format!("\n{}\n", bundle.status)));

        // Offline: the command line and the independent script, from the
        // saved bundle and proof.
        let bundle_file = saved("bundle.json", &bundle_text);
        let proof_file = saved("proof.json", &reply.text);
        let (ok, said) = referee_cli(&[
            "verify",
            path_str(&bundle_file),
            "--log",
            path_str(&proof_file),
            "--key",
            &key,
        ]);
        assert!(ok, "{said}");
        assert!(said.contains("ok: in the public log as leaf"), "{said}");
        assert!(
            said.contains("ok: the log's tree head")
                && said.contains("signed by the referee's key"),
            "{said}"
        );
        let (ok, said) = reference(&[
            path_str(&bundle_file),
            "--log",
            path_str(&proof_file),
            "--key",
            &key,
        ]);
        assert!(
            ok && said.contains("ok: in the public log as leaf"),
            "{said}"
        );

        // A proof with one path hash changed, or claiming another index,
        // fails both; so does the proof of a game under another's bundle.
        let mut changed = reply.body.clone();
        if proof.audit_path.is_empty() {
            changed["leaf_index"] = json!(proof.leaf_index + 1);
        } else {
            let mut hash = hex::decode(proof.audit_path[0].as_str()).unwrap();
            hash[0] ^= 1;
            changed["audit_path"][0] = hex::encode(hash).into();
        }
        let changed_file = saved("changed.json", &changed.to_string());
        let (ok, said) = referee_cli(&[
            "verify",
            path_str(&bundle_file),
            "--log",
            path_str(&changed_file),
        ]);
        assert!(!ok && said.contains("FAILED at log"), "{said}");
        let (ok, said) = reference(&[path_str(&bundle_file), "--log", path_str(&changed_file)]);
        assert!(!ok && said.contains("FAILED: log"), "{said}");
        // Signed by another key: refused under the published one.
        let mut forged = proof.clone();
        forged.head = SignedTreeHead::sign(
            proof.head.tree_size,
            &proof.head.root().unwrap(),
            proof.head.timestamp,
            &referee::signature::Key::from_bytes(&[9; 32]),
        );
        let forged_file = saved("forged.json", &serde_json::to_string(&forged).unwrap());
        let (ok, said) = referee_cli(&[
            "verify",
            path_str(&bundle_file),
            "--log",
            path_str(&forged_file),
            "--key",
            &key,
        ]);
        assert!(!ok && said.contains("FAILED at log's tree head"), "{said}");
    }

    // The running game is not in the log, however long the appender ran.
    let not_logged = get(&app, &format!("/v1/log/proof/{running}")).await;
    assert_eq!(
        not_logged.status,
        StatusCode::NOT_FOUND,
        "{}",
        not_logged.text
    );
    assert_eq!(not_logged.body["code"], "game_not_logged");
    let unknown = get(&app, &format!("/v1/log/proof/{}", Uuid::new_v4())).await;
    assert_eq!(unknown.body["code"], "game_not_logged");

    // The head: two games, signed, and its root is the tree of the two
    // leaves in log order.
    let head = get(&app, "/v1/log/head").await;
    assert_eq!(head.status, StatusCode::OK, "{}", head.text);
    let head: SignedTreeHead = serde_json::from_value(head.body).unwrap();
    assert_eq!(head.tree_size, 2);
    assert_eq!(head.check(&public), Ok(()));
    let first = get(&app, &format!("/v1/log/proof/{finished}?tree_size=1")).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    let first: InclusionProof = serde_json::from_value(first.body).unwrap();
    assert_eq!((first.leaf_index, first.head.tree_size), (0, 1));
    assert!(first.audit_path.is_empty());
    assert_eq!(
        first.head.root_hash,
        hex::encode(transparency::leaf_hash(first.leaf.as_bytes()))
    );

    // Bad input: a problem document each, and nothing changes.
    for (path, status, code) in [
        (
            format!("/v1/log/proof/{aborted}?tree_size=1"),
            400,
            "invalid_tree_size",
        ),
        (
            format!("/v1/log/proof/{finished}?tree_size=3"),
            400,
            "invalid_tree_size",
        ),
        (
            format!("/v1/log/proof/{finished}?tree_size=0"),
            400,
            "invalid_tree_size",
        ),
        (
            format!("/v1/log/proof/{finished}?tree_size=x"),
            400,
            "invalid_query",
        ),
        (
            format!("/v1/log/proof/{finished}?size=1"),
            400,
            "invalid_query",
        ),
        ("/v1/log/proof/not-a-game".to_owned(), 404, "invalid_path"),
        (
            "/v1/log/consistency?from=0".to_owned(),
            400,
            "invalid_tree_size",
        ),
        (
            "/v1/log/consistency?from=2&to=1".to_owned(),
            400,
            "invalid_tree_size",
        ),
        (
            "/v1/log/consistency?from=1&to=3".to_owned(),
            400,
            "invalid_tree_size",
        ),
        (
            "/v1/log/consistency?from=3".to_owned(),
            400,
            "invalid_tree_size",
        ),
        ("/v1/log/consistency?to=2".to_owned(), 400, "invalid_query"),
        (
            "/v1/log/consistency?from=-1".to_owned(),
            400,
            "invalid_query",
        ),
    ] {
        let reply = get(&app, &path).await;
        assert_eq!(reply.status.as_u16(), status, "{path}: {}", reply.text);
        assert_eq!(reply.body["code"], code, "{path}: {}", reply.text);
    }
    let again = get(&app, "/v1/log/head").await;
    assert_eq!(again.body["tree_size"], 2);
    assert_eq!(again.body["root_hash"], head.root_hash.as_str());
}

/// The heads of sizes 1..=n a client would have kept, and consistency
/// proofs between them from the server; then the operator drops one game
/// and rebuilds the log from what is left: the proof from a head taken
/// before fails.
#[actix_web::test]
async fn consistency_between_heads_verifies_and_a_log_that_dropped_a_game_fails_it() {
    let app = crate::support::spawn().await;
    let players = [app.player("ann").await, app.player("bob").await];
    let key = public_key();
    let public = hex::decode(&key).unwrap();
    let mut heads: Vec<(SignedTreeHead, String)> = Vec::new();
    let mut games = Vec::new();
    for _ in 0..5 {
        let id = aborted_game(&app, &players[0]).await;
        logged(&app, id).await;
        games.push(id);
        let head = get(&app, "/v1/log/head").await;
        heads.push((serde_json::from_value(head.body).unwrap(), head.text));
    }
    let sizes: Vec<u64> = heads.iter().map(|(h, _)| h.tree_size).collect();
    assert_eq!(sizes, [1, 2, 3, 4, 5]);
    for (old, old_text) in &heads {
        for (new, _) in heads.iter().filter(|(n, _)| n.tree_size >= old.tree_size) {
            let reply = get(
                &app,
                &format!(
                    "/v1/log/consistency?from={}&to={}",
                    old.tree_size, new.tree_size
                ),
            )
            .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
            let proof: ConsistencyProof = serde_json::from_value(reply.body.clone()).unwrap();
            assert_eq!(proof.head.root_hash, new.root_hash);
            assert_eq!(proof.head.check(&public), Ok(()));
            assert_eq!(
                proof.check(old),
                Ok(()),
                "{} -> {}",
                old.tree_size,
                new.tree_size
            );
            if old.tree_size == 2 && new.tree_size == 5 {
                let old_file = saved("old.json", old_text);
                let new_file = saved("new.json", &reply.text);
                let (ok, said) = referee_cli(&[
                    "log",
                    "verify",
                    path_str(&old_file),
                    path_str(&new_file),
                    "--key",
                    &key,
                ]);
                assert!(
                    ok && said.contains("ok: the log of 2 games is a prefix of the log of 5 games"),
                    "{said}"
                );
                let (ok, said) = reference(&[
                    "--consistency",
                    path_str(&old_file),
                    path_str(&new_file),
                    "--key",
                    &key,
                ]);
                assert!(ok && said.contains("is a prefix"), "{said}");
            }
        }
    }

    // The operator drops the third game (leaf 2) and rebuilds the log
    // from the rest: the leaves after it move down, and more games follow.
    let (old, old_text) = heads[2].clone();
    let mut conn = app.db.conn();
    diesel::sql_query("DELETE FROM log_entries WHERE leaf_index >= 2")
        .execute(&mut conn)
        .unwrap();
    diesel::sql_query("DELETE FROM log_nodes WHERE (node_index + 1) << level > 2")
        .execute(&mut conn)
        .unwrap();
    diesel::sql_query(format!(
        "UPDATE games SET logged = false WHERE id IN ('{}', '{}')",
        games[3], games[4]
    ))
    .execute(&mut conn)
    .unwrap();
    logged(&app, games[4]).await;
    for _ in 0..2 {
        let id = aborted_game(&app, &players[0]).await;
        logged(&app, id).await;
    }
    let dropped = get(&app, &format!("/v1/log/proof/{}", games[2])).await;
    assert_eq!(dropped.body["code"], "game_not_logged");
    let reply = get(&app, &format!("/v1/log/consistency?from={}", old.tree_size)).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let proof: ConsistencyProof = serde_json::from_value(reply.body.clone()).unwrap();
    assert_eq!(proof.head.tree_size, 6);
    assert_eq!(
        proof.check(&old),
        Err("the proof does not lead to the first root hash".to_owned())
    );
    let old_file = saved("old.json", &old_text);
    let new_file = saved("new.json", &reply.text);
    let (ok, said) = referee_cli(&[
        "log",
        "verify",
        path_str(&old_file),
        path_str(&new_file),
        "--key",
        &key,
    ]);
    assert!(!ok, "{said}");
    assert!(
        said.contains(
            "referee: FAILED at consistency: the proof does not lead to the first root hash"
        ),
        "{said}"
    );
    let (ok, said) = reference(&["--consistency", path_str(&old_file), path_str(&new_file)]);
    assert!(!ok && said.contains("FAILED: consistency: proof"), "{said}");
}

/// Two server processes on one database, each with its appender, and the
/// test appending from two more connections at once: every ended game is
/// logged once, the indexes run from 0 with no gap, and both processes
/// serve the same root, the tree of the leaves in index order.
#[actix_web::test]
async fn two_processes_appending_together_make_one_order_without_gaps() {
    let app = crate::support::spawn().await;
    let twin = TestApp::builder().twin_of(&app).spawn().await;
    let ann = app.player("ann").await;
    let mut games = Vec::new();
    for round in 0..12 {
        let id = if round % 2 == 0 {
            aborted_game(&app, &ann).await
        } else {
            aborted_game(&twin, &ann).await
        };
        games.push(id);
    }
    let mut one = app.db.async_conn().await;
    let mut other = app.db.async_conn().await;
    let now = chrono::Utc::now();
    let (a, b) = tokio::join!(
        referee::game::log::append_pending(&mut one, now),
        referee::game::log::append_pending(&mut other, now),
    );
    a.unwrap();
    b.unwrap();
    for id in &games {
        logged(&twin, *id).await;
    }

    #[derive(diesel::QueryableByName)]
    struct Entry {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        leaf_index: i64,
        #[diesel(sql_type = diesel::sql_types::Uuid)]
        game_id: Uuid,
        #[diesel(sql_type = diesel::sql_types::Bytea)]
        leaf: Vec<u8>,
    }
    let entries: Vec<Entry> =
        diesel::sql_query("SELECT leaf_index, game_id, leaf FROM log_entries ORDER BY leaf_index")
            .load(&mut app.db.conn())
            .unwrap();
    let indexes: Vec<i64> = entries.iter().map(|e| e.leaf_index).collect();
    assert_eq!(indexes, (0..12).collect::<Vec<i64>>());
    let mut logged_games: Vec<Uuid> = entries.iter().map(|e| e.game_id).collect();
    logged_games.sort();
    games.sort();
    assert_eq!(logged_games, games);
    let mut log = MemoryLog::default();
    for entry in &entries {
        log.push(transparency::leaf_hash(&entry.leaf));
    }
    let root = hex::encode(transparency::root(12, &mut log.reader()));
    for process in [
        get(&app, "/v1/log/head").await,
        get(&twin, "/v1/log/head").await,
    ] {
        assert_eq!(process.body["tree_size"], 12, "{}", process.text);
        assert_eq!(process.body["root_hash"], root.as_str());
    }
}

/// The worked example of docs/FAIRNESS.md, "The public log": a log of three
/// games, the second being docs/audit-example.json's game, signed with the
/// key of seed 32×0x01 (its bundle too, as `bundle.json`). Its files in
/// docs/log-example/ are what the code computes (`UPDATE_LOG_EXAMPLE=1`
/// writes them), every value the text prints is among them, and `referee`
/// and the independent script verify them.
#[test]
fn the_worked_example_is_what_the_code_computes_and_verifies() {
    let dir = format!("{}/docs/log-example", env!("CARGO_MANIFEST_DIR"));
    let example = format!("{}/docs/audit-example.json", env!("CARGO_MANIFEST_DIR"));
    let mut bundle: referee::audit::Bundle =
        serde_json::from_str(&std::fs::read_to_string(&example).unwrap()).unwrap();
    let key = referee::signature::Key::from_bytes(&[1; 32]);
    bundle.signature = Some(referee::signature::sign(&bundle, &key));
    let bundle_path = format!("{dir}/bundle.json");
    let public = hex::encode(key.verifying_key().to_bytes());
    // 2026-12-05T12:00:00Z.
    let timestamp = 1_796_472_000_000;
    let leaves = [
        transparency::leaf(
            "00000000-0000-0000-0000-00000000000a".parse().unwrap(),
            "aborted",
            0,
            &"11".repeat(32),
            false,
        ),
        leaf_of_bundle(&bundle),
        transparency::leaf(
            "00000000-0000-0000-0000-00000000000b".parse().unwrap(),
            "finished",
            12,
            &"22".repeat(32),
            true,
        ),
    ];
    let mut log = MemoryLog::default();
    for leaf in &leaves {
        log.push(transparency::leaf_hash(leaf));
    }
    let root2 = transparency::root(2, &mut log.reader());
    let root3 = transparency::root(3, &mut log.reader());
    let head2 = SignedTreeHead::sign(2, &root2, timestamp, &key);
    let head3 = SignedTreeHead::sign(3, &root3, timestamp, &key);
    let proof = InclusionProof {
        game_id: bundle.header.game_id,
        leaf_index: 1,
        leaf: String::from_utf8(leaves[1].clone()).unwrap(),
        audit_path: transparency::inclusion_path(1, 3, &mut log.reader())
            .iter()
            .map(hex::encode)
            .collect(),
        head: head3.clone(),
    };
    let consistency = ConsistencyProof {
        first: 2,
        proof: transparency::consistency_proof(2, 3, &mut log.reader())
            .iter()
            .map(hex::encode)
            .collect(),
        head: head3.clone(),
    };
    let files = [
        ("bundle.json", serde_json::to_value(&bundle).unwrap()),
        ("head-2.json", serde_json::to_value(&head2).unwrap()),
        ("proof.json", serde_json::to_value(&proof).unwrap()),
        (
            "consistency.json",
            serde_json::to_value(&consistency).unwrap(),
        ),
    ];
    for (name, value) in &files {
        let text = format!("{}\n", serde_json::to_string_pretty(value).unwrap());
        let path = format!("{dir}/{name}");
        if std::env::var_os("UPDATE_LOG_EXAMPLE").is_some() {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
        }
        assert_eq!(
            std::fs::read_to_string(&path).unwrap_or_default(),
            text,
            "{path} is out of date: UPDATE_LOG_EXAMPLE=1 writes it"
        );
    }
    let fairness =
        std::fs::read_to_string(format!("{}/docs/FAIRNESS.md", env!("CARGO_MANIFEST_DIR")))
            .unwrap();
    let section = fairness
        .split("## The public log")
        .nth(1)
        .expect("docs/FAIRNESS.md has \"The public log\"");
    let printed: Vec<String> = [
        public.clone(),
        hex::encode(transparency::leaf_hash(&leaves[1])),
        hex::encode(root2),
        hex::encode(root3),
        head3.signature.clone(),
        String::from_utf8(transparency::head_text(3, &root3, timestamp)).unwrap(),
        proof.leaf.clone(),
    ]
    .into_iter()
    .chain(proof.audit_path.iter().cloned())
    .chain(consistency.proof.iter().cloned())
    .collect();
    for value in printed {
        assert!(
            section.contains(&value),
            "FAIRNESS.md does not print {value:?}"
        );
    }

    let file = |name: &str| format!("{dir}/{name}");
    let (ok, said) = referee_cli(&[
        "verify",
        &bundle_path,
        "--log",
        &file("proof.json"),
        "--key",
        &public,
    ]);
    assert!(
        ok && said.contains("ok: in the public log as leaf 1 of 3"),
        "{said}"
    );
    let (ok, said) = referee_cli(&[
        "log",
        "verify",
        &file("head-2.json"),
        &file("consistency.json"),
        "--key",
        &public,
    ]);
    assert!(ok && said.contains("verified"), "{said}");
    let (ok, said) = reference(&[&bundle_path, "--log", &file("proof.json"), "--key", &public]);
    assert!(
        ok && said.contains("ok: in the public log as leaf 1 of 3"),
        "{said}"
    );
    let (ok, said) = reference(&[
        "--consistency",
        &file("head-2.json"),
        &file("consistency.json"),
        "--key",
        &public,
    ]);
    assert!(
        ok && said.contains("prefix of the log of 3 games"),
        "{said}"
    );
    // With the tree heads' timestamp changed, the signatures fail.
    let mut later: Value = serde_json::to_value(&consistency).unwrap();
    later["head"]["timestamp"] = json!(timestamp + 1);
    let later_file = saved("later.json", &later.to_string());
    let (ok, said) = reference(&[
        "--consistency",
        &file("head-2.json"),
        path_str(&later_file),
        "--key",
        &public,
    ]);
    assert!(
        !ok && said.contains("FAILED: new tree head: signature"),
        "{said}"
    );
}

/// Tree heads signed across a key rotation: `referee log verify` and the
/// script check each head under the key of its id among the `--key` keys,
/// the old head saved alone or as the `head` of a saved answer; without the
/// old head's key, the old head fails.
#[test]
fn log_verify_checks_each_head_under_the_key_of_its_id() {
    let retired = referee::signature::Key::from_bytes(&[3; 32]);
    let active = referee::signature::Key::from_bytes(&[4; 32]);
    let public = |key: &referee::signature::Key| hex::encode(key.verifying_key().to_bytes());
    let id = |key: &referee::signature::Key| referee::signature::key_id(&key.verifying_key());
    let mut log = MemoryLog::default();
    for i in 0u64..5 {
        log.push(transparency::leaf_hash(&i.to_be_bytes()));
    }
    let old = SignedTreeHead::sign(
        2,
        &transparency::root(2, &mut log.reader()),
        1_000,
        &retired,
    );
    let consistency = ConsistencyProof {
        first: 2,
        proof: transparency::consistency_proof(2, 5, &mut log.reader())
            .iter()
            .map(hex::encode)
            .collect(),
        head: SignedTreeHead::sign(5, &transparency::root(5, &mut log.reader()), 2_000, &active),
    };
    let new_file = saved("new.json", &serde_json::to_string(&consistency).unwrap());
    let (retired_key, active_key) = (public(&retired), public(&active));
    let both_keys = ["--key", &active_key, "--key", &retired_key];
    for old_text in [
        serde_json::to_string(&old).unwrap(),
        json!({ "head": old }).to_string(),
    ] {
        let old_file = saved("old.json", &old_text);
        let files = [path_str(&old_file), path_str(&new_file)];

        let (ok, said) = referee_cli(&[&["log", "verify"], &files[..], &both_keys[..]].concat());
        assert!(ok && said.contains("verified"), "{said}");
        for (name, head, key) in [("old", &old, &retired), ("new", &consistency.head, &active)] {
            let line = format!(
                "ok: the {name} tree head ({} games, root {}) is signed by the referee's key {}",
                head.tree_size,
                head.root_hash,
                id(key)
            );
            assert!(said.contains(&line), "{line}: {said}");
        }
        let (ok, said) = reference(&[&["--consistency"], &files[..], &both_keys[..]].concat());
        assert!(ok && said.contains("is a prefix"), "{said}");
        let line = format!(
            "ok: the old tree head (2 games) is signed by the referee's key {}",
            id(&retired)
        );
        assert!(said.contains(&line), "{line}: {said}");

        let (ok, said) =
            referee_cli(&[&["log", "verify"], &files[..], &["--key", &active_key]].concat());
        let failure = format!(
            "referee: FAILED at old tree head: signed with key {}, not with key {}",
            id(&retired),
            id(&active)
        );
        assert!(!ok && said.contains(&failure), "{said}");
        let (ok, said) =
            reference(&[&["--consistency"], &files[..], &["--key", &active_key]].concat());
        let failure = "FAILED: old tree head: signature: key id";
        assert!(!ok && said.contains(failure), "{said}");
    }
}

/// The log at scale: `REFEREE_BENCH_LOG_GAMES` games (default 2,000; the
/// benchmark's figures are of 100,000) appended a batch of
/// `game::log::BATCH` at a time as the appender does, from leaves of the
/// real format (the appender's read of each game is left out); then random
/// games' inclusion proofs and random pairs of heads' consistency proofs,
/// served by the endpoints and verified, each root checked against the tree
/// rebuilt in memory. Prints the append rate, the proofs' sizes and the
/// time to serve and to verify them.
///
/// ```sh
/// REFEREE_BENCH_LOG_GAMES=100000 cargo test --test api log::log_benchmark -- --nocapture
/// ```
#[actix_web::test]
async fn log_benchmark() {
    use rand::{Rng, SeedableRng};
    use std::time::{Duration, Instant};

    let games: u64 = std::env::var("REFEREE_BENCH_LOG_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000);
    let app = crate::support::spawn().await;
    let mut conn = app.db.async_conn().await;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6962);
    let mut memory = MemoryLog::default();
    let mut ids = Vec::new();
    let started = Instant::now();
    let mut appended = 0;
    while appended < games {
        let batch = (games - appended).min(referee::game::log::BATCH as u64);
        let leaves: Vec<(Uuid, Vec<u8>)> = (0..batch)
            .map(|_| {
                let id = Uuid::from_u128(rng.random());
                let head: [u8; 32] = rng.random();
                let leaf = transparency::leaf(
                    id,
                    "finished",
                    rng.random_range(1..400),
                    &hex::encode(head),
                    rng.random(),
                );
                (id, leaf)
            })
            .collect();
        for (id, leaf) in &leaves {
            memory.push(transparency::leaf_hash(leaf));
            ids.push(*id);
        }
        use diesel_async::AsyncConnection as _;
        let now = chrono::Utc::now();
        conn.transaction::<_, referee::game::Error, _>(async |conn| {
            referee::store::log::lock_appender(conn).await?;
            referee::game::log::append_leaves(conn, &leaves, now).await
        })
        .await
        .unwrap();
        appended += batch;
    }
    let append_time = started.elapsed();
    println!(
        "appended {games} games in {:.2} s: {:.0} games/s",
        append_time.as_secs_f64(),
        games as f64 / append_time.as_secs_f64()
    );

    let key = public_key();
    let public = hex::decode(&key).unwrap();
    let at = Instant::now();
    let head = get(&app, "/v1/log/head").await;
    let head_time = at.elapsed();
    let head: SignedTreeHead = serde_json::from_value(head.body).unwrap();
    assert_eq!(head.tree_size, games);
    assert_eq!(
        head.root_hash,
        hex::encode(transparency::root(games, &mut memory.reader()))
    );
    println!("GET /v1/log/head: {:.2} ms", head_time.as_secs_f64() * 1e3);

    let samples = 200;
    let (mut serve, mut verify, mut signatures) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    let (mut hashes, mut bytes) = (0usize, 0usize);
    let mut longest = 0;
    for _ in 0..samples {
        let index = rng.random_range(0..games);
        let at = Instant::now();
        let reply = get(&app, &format!("/v1/log/proof/{}", ids[index as usize])).await;
        serve += at.elapsed();
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        let proof: InclusionProof = serde_json::from_value(reply.body).unwrap();
        let leaf = proof.leaf.clone().into_bytes();
        let at = Instant::now();
        proof.check(&leaf).unwrap();
        verify += at.elapsed();
        let at = Instant::now();
        proof.head.check(&public).unwrap();
        signatures += at.elapsed();
        assert_eq!(proof.leaf_index, index);
        hashes += proof.audit_path.len();
        longest = longest.max(proof.audit_path.len());
        bytes += reply.text.len();
    }
    println!(
        "inclusion proofs ({samples} random games): {:.1} hashes ({} at most, {:.0} bytes of hashes), \
         answers of {:.0} bytes; served in {:.2} ms, the path verified in {:.3} ms, the head's signature in {:.3} ms, each on average",
        hashes as f64 / samples as f64,
        longest,
        hashes as f64 * 32.0 / samples as f64,
        bytes as f64 / samples as f64,
        serve.as_secs_f64() * 1e3 / samples as f64,
        verify.as_secs_f64() * 1e3 / samples as f64,
        signatures.as_secs_f64() * 1e3 / samples as f64
    );

    let (mut serve, mut verify, mut signatures) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    let (mut hashes, mut bytes) = (0usize, 0usize);
    for _ in 0..samples {
        let to = rng.random_range(1..=games);
        let from = rng.random_range(1..=to);
        // The older head as a client kept it: signed by the server.
        let old = get(&app, &format!("/v1/log/consistency?from=1&to={from}")).await;
        let old: ConsistencyProof = serde_json::from_value(old.body).unwrap();
        let old = old.head;
        assert_eq!(
            old.root_hash,
            hex::encode(transparency::root(from, &mut memory.reader()))
        );
        let at = Instant::now();
        let reply = get(&app, &format!("/v1/log/consistency?from={from}&to={to}")).await;
        serve += at.elapsed();
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        let proof: ConsistencyProof = serde_json::from_value(reply.body).unwrap();
        let at = Instant::now();
        proof.check(&old).unwrap();
        verify += at.elapsed();
        let at = Instant::now();
        old.check(&public).unwrap();
        proof.head.check(&public).unwrap();
        signatures += at.elapsed();
        hashes += proof.proof.len();
        bytes += reply.text.len();
    }
    println!(
        "consistency proofs ({samples} random pairs of heads): {:.1} hashes, answers of {:.0} bytes; \
         served in {:.2} ms, the proof verified in {:.3} ms, both heads' signatures in {:.3} ms, each on average",
        hashes as f64 / samples as f64,
        bytes as f64 / samples as f64,
        serve.as_secs_f64() * 1e3 / samples as f64,
        verify.as_secs_f64() * 1e3 / samples as f64,
        signatures.as_secs_f64() * 1e3 / samples as f64
    );
}

/// The appender's queue is read through its partial index, not by a scan
/// of every game.
#[test]
fn the_appenders_queue_reads_its_partial_index() {
    #[derive(diesel::QueryableByName)]
    struct Plan {
        #[diesel(sql_type = diesel::sql_types::Text, column_name = "QUERY PLAN")]
        line: String,
    }
    let db = crate::support::TestDb::new();
    let mut conn = db.conn();
    diesel::sql_query("SET enable_seqscan = off")
        .execute(&mut conn)
        .unwrap();
    let plan: Vec<Plan> =
        diesel::sql_query(format!("EXPLAIN {}", referee::store::log::PENDING_QUERY))
            .bind::<diesel::sql_types::BigInt, _>(256_i64)
            .load(&mut conn)
            .unwrap();
    let plan: Vec<String> = plan.into_iter().map(|p| p.line).collect();
    assert!(
        plan.iter()
            .any(|line| line.contains("games_log_pending_idx")),
        "{plan:#?}"
    );
}

/// `GET /v1/log/entries` answers the leaves in order, each with its game,
/// from `start` to `end` or the log's end, 1000 at most: the leaves the
/// proofs hold, whose root is the signed head's. Anyone may read them.
#[actix_web::test]
async fn the_entries_are_the_leaves_in_order_and_recompute_the_head() {
    let app = crate::support::spawn().await;
    let players = [app.player("ann").await, app.player("bob").await];
    let mut games = Vec::new();
    for _ in 0..2 {
        games.push(finished_game(&app, &players).await);
        games.push(aborted_game(&app, &players[0]).await);
    }
    let mut proofs = Vec::new();
    for id in &games {
        proofs.push(logged(&app, *id).await);
    }
    let reply = get(&app, "/v1/log/entries").await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.body["tree_size"], 4);
    let entries = reply.body["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 4);
    let mut tree = MemoryLog::default();
    for (index, entry) in entries.iter().enumerate() {
        let proof: InclusionProof = serde_json::from_value(proofs[index].body.clone()).unwrap();
        assert_eq!(entry["leaf_index"], index, "{}", reply.text);
        assert_eq!(entry["game_id"], proof.game_id.to_string());
        assert_eq!(entry["leaf"], proof.leaf);
        tree.push(transparency::leaf_hash(proof.leaf.as_bytes()));
    }
    let head: SignedTreeHead =
        serde_json::from_value(get(&app, "/v1/log/head").await.body).unwrap();
    assert_eq!(
        hex::encode(transparency::root(4, &mut tree.reader())),
        head.root_hash
    );
    // A range; a range past the end answers what there is.
    let middle = get(&app, "/v1/log/entries?start=1&end=3").await;
    let indexes: Vec<&Value> = middle.body["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| &e["leaf_index"])
        .collect();
    assert_eq!(indexes, [1, 2], "{}", middle.text);
    let past = get(&app, "/v1/log/entries?start=3&end=900").await;
    assert_eq!(
        past.body["entries"].as_array().unwrap().len(),
        1,
        "{}",
        past.text
    );
    let beyond = get(&app, "/v1/log/entries?start=10").await;
    assert_eq!(beyond.status, StatusCode::OK, "{}", beyond.text);
    assert_eq!(beyond.body["entries"], json!([]));
    // More than a page, an end before the start, or an index beyond the
    // document's int64, is refused.
    for query in [
        "start=0&end=1001",
        "start=5&end=4",
        "start=-1",
        "first=0",
        "start=9223372036854775808",
        "start=9223372036854775807&end=9223372036854775808",
    ] {
        let refused = get(&app, &format!("/v1/log/entries?{query}")).await;
        assert_eq!(
            refused.status,
            StatusCode::BAD_REQUEST,
            "{query}: {}",
            refused.text
        );
        assert_eq!(refused.body["code"], "invalid_query", "{query}");
    }
}
