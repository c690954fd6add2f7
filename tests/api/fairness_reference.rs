//! `clients/python/src/referee_client/fairness.py`, the auditors' independent check of
//! docs/FAIRNESS.md, run over the bundles of real games: steps the clock
//! played, steps of a resigned seat and a bot's steps must pass it, and a
//! bundle changed by one word must fail it. Its golden vectors must be the
//! ones FAIRNESS.md prints.

use std::io::Write;
use std::process::{Command, Stdio};

use actix_web::http::StatusCode;
use referee::audit::{self, PlayedBy};
use serde_json::{json, Value};
use uuid::Uuid;

use crate::clocks::{move_as, pass_deadline, wait_past};
use crate::support::spawn;

fn script() -> String {
    format!(
        "{}/clients/python/src/referee_client/fairness.py",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// Runs the reference over `bundle` (as the server sent it); its exit status
/// and what it printed to stdout and stderr.
fn reference_check(bundle: &str) -> (bool, String) {
    reference_check_with(bundle, &[])
}

/// [`reference_check`] with more arguments (e.g. `--key HEX`).
pub(crate) fn reference_check_with(bundle: &str, args: &[&str]) -> (bool, String) {
    let mut child = Command::new("python3")
        .args([script().as_str(), "-"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs clients/python/src/referee_client/fairness.py");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(bundle.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), said)
}

#[actix_web::test]
async fn the_python_reference_passes_clock_resigned_and_bot_steps_and_fails_a_changed_link() {
    let app = spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    // Seat 0 Alice, seat 1 a bot, seat 2 Bob; a clock.
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 3, "join": true, "bots": ["random"],
                    "client_seed": "00aa",
                    "options": {"starting_seat": 0, "markers": 2, "turn_time": 10}}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let id: Uuid = created.body["id"].as_str().unwrap().parse().unwrap();
    let joined = app
        .post(
            &format!("/v1/games/{id}/seats"),
            &bob.token,
            &json!({"client_seed": "11"}),
        )
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(joined.body["seats"][2]["player_id"], bob.id.to_string());

    let audit_path = format!("/v1/games/{id}/audit");
    let mut sealed_checked = false;
    let mut bob_resigned = false;
    let mut guard = 0;
    loop {
        let game = app.get(&format!("/v1/games/{id}"), &alice.token).await;
        if game.body["status"] == "finished" {
            break;
        }
        let version = game.body["version"].as_i64().unwrap();
        let seat = game.body["turn"]["seat"].as_u64().unwrap();
        if seat == 0 {
            let reply = move_as(&app, &alice, id).await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        } else if seat == 2 && !bob_resigned && !sealed_checked {
            // Bob's first turn runs out: the clock plays it.
            pass_deadline(&app);
            wait_past(&app, &alice, id, version).await;
            // A running game's sealed bundle, with that clock step in it.
            let sealed = app.get(&audit_path, &bob.token).await;
            assert_eq!(sealed.status, StatusCode::OK, "{}", sealed.text);
            assert!(sealed.body["server_seed"].is_null());
            // The step after `version` is the clock's (a bot on turn next
            // may have played after it already).
            let clock_step = sealed.body["steps"]
                .as_array()
                .unwrap()
                .iter()
                .find(|step| step["seq"] == version + 1)
                .expect("the clock's step is in the bundle");
            assert_eq!(clock_step["played_by"], "clock", "{clock_step}");
            let (passed, said) = reference_check(&sealed.text);
            assert!(passed, "a sealed bundle with a clock step: {said}");
            sealed_checked = true;
        } else if seat == 2 && !bob_resigned {
            // Bob's next turn: he resigns on it and the referee plays it.
            let reply = app
                .post_empty(&format!("/v1/games/{id}/resign"), &bob.token)
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
            bob_resigned = true;
            wait_past(&app, &alice, id, version).await;
        } else {
            // The bot, or the referee for the resigned seat, plays.
            wait_past(&app, &alice, id, version).await;
        }
        guard += 1;
        assert!(guard < 500, "the game ends");
    }
    assert!(bob_resigned, "Bob had a second turn");

    let full = app.get(&audit_path, &alice.token).await;
    assert_eq!(full.status, StatusCode::OK, "{}", full.text);
    let bundle: audit::Bundle = serde_json::from_value(full.body.clone()).unwrap();
    audit::verify(&bundle, &mut |_| {}).expect("referee verify passes it");
    let played = |seat: u8, by: Option<PlayedBy>| {
        bundle
            .steps
            .iter()
            .any(|s| s.actor_seat == Some(seat) && s.played_by == by)
    };
    assert!(played(2, Some(PlayedBy::Clock)), "a clock step");
    assert!(played(2, Some(PlayedBy::Resigned)), "a resigned step");
    assert!(played(1, None), "a bot's step");

    let (passed, said) = reference_check(&full.text);
    assert!(passed, "an honest finished bundle: {said}");
    assert!(said.contains("the hash chain match"), "{said}");

    // One word changed in the link of a step the referee played: the
    // reference names that step's link.
    let clock_step = bundle
        .steps
        .iter()
        .position(|s| s.played_by == Some(PlayedBy::Clock))
        .unwrap();
    let mut changed: Value = full.body.clone();
    changed["steps"][clock_step]["played_by"] = json!("resigned");
    let (passed, said) = reference_check(&changed.to_string());
    assert!(!passed, "a changed played_by: {said}");
    let seq = bundle.steps[clock_step].seq;
    assert!(
        said.contains(&format!("FAILED: step {seq}: hash chain")),
        "{said}"
    );
    // ... and a step the referee did not play, claimed as played by it.
    let own_step = bundle
        .steps
        .iter()
        .position(|s| s.actor_seat == Some(0))
        .unwrap();
    let mut claimed: Value = full.body.clone();
    claimed["steps"][own_step]["played_by"] = json!("clock");
    let (passed, said) = reference_check(&claimed.to_string());
    assert!(!passed, "a claimed played_by: {said}");
    let seq = bundle.steps[own_step].seq;
    assert!(
        said.contains(&format!("FAILED: step {seq}: hash chain")),
        "{said}"
    );
}

/// The vectors the reference prints are the table of FAIRNESS.md, "Golden
/// vectors", row for row.
#[test]
fn the_python_references_golden_vectors_are_fairness_mds() {
    let out = Command::new("python3")
        .arg(script())
        .output()
        .expect("python3 runs clients/python/src/referee_client/fairness.py");
    assert!(out.status.success());
    let printed = String::from_utf8(out.stdout).unwrap();
    let doc = std::fs::read_to_string(format!("{}/docs/FAIRNESS.md", env!("CARGO_MANIFEST_DIR")))
        .unwrap();
    let mut rows = 0;
    for line in printed.lines() {
        let (call, value) = line.rsplit_once("): ").unwrap();
        let call = format!("{call})").replace(" x ", "×").replace('\'', "\"");
        let value = value.trim_start_matches('[').trim_end_matches(']');
        let row = format!("| `{call}` | `{value}` |");
        assert!(doc.contains(&row), "FAIRNESS.md lacks the row {row}");
        rows += 1;
    }
    assert_eq!(rows, 5);
}
