//! The audit trail: a finished bundle verifies; any change of meaning fails
//! and names the place; hidden cards cannot be brute-forced from the hashes;
//! the golden bundle pins the format byte for byte.

use chrono::TimeZone;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use super::*;

const SERVER_SEED: [u8; 32] = [0x5e; 32];

fn header(game: &str, options: Value, seats: u8) -> GameHeader {
    GameHeader {
        game_id: Uuid::from_u128(0x0123_4567_89ab_cdef_0123_4567_89ab_cdef),
        game: game.to_owned(),
        options,
        seat_count: seats,
        seats: (0..seats)
            .map(|seat| SeatEntry {
                seat,
                player_id: Uuid::from_u128(u128::from(seat) + 1),
                client_seed: (seat % 2 == 0).then(|| lowerhex::encode([seat; 4])),
                bot: None,
            })
            .collect(),
        seed_commitment: lowerhex::encode(fairness::commitment(&SERVER_SEED)),
        ruleset: RULESET.to_owned(),
        signed_moves: false,
        rated: false,
    }
}

/// Plays a game with a seeded random bot, storing steps as the server does;
/// stops after `max_moves` (then the game may still be running).
fn play(header: &GameHeader, bot: u64, max_moves: usize) -> (Vec<Step>, AnyGame) {
    let game_seed = fairness::game_seed(&SERVER_SEED, &header.client_seeds().unwrap());
    let seats = header.seats.len() as u8;
    let (mut engine, dealt) =
        AnyGame::new(&header.game, seats, &header.options, &game_seed).unwrap();
    let at = |seq: u64| {
        Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap() + chrono::Duration::seconds(seq as i64)
    };
    let mut previous = header.genesis().to_vec();
    let mut steps = Vec::new();
    let mut store = |engine: &AnyGame,
                     actor: Option<Seat>,
                     action: Option<Value>,
                     events: Vec<Value>,
                     steps: &mut Vec<Step>| {
        let seq = steps.len() as u64 + 1;
        let commitment = commit(engine, &SERVER_SEED, seq, action.as_ref(), &events).unwrap();
        let hash = link(&previous, seq, actor, at(seq), &commitment).to_vec();
        previous = hash.clone();
        steps.push(Step {
            seq,
            at: at(seq),
            actor_seat: actor,
            action,
            events,
            hash,
            played_by: None,
            signature: None,
        });
    };
    store(&engine, None, None, dealt, &mut steps);
    let mut rng = ChaCha8Rng::seed_from_u64(bot);
    for _ in 0..max_moves {
        let Some(seat) = engine.to_move() else { break };
        let action = engine.random_action(&mut rng).unwrap();
        let events = engine.apply_json(seat, &action).unwrap();
        store(&engine, Some(seat), Some(action), events, &mut steps);
    }
    (steps, engine)
}

fn finished_bundle(game: &str, options: Value, seats: u8, bot: u64) -> Bundle {
    let header = header(game, options, seats);
    let (steps, engine) = play(&header, bot, 100_000);
    assert!(engine.outcome().finished);
    bundle(
        header,
        "finished",
        &SERVER_SEED,
        &steps,
        Some(&engine),
        BundleView::Full,
    )
    .unwrap()
}

fn meerkat() -> Bundle {
    finished_bundle("shake-it-meerkat", json!({ "rounds": 2 }), 3, 7)
}

fn check(bundle: &Bundle) -> Result<Option<AnyGame>, VerifyError> {
    verify(bundle, &mut |_| {})
}

#[test]
fn a_finished_bundle_verifies_for_both_games() {
    let mut lines = Vec::new();
    verify(&meerkat(), &mut |l| lines.push(l)).unwrap();
    assert!(
        lines.iter().any(|l| l.contains("matches its commitment")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("2 deal(s) re-derived")),
        "{lines:?}"
    );
    let biscuits = finished_bundle(
        "woof-meow-biscuits",
        json!({ "variant": "advanced", "rounds": 2 }),
        4,
        3,
    );
    check(&biscuits).unwrap();
}

fn fails_at(bundle: &Bundle, place: &str) {
    match check(bundle) {
        Err(err) => assert_eq!(err.place, place, "{err}"),
        Ok(_) => panic!("a tampered bundle verified (expected a failure at {place})"),
    }
}

#[test]
fn one_card_changed_in_a_deal_fails_at_the_deal() {
    let mut bundle = meerkat();
    let deal = &mut bundle.steps[0].events[0];
    let first = deal["hands"][0][0].clone();
    deal["hands"][0][0] = deal["pile"][0].clone();
    deal["pile"][0] = first;
    fails_at(&bundle, "step 1");
}

#[test]
fn a_changed_action_fails_at_its_step() {
    let mut bundle = meerkat();
    let step = bundle
        .steps
        .iter_mut()
        .find(|s| s.action.as_ref().is_some_and(|a| a["kind"] == "play"))
        .unwrap();
    let seq = step.seq;
    let action = step.action.as_mut().unwrap();
    action["rank"] = json!(if action["rank"] == "A" { "2" } else { "A" });
    fails_at(&bundle, &format!("step {seq}"));
}

#[test]
fn a_changed_event_fails_at_its_step() {
    let mut bundle = meerkat();
    let step = bundle
        .steps
        .iter_mut()
        .find(|s| s.events.iter().any(|e| e["type"] == "challenged"))
        .unwrap();
    let seq = step.seq;
    let event = step
        .events
        .iter_mut()
        .find(|e| e["type"] == "challenged")
        .unwrap();
    event["truthful"] = json!(!event["truthful"].as_bool().unwrap());
    fails_at(&bundle, &format!("step {seq}"));
}

