//! Tests of Woof Meow Biscuits: one per ruling of RULES.md, Game 2 (exact
//! positions built through the private fields), then property tests over
//! random playouts.

use proptest::prelude::*;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use super::*;
use crate::engine::{AnyGame, SetupCode};

const SEED: Seed = [7u8; 32];

use Card::{Bone, MinusOne, Reverse};

fn dog(number: u8) -> Card {
    Card::Dog { number }
}

fn cat(number: u8) -> Card {
    Card::Cat { number }
}

fn options(value: Value) -> BiscuitsOptions {
    if value.is_null() {
        return BiscuitsOptions::default();
    }
    serde_json::from_value(value).expect("options parse")
}

fn new_game(seats: u8, opts: Value) -> (Biscuits, Vec<Event>) {
    Biscuits::new(seats, options(opts), &SEED).expect("valid setup")
}

fn setup_error(seats: u8, opts: Value) -> SetupError {
    match AnyGame::new(Biscuits::ID, seats, &opts, &SEED) {
        Ok(_) => panic!("setup {opts} should be refused"),
        Err(e) => e,
    }
}

/// Lays out an exact position: each card named by its face takes the lowest
/// free id of that face; every id not placed goes to the discard pile.
fn place(g: &mut Biscuits, hands: &[&[Card]], table: &[Card], deck: &[Card], to_move: Seat) {
    assert_eq!(hands.len(), usize::from(g.seats));
    let faces = g.cards.clone();
    let mut free: Vec<CardId> = (0..count(faces.len()) as CardId).collect();
    let mut take = |face: Card| -> CardId {
        let at = free
            .iter()
            .position(|&id| faces[usize::from(id)] == face)
            .unwrap_or_else(|| panic!("no free {face:?} in the deck"));
        free.remove(at)
    };
    g.hands = hands
        .iter()
        .map(|h| {
            let mut ids: Vec<CardId> = h.iter().map(|&c| take(c)).collect();
            ids.sort_unstable();
            ids
        })
        .collect();
    g.table = table.iter().map(|&c| take(c)).collect();
    g.deck = deck.iter().map(|&c| take(c)).collect();
    g.discard = free;
    g.bone = false;
    g.direction = Direction::Clockwise;
    g.to_move = Some(to_move);
    g.ended = None;
}

/// The id of the card with face `face` in `seat`'s hand.
fn in_hand(g: &Biscuits, seat: Seat, face: Card) -> CardId {
    *g.hand(seat)
        .iter()
        .find(|&&id| g.face(id) == face)
        .unwrap_or_else(|| panic!("seat {seat} holds no {face:?}"))
}

fn play(g: &mut Biscuits, seat: Seat, face: Card) -> Vec<Event> {
    let card = in_hand(g, seat, face);
    g.apply(seat, &Action::Play { card })
        .unwrap_or_else(|e| panic!("seat {seat} playing {face:?}: {e}"))
}

fn set_points(g: &mut Biscuits, seat: Seat, value: u32) {
    match &mut g.tally {
        Tally::Advanced { points, .. } => points[usize::from(seat)] = value,
        Tally::Basic { .. } => panic!("not an advanced game"),
    }
}

fn points(g: &Biscuits, seat: Seat) -> u32 {
    match &g.tally {
        Tally::Advanced { points, .. } => points[usize::from(seat)],
        Tally::Basic { .. } => panic!("not an advanced game"),
    }
}

fn markers_left(g: &Biscuits) -> (u32, u32) {
    match &g.tally {
        Tally::Basic {
            biscuits_left,
            warnings_left,
            ..
        } => (*biscuits_left, *warnings_left),
        Tally::Advanced { .. } => panic!("not a basic game"),
    }
}

fn bytes(g: &Biscuits) -> Vec<u8> {
    serde_json::to_vec(g).expect("state serialises")
}

fn kinds(events: &[Event]) -> Vec<&'static str> {
    events
        .iter()
        .map(|e| match e {
            Event::RoundStarted { .. } => "round_started",
            Event::CardDrawn { .. } => "card_drawn",
            Event::CardPlayed { .. } => "card_played",
            Event::CatCaught { .. } => "cat_caught",
            Event::DirectionReversed { .. } => "direction_reversed",
            Event::BoneInForce => "bone_in_force",
            Event::BiscuitEarned { .. } => "biscuit_earned",
            Event::WarningTaken { .. } => "warning_taken",
            Event::PointsScored { .. } => "points_scored",
            Event::PointsLost { .. } => "points_lost",
            Event::TableDiscarded { .. } => "table_discarded",
            Event::RoundEnded { .. } => "round_ended",
            Event::GameEnded { .. } => "game_ended",
        })
        .collect()
}

// ---------------------------------------------------------------------------
// Setup, options, deck
// ---------------------------------------------------------------------------

#[test]
fn default_deck_has_33_cards_with_ids_in_rules_order() {
    let (g, _) = new_game(3, Value::Null);
    assert_eq!(g.cards.len(), 33);
    let mut expected = Vec::new();
    for n in 2..=6 {
        expected.extend([dog(n); 3]);
    }
    for n in 2..=4 {
        expected.extend([cat(n); 3]);
    }
    expected.extend([MinusOne; 3]);
    expected.extend([Reverse; 3]);
    expected.extend([Bone; 3]);
    assert_eq!(g.cards, expected);
    assert_eq!(
        serde_json::to_value(dog(5)).unwrap(),
        json!({"kind": "dog", "number": 5})
    );
    assert_eq!(
        serde_json::to_value(MinusOne).unwrap(),
        json!({"kind": "minus_one"})
    );
}

/// The snapshot leaves out the card faces, which the deck spec determines;
/// a snapshot written before that (with `cards`) still loads to the same
/// game, and one whose card ids are not the deck's is refused, not loaded
/// to panic later.
#[test]
fn snapshots_leave_out_the_faces_and_load_old_and_refuse_damaged_ones() {
    let custom = json!({"deck": {"dog": {"1": 4, "9": 2}, "cat": {"3": 3}, "minus_one": 1, "reverse": 0, "bone": 2}});
    for (seats, opts) in [(2, Value::Null), (5, Value::Null), (3, custom)] {
        let (mut g, _) = new_game(seats, opts);
        let mut rng = ChaCha8Rng::seed_from_u64(u64::from(seats));
        for _ in 0..7 {
            let action = g.random_action(&mut rng).expect("on turn");
            g.apply(g.to_move.expect("on turn"), &action)
                .expect("legal");
        }
        let mut snapshot: Value = serde_json::from_slice(&bytes(&g)).unwrap();
        assert!(snapshot.get("cards").is_none(), "{snapshot}");
        assert!(snapshot.get("deck_spec").is_some());
        let back: Biscuits = serde_json::from_value(snapshot.clone()).unwrap();
        assert_eq!(back, g);
        // As stored before: the faces, as `{"kind": …}` objects, included.
        snapshot["cards"] = serde_json::to_value(&g.cards).unwrap();
        let old: Biscuits = serde_json::from_value(snapshot.clone()).unwrap();
        assert_eq!(old, g);
        // A card id twice (and so another missing), one out of the deck, one
        // lost: each an error.
        let mut twice = snapshot.clone();
        let first = twice["discard"].get(0).cloned().unwrap_or(json!(0));
        let hand = twice["hands"][0].as_array_mut().unwrap();
        hand.push(first);
        let mut beyond = snapshot.clone();
        beyond["deck"] = json!([g.cards.len()]);
        let mut lost = snapshot.clone();
        let holder = (0..usize::from(seats))
            .find(|&seat| !g.hands[seat].is_empty())
            .expect("someone holds a card after 7 moves");
        lost["hands"][holder].as_array_mut().unwrap().pop();
        for damaged in [twice, beyond, lost] {
            let err = serde_json::from_value::<Biscuits>(damaged).unwrap_err();
            assert!(err.to_string().contains("deck"), "{err}");
        }
        // The seed is decoded in place: 64 hex digits, nothing else.
        for seed in [
            json!("ab"),
            json!("zz".repeat(32)),
            json!("00".repeat(33)),
            json!(7),
        ] {
            let mut bad = snapshot.clone();
            bad["seed"] = seed;
            let err = serde_json::from_value::<Biscuits>(bad).unwrap_err();
            assert!(err.to_string().contains("seed"), "{err}");
        }
    }
}

