//! Shake It Meerkat: one test per ruling of RULES.md Game 1, then property
//! tests (random playouts, conservation, rejection, determinism) and the
//! no-leak indistinguishability test.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::engine::{AnyGame, SetupCode};

// Card ids by face (RULES.md, Game 1, "Components").
const ACES: [CardId; 7] = [0, 1, 2, 3, 4, 5, 6];
const FIVES: [CardId; 7] = [28, 29, 30, 31, 32, 33, 34];
const TWO_AND_A_HALF: CardId = 38;

fn opts(rounds: u32) -> MeerkatOptions {
    MeerkatOptions {
        rounds: Some(rounds),
        card_backs: None,
        starting_seat: Some(0),
    }
}

/// A game at an exact position: the given hands and pile (top first), seat 0
/// on turn, empty board; every other card lies in the discard pile.
fn position(rounds: u32, hands: Vec<Vec<CardId>>, pile: Vec<CardId>) -> Meerkat {
    let seats = u8::try_from(hands.len()).unwrap();
    let (mut game, _) = Meerkat::new(seats, opts(rounds), &[7; 32]).unwrap();
    game.discard = (0..DECK_SIZE)
        .filter(|c| !pile.contains(c) && !hands.iter().any(|h| h.contains(c)))
        .collect();
    game.hands = hands;
    game.pile = pile;
    game.board = None;
    game.to_move = Some(0);
    game
}

fn play(cards: &[CardId], rank: Rank) -> Action {
    Action::Play {
        cards: cards.to_vec(),
        rank,
    }
}

fn code(result: Result<Vec<Event>, RuleError>) -> RuleCode {
    result.unwrap_err().code
}

fn round_end(events: &[Event]) -> Option<RoundEnd> {
    events.iter().find_map(|e| match e {
        Event::RoundEnded { end, .. } => Some(*end),
        _ => None,
    })
}

// --- Setup -----------------------------------------------------------------

#[test]
fn setup_errors_name_the_option() {
    let seed = [0u8; 32];
    let bad = |value: serde_json::Value| AnyGame::new(Meerkat::ID, 3, &value, &seed).unwrap_err();
    let err = bad(serde_json::json!({"rounds": 0}));
    assert_eq!(
        (err.code, err.option.as_deref()),
        (SetupCode::InvalidOption, Some("rounds"))
    );
    let err = bad(serde_json::json!({"rounds": 1001}));
    assert_eq!(
        (err.code, err.option.as_deref()),
        (SetupCode::InvalidOption, Some("rounds"))
    );
    let err = bad(serde_json::json!({"card_backs": "shiny"}));
    assert_eq!(
        (err.code, err.option.as_deref()),
        (SetupCode::InvalidOption, Some("card_backs"))
    );
    let err = bad(serde_json::json!({"starting_seat": 3}));
    assert_eq!(
        (err.code, err.option.as_deref()),
        (SetupCode::InvalidOption, Some("starting_seat"))
    );
    let err = bad(serde_json::json!({"rounds": 2, "colour": "red"}));
    assert_eq!(
        (err.code, err.option.as_deref()),
        (SetupCode::UnknownOption, Some("colour"))
    );
    assert_eq!(
        AnyGame::new(Meerkat::ID, 6, &serde_json::Value::Null, &seed)
            .unwrap_err()
            .code,
        SetupCode::SeatsOutOfRange
    );
}

#[test]
fn deal_is_six_each_one_at_a_time_from_the_starting_seat() {
    let seed = [3u8; 32];
    let options = MeerkatOptions {
        starting_seat: Some(2),
        ..MeerkatOptions::default()
    };
    let (game, events) = Meerkat::new(4, options, &seed).unwrap();
    let deck = shuffle::shuffled_ids(DECK_SIZE, &shuffle::derive_seed(&seed, "deal", 1));
    // Seat 2 gets deck[0], deck[4], …; seat 3 deck[1], …; seat 0 deck[2], ….
    for (offset, seat) in [2usize, 3, 0, 1].into_iter().enumerate() {
        let expected: Vec<CardId> = (0..HAND_SIZE).map(|k| deck[offset + 4 * k]).collect();
        assert_eq!(game.hands[seat], expected, "seat {seat}");
    }
    assert_eq!(game.pile, deck[24..].to_vec());
    assert_eq!(game.to_move, Some(2));
    assert!(matches!(
        &events[..],
        [Event::RoundStarted {
            round: 1,
            starting_seat: 2,
            ..
        }]
    ));
}

#[test]
fn starting_seat_is_drawn_from_the_seed_when_not_given() {
    let mut seen = [false; 5];
    for byte in 0..64u8 {
        let (game, _) = Meerkat::new(5, MeerkatOptions::default(), &[byte; 32]).unwrap();
        assert_eq!(
            game.first_starting_seat,
            shuffle::draw_seat(&[byte; 32], "starting-seat", 5)
        );
        seen[usize::from(game.first_starting_seat)] = true;
    }
    assert!(seen.iter().all(|&s| s), "every seat can start: {seen:?}");
}

// --- A turn ------------------------------------------------------------------

#[test]
fn the_leader_must_play() {
    let mut game = position(3, vec![vec![0, 1], vec![7, 8]], vec![40, 41, 42]);
    let before = game.clone();
    assert_eq!(code(game.apply(0, &Action::Pass)), RuleCode::LeaderMustPlay);
    assert_eq!(
        code(game.apply(0, &Action::Challenge)),
        RuleCode::NothingToChallenge
    );
    assert_eq!(game, before);
    let legal = game.legal_actions(0).unwrap();
    assert!(!legal.may_pass && !legal.may_challenge);
    assert_eq!(
        legal.plays,
        vec![PlayRange {
            min_count: 1,
            max_count: 2,
            ranks: Rank::BY_STRENGTH.to_vec()
        }]
    );
}