#[test]
fn two_events_swapped_fail_at_their_step() {
    let mut bundle = meerkat();
    let step = bundle
        .steps
        .iter_mut()
        .skip(1)
        .find(|s| s.events.len() >= 2)
        .unwrap();
    let seq = step.seq;
    step.events.swap(0, 1);
    fails_at(&bundle, &format!("step {seq}"));
}

#[test]
fn two_steps_swapped_fail() {
    let mut bundle = meerkat();
    bundle.steps.swap(3, 4);
    fails_at(&bundle, "step 5");
}

#[test]
fn a_bundle_whose_game_tag_differs_from_its_header_fails_at_the_header() {
    let mut bundle = meerkat();
    assert_eq!(bundle.game, bundle.header.game);
    bundle.game = "biscuits".to_owned();
    fails_at(&bundle, "header");
}

#[test]
fn a_bundle_without_a_game_tag_is_verified_by_its_header() {
    let mut bundle = meerkat();
    let mut json = serde_json::to_value(&bundle).unwrap();
    json.as_object_mut().unwrap().remove("game");
    bundle = serde_json::from_value(json).unwrap();
    assert!(check(&bundle).is_ok());
}

#[test]
fn others_see_a_redacted_action_by_its_own_tag() {
    let action = serde_json::json!({"kind": "play", "cards": [3, 9], "rank": "4"});
    let seen = |viewer| crate::engine::redact_action(Some(&action), Some(1), viewer);
    assert_eq!(seen(Viewer::Seat(1)), Some(action.clone()));
    for viewer in [Viewer::Seat(0), Viewer::Spectator] {
        assert_eq!(
            seen(viewer),
            Some(serde_json::json!({"kind": "redacted", "of": "play"}))
        );
    }
}

#[test]
fn a_changed_client_seed_fails_at_the_genesis() {
    let mut bundle = meerkat();
    bundle.header.seats[0].client_seed = Some("ff".to_owned());
    fails_at(&bundle, "genesis");
}

#[test]
fn a_changed_server_seed_fails_at_the_commitment() {
    let mut bundle = meerkat();
    bundle.server_seed = Some(lowerhex::encode([0x5f; 32]));
    fails_at(&bundle, "commitment");
}

#[test]
fn a_changed_outcome_or_hash_fails() {
    let mut bundle = meerkat();
    bundle.outcome.as_mut().unwrap().winners = vec![0, 1, 2];
    fails_at(&bundle, "outcome");
    let mut bundle = meerkat();
    let last = bundle.steps.len() - 1;
    bundle.steps[last].hash = lowerhex::encode([0u8; 32]);
    fails_at(&bundle, &format!("step {}", last + 1));
}

/// A bundle saved by seat 0 after `moves` moves.
fn saved_by_seat_0(header: &GameHeader, moves: usize) -> Bundle {
    let (steps, engine) = play(header, 11, moves);
    bundle(
        header.clone(),
        "active",
        &SERVER_SEED,
        &steps,
        Some(&engine),
        BundleView::Seat { seat: 0 },
    )
    .unwrap()
}

#[test]
fn a_mid_game_bundle_is_a_prefix_of_the_final_one_and_its_chain_checks() {
    let header = header("woof-meow-biscuits", json!({}), 3);
    let saved = saved_by_seat_0(&header, 12);
    assert_eq!(saved.server_seed, None);
    assert_eq!(saved.game_seed, None);
    check(&saved).unwrap();
    let (steps, engine) = play(&header, 11, 100_000);
    let full = bundle(
        header.clone(),
        "finished",
        &SERVER_SEED,
        &steps,
        Some(&engine),
        BundleView::Full,
    )
    .unwrap();
    let replayed = check(&full).unwrap().unwrap();
    verify_prefix(&saved, &full, &replayed).unwrap();
    for (old, new) in saved.steps.iter().zip(&full.steps) {
        assert_eq!(old.hash, new.hash);
    }
    // A rewritten history is caught.
    let mut rewritten = saved.clone();
    rewritten.steps[5].events[0] = json!({ "type": "card_played", "seat": 1, "card": { "id": 0 } });
    assert_eq!(
        verify_prefix(&rewritten, &full, &replayed)
            .unwrap_err()
            .place,
        "step 6"
    );
}

#[test]
fn hidden_cards_cannot_be_brute_forced_from_a_mid_game_bundle() {
    let header = header("woof-meow-biscuits", json!({}), 2);
    let saved = saved_by_seat_0(&header, 20);
    let (steps, engine) = play(&header, 11, 20);
    let mut attempts = 0;
    let mut hidden_events = 0;
    for (step, truth) in saved.steps.iter().zip(&steps) {
        for (index, event) in truth.events.iter().enumerate() {
            if !(event["type"] == "card_drawn" && event["seat"] == 1) {
                continue;
            }
            hidden_events += 1;
            assert_eq!(
                step.events[index]["card"],
                Value::Null,
                "seat 0 does not see seat 1's draw"
            );
            let published: Vec<&String> = step.event_digests.iter().chain([&step.hash]).collect();
            for card in 0..33u16 {
                let candidate = json!({ "type": "card_drawn", "seat": 1, "card": card });
                let bytes = engine.canonical_event_bytes(&candidate).unwrap();
                for salt in [[0u8; 32], Sha256::digest(b"").into()] {
                    let guesses = [
                        lowerhex::encode(Sha256::digest(&bytes)),
                        digest(&salt, &bytes),
                    ];
                    for guess in &guesses {
                        attempts += 1;
                        assert!(
                            !published.contains(&guess),
                            "card {card} found by brute force"
                        );
                    }
                    let mut digests = step.event_digests.clone();
                    digests[index] = guesses[1].clone();
                    let commitment = Commitment {
                        action: step.action_digest.clone(),
                        events: digests,
                    };
                    let previous = hex::decode(&saved.steps[step.seq as usize - 2].hash).unwrap();
                    assert_ne!(
                        lowerhex::encode(link(
                            &previous,
                            step.seq,
                            step.actor_seat,
                            step.at,
                            &commitment
                        )),
                        step.hash
                    );
                }
                // With the seed (revealed at the end) exactly the true card matches.
                let real = digest(
                    &salt(&SERVER_SEED, step.seq, &format!("event/{index}")),
                    &bytes,
                );
                assert_eq!(
                    real == step.event_digests[index],
                    card as u64 == event["card"].as_u64().unwrap()
                );
            }
        }
    }
    assert!(hidden_events > 0 && attempts > 0);
}