#[test]
fn round_one_is_dealt_by_the_pinned_shuffle_from_the_starting_seat() {
    for seats in 2..=5u8 {
        let (g, events) = new_game(seats, Value::Null);
        let start = shuffle::draw_seat(&SEED, "starting-seat", seats);
        let order = shuffle::shuffled_ids(33, &shuffle::derive_seed(&SEED, "deal", 1));
        let n = usize::from(seats);
        let mut hands = vec![Vec::new(); n];
        for (i, &id) in order[..3 * n].iter().enumerate() {
            hands[(usize::from(start) + i) % n].push(id);
        }
        for h in &mut hands {
            h.sort_unstable();
        }
        let deck = order[3 * n..].to_vec();
        assert_eq!(
            events[0],
            Event::RoundStarted {
                round: 1,
                starting_seat: start,
                hands: hands.clone(),
                deck: deck.clone()
            }
        );
        // The starting seat begins its turn by drawing the first undealt card.
        assert_eq!(
            events[1],
            Event::CardDrawn {
                seat: start,
                card: order[3 * n]
            }
        );
        assert_eq!(events.len(), 2);
        assert_eq!(g.to_move(), Some(start));
        assert_eq!(g.hand(start).len(), 4);
        assert!(g.hand(start).contains(&order[3 * n]));
        assert_eq!(g.deck, deck[1..].to_vec());
        assert_eq!(g.direction, Direction::Clockwise);
    }
    let (g, _) = new_game(4, json!({"starting_seat": 2}));
    assert_eq!(g.to_move(), Some(2));
}

/// docs/FAIRNESS.md, "Worked examples", Woof Meow Biscuits: 3 seats,
/// `G = 32×0x01`, default deck, no `starting_seat`.
#[test]
fn golden_deal_of_the_fairness_worked_example() {
    let (g, events) = Biscuits::new(3, BiscuitsOptions::default(), &[1u8; 32]).unwrap();
    assert_eq!(
        events,
        vec![
            Event::RoundStarted {
                round: 1,
                starting_seat: 2,
                hands: vec![vec![7, 23, 29], vec![0, 18, 30], vec![2, 9, 14]],
                deck: vec![
                    15, 22, 24, 8, 13, 1, 31, 19, 20, 26, 32, 4, 3, 16, 11, 10, 12, 21, 25, 28, 27,
                    6, 5, 17
                ],
            },
            Event::CardDrawn { seat: 2, card: 15 },
        ]
    );
    assert_eq!(g.face(15), cat(2));
    assert_eq!(
        [g.face(7), g.face(23), g.face(29)],
        [dog(4), cat(4), Reverse]
    );
    let json = serde_json::to_value(&events[1]).unwrap();
    assert_eq!(json, json!({"type": "card_drawn", "seat": 2, "card": 15}));
}

#[test]
fn options_are_validated_and_filled_in() {
    let (g, _) = new_game(3, json!({"starting_seat": 1}));
    assert_eq!(
        serde_json::to_value(g.options()).unwrap(),
        json!({
            "variant": "basic", "markers": 9, "max_rounds": 20, "starting_seat": 1,
            "deck": {"dog": {"2": 3, "3": 3, "4": 3, "5": 3, "6": 3},
                     "cat": {"2": 3, "3": 3, "4": 3}, "minus_one": 3, "reverse": 3, "bone": 3}
        })
    );
    let (g, _) = new_game(2, json!({"variant": "advanced"}));
    let opts = serde_json::to_value(g.options()).unwrap();
    assert_eq!(opts["variant"], "advanced");
    assert_eq!(opts["rounds"], 3);
    assert!(opts.get("markers").is_none() && opts.get("max_rounds").is_none());
    // The filled-in options rebuild the same game.
    let (again, _) = Biscuits::new(2, g.options(), &SEED).unwrap();
    assert_eq!(again, g);

    for (opts, name) in [
        (json!({"variant": "advanced", "markers": 5}), "markers"),
        (
            json!({"variant": "advanced", "max_rounds": 5}),
            "max_rounds",
        ),
        (json!({"rounds": 2}), "rounds"),
        (json!({"variant": "basic", "rounds": 2}), "rounds"),
        (json!({"markers": 0}), "markers"),
        (json!({"max_rounds": 0}), "max_rounds"),
        (json!({"variant": "advanced", "rounds": 0}), "rounds"),
        (json!({"starting_seat": 3}), "starting_seat"),
    ] {
        let err = setup_error(3, opts.clone());
        assert_eq!(err.code, SetupCode::InvalidOption, "{opts}");
        assert_eq!(err.option.as_deref(), Some(name), "{opts}");
    }
    let err = setup_error(3, json!({"speed": 1}));
    assert_eq!(err.code, SetupCode::UnknownOption);
    let err = setup_error(3, json!({"variant": "expert"}));
    assert_eq!(err.code, SetupCode::InvalidOption);
    assert_eq!(setup_error(6, Value::Null).code, SetupCode::SeatsOutOfRange);
    assert_eq!(setup_error(1, Value::Null).code, SetupCode::SeatsOutOfRange);
}

/// RULES.md, Game 2, "Components": a custom deck, ids in the order dogs by
/// number, cats by number, minus_one, reverse, bone; 1–13; 3 × players + 1 to
/// 200 cards; a kind left out counts 0.
#[test]
fn custom_deck_is_validated_and_numbered_in_rules_order() {
    let deck = json!({"dog": {"13": 1, "7": 2}, "cat": {"1": 4}, "reverse": 1, "bone": 1});
    let (g, events) = new_game(2, json!({"deck": deck, "starting_seat": 0}));
    assert_eq!(
        g.cards,
        vec![
            dog(7),
            dog(7),
            dog(13),
            cat(1),
            cat(1),
            cat(1),
            cat(1),
            Reverse,
            Bone
        ]
    );
    let Event::RoundStarted { hands, deck, .. } = &events[0] else {
        panic!("a deal first")
    };
    assert_eq!(hands.iter().map(Vec::len).sum::<usize>() + deck.len(), 9);
    assert_eq!(g.view(Viewer::Spectator).deck_size, 2);
    // Exactly 3 × players + 1 is enough; one fewer is not.
    let seven = json!({"deck": {"dog": {"1": 7}}});
    assert!(Biscuits::new(2, options(seven.clone()), &SEED).is_ok());
    let err = setup_error(3, seven);
    assert_eq!(
        (err.code, err.option.as_deref()),
        (SetupCode::InvalidOption, Some("deck"))
    );
    for bad in [
        json!({"dog": {"0": 9}}),
        json!({"dog": {"14": 9}}),
        json!({"cat": {"x": 9}}),
        json!({"cat": {"02": 9}}),
        json!({"dog": {"1": 6}}),
        json!({"dog": {"1": 200, "2": 1}}),
        json!({}),
    ] {
        let err = setup_error(2, json!({ "deck": bad }));
        assert_eq!(err.code, SetupCode::InvalidOption, "{bad}");
        assert_eq!(err.option.as_deref(), Some("deck"), "{bad}");
    }
    // An unknown kind inside `deck` is an invalid deck, not an unknown option.
    let err = setup_error(2, json!({"deck": {"wolf": 3, "dog": {"1": 9}}}));
    assert_eq!(err.code, SetupCode::InvalidOption);
    assert!(err.message.contains("deck"), "{}", err.message);
    // Exactly 200 is allowed.
    let full = json!({"deck": {"dog": {"1": 200}}});
    assert!(Biscuits::new(5, options(full), &SEED).is_ok());
}

#[test]
fn actions_parse_from_json_and_bad_ones_are_invalid() {
    assert_eq!(
        Biscuits::parse_action(&json!({"kind": "play", "card": 4})).unwrap(),
        Action::Play { card: 4 }
    );
    for bad in [
        json!({"kind": "pass"}),
        json!({"kind": "play"}),
        json!({"kind": "play", "card": -1}),
        json!({"kind": "play", "card": 4, "rank": "A"}),
    ] {
        assert_eq!(
            Biscuits::parse_action(&bad).unwrap_err().code,
            RuleCode::InvalidAction,
            "{bad}"
        );
    }
}