#[test]
fn only_the_seat_on_turn_may_act() {
    let mut game = position(3, vec![vec![0, 1], vec![7, 8]], vec![40, 41, 42]);
    assert_eq!(
        code(game.apply(1, &play(&[7], Rank::Two))),
        RuleCode::NotYourTurn
    );
    assert_eq!(game.legal_actions(1), None);
}

#[test]
fn cards_must_be_distinct_cards_in_hand() {
    let mut game = position(3, vec![vec![0, 1], vec![7, 8]], vec![40, 41, 42]);
    let before = game.clone();
    assert_eq!(
        code(game.apply(0, &play(&[], Rank::Ace))),
        RuleCode::EmptyPlay
    );
    assert_eq!(
        code(game.apply(0, &play(&[0, 0], Rank::Ace))),
        RuleCode::DuplicateCard
    );
    assert_eq!(
        code(game.apply(0, &play(&[0, 7], Rank::Ace))),
        RuleCode::CardNotInHand
    );
    assert_eq!(
        code(game.apply(0, &play(&[999], Rank::Ace))),
        RuleCode::CardNotInHand
    );
    // Hands are checked as 64-bit masks: an id past 63 must not wrap onto
    // a card held (64 onto 0, 65 onto 1), nor 49 (the last card) be lost.
    for ids in [
        &[64][..],
        &[65],
        &[0, 64],
        &[1, 65],
        &[63],
        &[CardId::MAX],
        &[49],
    ] {
        assert_eq!(
            code(game.apply(0, &play(ids, Rank::Ace))),
            RuleCode::CardNotInHand,
            "{ids:?}"
        );
    }
    assert_eq!(
        code(game.apply(0, &play(&[1, 0, 1], Rank::Ace))),
        RuleCode::DuplicateCard
    );
    assert_eq!(game, before);
    let err =
        Meerkat::parse_action(&serde_json::json!({"kind": "play", "cards": [0], "rank": "6"}));
    assert_eq!(err.unwrap_err().code, RuleCode::InvalidRank);
    let err = Meerkat::parse_action(&serde_json::json!({"kind": "shout"}));
    assert_eq!(err.unwrap_err().code, RuleCode::InvalidAction);
}

#[test]
fn more_cards_beat_fewer_and_equal_counts_compare_2_3_4_5_a() {
    let hands = vec![vec![0, 1, 28], vec![7, 8, 9, 14, 15]];
    let mut game = position(3, hands, vec![40, 41, 42, 43]);
    game.apply(0, &play(&[0, 1], Rank::Ace)).unwrap();
    let before = game.clone();
    // Two aces are the strongest pair: no pair beats them; three twos do.
    assert_eq!(
        code(game.apply(1, &play(&[7, 8], Rank::Five))),
        RuleCode::PlayNotStronger
    );
    assert_eq!(
        code(game.apply(1, &play(&[7], Rank::Ace))),
        RuleCode::PlayNotStronger
    );
    assert_eq!(game, before);
    let legal = game.legal_actions(1).unwrap();
    assert_eq!(
        legal.plays,
        vec![PlayRange {
            min_count: 3,
            max_count: 5,
            ranks: Rank::BY_STRENGTH.to_vec()
        }]
    );
    game.apply(1, &play(&[7, 8, 9], Rank::Two)).unwrap();
    // Seat 0 holds one card: it cannot beat three, so only pass or challenge.
    let legal = game.legal_actions(0).unwrap();
    assert!(legal.plays.is_empty() && legal.may_pass && legal.may_challenge);

    // Equal counts: 2 < 3 < 4 < 5 < A.
    let mut game = position(3, vec![vec![14, 28], vec![7, 0, 15]], vec![40, 41, 42, 43]);
    game.apply(0, &play(&[14], Rank::Three)).unwrap();
    assert_eq!(
        code(game.apply(1, &play(&[7], Rank::Two))),
        RuleCode::PlayNotStronger
    );
    assert_eq!(
        code(game.apply(1, &play(&[15], Rank::Three))),
        RuleCode::PlayNotStronger
    );
    let legal = game.legal_actions(1).unwrap();
    assert_eq!(
        legal.plays[0].ranks,
        vec![Rank::Four, Rank::Five, Rank::Ace]
    );
    game.apply(1, &play(&[0], Rank::Ace)).unwrap();
}

#[test]
fn a_stronger_play_reveals_and_discards_the_beaten_one() {
    let mut game = position(3, vec![vec![38, 28], vec![7, 8, 0]], vec![40, 41, 42, 43]);
    game.apply(0, &play(&[38], Rank::Two)).unwrap();
    let events = game.apply(1, &play(&[7, 8], Rank::Two)).unwrap();
    assert_eq!(
        events[0],
        Event::PlayBeaten {
            seat: 0,
            cards: vec![38],
            rank: Rank::Two
        }
    );
    assert_eq!(game.discard.last(), Some(&38));
    assert_eq!(game.to_move, Some(0));
    assert_eq!(game.board.as_ref().map(|b| b.seat), Some(1));
}

#[test]
fn successful_challenge_liar_draws_count_plus_one_and_challenger_leads() {
    let hands = vec![vec![TWO_AND_A_HALF, 7, 0], vec![14, 15], vec![16, 17]];
    let mut game = position(3, hands, vec![40, 41, 42, 43, 44]);
    // Seat 0 lies: a 2.5 and a real 2 announced as two 2s.
    game.apply(0, &play(&[TWO_AND_A_HALF, 7], Rank::Two))
        .unwrap();
    let events = game.apply(1, &Action::Challenge).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Challenged {
                challenger: 1,
                seat: 0,
                cards: vec![TWO_AND_A_HALF, 7],
                rank: Rank::Two,
                truthful: false
            },
            Event::CardsDrawn {
                seat: 0,
                cards: vec![40, 41, 42]
            },
        ]
    );
    assert_eq!(game.hands[0], vec![0, 40, 41, 42]);
    assert_eq!((game.to_move, game.board.is_none()), (Some(1), true));
    assert!(game.discard.ends_with(&[TWO_AND_A_HALF, 7]));
}