#[test]
fn golden_bundle_bytes() {
    let bundle = finished_bundle(
        "woof-meow-biscuits",
        json!({ "markers": 1, "starting_seat": 0 }),
        2,
        1,
    );
    let mut text = serde_json::to_string_pretty(&bundle).unwrap();
    text.push('\n');
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/audit-example.json");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let golden = std::fs::read_to_string(path).unwrap_or_default();
    assert!(golden == text, "docs/audit-example.json differs: regenerate with UPDATE_GOLDEN=1 if the change is intended");
    let parsed: Bundle = serde_json::from_str(&golden).unwrap();
    check(&parsed).unwrap();
}

#[test]
fn canonical_json_sorts_keys_at_every_depth() {
    let value = json!({ "b": 1, "a": { "d": [ { "z": 0, "y": 1 } ], "c": null } });
    assert_eq!(
        String::from_utf8(canonical_json(&value).unwrap()).unwrap(),
        r#"{"a":{"c":null,"d":[{"y":1,"z":0}]},"b":1}"#
    );
}
#[test]
fn a_history_cut_short_fails_at_the_outcome() {
    let mut bundle = meerkat();
    bundle.steps.pop();
    fails_at(&bundle, "outcome");
}

#[test]
fn a_finished_game_passed_off_as_aborted_fails() {
    let mut bundle = meerkat();
    bundle.status = "aborted".to_owned();
    bundle.steps.clear();
    bundle.game_seed = None;
    bundle.outcome = None;
    fails_at(&bundle, "status");
    let mut bundle = meerkat();
    bundle.header.seats[1].player_id = bundle.header.seats[0].player_id;
    // The genesis covers the header, so re-seal it as a forger would.
    bundle.genesis_hash = lowerhex::encode(bundle.header.genesis());
    fails_at(&bundle, "header");
}

#[test]
fn a_changed_time_fails_at_its_step() {
    let mut bundle = meerkat();
    bundle.steps[2].at += chrono::Duration::seconds(1);
    fails_at(&bundle, "step 3");
}

/// What `referee verify` prints after "FAILED at" for a tampered bundle.
fn failure_text(bundle: &Bundle) -> String {
    let text = check(bundle)
        .expect_err("a tampered bundle fails")
        .to_string();
    for debug in ["Some(", "None", "{ ", "Outcome", "Ranking", "Vec<", "\\\""] {
        assert!(!text.contains(debug), "Rust Debug output ({debug}): {text}");
    }
    assert!(!crate::human::is_rusty(&text), "{text}");
    text
}

#[test]
fn verify_failures_say_what_differs_in_words() {
    let mut bundle = meerkat();
    let recorded = bundle.outcome.clone().unwrap();
    bundle.outcome.as_mut().unwrap().winners = vec![0, 1, 2];
    let text = failure_text(&bundle);
    let scores: Vec<String> = recorded.scores.iter().map(i64::to_string).collect();
    assert!(
        text.starts_with("outcome: the recorded outcome (finished, scores [")
            && text.contains(&format!("scores [{}], lowest wins", scores.join(", ")))
            && text.contains("winners [0, 1, 2]) differs from the replayed one (finished"),
        "{text}"
    );

    let mut bundle = meerkat();
    bundle.outcome = None;
    let text = failure_text(&bundle);
    assert!(
        text.starts_with("outcome: the bundle records no outcome; the replay gives (finished"),
        "{text}"
    );

    // A changed card in the deal: the event and the place in it are named.
    let mut bundle = meerkat();
    let deal = &mut bundle.steps[0].events[0];
    let (first, second) = (deal["hands"][0][0].clone(), deal["pile"][0].clone());
    deal["hands"][0][0] = second.clone();
    let text = failure_text(&bundle);
    assert_eq!(
        text,
        format!(
            "step 1: event 0 (round_started) differs at `hands[0][0]`: the bundle records {second}, the replay gives {first}"
        )
    );

    // An event the game does not know.
    let mut bundle = meerkat();
    bundle.steps[1].events[0]["type"] = json!("teleported");
    let text = failure_text(&bundle);
    assert!(text.starts_with("step 2: "), "{text}");

    let mut bundle = meerkat();
    bundle.status = "paused".to_owned();
    let text = failure_text(&bundle);
    assert_eq!(
        text,
        "status: a game with status \"paused\" must have all its seats taken"
    );
}

// --- Redacted (mid-game) bundles verified on their own ----------------------
// Only the chain and the status can be checked without the server seed, so
// every change below must be caught by them, at the right place.

