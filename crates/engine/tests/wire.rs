//! The bytes the server sends and the audit hashes, pinned: every view (each
//! seat and a spectator), every legal-actions object, every step's canonical
//! events and the events its mover is shown, and the options in force, over
//! random games of every configuration, against `tests/wire.golden.json`.
//! Each configuration keeps a SHA-256 of all its texts and, to show what
//! changed, the full texts of one step. The stored snapshot is pinned as a
//! JSON value (it is stored as `jsonb`, which keeps no key order).
//!
//! Regenerate with `UPDATE_WIRE=1 cargo test -p referee-engine --test wire`
//! only for a deliberate change of the wire format.

use std::collections::BTreeMap;
use std::path::PathBuf;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use referee_engine::engine::{AnyGame, Viewer};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// Games played per configuration.
const GAMES: u64 = 3;
/// The step of game 0 whose texts are kept in full.
const SAMPLE_STEP: usize = 4;

fn setups() -> Vec<(String, &'static str, u8, Value)> {
    let mut out = Vec::new();
    for seats in 2..=5 {
        for backs in ["rounded", "exact", "hidden"] {
            out.push((
                format!("meerkat-{backs}/{seats}"),
                "shake-it-meerkat",
                seats,
                json!({ "card_backs": backs }),
            ));
        }
        for variant in ["basic", "advanced"] {
            out.push((
                format!("biscuits-{variant}/{seats}"),
                "woof-meow-biscuits",
                seats,
                json!({ "variant": variant }),
            ));
        }
    }
    out
}

/// The texts of one state: each viewer's view, each seat's legal actions.
fn state_texts(g: &AnyGame) -> Vec<String> {
    let viewers = (0..g.seat_count())
        .map(Viewer::Seat)
        .chain([Viewer::Spectator]);
    let mut texts: Vec<String> = viewers.map(|v| g.view(v).get().to_owned()).collect();
    for seat in 0..g.seat_count() {
        texts.push(
            g.legal_actions_json(seat)
                .map_or_else(|| "-".to_owned(), |raw| raw.get().to_owned()),
        );
    }
    // The stored snapshot as a value: keys sorted, whatever order it has.
    let snapshot: Value = serde_json::from_str(&g.snapshot()).expect("a snapshot is JSON");
    texts.push(snapshot.to_string());
    texts
}

/// Every text of every step of the configuration's games, step by step,
/// with the texts of game 0's sample step apart.
fn play(game: &str, seats: u8, options: &Value) -> (Vec<String>, Value) {
    let mut all = Vec::new();
    let mut sample = Value::Null;
    for i in 0..GAMES {
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&i.to_le_bytes());
        let mut rng = ChaCha8Rng::seed_from_u64(i);
        let (mut g, deal) = AnyGame::new_canonical(game, seats, options, &seed).expect("a setup");
        all.push(deal.as_array().to_owned());
        all.push(g.options_json(None).get().to_owned());
        all.push(g.options_json(Some(60)).get().to_owned());
        all.extend(state_texts(&g));
        let mut step = 0;
        while let Some(seat) = g.to_move() {
            let action = g.random_action(&mut rng).expect("an action on turn");
            for viewer in [Viewer::Seat(seat), Viewer::Spectator] {
                let mut t = g.clone();
                let (_, seen) = t
                    .apply_canonical_seen(seat, &action, Some(viewer))
                    .expect("a legal action");
                all.extend(seen.iter().map(|r| r.get().to_owned()));
            }
            let events = g.apply_canonical(seat, &action).expect("a legal action");
            all.push(events.as_array().to_owned());
            let texts = state_texts(&g);
            if i == 0 && step == SAMPLE_STEP {
                sample = json!({ "events": events.as_array(), "state": texts });
            }
            all.extend(texts);
            step += 1;
        }
    }
    (all, sample)
}

fn golden_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/wire.golden.json")
}

#[test]
fn wire_bytes_are_the_pinned_ones() {
    let mut got = BTreeMap::new();
    for (name, game, seats, options) in setups() {
        let (texts, sample) = play(game, seats, &options);
        let mut hash = Sha256::new();
        for text in &texts {
            hash.update(text.as_bytes());
            hash.update(b"\n");
        }
        got.insert(
            name,
            json!({
                "texts": texts.len(),
                "sha256": hex::encode(hash.finalize()),
                "sample": sample,
            }),
        );
    }
    let got = Value::Object(got.into_iter().collect());
    if std::env::var_os("UPDATE_WIRE").is_some() {
        let text = serde_json::to_string_pretty(&got).expect("JSON");
        std::fs::write(golden_path(), text + "\n").expect("write the golden file");
        return;
    }
    let text = std::fs::read_to_string(golden_path()).expect("tests/wire.golden.json");
    let expected: Value = serde_json::from_str(&text).expect("the golden file is JSON");
    let expected = expected.as_object().expect("an object");
    for (name, got) in got.as_object().expect("an object") {
        let want = expected
            .get(name)
            .unwrap_or_else(|| panic!("{name}: not in the golden file"));
        // The sample first: its texts show what changed.
        assert_eq!(got["sample"], want["sample"], "{name}: sample step");
        assert_eq!(got, want, "{name}");
    }
    assert_eq!(got.as_object().map(|o| o.len()), Some(expected.len()));
}