// ---------------------------------------------------------------------------
// One test per ruling (RULES.md, Game 2, "A turn")
// ---------------------------------------------------------------------------

/// "The sum": exactly 14 earns a biscuit (advanced: as many points as cards on
/// the table); the table is discarded and the next seat draws.
#[test]
fn exactly_14_earns_a_biscuit_or_the_table_size_in_points() {
    let (mut g, _) = new_game(3, json!({"starting_seat": 0}));
    place(
        &mut g,
        &[&[cat(3), dog(2)], &[dog(4)], &[dog(4)]],
        &[dog(6), dog(5)],
        &[dog(3), dog(2)],
        0,
    );
    let table = g.table.clone();
    let cat3 = in_hand(&g, 0, cat(3));
    let events = play(&mut g, 0, cat(3));
    let mut discarded = table.clone();
    discarded.push(cat3);
    let top = g
        .hand(1)
        .iter()
        .copied()
        .find(|&c| g.face(c) == dog(3))
        .unwrap();
    assert_eq!(
        events,
        vec![
            Event::CardPlayed {
                seat: 0,
                card: cat3
            },
            Event::BiscuitEarned {
                seat: 0,
                sum: 14,
                biscuits_left: 8
            },
            Event::TableDiscarded {
                cards: discarded.clone(),
                bone_ended: false
            },
            Event::CardDrawn { seat: 1, card: top },
        ]
    );
    assert!(g.table.is_empty());
    assert!(g.discard.ends_with(&discarded));
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(markers_left(&g), (8, 9));
    assert_eq!(g.outcome().scores, vec![7, 0, 0]);
    let view = g.view(Viewer::Seat(2));
    assert_eq!(view.scores[0].biscuits, Some(1));
    assert_eq!(
        view.markers_left,
        Some(MarkersLeft {
            biscuits: 8,
            warnings: 9
        })
    );

    let (mut g, _) = new_game(3, json!({"variant": "advanced", "starting_seat": 0}));
    place(
        &mut g,
        &[&[cat(3), dog(2)], &[dog(4)], &[dog(4)]],
        &[dog(6), dog(5)],
        &[dog(3)],
        0,
    );
    let events = play(&mut g, 0, cat(3));
    assert_eq!(
        events[1],
        Event::PointsScored {
            seat: 0,
            sum: 14,
            points: 3,
            total: 3
        }
    );
    assert_eq!(g.outcome().scores, vec![3, 0, 0]);
}

/// "The sum": above 14 takes a warning marker (advanced: lose the table size).
#[test]
fn over_14_takes_a_warning_or_loses_the_table_size() {
    let (mut g, _) = new_game(3, json!({"starting_seat": 0}));
    place(
        &mut g,
        &[&[dog(4), dog(2)], &[dog(2)], &[dog(2)]],
        &[dog(6), dog(5)],
        &[dog(3)],
        0,
    );
    let events = play(&mut g, 0, dog(4));
    assert_eq!(
        kinds(&events),
        [
            "card_played",
            "warning_taken",
            "table_discarded",
            "card_drawn"
        ]
    );
    assert_eq!(
        events[1],
        Event::WarningTaken {
            seat: 0,
            cause: Penalty::Over14,
            sum: 15,
            warnings_left: 8
        }
    );
    assert_eq!(g.outcome().scores, vec![-3, 0, 0]);
    assert_eq!(markers_left(&g), (9, 8));
    assert!(g.table.is_empty());

    let (mut g, _) = new_game(3, json!({"variant": "advanced", "starting_seat": 0}));
    place(
        &mut g,
        &[&[dog(4), dog(2)], &[dog(2)], &[dog(2)]],
        &[dog(6), dog(5)],
        &[dog(3)],
        0,
    );
    set_points(&mut g, 0, 10);
    let events = play(&mut g, 0, dog(4));
    assert_eq!(
        events[1],
        Event::PointsLost {
            seat: 0,
            cause: Penalty::Over14,
            sum: 15,
            penalty: 3,
            points: 3,
            total: 7
        }
    );
    assert_eq!(points(&g, 0), 7);
}

/// Effects: `minus_one` counts −1 in the sum, and is a card on the table.
#[test]
fn minus_one_lowers_the_sum_and_counts_as_a_card_on_the_table() {
    let (mut g, _) = new_game(2, json!({"variant": "advanced", "starting_seat": 0}));
    place(
        &mut g,
        &[&[MinusOne, dog(6)], &[dog(2), dog(3)]],
        &[dog(6), dog(4), cat(3)],
        &[],
        0,
    );
    let events = play(&mut g, 0, MinusOne);
    assert_eq!(kinds(&events), ["card_played"]);
    assert_eq!(g.view(Viewer::Spectator).table.sum, 12);
    assert_eq!(g.table.len(), 4);
    let events = play(&mut g, 1, dog(2));
    assert_eq!(
        events[1],
        Event::PointsScored {
            seat: 1,
            sum: 14,
            points: 5,
            total: 5
        }
    );
    // On an empty table the sum goes below 0.
    place(&mut g, &[&[MinusOne], &[dog(2)]], &[], &[], 0);
    play(&mut g, 0, MinusOne);
    assert_eq!(g.view(Viewer::Seat(1)).table.sum, -1);
}

/// Effects: `reverse` with 2 seats flips the direction but changes no one's
/// turn.
#[test]
fn reverse_with_two_seats_changes_no_turn() {
    let (mut g, _) = new_game(2, json!({"starting_seat": 0}));
    place(
        &mut g,
        &[&[Reverse, dog(2)], &[dog(3), dog(4)]],
        &[],
        &[dog(5), dog(6)],
        0,
    );
    let events = play(&mut g, 0, Reverse);
    assert_eq!(
        events[1],
        Event::DirectionReversed {
            direction: Direction::Counterclockwise
        }
    );
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(
        g.view(Viewer::Seat(0)).direction,
        Direction::Counterclockwise
    );
    play(&mut g, 1, dog(3));
    assert_eq!(g.to_move(), Some(0));
}

/// Effects: `reverse` with 3+ seats sends play back the other way.
#[test]
fn reverse_with_more_seats_turns_play_around() {
    let (mut g, _) = new_game(4, json!({"starting_seat": 1}));
    place(
        &mut g,
        &[
            &[dog(2), dog(2)],
            &[Reverse, dog(3)],
            &[dog(3)],
            &[Reverse, dog(4)],
        ],
        &[],
        &[dog(5), dog(6), dog(5), dog(6)],
        1,
    );
    play(&mut g, 1, Reverse);
    assert_eq!(g.to_move(), Some(0));
    play(&mut g, 0, dog(2));
    assert_eq!(g.to_move(), Some(3));
    play(&mut g, 3, Reverse);
    assert_eq!(g.direction, Direction::Clockwise);
    assert_eq!(g.to_move(), Some(0));
}

/// "Cat under a bone", basic: one warning marker; the table (with the cat) is
/// discarded and the bone ends; nothing else of the card happens (here it
/// would have made exactly 14).
#[test]
fn cat_under_a_bone_takes_a_warning_in_the_basic_game() {
    let (mut g, _) = new_game(3, json!({"starting_seat": 2}));
    place(
        &mut g,
        &[&[dog(2)], &[dog(2)], &[cat(3), dog(2)]],
        &[dog(6), dog(5), Bone],
        &[dog(3)],
        2,
    );
    g.bone = true;
    let legal = g.legal_actions(2).unwrap();
    let caught: Vec<bool> = legal.cards.iter().map(|c| c.caught_under_bone).collect();
    let faces: Vec<Card> = legal.cards.iter().map(|c| c.card).collect();
    assert_eq!(caught, faces.iter().map(|f| f.is_cat()).collect::<Vec<_>>());
    assert!(caught.contains(&true));
    let mut table = g.table.clone();
    let cat3 = in_hand(&g, 2, cat(3));
    table.push(cat3);
    let events = play(&mut g, 2, cat(3));
    assert_eq!(
        events[..4],
        [
            Event::CardPlayed {
                seat: 2,
                card: cat3
            },
            Event::CatCaught {
                seat: 2,
                card: cat3,
                cards_on_table: 4
            },
            Event::WarningTaken {
                seat: 2,
                cause: Penalty::CatUnderBone,
                sum: 11,
                warnings_left: 8
            },
            Event::TableDiscarded {
                cards: table,
                bone_ended: true
            },
        ]
    );
    assert_eq!(kinds(&events[4..]), ["card_drawn"]);
    assert!(!g.bone && g.table.is_empty());
    assert_eq!(g.outcome().scores, vec![0, 0, -3]);
    assert_eq!(markers_left(&g), (9, 8));
    assert_eq!(g.to_move(), Some(0));
}