/// A bundle of a running game of `game` after 12 moves, redacted for `view`.
fn mid_game(game: &str, options: Value, view: BundleView) -> Bundle {
    let header = header(game, options, 3);
    let (steps, engine) = play(&header, 11, 12);
    assert!(!engine.outcome().finished, "the game is still running");
    bundle(header, "active", &SERVER_SEED, &steps, Some(&engine), view).unwrap()
}

/// Mid-game bundles of both games, as seat 1 and as a spectator see them;
/// each verifies as it was made.
fn redacted_bundles() -> Vec<Bundle> {
    let mut out = Vec::new();
    for (game, options) in [
        ("shake-it-meerkat", json!({ "rounds": 2 })),
        ("woof-meow-biscuits", json!({})),
    ] {
        for view in [BundleView::Seat { seat: 1 }, BundleView::Spectator] {
            let bundle = mid_game(game, options.clone(), view);
            assert_eq!(bundle.steps.len(), 13);
            assert!(bundle.server_seed.is_none() && bundle.game_seed.is_none());
            if let Err(err) = check(&bundle) {
                panic!("an untouched {game} bundle for {view:?} fails: {err}");
            }
            out.push(bundle);
        }
    }
    out
}

/// `tamper` changes one thing in every redacted bundle; each must then fail
/// at `place` with a message containing `words`.
fn redacted_fails_at(place: &str, words: &str, tamper: impl Fn(&mut Bundle)) {
    for original in redacted_bundles() {
        let mut bundle = original.clone();
        tamper(&mut bundle);
        assert_ne!(bundle, original, "the tamper changed nothing");
        let what = format!("{} for {:?}", bundle.header.game, bundle.view);
        match check(&bundle) {
            Err(err) => {
                assert_eq!(err.place, place, "{what}: {err}");
                assert!(err.message.contains(words), "{what}: {err}");
            }
            Ok(_) => panic!("{what}: a tampered redacted bundle verified (expected {place})"),
        }
    }
}

/// The same hex text with its first digit changed.
fn other_hex(text: &str) -> String {
    let first = if text.starts_with('0') { "1" } else { "0" };
    format!("{first}{}", &text[1..])
}

const BROKEN_LINK: &str = "the hash does not chain from the previous step";

#[test]
fn a_redacted_bundle_with_a_changed_event_digest_fails_at_its_step() {
    redacted_fails_at("step 4", BROKEN_LINK, |b| {
        b.steps[3].event_digests[0] = other_hex(&b.steps[3].event_digests[0]);
    });
    redacted_fails_at("step 1", BROKEN_LINK, |b| {
        let last = b.steps[0].event_digests.len() - 1;
        b.steps[0].event_digests[last] = other_hex(&b.steps[0].event_digests[last]);
    });
    // A digest dropped, or one added: the list is committed whole.
    redacted_fails_at("step 6", BROKEN_LINK, |b| {
        b.steps[5].event_digests.pop();
    });
    redacted_fails_at("step 6", BROKEN_LINK, |b| {
        let extra = b.steps[5].event_digests[0].clone();
        b.steps[5].event_digests.push(extra);
    });
}

#[test]
fn a_redacted_bundle_with_a_changed_action_digest_fails_at_its_step() {
    redacted_fails_at("step 4", BROKEN_LINK, |b| {
        let digest = b.steps[3].action_digest.as_deref().unwrap();
        b.steps[3].action_digest = Some(other_hex(digest));
    });
    redacted_fails_at("step 4", "every move has both", |b| {
        b.steps[3].action_digest = None;
    });
    redacted_fails_at("step 1", "the deal has no actor or action", |b| {
        b.steps[0].action_digest = b.steps[1].action_digest.clone();
    });
}

#[test]
fn a_redacted_bundle_with_a_changed_hash_fails_at_its_step() {
    redacted_fails_at("step 4", BROKEN_LINK, |b| {
        b.steps[3].hash = other_hex(&b.steps[3].hash);
    });
    // The last hash too, though no later step chains from it.
    redacted_fails_at("step 13", BROKEN_LINK, |b| {
        b.steps[12].hash = other_hex(&b.steps[12].hash);
    });
    redacted_fails_at("step 1", BROKEN_LINK, |b| {
        b.steps[0].hash = other_hex(&b.steps[0].hash);
    });
}

#[test]
fn a_redacted_bundle_with_a_changed_time_fails_at_its_step() {
    // A microsecond is the precision the chain commits.
    redacted_fails_at("step 3", BROKEN_LINK, |b| {
        b.steps[2].at += chrono::Duration::microseconds(1);
    });
    redacted_fails_at("step 1", BROKEN_LINK, |b| {
        b.steps[0].at -= chrono::Duration::seconds(1);
    });
    redacted_fails_at("step 13", BROKEN_LINK, |b| {
        b.steps[12].at += chrono::Duration::days(1);
    });
}

#[test]
fn a_redacted_bundle_with_a_changed_actor_seat_fails_at_its_step() {
    redacted_fails_at("step 4", BROKEN_LINK, |b| {
        let seat = b.steps[3].actor_seat.unwrap();
        b.steps[3].actor_seat = Some((seat + 1) % 3);
    });
    redacted_fails_at("step 4", "every move has both", |b| {
        b.steps[3].actor_seat = None;
    });
    redacted_fails_at("step 1", "the deal has no actor or action", |b| {
        b.steps[0].actor_seat = Some(0);
    });
}