#[test]
fn failed_challenge_challenger_draws_count_and_its_left_leads() {
    let hands = vec![vec![7, 8, 0], vec![14, 15], vec![16, 17]];
    let mut game = position(3, hands, vec![40, 41, 42, 43, 44]);
    game.apply(0, &play(&[7, 8], Rank::Two)).unwrap();
    let events = game.apply(1, &Action::Challenge).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Challenged {
                challenger: 1,
                seat: 0,
                cards: vec![7, 8],
                rank: Rank::Two,
                truthful: true
            },
            Event::CardsDrawn {
                seat: 1,
                cards: vec![40, 41]
            },
        ]
    );
    assert_eq!(game.hands[1], vec![14, 15, 40, 41]);
    assert_eq!((game.to_move, game.board.is_none()), (Some(2), true));
}

#[test]
fn a_bluffing_card_makes_a_play_untrue_even_beside_true_cards() {
    // Three "fives" of which one is 5.5 (id 47): the challenge succeeds.
    let hands = vec![vec![28, 29, 47, 0], vec![14, 15]];
    let mut game = position(3, hands, vec![40, 41, 42, 43, 44, 45]);
    game.apply(0, &play(&[28, 29, 47], Rank::Five)).unwrap();
    let events = game.apply(1, &Action::Challenge).unwrap();
    assert!(matches!(
        events[0],
        Event::Challenged {
            truthful: false,
            ..
        }
    ));
    assert_eq!(game.hands[0].len(), 1 + 4);
}

#[test]
fn any_seat_on_turn_may_challenge_not_only_the_next() {
    let hands = vec![vec![TWO_AND_A_HALF, 0], vec![14, 15], vec![16, 17]];
    let mut game = position(3, hands, vec![40, 41, 42, 43, 44]);
    game.apply(0, &play(&[TWO_AND_A_HALF], Rank::Two)).unwrap();
    game.apply(1, &Action::Pass).unwrap();
    let events = game.apply(2, &Action::Challenge).unwrap();
    assert!(matches!(
        events[0],
        Event::Challenged {
            challenger: 2,
            seat: 0,
            truthful: false,
            ..
        }
    ));
    assert_eq!(game.to_move, Some(2));
}

#[test]
fn all_passed_the_play_is_revealed_discarded_and_its_owner_leads() {
    let hands = vec![vec![TWO_AND_A_HALF, 0], vec![14, 15], vec![16, 17]];
    let mut game = position(3, hands, vec![40, 41, 42, 43, 44]);
    game.apply(0, &play(&[TWO_AND_A_HALF], Rank::Two)).unwrap();
    assert_eq!(
        game.apply(1, &Action::Pass).unwrap(),
        vec![Event::Passed { seat: 1 }]
    );
    let events = game.apply(2, &Action::Pass).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Passed { seat: 2 },
            Event::PlayReturned {
                seat: 0,
                cards: vec![TWO_AND_A_HALF],
                rank: Rank::Two
            },
        ]
    );
    assert_eq!((game.to_move, game.board.is_none()), (Some(0), true));
    assert_eq!(game.discard.last(), Some(&TWO_AND_A_HALF));
    // The lie went unpunished: no draw.
    assert_eq!(game.hands[0], vec![0]);
}

#[test]
fn all_passed_back_to_an_empty_handed_owner_ends_the_round() {
    let hands = vec![vec![0], vec![14, 15], vec![16, 17, 18]];
    let mut game = position(3, hands, vec![40, 41, 42, 43, 44]);
    game.apply(0, &play(&[0], Rank::Ace)).unwrap();
    game.apply(1, &Action::Pass).unwrap();
    let events = game.apply(2, &Action::Pass).unwrap();
    assert_eq!(round_end(&events), Some(RoundEnd::WentOut { seat: 0 }));
    assert!(events.contains(&Event::RoundEnded {
        round: 1,
        end: RoundEnd::WentOut { seat: 0 },
        penalties_added: vec![0, 2, 3],
        penalties: vec![0, 2, 3],
    }));
}

#[test]
fn laying_the_last_cards_is_not_going_out_a_successful_challenge_makes_it_draw() {
    let hands = vec![vec![TWO_AND_A_HALF], vec![14, 15]];
    let mut game = position(3, hands, vec![40, 41, 42, 43, 44]);
    let events = game.apply(0, &play(&[TWO_AND_A_HALF], Rank::Two)).unwrap();
    assert_eq!(
        round_end(&events),
        None,
        "an empty hand is checked only at the start of its turn"
    );
    assert_eq!(game.round, 1);
    game.apply(1, &Action::Challenge).unwrap();
    assert_eq!(game.hands[0], vec![40, 41]);
    assert_eq!(game.round, 1);
}

#[test]
fn a_seat_goes_out_when_its_turn_begins_with_no_cards() {
    let hands = vec![vec![0], vec![14, 15, 16]];
    let mut game = position(3, hands, vec![40, 41, 42, 43, 44]);
    game.apply(0, &play(&[0], Rank::Ace)).unwrap();
    let events = game.apply(1, &play(&[14, 15], Rank::Three)).unwrap();
    assert_eq!(round_end(&events), Some(RoundEnd::WentOut { seat: 0 }));
    // Seat 1 keeps 1 card; the cards on the board count for no one.
    assert!(events.contains(&Event::RoundEnded {
        round: 1,
        end: RoundEnd::WentOut { seat: 0 },
        penalties_added: vec![0, 1],
        penalties: vec![0, 1],
    }));
}