/// "Cat under a bone", advanced: lose as many points as cards on the table,
/// counting the cat.
#[test]
fn cat_under_a_bone_loses_the_table_size_counting_the_cat_in_the_advanced_game() {
    let (mut g, _) = new_game(3, json!({"variant": "advanced", "starting_seat": 0}));
    place(
        &mut g,
        &[&[cat(2), dog(2)], &[dog(2)], &[dog(2)]],
        &[dog(6), Bone, dog(3)],
        &[dog(3)],
        0,
    );
    g.bone = true;
    set_points(&mut g, 0, 10);
    let events = play(&mut g, 0, cat(2));
    assert_eq!(
        events[2],
        Event::PointsLost {
            seat: 0,
            cause: Penalty::CatUnderBone,
            sum: 9,
            penalty: 4,
            points: 4,
            total: 6
        }
    );
    assert_eq!(
        kinds(&events),
        [
            "card_played",
            "cat_caught",
            "points_lost",
            "table_discarded",
            "card_drawn"
        ]
    );
    assert_eq!(g.outcome().scores, vec![6, 0, 0]);
}

/// "Bone": dogs and special cards may still be played under a bone without
/// penalty; a second bone changes nothing; a cat laid before the bone is not
/// caught.
#[test]
fn dogs_and_specials_are_allowed_under_a_bone() {
    let (mut g, _) = new_game(4, json!({"starting_seat": 0}));
    place(
        &mut g,
        &[
            &[cat(2), dog(2)],
            &[Bone, dog(3)],
            &[Reverse, dog(3)],
            &[MinusOne, dog(4)],
        ],
        &[],
        &[],
        0,
    );
    play(&mut g, 0, cat(2));
    let events = play(&mut g, 1, Bone);
    assert_eq!(kinds(&events), ["card_played", "bone_in_force"]);
    assert!(g.bone);
    assert!(g
        .legal_actions(2)
        .unwrap()
        .cards
        .iter()
        .all(|c| !c.caught_under_bone));
    let events = play(&mut g, 2, Reverse);
    assert_eq!(kinds(&events), ["card_played", "direction_reversed"]);
    play(&mut g, 1, dog(3));
    let events = play(&mut g, 0, dog(2));
    assert_eq!(kinds(&events), ["card_played"]);
    // A second bone: no event, the bone stays in force.
    place(
        &mut g,
        &[&[Bone], &[dog(2)], &[dog(2)], &[dog(2)]],
        &[Bone],
        &[],
        0,
    );
    g.bone = true;
    let events = play(&mut g, 0, Bone);
    assert_eq!(kinds(&events), ["card_played"]);
    assert!(g.bone);
    let events = play(&mut g, 1, dog(2));
    assert_eq!(kinds(&events), ["card_played"]);
    assert_eq!(g.outcome().scores, vec![0; 4]);
    assert_eq!(markers_left(&g), (9, 9));
    assert_eq!(g.view(Viewer::Spectator).table.sum, 2);
    assert!(g.view(Viewer::Spectator).table.bone_in_force);
}

/// "Every loss of points in the advanced game stops at 0", for both causes.
#[test]
fn advanced_losses_stop_at_zero() {
    let (mut g, _) = new_game(2, json!({"variant": "advanced", "starting_seat": 0}));
    place(
        &mut g,
        &[&[dog(6), dog(2)], &[cat(2), dog(3)]],
        &[dog(6), dog(5)],
        &[],
        0,
    );
    set_points(&mut g, 0, 2);
    let events = play(&mut g, 0, dog(6));
    assert_eq!(
        events[1],
        Event::PointsLost {
            seat: 0,
            cause: Penalty::Over14,
            sum: 17,
            penalty: 3,
            points: 2,
            total: 0
        }
    );
    place(
        &mut g,
        &[&[Bone], &[cat(2), dog(3)]],
        &[dog(6), dog(5)],
        &[],
        0,
    );
    play(&mut g, 0, Bone);
    let events = play(&mut g, 1, cat(2));
    assert_eq!(
        events[2],
        Event::PointsLost {
            seat: 1,
            cause: Penalty::CatUnderBone,
            sum: 11,
            penalty: 4,
            points: 0,
            total: 0
        }
    );
    assert_eq!(g.outcome().scores, vec![0, 0]);
}

/// Step 4 and "End of a round": once the deck is empty, seats with empty
/// hands are skipped; a seat that alone holds cards plays again; the round
/// ends only when every hand is empty, leftover table cards are not scored,
/// and the seat that played the last card starts the next round, clockwise,
/// with every card reshuffled.
#[test]
fn round_ends_only_when_every_hand_is_empty_and_the_last_player_starts_the_next() {
    let (mut g, _) = new_game(3, json!({"starting_seat": 0}));
    place(&mut g, &[&[dog(2)], &[], &[dog(3), dog(4)]], &[], &[], 0);
    g.direction = Direction::Counterclockwise;
    let events = play(&mut g, 0, dog(2));
    assert_eq!(kinds(&events), ["card_played"]);
    // Counterclockwise from 0 is 2.
    assert_eq!(g.to_move(), Some(2));
    g.direction = Direction::Clockwise;
    g.to_move = Some(2);
    let events = play(&mut g, 2, dog(3));
    assert_eq!(kinds(&events), ["card_played"]);
    assert_eq!(
        g.to_move(),
        Some(2),
        "alone holding cards, seat 2 plays again"
    );
    g.direction = Direction::Counterclockwise;
    g.bone = true;
    let events = play(&mut g, 2, dog(4));
    assert_eq!(
        kinds(&events),
        ["card_played", "round_ended", "round_started", "card_drawn"]
    );
    assert_eq!(
        events[1],
        Event::RoundEnded {
            round: 1,
            last_seat: 2,
            scores: vec![0, 0, 0]
        }
    );
    let order = shuffle::shuffled_ids(33, &shuffle::derive_seed(&SEED, "deal", 2));
    let mut hands = vec![Vec::new(); 3];
    for (i, &id) in order[..9].iter().enumerate() {
        hands[(2 + i) % 3].push(id);
    }
    for h in &mut hands {
        h.sort_unstable();
    }
    assert_eq!(
        events[2],
        Event::RoundStarted {
            round: 2,
            starting_seat: 2,
            hands,
            deck: order[9..].to_vec()
        }
    );
    assert_eq!(
        events[3],
        Event::CardDrawn {
            seat: 2,
            card: order[9]
        }
    );
    assert_eq!(g.round, 2);
    assert_eq!(g.to_move(), Some(2));
    assert_eq!(g.direction, Direction::Clockwise);
    assert!(!g.bone && g.table.is_empty() && g.discard.is_empty());
    assert_eq!(markers_left(&g), (9, 9));
}

/// While the deck has cards no hand is ever empty, and a seat on turn always
/// already holds its drawn card.
#[test]
fn next_seat_draws_as_its_turn_begins() {
    let (mut g, _) = new_game(2, json!({"starting_seat": 1}));
    assert_eq!(g.hand(1).len(), 4);
    assert_eq!(g.hand(0).len(), 3);
    let card = g.hand(1)[0];
    let before = g.deck.len();
    let events = g.apply(1, &Action::Play { card }).unwrap();
    assert!(matches!(
        events.last(),
        Some(Event::CardDrawn { seat: 0, .. })
    ));
    assert_eq!(g.hand(0).len(), 4);
    assert_eq!(g.deck.len(), before - 1);
}