#[test]
fn a_redacted_bundle_with_a_changed_status_fails_at_the_status() {
    let running = "a redacted bundle is of a running game";
    // Each part of the status check on its own: the status, an outcome, a
    // game seed.
    redacted_fails_at("status", running, |b| b.status = "finished".to_owned());
    redacted_fails_at("status", running, |b| {
        let ranking = crate::engine::Ranking::LowestWins;
        b.outcome = Some(Outcome::from_scores(vec![0, 1, 2], ranking, true));
    });
    redacted_fails_at("status", running, |b| {
        let seeds = b.header.client_seeds().unwrap();
        b.game_seed = Some(lowerhex::encode(fairness::game_seed(&SERVER_SEED, &seeds)));
    });
    // Statuses no started game has.
    redacted_fails_at("status", "must have all its seats taken", |b| {
        b.status = "open".to_owned();
    });
    redacted_fails_at("status", "cannot have been aborted", |b| {
        b.status = "aborted".to_owned();
    });
    // A redacted bundle never carries the seed.
    redacted_fails_at("header", "must not carry the server seed", |b| {
        b.server_seed = Some(lowerhex::encode(SERVER_SEED));
    });
}

#[test]
fn a_redacted_bundle_with_a_changed_genesis_fails() {
    redacted_fails_at("genesis", "does not match the header", |b| {
        b.genesis_hash = other_hex(&b.genesis_hash);
    });
    redacted_fails_at("genesis", "does not match the header", |b| {
        b.header.seats[2].client_seed = Some("ff".to_owned());
    });
    // A forger who re-seals a changed header still breaks the first link.
    redacted_fails_at("step 1", BROKEN_LINK, |b| {
        b.header.game_id = Uuid::from_u128(42);
        b.genesis_hash = lowerhex::encode(b.header.genesis());
    });
}

#[test]
fn a_redacted_bundle_with_a_step_removed_from_the_middle_fails_there() {
    redacted_fails_at("step 7", "expected step 6 here", |b| {
        b.steps.remove(5);
    });
    // Renumbered to hide the gap: the next link no longer chains.
    redacted_fails_at("step 6", BROKEN_LINK, |b| {
        b.steps.remove(5);
        for (i, step) in b.steps.iter_mut().enumerate() {
            step.seq = i as u64 + 1;
        }
    });
}

#[test]
fn a_redacted_bundle_with_two_steps_swapped_fails_there() {
    redacted_fails_at("step 6", "expected step 5 here", |b| {
        b.steps.swap(4, 5);
    });
    // Swapped with their numbers: the first of them no longer chains.
    redacted_fails_at("step 5", BROKEN_LINK, |b| {
        b.steps.swap(4, 5);
        b.steps[4].seq = 5;
        b.steps[5].seq = 6;
    });
}

/// A signed bundle verifies under the referee's key and under no other;
/// with any one byte of its JSON changed it no longer passes both
/// `verify` and the signature check.
#[test]
fn one_byte_changed_anywhere_fails_the_verification_or_the_signature() {
    use crate::signature;
    let key = signature::Key::from_bytes(&[7u8; 32]);
    let public = key.verifying_key().to_bytes();
    let mut bundle = meerkat();
    bundle.signature = Some(signature::sign(&bundle, &key));
    assert!(check(&bundle).is_ok());
    assert_eq!(signature::check(&bundle, &public), Ok(()));
    let other = signature::Key::from_bytes(&[8u8; 32])
        .verifying_key()
        .to_bytes();
    assert!(signature::check(&bundle, &other).is_err(), "another key");
    let text = serde_json::to_vec(&bundle).unwrap();
    // Every byte of the signature and the head; a stride through the rest.
    let head = text.len().min(1200);
    let positions: Vec<usize> = (0..head).chain((head..text.len()).step_by(4)).collect();
    let mut tried = 0;
    for at in positions {
        let mut changed = text.clone();
        changed[at] ^= 0x01;
        let Ok(read) = serde_json::from_slice::<Bundle>(&changed) else {
            continue;
        };
        tried += 1;
        let passes = check(&read).is_ok() && signature::check(&read, &public).is_ok();
        assert!(
            !passes,
            "byte {at} ({:?} → {:?}) changed and the bundle still passes",
            text[at] as char, changed[at] as char
        );
    }
    assert!(tried > 100, "{tried} changed bundles still parsed");
}

/// The signed text, line by line, as docs/FAIRNESS.md prints it.
#[test]
fn the_signed_text_is_five_lines() {
    let bundle = meerkat();
    let text = String::from_utf8(crate::signature::signed_text(&bundle)).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "referee-bundle-signature/v1");
    assert_eq!(lines[1], bundle.header.game_id.to_string());
    assert_eq!(lines[2], bundle.status);
    assert_eq!(lines[3], bundle.steps.len().to_string());
    assert_eq!(lines[4], bundle.steps.last().unwrap().hash);
    assert!(text.ends_with('\n') && lines.len() == 5);
}