#[test]
fn the_pile_running_dry_mid_draw_gives_what_is_left_and_ends_the_round() {
    let hands = vec![vec![TWO_AND_A_HALF, 7, 0], vec![14, 15]];
    let mut game = position(3, hands, vec![40]);
    game.apply(0, &play(&[TWO_AND_A_HALF, 7], Rank::Two))
        .unwrap();
    let events = game.apply(1, &Action::Challenge).unwrap();
    // Owed 3, one left.
    assert!(events.contains(&Event::CardsDrawn {
        seat: 0,
        cards: vec![40]
    }));
    assert!(events.contains(&Event::RoundEnded {
        round: 1,
        end: RoundEnd::PileEmpty,
        penalties_added: vec![2, 2],
        penalties: vec![2, 2],
    }));
    assert_eq!(game.round, 2);
}

#[test]
fn an_emptied_pile_wins_over_an_empty_hand_at_the_same_moment() {
    // Seat 0 lays its last card truthfully; seat 1 challenges and draws the
    // last card of the pile; seat 2 … is seat 0's left: with 2 seats the
    // next leader is seat 0, which holds no cards. The pile ended it first.
    let hands = vec![vec![0], vec![14, 15]];
    let mut game = position(3, hands, vec![40]);
    game.apply(0, &play(&[0], Rank::Ace)).unwrap();
    let events = game.apply(1, &Action::Challenge).unwrap();
    assert_eq!(round_end(&events), Some(RoundEnd::PileEmpty));
}

#[test]
fn rounds_rotate_the_starting_seat_and_penalties_add_up() {
    let (mut game, _) = Meerkat::new(3, opts(3), &[5; 32]).unwrap();
    let mut starts = vec![game.round_starting_seat];
    let mut events = Vec::new();
    game.penalties = vec![1, 2, 3];
    game.end_round(RoundEnd::PileEmpty, &mut events);
    starts.push(game.round_starting_seat);
    game.end_round(RoundEnd::PileEmpty, &mut events);
    starts.push(game.round_starting_seat);
    assert_eq!(starts, vec![0, 1, 2]);
    assert_eq!(game.to_move, Some(2));
    assert_eq!(game.penalties, vec![1 + 12, 2 + 12, 3 + 12]);
    // The third round's end is the end of the game.
    game.end_round(RoundEnd::PileEmpty, &mut events);
    assert_eq!(game.to_move, None);
    assert_eq!(code(game.apply(0, &Action::Pass)), RuleCode::GameOver);
}

#[test]
fn lowest_penalty_wins_and_ties_share_the_win() {
    let hands = vec![vec![0, 1], vec![14, 15], vec![16]];
    let mut game = position(1, hands, vec![40]);
    let mut events = Vec::new();
    game.end_round(RoundEnd::PileEmpty, &mut events);
    let outcome = game.outcome();
    assert!(outcome.finished);
    assert_eq!(outcome.scores, vec![2, 2, 1]);
    assert_eq!(outcome.winners, vec![2]);

    let hands = vec![vec![0], vec![14, 15], vec![16]];
    let mut game = position(1, hands, vec![40]);
    game.end_round(RoundEnd::PileEmpty, &mut events);
    assert_eq!(game.outcome().winners, vec![0, 2]);
    assert_eq!(
        events.last(),
        Some(&Event::GameEnded {
            penalties: vec![1, 2, 1],
            winners: vec![0, 2]
        })
    );
}

// --- Views -----------------------------------------------------------------

#[test]
fn a_seat_sees_its_hand_and_only_backs_of_others() {
    let hands = vec![vec![TWO_AND_A_HALF, 0], vec![7, 14], vec![16, 17]];
    let mut game = position(3, hands, vec![40, 41, 42]);
    game.apply(0, &play(&[TWO_AND_A_HALF], Rank::Two)).unwrap();
    let json = |v: Viewer| serde_json::to_value(game.view(v)).unwrap();

    let mine = json(Viewer::Seat(0));
    assert_eq!(
        mine["hand"],
        serde_json::json!([{"id": 0, "face": "A", "back": "1"}])
    );
    // The layer sees its own face-down play, the others do not.
    assert_eq!(
        mine["board"]["cards"]["cards"],
        serde_json::json!([{"id": 38, "face": "2.5", "back": "2"}])
    );
    let theirs = json(Viewer::Seat(1));
    assert_eq!(
        theirs["board"]["cards"],
        serde_json::json!({"count": 1, "backs": ["2"]})
    );
    assert_eq!(
        theirs["hand"],
        serde_json::json!([{"id": 7, "face": "2", "back": "2"}, {"id": 14, "face": "3", "back": "3"}])
    );
    assert_eq!(
        theirs["seats"][0]["hand"],
        serde_json::json!({"count": 1, "backs": ["1"]})
    );
    assert_eq!(
        theirs["pile"],
        serde_json::json!({"size": 3, "top_back": "2"})
    );
    let spectator = json(Viewer::Spectator);
    assert_eq!(spectator["hand"], serde_json::Value::Null);
    assert_eq!(
        spectator["board"]["cards"],
        serde_json::json!({"count": 1, "backs": ["2"]})
    );
}

#[test]
fn hidden_backs_show_nothing_and_exact_backs_show_values() {
    for (backs, expected) in [
        (CardBacks::Hidden, serde_json::Value::Null),
        (CardBacks::Exact, serde_json::json!(["1", "2.5"])),
        (CardBacks::Rounded, serde_json::json!(["1", "2"])),
    ] {
        let mut game = position(3, vec![vec![0, TWO_AND_A_HALF], vec![14]], vec![40]);
        game.card_backs = backs;
        let view = serde_json::to_value(game.view(Viewer::Seat(1))).unwrap();
        assert_eq!(view["seats"][0]["hand"]["backs"], expected, "{backs:?}");
    }
}

#[test]
fn drawn_cards_are_private_to_the_drawer_backs_public() {
    let hands = vec![vec![7, 8, 0], vec![14, 15]];
    let mut game = position(3, hands, vec![FIVES[0], ACES[3], 44]);
    game.apply(0, &play(&[7, 8], Rank::Two)).unwrap();
    let events = game.apply(1, &Action::Challenge).unwrap();
    let drawn = &events[1];
    let to_drawer = serde_json::to_value(game.redact(drawn, Viewer::Seat(1))).unwrap();
    assert_eq!(to_drawer["cards"]["cards"][0]["id"], ACES[3]);
    let to_other = serde_json::to_value(game.redact(drawn, Viewer::Seat(0))).unwrap();
    assert_eq!(
        to_other,
        serde_json::json!({"type": "cards_drawn", "seat": 1, "cards": {"count": 2, "backs": ["1", "5"]}})
    );
}