/// Basic, "End of the game": the game ends at once when the last warning
/// marker (or biscuit) is taken, mid-round; hands keep their cards and
/// nothing else happens.
#[test]
fn basic_game_ends_mid_round_when_the_last_marker_is_taken() {
    // The last warning, for a sum above 14.
    let (mut g, _) = new_game(3, json!({"markers": 2, "starting_seat": 0}));
    place(
        &mut g,
        &[&[dog(6), dog(2)], &[dog(3), dog(4)], &[dog(4)]],
        &[dog(6), dog(5)],
        &[dog(5), dog(2)],
        0,
    );
    if let Tally::Basic {
        warnings_left,
        warnings,
        biscuits_left,
        biscuits,
        ..
    } = &mut g.tally
    {
        *warnings_left = 1;
        warnings[1] = 1;
        *biscuits_left = 1;
        biscuits[2] = 1;
    }
    let table_before = g.table.clone();
    let events = play(&mut g, 0, dog(6));
    assert_eq!(
        kinds(&events),
        ["card_played", "warning_taken", "game_ended"]
    );
    assert_eq!(
        events[2],
        Event::GameEnded {
            reason: GameEnd::WarningsOut,
            scores: vec![-3, -3, 7],
            winners: vec![2]
        }
    );
    assert_eq!(g.to_move(), None);
    assert_eq!(g.hand(0).len(), 1);
    assert_eq!(g.hand(1).len(), 2);
    assert_eq!(g.table.len(), table_before.len() + 1, "the table stays");
    assert_eq!(g.deck.len(), 2);
    let outcome = g.outcome();
    assert!(outcome.finished);
    assert_eq!(outcome.winners, vec![2]);
    let view = g.view(Viewer::Spectator);
    assert!(view.finished && view.to_move.is_none());
    assert_eq!(view.end, Some(GameEnd::WarningsOut));
    let before = bytes(&g);
    let err = g
        .apply(0, &Action::Play { card: g.hand(0)[0] })
        .unwrap_err();
    assert_eq!(err.code, RuleCode::GameOver);
    assert_eq!(bytes(&g), before);
    assert_eq!(g.legal_actions(0), None);

    // The last biscuit.
    let (mut g, _) = new_game(2, json!({"markers": 1, "starting_seat": 1}));
    place(
        &mut g,
        &[&[dog(2)], &[dog(3), dog(4)]],
        &[dog(6), dog(5)],
        &[dog(2)],
        1,
    );
    let events = play(&mut g, 1, dog(3));
    assert_eq!(
        kinds(&events),
        ["card_played", "biscuit_earned", "game_ended"]
    );
    assert_eq!(g.outcome().winners, vec![1]);
    assert_eq!(g.ended, Some(GameEnd::BiscuitsOut));

    // The last warning, for a cat under a bone.
    let (mut g, _) = new_game(2, json!({"markers": 1, "starting_seat": 0}));
    place(
        &mut g,
        &[&[cat(2), dog(2)], &[dog(3)]],
        &[Bone],
        &[dog(2)],
        0,
    );
    g.bone = true;
    let events = play(&mut g, 0, cat(2));
    assert_eq!(
        kinds(&events),
        ["card_played", "cat_caught", "warning_taken", "game_ended"]
    );
    assert_eq!(g.outcome().scores, vec![-3, 0]);
    assert_eq!(g.outcome().winners, vec![1]);
}

/// Basic, "max_rounds": a deck that never scores still ends; a tie is a
/// shared win.
#[test]
fn basic_game_ends_after_max_rounds_with_a_shared_win() {
    let (mut g, first) = new_game(
        2,
        json!({"max_rounds": 2, "deck": {"reverse": 4, "bone": 4}}),
    );
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut all = first;
    while let Some(action) = g.random_action(&mut rng) {
        all.extend(g.apply(g.to_move().unwrap(), &action).unwrap());
    }
    assert_eq!(g.round, 2);
    assert_eq!(g.ended, Some(GameEnd::MaxRounds));
    assert_eq!(
        all.last(),
        Some(&Event::GameEnded {
            reason: GameEnd::MaxRounds,
            scores: vec![0, 0],
            winners: vec![0, 1]
        })
    );
    assert_eq!(
        kinds(&all).iter().filter(|k| **k == "round_ended").count(),
        2
    );
}

/// Advanced, "End of the game": after `rounds` rounds.
#[test]
fn advanced_game_ends_after_its_rounds() {
    let (mut g, _) = new_game(3, json!({"variant": "advanced", "rounds": 2}));
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut rounds_ended = 0;
    while let Some(action) = g.random_action(&mut rng) {
        let events = g.apply(g.to_move().unwrap(), &action).unwrap();
        rounds_ended += kinds(&events)
            .iter()
            .filter(|k| **k == "round_ended")
            .count();
    }
    assert_eq!(rounds_ended, 2);
    assert_eq!(g.ended, Some(GameEnd::RoundsPlayed));
    let outcome = g.outcome();
    let best = *outcome.scores.iter().max().unwrap();
    assert!(outcome
        .winners
        .iter()
        .all(|&s| outcome.scores[usize::from(s)] == best));
}

// ---------------------------------------------------------------------------
// Turn clocks: the default action (RULES.md, "Both games — turn clocks
// (asynchronous play)")
// ---------------------------------------------------------------------------

/// The default action of the seat on turn plays its `face` card (the lowest
/// id in its hand), no other seat has one, and `apply` accepts it.
fn default_plays(g: &mut Biscuits, face: Card) -> Vec<Event> {
    let seat = g.to_move().expect("a seat is on turn");
    let card = in_hand(g, seat, face);
    assert_eq!(g.default_action(seat), Some(Action::Play { card }));
    for other in (0..=g.seats).filter(|&s| s != seat) {
        assert_eq!(g.default_action(other), None, "seat {other} is not on turn");
    }
    g.apply(seat, &Action::Play { card })
        .unwrap_or_else(|e| panic!("default action {face:?} refused: {e}"))
}

#[test]
fn default_action_plays_the_lowest_id_in_the_hand_whatever_the_card() {
    // Default deck ids: dogs 0–14, cats 15–23, minus_one 24–26, reverse
    // 27–29, bone 30–32.
    for (hand, face, id) in [
        (&[cat(3), dog(5), Bone][..], dog(5), 9),
        (&[cat(4), cat(2), Reverse][..], cat(2), 15),
        (&[Bone, Reverse, MinusOne][..], MinusOne, 24),
        (&[Bone, Reverse][..], Reverse, 27),
        (&[Bone][..], Bone, 30),
    ] {
        let (mut g, _) = new_game(3, json!({"starting_seat": 0}));
        place(
            &mut g,
            &[hand, &[dog(2), dog(3), dog(4)], &[dog(3), dog(5), dog(5)]],
            &[dog(4)],
            &[dog(6), dog(6)],
            0,
        );
        assert_eq!(in_hand(&g, 0, face), id);
        let events = default_plays(&mut g, face);
        assert_eq!(events[0], Event::CardPlayed { seat: 0, card: id });
        assert_ne!(g.to_move(), Some(0), "the turn passes on as usual");
    }
}

#[test]
fn default_action_may_be_a_cat_under_a_bone_penalised_but_legal() {
    // Basic: a warning marker.
    let (mut g, _) = new_game(3, json!({"starting_seat": 0}));
    place(
        &mut g,
        &[&[Bone, cat(2)], &[dog(2)], &[dog(3)]],
        &[Bone],
        &[dog(6)],
        0,
    );
    g.bone = true;
    let events = default_plays(&mut g, cat(2));
    assert_eq!(
        kinds(&events),
        [
            "card_played",
            "cat_caught",
            "warning_taken",
            "table_discarded",
            "card_drawn"
        ]
    );
    assert_eq!(markers_left(&g), (9, 8));
    // Advanced: lose the table size, counting the cat.
    let (mut g, _) = new_game(3, json!({"variant": "advanced", "starting_seat": 0}));
    place(
        &mut g,
        &[&[dog(6), Bone, cat(4)], &[dog(2)], &[dog(3)]],
        &[Bone, dog(2)],
        &[],
        0,
    );
    g.bone = true;
    set_points(&mut g, 0, 5);
    // The dog 6 (id 12) is lower than the cat: no penalty yet.
    default_plays(&mut g, dog(6));
    default_plays(&mut g, dog(2));
    default_plays(&mut g, dog(3));
    let events = default_plays(&mut g, cat(4));
    assert_eq!(
        events[2],
        Event::PointsLost {
            seat: 0,
            cause: Penalty::CatUnderBone,
            sum: 13,
            penalty: 6,
            points: 5,
            total: 0
        }
    );
    assert_eq!(points(&g, 0), 0);
}