#[test]
fn the_signed_text_and_the_log_leaf_differ_in_their_first_and_last_lines_only() {
    let mut bundle = meerkat();
    let last = bundle.steps.last().unwrap().hash.clone();
    assert_eq!(bundle.chain_head(), last);
    for (steps, rated) in [(bundle.steps.len(), false), (0, true)] {
        bundle.steps.truncate(steps);
        bundle.header.rated = rated;
        let signed = String::from_utf8(crate::signature::signed_text(&bundle)).unwrap();
        let leaf = String::from_utf8(crate::transparency::leaf_of_bundle(&bundle)).unwrap();
        let flag = if rated { "rated\n" } else { "unrated\n" };
        assert_eq!(
            signed.split_once('\n').unwrap(),
            (
                "referee-bundle-signature/v1",
                leaf.split_once('\n').unwrap().1.strip_suffix(flag).unwrap()
            )
        );
        assert!(leaf.starts_with("referee-log-leaf/v2\n"), "{leaf}");
        assert!(leaf.ends_with(&format!("\n{}\n{flag}", bundle.chain_head())));
        // The first version's leaf, without the flag, is still the one an
        // unrated game may have been logged under, and only such a game.
        let v1 = bundle.summary_text(crate::transparency::LEAF_DOMAIN_V1);
        let expected = crate::transparency::expected_leaf(&v1, &bundle);
        assert_eq!(expected == v1, !rated);
        assert_eq!(expected == leaf.as_bytes(), rated);
    }
    // Without steps, the chain's head is the genesis hash.
    assert_eq!(bundle.chain_head(), bundle.genesis_hash);
}

/// The referee's key and a player's, for the signed-step tests.
fn step_keys() -> (crate::signature::Key, crate::signature::Key) {
    (
        crate::signature::Key::from_bytes(&[7u8; 32]),
        crate::signature::Key::from_bytes(&[9u8; 32]),
    )
}

/// Seat 0's move as its player signs it: over the version it applies to.
fn player_signature(
    key: &crate::signature::Key,
    game_id: Uuid,
    version: u64,
    seat: Seat,
    action: &Value,
) -> crate::signature::StepSignature {
    use ed25519_dalek::Signer as _;
    let text = crate::signature::move_text(game_id, version, seat, action);
    crate::signature::StepSignature {
        signer: crate::signature::Signer::Player,
        algorithm: crate::signature::ED25519.to_owned(),
        key_id: crate::signature::key_id(&key.verifying_key()),
        public_key: Some(lowerhex::encode(key.verifying_key().as_bytes())),
        signature: lowerhex::encode(key.sign(&text).to_bytes()),
    }
}

/// A finished 3-seat game taking signed moves: seats 0 and 2 players',
/// their steps signed by their players (with one key), seat 1 the referee's
/// bot, its steps signed by the referee as `bot`; seen by `view`.
fn signed_steps_bundle(view: BundleView) -> Bundle {
    let (referee, player) = step_keys();
    let mut header = header("woof-meow-biscuits", json!({ "markers": 2 }), 3);
    header.signed_moves = true;
    header.seats[1].bot = Some("random".to_owned());
    let (mut steps, engine) = play(&header, 5, 100_000);
    for step in steps.iter_mut() {
        let Some(seat) = step.actor_seat else {
            continue;
        };
        step.signature = Some(if seat != 1 {
            player_signature(
                &player,
                header.game_id,
                step.seq - 1,
                seat,
                step.action.as_ref().unwrap(),
            )
        } else {
            crate::signature::sign_step(&referee, header.game_id, step.seq, seat, None, &step.hash)
        });
    }
    let status = if view == BundleView::Full {
        "finished"
    } else {
        "active"
    };
    bundle(header, status, &SERVER_SEED, &steps, Some(&engine), view).unwrap()
}

fn referee_public() -> Vec<Vec<u8>> {
    vec![step_keys().0.verifying_key().to_bytes().to_vec()]
}

#[test]
fn every_seat_step_is_signed_by_its_player_or_the_referee_and_the_check_says_which() {
    use crate::signature::{check_steps, StepSigned};
    let bundle = signed_steps_bundle(BundleView::Full);
    check(&bundle).unwrap();
    let signed = check_steps(&bundle, &referee_public()).unwrap();
    assert_eq!(signed.len(), bundle.steps.len() - 1);
    let (referee, player) = step_keys();
    for (seq, seat, by) in &signed {
        let expected = if *seat != 1 {
            StepSigned::Player {
                key_id: crate::signature::key_id(&player.verifying_key()),
            }
        } else {
            StepSigned::Referee {
                key_id: crate::signature::key_id(&referee.verifying_key()),
                role: "bot",
            }
        };
        assert_eq!(by, &expected, "step {seq}");
    }
    // Without the referee's key its signatures are not checked; under
    // another key they fail.
    let unchecked = check_steps(&bundle, &[]).unwrap();
    assert!(unchecked
        .iter()
        .any(|(_, _, by)| matches!(by, StepSigned::RefereeUnchecked { .. })));
    let other = crate::signature::Key::from_bytes(&[8u8; 32]).verifying_key();
    let err = check_steps(&bundle, &[other.to_bytes().to_vec()]).unwrap_err();
    assert!(err.message.contains("none of the keys given"), "{err}");
}