// --- Turn clocks: the default action ----------------------------------------
// RULES.md, "Both games — turn clocks (asynchronous play)".

/// The default action of the seat on turn is `expected`, and `apply` accepts it.
fn default_is_legal(game: &mut Meerkat, expected: Action) -> Vec<Event> {
    let seat = game.to_move.expect("a seat is on turn");
    assert_eq!(game.default_action(seat), Some(expected.clone()));
    for other in (0..game.seats + 1).filter(|&s| s != seat) {
        assert_eq!(
            game.default_action(other),
            None,
            "seat {other} is not on turn"
        );
    }
    game.apply(seat, &expected)
        .unwrap_or_else(|e| panic!("default action {expected:?} refused: {e:?}"))
}

#[test]
fn default_action_of_a_leader_is_its_lowest_card_announced_by_its_rounded_back() {
    // The lowest id is a normal card: announced as its own rank.
    for (hand, card, rank) in [
        (vec![28, 21, 14, 41], 14, Rank::Three),
        (vec![47, 3, 35], 3, Rank::Ace),
        (vec![FIVES[6], 44], FIVES[6], Rank::Five),
        (vec![49, 36, 9], 9, Rank::Two),
    ] {
        let mut game = position(3, vec![hand, vec![7, 8]], vec![40, 42, 43]);
        let events = default_is_legal(&mut game, play(&[card], rank));
        assert_eq!(
            events,
            vec![Event::CardsPlayed {
                seat: 0,
                cards: vec![card],
                rank
            }]
        );
        assert_eq!(game.to_move, Some(1));
    }
}

#[test]
fn default_action_of_a_leader_holding_only_bluffing_cards_announces_the_floor() {
    // x.5 shows the back of x under `rounded`: 1.5 is announced A, 5.5 is 5,
    // whatever `card_backs` the game itself uses.
    for backs in [CardBacks::Rounded, CardBacks::Exact, CardBacks::Hidden] {
        for (hand, card, rank) in [
            (vec![47, 41, 44], 41, Rank::Three), // 3.5 → "3"
            (vec![49, 36, 38], 36, Rank::Ace),   // 1.5 → "A"
            (vec![48, 47], 47, Rank::Five),      // 5.5 → "5"
            (vec![TWO_AND_A_HALF, 46], TWO_AND_A_HALF, Rank::Two),
            (vec![45], 45, Rank::Four), // 4.5 → "4", the leader's last card
        ] {
            let mut game = position(3, vec![hand, vec![7, 8]], vec![40, 42, 43]);
            game.card_backs = backs;
            default_is_legal(&mut game, play(&[card], rank));
            let board = game.board.as_ref().unwrap();
            assert!(!board.is_true(), "a bluffing card is always a lie");
            assert_eq!((board.seat, board.rank), (0, rank), "{backs:?}");
        }
    }
}

#[test]
fn default_action_of_a_seat_that_may_pass_is_pass_until_the_play_returns() {
    let hands = vec![vec![14, 41], vec![0, 1], vec![FIVES[0], 35]];
    let mut game = position(3, hands, vec![40, 42, 43]);
    default_is_legal(&mut game, play(&[14], Rank::Three));
    // Non-leaders pass even holding cards that beat the play.
    default_is_legal(&mut game, Action::Pass);
    let events = default_is_legal(&mut game, Action::Pass);
    assert!(matches!(
        events.last(),
        Some(Event::PlayReturned { seat: 0, .. })
    ));
    // The play came back: seat 0 leads again, with its last card, a 3.5.
    default_is_legal(&mut game, play(&[41], Rank::Three));
    // After someone else's play, too: seat 1 beats it, then seat 2 passes.
    game.apply(1, &play(&[0, 1], Rank::Ace)).unwrap();
    let events = default_is_legal(&mut game, Action::Pass);
    // Seat 0 would be next but holds nothing: it went out as its turn began.
    assert_eq!(round_end(&events), Some(RoundEnd::WentOut { seat: 0 }));
}

#[test]
fn default_action_is_none_for_a_seat_not_on_turn_and_once_the_game_is_over() {
    let mut game = position(1, vec![vec![0], vec![7]], vec![40, 41]);
    assert_eq!(game.default_action(1), None);
    assert_eq!(game.default_action(2), None);
    default_is_legal(&mut game, play(&[0], Rank::Ace));
    assert_eq!(game.default_action(0), None);
    let events = default_is_legal(&mut game, Action::Pass);
    // The play returned to seat 0, which holds nothing: it went out, and
    // that was the last round.
    assert_eq!(round_end(&events), Some(RoundEnd::WentOut { seat: 0 }));
    assert_eq!(game.to_move(), None);
    for seat in 0..3 {
        assert_eq!(game.default_action(seat), None);
    }
}