#[test]
fn default_action_is_none_for_a_seat_not_on_turn_and_once_the_game_is_over() {
    let (mut g, _) = new_game(2, json!({"markers": 1, "starting_seat": 0}));
    place(
        &mut g,
        &[&[dog(6), cat(4)], &[dog(2)]],
        &[dog(6), dog(2)],
        &[],
        0,
    );
    assert_eq!(g.default_action(1), None);
    assert_eq!(g.default_action(2), None);
    // 6 + 2 + 6 = 14: the last biscuit ends the game at once.
    let events = default_plays(&mut g, dog(6));
    assert_eq!(
        kinds(&events),
        ["card_played", "biscuit_earned", "game_ended"]
    );
    assert_eq!(g.to_move(), None);
    assert!(!g.hand(0).is_empty());
    for seat in 0..3 {
        assert_eq!(g.default_action(seat), None);
    }
}

#[test]
fn default_action_as_json_is_the_engine_s_and_is_accepted() {
    let (mut g, _) = new_game(2, json!({"starting_seat": 1}));
    place(
        &mut g,
        &[&[dog(2)], &[Reverse, cat(3), Bone]],
        &[],
        &[dog(6)],
        1,
    );
    let mut any = AnyGame::Biscuits(g);
    assert_eq!(any.default_action(0), None);
    let action = any.default_action(1).unwrap();
    assert_eq!(action, json!({"kind": "play", "card": 18}));
    any.apply_json(1, &action).unwrap();
    assert_eq!(any.to_move(), Some(0));
    assert!(any.default_action(0).is_some());
}

// ---------------------------------------------------------------------------
// Errors, views, redaction
// ---------------------------------------------------------------------------

#[test]
fn refused_actions_name_the_rule_and_change_nothing() {
    let (mut g, _) = new_game(3, json!({"starting_seat": 0}));
    let before = bytes(&g);
    let mine = g.hand(0)[0];
    let err = g
        .apply(1, &Action::Play { card: g.hand(1)[0] })
        .unwrap_err();
    assert_eq!(err.code, RuleCode::NotYourTurn);
    let err = g
        .apply(0, &Action::Play { card: g.hand(1)[0] })
        .unwrap_err();
    assert_eq!(err.code, RuleCode::CardNotInHand);
    let err = g.apply(0, &Action::Play { card: 999 }).unwrap_err();
    assert_eq!(err.code, RuleCode::CardNotInHand);
    let err = g.apply(9, &Action::Play { card: mine }).unwrap_err();
    assert_eq!(err.code, RuleCode::NotYourTurn);
    assert_eq!(bytes(&g), before);
    assert!(g.legal_actions(1).is_none());
    assert_eq!(g.legal_actions(0).unwrap().cards.len(), 4);
}

#[test]
fn views_show_own_hand_sizes_and_public_cards_only() {
    let (g, events) = new_game(3, json!({"starting_seat": 1}));
    let v = g.view(Viewer::Seat(0));
    assert_eq!(v.hand.as_ref().unwrap().len(), 3);
    assert_eq!(
        v.hand
            .as_ref()
            .unwrap()
            .iter()
            .map(|c| c.id)
            .collect::<Vec<_>>(),
        g.hand(0).to_vec()
    );
    assert_eq!(v.hand_sizes, vec![3, 4, 3]);
    assert_eq!(v.deck_size, 33 - 10);
    assert_eq!(v.to_move, Some(1));
    let spectator = g.view(Viewer::Spectator);
    assert!(spectator.hand.is_none());
    let json = serde_json::to_value(&spectator).unwrap();
    assert!(json.get("seed").is_none());
    assert_eq!(
        json["scores"][0],
        json!({"seat": 0, "biscuits": 0, "warnings": 0, "score": 0})
    );

    // The deal: each seat sees its own hand only; the draw only the drawer.
    let seen0 = g.redact(&events[0], Viewer::Seat(0));
    let SeenEvent::RoundStarted {
        hand,
        hand_sizes,
        deck_size,
        ..
    } = &seen0
    else {
        panic!("a deal")
    };
    assert_eq!(
        hand.as_ref()
            .unwrap()
            .iter()
            .map(|c| c.id)
            .collect::<Vec<_>>(),
        g.hand(0).to_vec()
    );
    assert_eq!(hand_sizes, &vec![3, 3, 3]);
    assert_eq!(*deck_size, 24);
    let SeenEvent::RoundStarted { hand, .. } = g.redact(&events[0], Viewer::Spectator) else {
        panic!("a deal")
    };
    assert!(hand.is_none());
    let Event::CardDrawn { card, .. } = events[1] else {
        panic!("a draw")
    };
    assert_eq!(
        g.redact(&events[1], Viewer::Seat(1)),
        SeenEvent::CardDrawn {
            seat: 1,
            card: Some(VisibleCard {
                id: card,
                card: g.face(card)
            })
        }
    );
    for viewer in [Viewer::Seat(0), Viewer::Seat(2), Viewer::Spectator] {
        assert_eq!(
            g.redact(&events[1], viewer),
            SeenEvent::CardDrawn {
                seat: 1,
                card: None
            }
        );
    }
    let text = serde_json::to_string(&g.redact(&events[1], Viewer::Seat(0))).unwrap();
    assert_eq!(text, r#"{"type":"card_drawn","seat":1,"card":null}"#);
}

#[test]
fn state_round_trips_through_json_and_any_game() {
    let (g, _) = new_game(4, json!({"variant": "advanced"}));
    let text = serde_json::to_string(&g).unwrap();
    let back: Biscuits = serde_json::from_str(&text).unwrap();
    assert_eq!(back, g);
    let (any, events) =
        AnyGame::new(Biscuits::ID, 4, &json!({"variant": "advanced"}), &SEED).unwrap();
    assert_eq!(any, AnyGame::Biscuits(g));
    assert_eq!(events[0]["type"], "round_started");
    let view = any.view_value(Viewer::Seat(0));
    assert!(view.get("seed").is_none());
    let text: serde_json::Value = serde_json::from_str(any.view(Viewer::Seat(0)).get()).unwrap();
    assert_eq!(text, view);
    assert_eq!(view["variant"], "advanced");
}

// ---------------------------------------------------------------------------
// Property tests
// ---------------------------------------------------------------------------

/// A random valid deck for `seats`: 0–3 of each dog and cat number 1–13,
/// 0–4 of each special, topped up with dogs to the minimum.
fn deck_strategy() -> impl Strategy<Value = Value> {
    (
        prop::collection::vec(0u8..=3, 13),
        prop::collection::vec(0u8..=3, 13),
        0u8..=4,
        0u8..=4,
        0u8..=4,
    )
        .prop_map(|(dogs, cats, minus_one, reverse, bone)| {
            let total: u32 = dogs.iter().chain(&cats).map(|&c| u32::from(c)).sum::<u32>()
                + u32::from(minus_one)
                + u32::from(reverse)
                + u32::from(bone);
            let mut dog_map = serde_json::Map::new();
            for (i, &c) in dogs.iter().enumerate() {
                if c > 0 {
                    dog_map.insert((i + 1).to_string(), json!(c));
                }
            }
            // 3 × 5 + 1 = 16 is enough for any seat count.
            if total < 16 {
                let seven = dogs[6] + u8::try_from(16 - total).unwrap();
                dog_map.insert("7".to_owned(), json!(seven));
            }
            let cat_map: serde_json::Map<String, Value> = cats
                .iter()
                .enumerate()
                .filter(|(_, &c)| c > 0)
                .map(|(i, &c)| ((i + 1).to_string(), json!(c)))
                .collect();
            json!({"dog": dog_map, "cat": cat_map, "minus_one": minus_one, "reverse": reverse, "bone": bone})
        })
}

/// Options for a playout: either variant, small limits so games stay short,
/// the default or a random deck.
fn options_strategy() -> impl Strategy<Value = Value> {
    (
        any::<bool>(),
        1u32..=9,
        1u32..=6,
        1u32..=3,
        prop::option::of(deck_strategy()),
        any::<bool>(),
    )
        .prop_map(|(advanced, markers, max_rounds, rounds, deck, defaults)| {
            let mut o = if advanced {
                json!({"variant": "advanced"})
            } else {
                json!({"variant": "basic"})
            };
            if !defaults {
                if advanced {
                    o["rounds"] = json!(rounds);
                } else {
                    o["markers"] = json!(markers);
                    o["max_rounds"] = json!(max_rounds);
                }
            }
            if let Some(deck) = deck {
                o["deck"] = deck;
            }
            o
        })
}

/// Every card id is in exactly one place: a hand, the deck, the table or the
/// discard pile.
fn assert_cards_conserved(g: &Biscuits) {
    let mut all: Vec<CardId> = g
        .hands
        .iter()
        .flatten()
        .chain(&g.deck)
        .chain(&g.table)
        .chain(&g.discard)
        .copied()
        .collect();
    all.sort_unstable();
    let expected: Vec<CardId> = (0..count(g.cards.len()) as CardId).collect();
    assert_eq!(all, expected, "card conservation");
    for hand in &g.hands {
        assert!(hand.windows(2).all(|w| w[0] < w[1]), "hands stay sorted");
    }
}

/// Taken + left = supply, for biscuits and warnings alike.
fn assert_markers_conserved(g: &Biscuits) {
    if let Tally::Basic {
        markers,
        biscuits_left,
        warnings_left,
        biscuits,
        warnings,
        ..
    } = &g.tally
    {
        assert_eq!(biscuits.iter().sum::<u32>() + biscuits_left, *markers);
        assert_eq!(warnings.iter().sum::<u32>() + warnings_left, *markers);
        assert_eq!(*biscuits_left == 0, g.ended == Some(GameEnd::BiscuitsOut));
        assert_eq!(*warnings_left == 0, g.ended == Some(GameEnd::WarningsOut));
        if g.ended == Some(GameEnd::MaxRounds) {
            assert_eq!(g.round, *max_rounds_of(g));
        }
    }
}

fn max_rounds_of(g: &Biscuits) -> &u32 {
    match &g.tally {
        Tally::Basic { max_rounds, .. } => max_rounds,
        Tally::Advanced { rounds, .. } => rounds,
    }
}

/// Scores recomputed by folding the events.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Folded {
    biscuits: Vec<u32>,
    warnings: Vec<u32>,
    points: Vec<u32>,
    ended: bool,
}