#[test]
fn the_flag_of_signed_moves_is_in_the_genesis_and_every_seat_step_must_be_signed() {
    let bundle = signed_steps_bundle(BundleView::Full);
    let mut unflagged = bundle.clone();
    unflagged.header.signed_moves = false;
    fails_at(&unflagged, "genesis");
    // A game without the flag hashes its header as it always did.
    let plain = header("woof-meow-biscuits", json!({ "markers": 2 }), 3);
    let text = String::from_utf8(canonical_json(&plain).unwrap()).unwrap();
    assert!(!text.contains("signed_moves"), "{text}");
    let mut unsigned = bundle.clone();
    let step = unsigned
        .steps
        .iter()
        .position(|s| s.actor_seat == Some(1))
        .unwrap();
    unsigned.steps[step].signature = None;
    let err = crate::signature::check_steps(&unsigned, &referee_public()).unwrap_err();
    assert_eq!(err.place, format!("step {}", unsigned.steps[step].seq));
    assert!(err.message.contains("not signed"), "{err}");
    // A redacted bundle too: a step whose action it shows whole (seat 0's,
    // for seat 0), or the referee's (the bot's, seat 1), carries its
    // signature. Only a player's signature on a hidden action is left out.
    let seen = signed_steps_bundle(BundleView::Seat { seat: 0 });
    crate::signature::check_steps(&seen, &referee_public()).unwrap();
    for seat in [0, 1, 2] {
        let mut unsigned = seen.clone();
        let step = unsigned
            .steps
            .iter()
            .position(|s| s.actor_seat == Some(seat))
            .unwrap();
        unsigned.steps[step].signature = None;
        if seat == 2 {
            // Seat 2's action is hidden from seat 0: its signature, its
            // player's, could have been left out with it.
            crate::signature::check_steps(&unsigned, &referee_public()).unwrap();
            unsigned.steps[step].played_by = Some(PlayedBy::Clock);
        }
        let err = crate::signature::check_steps(&unsigned, &referee_public()).unwrap_err();
        assert_eq!(err.place, format!("step {}", unsigned.steps[step].seq));
        assert!(err.message.contains("not signed"), "{err}");
    }
}

#[test]
fn one_byte_changed_in_a_step_signature_fails_its_step() {
    let bundle = signed_steps_bundle(BundleView::Full);
    let keys = referee_public();
    for (i, step) in bundle.steps.iter().enumerate().skip(1).take(8) {
        let signed = step.signature.as_ref().unwrap();
        for at in [0, 1, 63, 64, 127] {
            let mut changed = bundle.clone();
            let text = &mut changed.steps[i].signature.as_mut().unwrap().signature;
            let mut bytes = hex::decode(&*text).unwrap();
            bytes[at / 2] ^= 1 << (at % 2);
            *text = lowerhex::encode(&bytes);
            let err = crate::signature::check_steps(&changed, &keys).unwrap_err();
            assert_eq!(err.place, format!("step {}", step.seq), "{err}");
        }
        if let Some(public) = &signed.public_key {
            let mut changed = bundle.clone();
            let mut bytes = hex::decode(public).unwrap();
            bytes[0] ^= 1;
            changed.steps[i].signature.as_mut().unwrap().public_key =
                Some(lowerhex::encode(&bytes));
            assert!(crate::signature::check_steps(&changed, &keys).is_err());
        }
    }
}

#[test]
fn a_players_signature_over_another_version_or_seat_fails() {
    let bundle = signed_steps_bundle(BundleView::Full);
    let (_, player) = step_keys();
    let i = bundle
        .steps
        .iter()
        .position(|s| s.actor_seat == Some(0))
        .unwrap();
    let step = &bundle.steps[i];
    let action = step.action.as_ref().unwrap();
    for (version, seat) in [(step.seq, 0), (step.seq - 2, 0), (step.seq - 1, 1)] {
        let mut changed = bundle.clone();
        changed.steps[i].signature = Some(player_signature(
            &player,
            bundle.header.game_id,
            version,
            seat,
            action,
        ));
        let err = crate::signature::check_steps(&changed, &referee_public()).unwrap_err();
        assert!(err.message.contains("does not match"), "{err}");
    }
    // A player's signature on a step the referee played is refused.
    let mut claimed = bundle.clone();
    claimed.steps[i].played_by = Some(PlayedBy::Clock);
    let err = crate::signature::check_steps(&claimed, &referee_public()).unwrap_err();
    assert!(err.message.contains("yet signed by a player"), "{err}");
}

#[test]
fn a_redacted_bundle_hides_the_signatures_of_hidden_actions_only() {
    use crate::signature::{check_steps, StepSigned};
    let seen = signed_steps_bundle(BundleView::Seat { seat: 1 });
    let signed = check_steps(&seen, &referee_public()).unwrap();
    for (seq, seat, by) in signed {
        let step = &seen.steps[seq as usize - 1];
        match seat {
            // The players' actions are redacted for seat 1: their signatures
            // would tell them (try each possible action).
            0 | 2 if step.action.as_ref().unwrap()["kind"] == "redacted" => {
                assert_eq!(by, StepSigned::Redacted, "step {seq}")
            }
            0 | 2 => assert!(matches!(by, StepSigned::Player { .. }), "step {seq}"),
            _ => assert!(matches!(by, StepSigned::Referee { .. }), "step {seq}"),
        }
    }
    assert!(seen
        .steps
        .iter()
        .any(|s| s.actor_seat == Some(0) && s.signature.is_none()));
}

/// The first step of `seat` in `bundle`, by index.
fn first_step_of(bundle: &Bundle, seat: u8) -> usize {
    bundle
        .steps
        .iter()
        .position(|s| s.actor_seat == Some(seat) && s.played_by.is_none())
        .unwrap()
}