#[test]
fn default_action_as_json_is_the_engine_s_and_is_accepted() {
    let game = position(3, vec![vec![47, 36], vec![7, 8]], vec![40, 42, 43]);
    let mut any = AnyGame::Meerkat(game);
    assert_eq!(any.default_action(1), None);
    let action = any.default_action(0).unwrap();
    assert_eq!(
        action,
        serde_json::json!({"kind": "play", "cards": [36], "rank": "A"})
    );
    any.apply_json(0, &action).unwrap();
    assert_eq!(
        any.default_action(1),
        Some(serde_json::json!({"kind": "pass"}))
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Playing only default actions from the deal, every one is legal and the
    /// game finishes: the leader lays one card, everyone passes, it leads
    /// again, so each round lasts exactly 6 × seats steps.
    #[test]
    fn default_actions_alone_are_legal_and_finish_the_game(
        seed in any::<[u8; 32]>(),
        seats in 2u8..=5,
        backs in 0usize..3,
        rounds in 1u32..=4,
    ) {
        let options = MeerkatOptions {
            rounds: Some(rounds),
            card_backs: Some(card_backs(backs)),
            starting_seat: None,
        };
        let (mut game, _) = Meerkat::new(seats, options, &seed).unwrap();
        let bound = rounds as usize * HAND_SIZE * usize::from(seats);
        let mut steps = 0;
        while let Some(seat) = game.to_move() {
            prop_assert!(steps < bound, "more than {} steps", bound);
            for other in (0..seats).filter(|&s| s != seat) {
                prop_assert_eq!(game.default_action(other), None);
            }
            let action = game.default_action(seat).expect("the seat on turn has a default");
            match (&action, &game.board) {
                (Action::Pass, Some(_)) => {}
                (Action::Play { cards, rank }, None) => {
                    let hand = &game.hands[usize::from(seat)];
                    prop_assert_eq!(cards, &vec![*hand.iter().min().unwrap()]);
                    prop_assert_eq!(Some(*rank), Back::of(cards[0], CardBacks::Rounded).and_then(Back::rank));
                }
                (action, board) => prop_assert!(false, "{:?} with board {:?}", action, board),
            }
            let events = game.apply(seat, &action);
            prop_assert!(events.is_ok(), "default {:?} refused: {:?}", action, events);
            assert_conserved(&game);
            steps += 1;
        }
        prop_assert_eq!(steps, bound);
        prop_assert_eq!(game.round, rounds);
        prop_assert!(game.outcome().finished);
    }
}

// --- Property tests --------------------------------------------------------

/// A bot that picks the kind of action first (so challenges and passes are
/// common even with big hands), then a uniform play of that kind.
fn kind_first_action(game: &Meerkat, rng: &mut ChaCha8Rng) -> Option<Action> {
    let seat = game.to_move?;
    let legal = game.legal_actions(seat)?;
    let mut kinds = Vec::new();
    if legal.may_pass {
        kinds.push(0);
    }
    if legal.may_challenge {
        kinds.push(1);
    }
    if !legal.plays.is_empty() {
        kinds.push(2);
    }
    match kinds[rng.random_range(0..kinds.len())] {
        0 => Some(Action::Pass),
        1 => Some(Action::Challenge),
        _ => {
            let range = &legal.plays[rng.random_range(0..legal.plays.len())];
            let count =
                rng.random_range(range.min_count..=range.max_count.min(range.min_count + 2));
            let rank = range.ranks[rng.random_range(0..range.ranks.len())];
            let mut cards = game.hands[usize::from(seat)].clone();
            for i in 0..count {
                let j = rng.random_range(i..cards.len());
                cards.swap(i, j);
            }
            cards.truncate(count);
            Some(Action::Play { cards, rank })
        }
    }
}

fn all_places(game: &Meerkat) -> Vec<CardId> {
    let mut all: Vec<CardId> = game.hands.iter().flatten().copied().collect();
    all.extend(&game.pile);
    all.extend(game.board.iter().flat_map(|b| b.cards.iter()));
    all.extend(&game.discard);
    all
}

fn assert_conserved(game: &Meerkat) {
    let mut all = all_places(game);
    all.sort_unstable();
    assert_eq!(
        all,
        (0..DECK_SIZE).collect::<Vec<_>>(),
        "each card in exactly one place"
    );
}

/// Hand sizes folded from the events alone; at each round end they must be
/// the penalties added.
#[derive(Default)]
struct HandCounter {
    sizes: Vec<u32>,
    penalty_totals: Vec<u32>,
}

impl HandCounter {
    fn observe(&mut self, event: &Event) {
        match event {
            Event::RoundStarted { hands, .. } => {
                self.sizes = hands.iter().map(|h| h.len() as u32).collect();
                self.penalty_totals.resize(hands.len(), 0);
            }
            Event::CardsPlayed { seat, cards, .. } => {
                self.sizes[usize::from(*seat)] -= cards.len() as u32
            }
            Event::CardsDrawn { seat, cards } => {
                self.sizes[usize::from(*seat)] += cards.len() as u32
            }
            Event::RoundEnded {
                penalties_added,
                penalties,
                ..
            } => {
                assert_eq!(
                    penalties_added, &self.sizes,
                    "penalties are the hand sizes at round end"
                );
                for (total, add) in self.penalty_totals.iter_mut().zip(&self.sizes) {
                    *total += add;
                }
                assert_eq!(penalties, &self.penalty_totals);
            }
            _ => {}
        }
    }
}

fn card_backs(index: usize) -> CardBacks {
    [CardBacks::Rounded, CardBacks::Exact, CardBacks::Hidden][index]
}

struct Playout {
    states: Vec<Meerkat>,
    actions: Vec<(Seat, Action)>,
    events: Vec<Vec<Event>>,
}

fn playout(
    seed: [u8; 32],
    seats: u8,
    backs: CardBacks,
    rounds: u32,
    bot_seed: u64,
    uniform: bool,
) -> Playout {
    let options = MeerkatOptions {
        rounds: Some(rounds),
        card_backs: Some(backs),
        starting_seat: None,
    };
    let (mut game, first) = Meerkat::new(seats, options, &seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(bot_seed);
    let mut out = Playout {
        states: vec![game.clone()],
        actions: Vec::new(),
        events: vec![first],
    };
    // Every play empties a hand a little, every draw the pile: bounded.
    for _ in 0..20_000 {
        let Some(seat) = game.to_move() else { break };
        let action = if uniform {
            game.random_action(&mut rng)
        } else {
            kind_first_action(&game, &mut rng)
        }
        .expect("a seat on turn always has a legal action");
        let events = game
            .apply(seat, &action)
            .unwrap_or_else(|e| panic!("sampled legal action {action:?} refused: {e:?}"));
        out.actions.push((seat, action));
        out.events.push(events);
        out.states.push(game.clone());
    }
    out
}

fn random_junk_action(rng: &mut ChaCha8Rng, game: &Meerkat) -> (Seat, Action) {
    let seat = rng.random_range(0..game.seats + 1);
    let action = match rng.random_range(0..4) {
        0 => Action::Pass,
        1 => Action::Challenge,
        _ => {
            let count = rng.random_range(0..4);
            let cards = (0..count)
                .map(|_| rng.random_range(0..DECK_SIZE + 3))
                .collect();
            Action::Play {
                cards,
                rank: Rank::BY_STRENGTH[rng.random_range(0..5)],
            }
        }
    };
    (seat, action)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_playouts_finish_conserve_cards_and_score_hand_sizes(
        seed in any::<[u8; 32]>(),
        seats in 2u8..=5,
        backs in 0usize..3,
        rounds in 1u32..=3,
        bot_seed in any::<u64>(),
        uniform in any::<bool>(),
    ) {
        let run = playout(seed, seats, card_backs(backs), rounds, bot_seed, uniform);
        let last = run.states.last().unwrap();
        prop_assert!(last.to_move().is_none(), "the game finished");
        prop_assert_eq!(last.round, rounds);
        let mut counter = HandCounter::default();
        for (state, events) in run.states.iter().zip(&run.events) {
            assert_conserved(state);
            for event in events {
                counter.observe(event);
            }
        }
        let outcome = last.outcome();
        prop_assert_eq!(outcome.scores, counter.penalty_totals.iter().map(|&p| i64::from(p)).collect::<Vec<_>>());
        prop_assert!(!outcome.winners.is_empty());
    }

    #[test]
    fn rejected_actions_leave_the_state_byte_identical(
        seed in any::<[u8; 32]>(),
        seats in 2u8..=5,
        bot_seed in any::<u64>(),
    ) {
        let run = playout(seed, seats, CardBacks::Rounded, 1, bot_seed, false);
        let mut rng = ChaCha8Rng::seed_from_u64(bot_seed ^ 0x5eed);
        for state in run.states.iter().step_by(3) {
            for _ in 0..8 {
                let (seat, action) = random_junk_action(&mut rng, state);
                let mut trial = state.clone();
                let before = serde_json::to_vec(&trial).unwrap();
                if trial.apply(seat, &action).is_err() {
                    prop_assert_eq!(&serde_json::to_vec(&trial).unwrap(), &before);
                }
            }
        }
    }

    #[test]
    fn same_seed_and_actions_give_identical_states_and_events(
        seed in any::<[u8; 32]>(),
        seats in 2u8..=5,
        bot_seed in any::<u64>(),
    ) {
        let run = playout(seed, seats, CardBacks::Exact, 2, bot_seed, false);
        let options = run.states[0].options();
        let (mut replay, first) = Meerkat::new(seats, options, &seed).unwrap();
        prop_assert_eq!(&first, &run.events[0]);
        for ((seat, action), (events, state)) in run.actions.iter().zip(run.events[1..].iter().zip(&run.states[1..])) {
            prop_assert_eq!(&replay.apply(*seat, action).unwrap(), events);
            prop_assert_eq!(serde_json::to_vec(&replay).unwrap(), serde_json::to_vec(state).unwrap());
        }
    }

    #[test]
    fn no_leak_views_and_events_are_unchanged_by_permuting_unseen_cards(
        seed in any::<[u8; 32]>(),
        seats in 2u8..=5,
        backs in 0usize..3,
        bot_seed in any::<u64>(),
    ) {
        let run = playout(seed, seats, card_backs(backs), 2, bot_seed, false);
        let mut rng = ChaCha8Rng::seed_from_u64(bot_seed);
        let viewers: Vec<Viewer> = (0..seats).map(Viewer::Seat).chain([Viewer::Spectator]).collect();
        for (state, events) in run.states.iter().zip(&run.events) {
            for &viewer in &viewers {
                assert_indistinguishable(state, events, viewer, &mut rng);
            }
        }
    }
}

// --- The indistinguishability oracle ----------------------------------------

/// The cards `viewer` may identify now: its hand, its own face-down play, the
/// discard pile, and any card the latest events showed it.
fn known_to(game: &Meerkat, events: &[Event], viewer: Viewer) -> Vec<CardId> {
    let mut known = game.discard.clone();
    if let Viewer::Seat(seat) = viewer {
        known.extend(&game.hands[usize::from(seat)]);
        if let Some(board) = game.board.as_ref().filter(|b| b.seat == seat) {
            known.extend(&board.cards);
        }
    }
    for event in events {
        match event {
            Event::PlayBeaten { cards, .. }
            | Event::PlayReturned { cards, .. }
            | Event::Challenged { cards, .. } => known.extend(cards),
            Event::CardsPlayed { seat, cards, .. } | Event::CardsDrawn { seat, cards }
                if viewer.is(*seat) =>
            {
                known.extend(cards)
            }
            Event::RoundStarted { hands, .. } => {
                if let Viewer::Seat(seat) = viewer {
                    known.extend(&hands[usize::from(seat)]);
                }
            }
            _ => {}
        }
    }
    known
}

/// A random permutation of the cards `viewer` cannot identify, within groups
/// of equal back (the back is public): identity elsewhere.
fn unseen_permutation(
    game: &Meerkat,
    events: &[Event],
    viewer: Viewer,
    rng: &mut ChaCha8Rng,
) -> Vec<CardId> {
    let known = known_to(game, events, viewer);
    let mut perm: Vec<CardId> = (0..DECK_SIZE).collect();
    let mut groups: Vec<(Option<Back>, Vec<CardId>)> = Vec::new();
    for card in (0..DECK_SIZE).filter(|c| !known.contains(c)) {
        let back = Back::of(card, game.card_backs);
        match groups.iter_mut().find(|g| g.0 == back) {
            Some(group) => group.1.push(card),
            None => groups.push((back, vec![card])),
        }
    }
    for (_, group) in groups {
        let mut targets = group.clone();
        for i in (1..targets.len()).rev() {
            targets.swap(i, rng.random_range(0..=i));
        }
        for (from, to) in group.into_iter().zip(targets) {
            perm[usize::from(from)] = to;
        }
    }
    perm
}

fn relabel_cards(cards: &mut [CardId], perm: &[CardId]) {
    for card in cards {
        *card = perm[usize::from(*card)];
    }
}

fn relabel_event(event: &Event, perm: &[CardId]) -> Event {
    let mut event = event.clone();
    match &mut event {
        Event::RoundStarted { hands, pile, .. } => {
            hands.iter_mut().for_each(|h| relabel_cards(h, perm));
            relabel_cards(pile, perm);
        }
        Event::CardsPlayed { cards, .. }
        | Event::PlayBeaten { cards, .. }
        | Event::PlayReturned { cards, .. }
        | Event::Challenged { cards, .. }
        | Event::CardsDrawn { cards, .. } => relabel_cards(cards, perm),
        Event::Passed { .. } | Event::RoundEnded { .. } | Event::GameEnded { .. } => {}
    }
    event
}

fn relabel_game(game: &Meerkat, perm: &[CardId]) -> Meerkat {
    let mut game = game.clone();
    game.hands.iter_mut().for_each(|h| relabel_cards(h, perm));
    relabel_cards(&mut game.pile, perm);
    if let Some(board) = game.board.as_mut() {
        relabel_cards(&mut board.cards, perm);
    }
    relabel_cards(&mut game.discard, perm);
    game.last_events = game
        .last_events
        .iter()
        .map(|e| relabel_event(e, perm))
        .collect();
    game
}

fn assert_indistinguishable(
    game: &Meerkat,
    events: &[Event],
    viewer: Viewer,
    rng: &mut ChaCha8Rng,
) {
    let perm = unseen_permutation(game, events, viewer, rng);
    let twin = relabel_game(game, &perm);
    assert_conserved(&twin);
    assert_eq!(
        twin.view(viewer),
        game.view(viewer),
        "view of {viewer:?} changed"
    );
    for event in events {
        assert_eq!(
            twin.redact(&relabel_event(event, &perm), viewer),
            game.redact(event, viewer),
            "event {event:?} seen by {viewer:?} changed"
        );
    }
}

#[test]
fn the_oracle_catches_a_leak() {
    // A view that showed another seat's card ids would differ after the
    // permutation: check the oracle is not vacuous on a fresh deal.
    let (game, events) = Meerkat::new(3, opts(1), &[11; 32]).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut differs = false;
    for _ in 0..4 {
        let perm = unseen_permutation(&game, &events, Viewer::Seat(0), &mut rng);
        let twin = relabel_game(&game, &perm);
        differs |= twin.hands[1] != game.hands[1];
        assert_eq!(twin.hands[0], game.hands[0], "own hand is known and fixed");
    }
    assert!(differs, "the permutation moves unseen cards");
}

/// The sampler as it was earlier: from the built `legal_actions`,
/// with a list of weighted classes. The one in the engine walks the same
/// classes in the same order without building anything; both must draw the
/// same action from the same RNG state, and use the RNG the same way.
fn random_action_via_legal(game: &Meerkat, rng: &mut dyn rand::RngCore) -> Option<Action> {
    let seat = game.to_move?;
    let legal = game.legal_actions(seat)?;
    let hand = &game.hands[usize::from(seat)];
    let simple = u64::from(legal.may_pass) + u64::from(legal.may_challenge);
    let mut weighted: Vec<(usize, Rank, u64)> = Vec::new();
    for range in &legal.plays {
        for count in range.min_count..=range.max_count {
            let subsets = Meerkat::binomial(hand.len(), count);
            for &rank in &range.ranks {
                weighted.push((count, rank, subsets));
            }
        }
    }
    let total = simple + weighted.iter().map(|w| w.2).sum::<u64>();
    let mut pick = rng.random_range(0..total);
    if legal.may_pass {
        if pick == 0 {
            return Some(Action::Pass);
        }
        pick -= 1;
    }
    if legal.may_challenge {
        if pick == 0 {
            return Some(Action::Challenge);
        }
        pick -= 1;
    }
    for (count, rank, subsets) in weighted {
        if pick < subsets {
            let mut cards = hand.clone();
            for i in 0..count {
                let j = rng.random_range(i..cards.len());
                cards.swap(i, j);
            }
            cards.truncate(count);
            return Some(Action::Play { cards, rank });
        }
        pick -= subsets;
    }
    None
}

#[test]
fn random_action_draws_as_the_sampler_over_legal_actions() {
    let mut moves = 0;
    for seats in 2..=5u8 {
        for i in 0..40u64 {
            let mut seed = [0u8; 32];
            seed[..8].copy_from_slice(&i.to_le_bytes());
            let (mut game, _) = Meerkat::new(seats, MeerkatOptions::default(), &seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(i);
            while let Some(seat) = game.to_move() {
                let mut old_rng = rng.clone();
                let action = game.random_action(&mut rng).unwrap();
                let old = random_action_via_legal(&game, &mut old_rng).unwrap();
                assert_eq!(action, old);
                assert_eq!(rng.random::<u64>(), old_rng.random::<u64>());
                game.apply(seat, &action).unwrap();
                moves += 1;
            }
        }
    }
    assert!(moves > 3_000, "{moves}");
}

#[test]
fn binomials_are_the_multiplicative_formula() {
    for n in 0..=usize::from(DECK_SIZE) {
        for k in 0..=n {
            let small = k.min(n - k);
            let expected = (0..small).fold(1u64, |acc, i| acc * (n - i) as u64 / (i + 1) as u64);
            assert_eq!(Meerkat::binomial(n, k), expected, "{n} choose {k}");
        }
    }
}