impl Folded {
    fn new(seats: u8) -> Self {
        let n = usize::from(seats);
        Folded {
            biscuits: vec![0; n],
            warnings: vec![0; n],
            points: vec![0; n],
            ended: false,
        }
    }

    fn scores(&self, variant: Variant) -> Vec<i64> {
        match variant {
            Variant::Basic => self
                .biscuits
                .iter()
                .zip(&self.warnings)
                .map(|(&b, &w)| 7 * i64::from(b) - 3 * i64::from(w))
                .collect(),
            Variant::Advanced => self.points.iter().map(|&p| i64::from(p)).collect(),
        }
    }

    fn fold(&mut self, variant: Variant, events: &[Event]) {
        for event in events {
            assert!(!self.ended, "nothing happens after the game ended");
            match event {
                Event::BiscuitEarned { seat, .. } => self.biscuits[usize::from(*seat)] += 1,
                Event::WarningTaken { seat, .. } => self.warnings[usize::from(*seat)] += 1,
                Event::PointsScored {
                    seat,
                    points,
                    total,
                    ..
                } => {
                    let p = &mut self.points[usize::from(*seat)];
                    *p += points;
                    assert_eq!(p, total);
                }
                Event::PointsLost {
                    seat,
                    penalty,
                    points,
                    total,
                    ..
                } => {
                    let p = &mut self.points[usize::from(*seat)];
                    assert_eq!(*points, (*penalty).min(*p), "losses stop at 0");
                    *p -= points;
                    assert_eq!(p, total);
                }
                Event::RoundEnded { scores, .. } => assert_eq!(scores, &self.scores(variant)),
                Event::GameEnded { scores, .. } => {
                    assert_eq!(scores, &self.scores(variant));
                    self.ended = true;
                }
                _ => {}
            }
        }
    }
}

/// A permutation of the card ids that moves only `hidden` ids among
/// themselves, non-trivial when there are two or more.
fn hidden_permutation(len: usize, hidden: &[CardId], rng: &mut ChaCha8Rng) -> Vec<CardId> {
    let mut perm: Vec<CardId> = (0..count(len) as CardId).collect();
    let mut images = hidden.to_vec();
    shuffle_ids(&mut images, rng);
    if images.len() >= 2 && images == hidden {
        images.rotate_left(1);
    }
    for (&from, &to) in hidden.iter().zip(&images) {
        perm[usize::from(from)] = to;
    }
    perm
}

fn shuffle_ids(ids: &mut [CardId], rng: &mut ChaCha8Rng) {
    for i in (1..ids.len()).rev() {
        let j = crate::engine::random_index(rng, i + 1);
        ids.swap(i, j);
    }
}

/// Relabels every card id in the state through `perm` (the card faces by id
/// stay: a hidden place now holds a different card).
fn relabel_state(g: &Biscuits, perm: &[CardId]) -> Biscuits {
    let map =
        |ids: &[CardId]| -> Vec<CardId> { ids.iter().map(|&c| perm[usize::from(c)]).collect() };
    let mut r = g.clone();
    r.hands = g
        .hands
        .iter()
        .map(|h| {
            let mut h = map(h);
            h.sort_unstable();
            h
        })
        .collect();
    r.deck = map(&g.deck);
    r.table = map(&g.table);
    r.discard = map(&g.discard);
    r
}

fn relabel_event(e: &Event, perm: &[CardId]) -> Event {
    let p = |c: &CardId| perm[usize::from(*c)];
    let map = |ids: &[CardId]| -> Vec<CardId> { ids.iter().map(p).collect() };
    match e {
        Event::RoundStarted {
            round,
            starting_seat,
            hands,
            deck,
        } => Event::RoundStarted {
            round: *round,
            starting_seat: *starting_seat,
            hands: hands
                .iter()
                .map(|h| {
                    let mut h = map(h);
                    h.sort_unstable();
                    h
                })
                .collect(),
            deck: map(deck),
        },
        Event::CardDrawn { seat, card } => Event::CardDrawn {
            seat: *seat,
            card: p(card),
        },
        Event::CardPlayed { seat, card } => Event::CardPlayed {
            seat: *seat,
            card: p(card),
        },
        Event::CatCaught {
            seat,
            card,
            cards_on_table,
        } => Event::CatCaught {
            seat: *seat,
            card: p(card),
            cards_on_table: *cards_on_table,
        },
        Event::TableDiscarded { cards, bone_ended } => Event::TableDiscarded {
            cards: map(cards),
            bone_ended: *bone_ended,
        },
        other => other.clone(),
    }
}

/// The ids `viewer` cannot see: other seats' hands and the deck.
fn hidden_from(g: &Biscuits, viewer: Viewer) -> Vec<CardId> {
    let mut hidden: Vec<CardId> = g.deck.clone();
    for (s, hand) in g.hands.iter().enumerate() {
        if !viewer.is(u8::try_from(s).unwrap()) {
            hidden.extend_from_slice(hand);
        }
    }
    hidden.sort_unstable();
    hidden
}

/// The no-leak indistinguishability check: for every seat and the spectator,
/// relabelling the cards it cannot see changes nothing it is shown.
///
/// Events earlier in the batch than its last `RoundStarted` belong to the
/// round before, which ended with every hand and the deck empty: nothing was
/// hidden then, so they are relabelled by the identity.
fn assert_no_leak(g: &Biscuits, events: &[Event], rng: &mut ChaCha8Rng) {
    let last_deal = events
        .iter()
        .rposition(|e| matches!(e, Event::RoundStarted { .. }))
        .unwrap_or(0);
    let viewers = (0..g.seats)
        .map(Viewer::Seat)
        .chain(std::iter::once(Viewer::Spectator));
    for viewer in viewers {
        let hidden = hidden_from(g, viewer);
        let perm = hidden_permutation(g.cards.len(), &hidden, rng);
        let other = relabel_state(g, &perm);
        assert_eq!(
            g.view(viewer),
            other.view(viewer),
            "view leaks to {viewer:?}"
        );
        if let Viewer::Seat(s) = viewer {
            assert_eq!(g.legal_actions(s), other.legal_actions(s));
        }
        for (i, e) in events.iter().enumerate() {
            let relabelled = if i >= last_deal {
                relabel_event(e, &perm)
            } else {
                e.clone()
            };
            assert_eq!(
                g.redact(e, viewer),
                other.redact(&relabelled, viewer),
                "event {e:?} leaks to {viewer:?}"
            );
        }
    }
}