#[test]
fn a_bot_seats_step_signed_by_a_player_fails_whatever_the_key() {
    // The referee's signature of a bot step replaced by a player signature,
    // made with any key over that step's move text: it verifies as a
    // signature, and yet the header says the seat is the referee's bot.
    let bundle = signed_steps_bundle(BundleView::Full);
    let step = first_step_of(&bundle, 1);
    let any_key = crate::signature::Key::from_bytes(&[42u8; 32]);
    let mut forged = bundle.clone();
    let seq = forged.steps[step].seq;
    forged.steps[step].signature = Some(player_signature(
        &any_key,
        forged.header.game_id,
        seq - 1,
        1,
        forged.steps[step].action.as_ref().unwrap(),
    ));
    for keys in [referee_public(), Vec::new()] {
        let err = crate::signature::check_steps(&forged, &keys).unwrap_err();
        assert_eq!(err.place, format!("step {seq}"));
        assert!(err.message.contains("bot \"random\""), "{err}");
        assert!(err.message.contains("signed by a player"), "{err}");
    }
    // The same signature on a player's seat verifies: the refusal is the
    // seat's, not the key's.
    let mut header = forged.header.clone();
    header.seats[1].bot = None;
    let signed = forged.steps[step].signature.clone().unwrap();
    assert!(crate::signature::check_signed(
        &signed.algorithm,
        &signed.key_id,
        &signed.signature,
        &any_key.verifying_key(),
        &crate::signature::move_text(
            header.game_id,
            seq - 1,
            1,
            forged.steps[step].action.as_ref().unwrap()
        ),
        String::new,
    )
    .is_ok());
}

#[test]
fn a_players_own_step_signed_by_the_referee_fails() {
    // The referee may sign a player's seat's step only when it played it
    // (the clock's, a resigned seat's): not one the player sent.
    let (referee, _) = step_keys();
    let bundle = signed_steps_bundle(BundleView::Full);
    for seat in [0, 2] {
        let step = first_step_of(&bundle, seat);
        let mut forged = bundle.clone();
        let seq = forged.steps[step].seq;
        forged.steps[step].signature = Some(crate::signature::sign_step(
            &referee,
            forged.header.game_id,
            seq,
            seat,
            None,
            &hex::decode(&forged.steps[step].hash).unwrap(),
        ));
        for keys in [referee_public(), Vec::new()] {
            let err = crate::signature::check_steps(&forged, &keys).unwrap_err();
            assert_eq!(err.place, format!("step {seq}"));
            assert!(err.message.contains("is a player's"), "{err}");
        }
    }
    // Without the signed-moves flag too: who signs is the seat's, in
    // every game.
    let mut unflagged = bundle.clone();
    unflagged.header.signed_moves = false;
    let step = first_step_of(&unflagged, 0);
    unflagged.steps[step].signature = Some(crate::signature::sign_step(
        &referee,
        unflagged.header.game_id,
        unflagged.steps[step].seq,
        0,
        None,
        &hex::decode(&unflagged.steps[step].hash).unwrap(),
    ));
    let err = crate::signature::check_steps(&unflagged, &referee_public()).unwrap_err();
    assert!(err.message.contains("is a player's"), "{err}");
}

#[test]
fn bot_seats_and_the_rated_flag_are_in_the_genesis() {
    let bundle = signed_steps_bundle(BundleView::Full);
    check(&bundle).unwrap();
    let mut unnamed = bundle.clone();
    unnamed.header.seats[1].bot = None;
    fails_at(&unnamed, "genesis");
    let mut renamed = bundle.clone();
    renamed.header.seats[1].bot = Some("sharp".to_owned());
    fails_at(&renamed, "genesis");
    // A game of players alone, unrated, hashes its header as it always did.
    let plain = header("woof-meow-biscuits", json!({ "markers": 2 }), 3);
    let text = String::from_utf8(canonical_json(&plain).unwrap()).unwrap();
    assert!(!text.contains("bot") && !text.contains("rated"), "{text}");
    let mut rated = plain.clone();
    rated.rated = true;
    assert_ne!(rated.genesis(), plain.genesis());
    let text = String::from_utf8(canonical_json(&rated).unwrap()).unwrap();
    assert!(text.contains(r#""rated":true,"ruleset""#), "{text}");
}

#[test]
fn a_rated_game_with_a_bot_seat_fails_at_the_header() {
    let mut header = header("shake-it-meerkat", json!({}), 3);
    header.rated = true;
    header.seats[2].bot = Some("random".to_owned());
    let (steps, engine) = play(&header, 3, 100_000);
    let bundle = bundle(
        header,
        "finished",
        &SERVER_SEED,
        &steps,
        Some(&engine),
        BundleView::Full,
    )
    .unwrap();
    let err = check(&bundle).unwrap_err();
    assert_eq!(err.place, "header");
    assert!(
        err.message.contains("rated game is of players only"),
        "{err}"
    );
}

#[test]
fn a_bundle_of_another_format_or_ruleset_fails_at_the_header() {
    let bundle = meerkat();
    let mut format = bundle.clone();
    format.format = "referee-audit/v2".to_owned();
    // The bundle's own ruleset and its header's are each checked: either
    // alone differing fails (the header's even with the genesis resealed).
    let mut ruleset = bundle.clone();
    ruleset.ruleset = "referee-rules/2".to_owned();
    let mut header_ruleset = bundle.clone();
    header_ruleset.header.ruleset = "referee-rules/2".to_owned();
    header_ruleset.genesis_hash = lowerhex::encode(header_ruleset.header.genesis());
    for (changed, words) in [
        (format, "the format is \"referee-audit/v2\", not \"referee-audit/v1\""),
        (
            ruleset,
            "the ruleset is \"referee-rules/2\" (header: \"referee-rules/1\"), not \"referee-rules/1\"",
        ),
        (
            header_ruleset,
            "the ruleset is \"referee-rules/1\" (header: \"referee-rules/2\"), not \"referee-rules/1\"",
        ),
    ] {
        let err = check(&changed).unwrap_err();
        assert_eq!((err.place.as_str(), err.message.as_str()), ("header", words));
    }
}