/// Plays a random game to its end, checking every invariant at every step;
/// returns the actions played and every state and event batch.
fn checked_playout(
    seats: u8,
    opts: &Value,
    seed: &Seed,
    rng_seed: u64,
) -> (Vec<Action>, Vec<Vec<u8>>, Vec<Vec<Event>>) {
    let (mut g, first) =
        Biscuits::new(seats, options(opts.clone()), seed).expect("valid generated options");
    let mut rng = ChaCha8Rng::seed_from_u64(rng_seed);
    let variant = g.variant();
    let mut folded = Folded::new(seats);
    folded.fold(variant, &first);
    assert_cards_conserved(&g);
    assert_no_leak(&g, &first, &mut rng);
    let limit = (*max_rounds_of(&g) as usize) * (g.cards.len() + 1) + 1;
    let mut actions = Vec::new();
    let mut states = vec![bytes(&g)];
    let mut batches = vec![first];
    while let Some(seat) = g.to_move() {
        assert!(actions.len() < limit, "the playout does not end");
        assert!(!g.hand(seat).is_empty(), "the seat on turn holds a card");
        if !g.deck.is_empty() {
            assert!(g.hands.iter().all(|h| h.len() >= HAND_SIZE));
        }
        // Refused actions change nothing, byte for byte.
        let before = bytes(&g);
        let other = (seat + 1 + (rng.next_u32() as u8) % (seats - 1)) % seats;
        let any_card = (rng.next_u32() % count(g.cards.len())) as CardId;
        let err = g
            .apply(other, &Action::Play { card: any_card })
            .unwrap_err();
        assert_eq!(err.code, RuleCode::NotYourTurn);
        let absent = (0..count(g.cards.len()) as CardId + 3)
            .filter(|c| !g.hand(seat).contains(c))
            .nth(rng.next_u32() as usize % (g.cards.len() + 3 - g.hand(seat).len()))
            .unwrap();
        let err = g.apply(seat, &Action::Play { card: absent }).unwrap_err();
        assert_eq!(err.code, RuleCode::CardNotInHand);
        assert_eq!(bytes(&g), before);
        // A random legal action is accepted.
        let action = g.random_action(&mut rng).expect("a seat on turn can play");
        let Action::Play { card } = action;
        let legal = g.legal_actions(seat).expect("on turn");
        assert!(legal.cards.iter().any(|c| c.id == card));
        assert_eq!(legal.cards.len(), g.hand(seat).len());
        let events = g.apply(seat, &action).expect("legal action accepted");
        folded.fold(variant, &events);
        assert_eq!(
            g.outcome().scores,
            folded.scores(variant),
            "scores = fold of events"
        );
        assert_cards_conserved(&g);
        assert_markers_conserved(&g);
        assert_no_leak(&g, &events, &mut rng);
        let state = bytes(&g);
        let back: Biscuits = serde_json::from_slice(&state).expect("snapshot parses");
        assert_eq!(back, g);
        actions.push(action);
        states.push(state);
        batches.push(events);
    }
    assert!(folded.ended, "a finished game says so in its events");
    assert!(g.outcome().finished);
    let before = bytes(&g);
    for seat in 0..seats {
        let err = g.apply(seat, &Action::Play { card: 0 }).unwrap_err();
        assert_eq!(err.code, RuleCode::GameOver);
        assert!(g.legal_actions(seat).is_none());
    }
    assert!(g.random_action(&mut rng).is_none());
    assert_eq!(bytes(&g), before);
    (actions, states, batches)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Random playouts finish with every invariant holding at every step:
    /// card and marker conservation, scores equal to the fold of the events,
    /// refused actions change nothing, legal actions are accepted, no leak.
    #[test]
    fn random_playouts_finish_with_all_invariants(
        seats in 2u8..=5,
        opts in options_strategy(),
        seed in any::<[u8; 32]>(),
        rng_seed in any::<u64>(),
    ) {
        checked_playout(seats, &opts, &seed, rng_seed);
    }

    /// The same seed and the same actions give the same states and events.
    #[test]
    fn replays_are_deterministic(
        seats in 2u8..=5,
        opts in options_strategy(),
        seed in any::<[u8; 32]>(),
        rng_seed in any::<u64>(),
    ) {
        let (actions, states, batches) = checked_playout(seats, &opts, &seed, rng_seed);
        let (mut g, first) = Biscuits::new(seats, options(opts.clone()), &seed).unwrap();
        prop_assert_eq!(&first, &batches[0]);
        prop_assert_eq!(&bytes(&g), &states[0]);
        for (i, action) in actions.iter().enumerate() {
            let seat = g.to_move().unwrap();
            let events = g.apply(seat, action).unwrap();
            prop_assert_eq!(&events, &batches[i + 1]);
            prop_assert_eq!(&bytes(&g), &states[i + 1]);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// Full-length games with the default options of both variants.
    #[test]
    fn default_games_finish(
        seats in 2u8..=5,
        advanced in any::<bool>(),
        seed in any::<[u8; 32]>(),
        rng_seed in any::<u64>(),
    ) {
        let opts = if advanced { json!({"variant": "advanced"}) } else { Value::Null };
        checked_playout(seats, &opts, &seed, rng_seed);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Playing only default actions from the deal (RULES.md, "Both games —
    /// turn clocks"), every one is the lowest id in the hand, legal and
    /// accepted, and the game finishes: each round plays every card once.
    #[test]
    fn default_actions_alone_are_legal_and_finish_the_game(
        seats in 2u8..=5,
        opts in options_strategy(),
        seed in any::<[u8; 32]>(),
    ) {
        let (mut g, _) =
            Biscuits::new(seats, options(opts.clone()), &seed).expect("valid generated options");
        let bound = (*max_rounds_of(&g) as usize) * g.cards.len();
        let mut steps = 0;
        while let Some(seat) = g.to_move() {
            prop_assert!(steps < bound, "more than {} steps", bound);
            for other in (0..seats).filter(|&s| s != seat) {
                prop_assert_eq!(g.default_action(other), None);
            }
            let action = g.default_action(seat).expect("the seat on turn has a default");
            let Action::Play { card } = action;
            prop_assert_eq!(Some(&card), g.hand(seat).iter().min());
            prop_assert!(g.legal_actions(seat).unwrap().cards.iter().any(|c| c.id == card));
            let events = g.apply(seat, &action);
            prop_assert!(events.is_ok(), "default {:?} refused: {:?}", action, events);
            assert_cards_conserved(&g);
            steps += 1;
        }
        prop_assert!(g.outcome().finished);
        for seat in 0..seats {
            prop_assert_eq!(g.default_action(seat), None);
        }
    }
}

/// Random full games and moves per second on one core, both variants (a
/// measurement, not a check): `cargo test --release --lib
/// biscuits::tests::throughput -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement; run in release with --ignored --nocapture"]
fn throughput_of_random_playouts() {
    use std::time::{Duration, Instant};
    for opts in [json!({"variant": "basic"}), json!({"variant": "advanced"})] {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let (mut games, mut moves) = (0u64, 0u64);
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(3) {
            let mut seed = [0u8; 32];
            seed[..8].copy_from_slice(&games.to_le_bytes());
            let seats = 2 + u8::try_from(games % 4).unwrap();
            let (mut g, _) = Biscuits::new(seats, options(opts.clone()), &seed).unwrap();
            while let Some(action) = g.random_action(&mut rng) {
                let seat = g.to_move().unwrap();
                std::hint::black_box(g.apply(seat, &action).unwrap());
                moves += 1;
            }
            games += 1;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{}: {:.0} games/s, {:.0} moves/s, {:.1} moves/game (2–5 seats, default deck)",
            opts["variant"],
            games as f64 / secs,
            moves as f64 / secs,
            moves as f64 / games as f64
        );
    }
}
