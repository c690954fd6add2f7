//! Bots for *Woof Meow Biscuits* (RULES.md, Game 2), basic and advanced,
//! deciding from a seat's view (`engine::biscuits::BiscuitsView` as JSON).

use std::collections::BTreeMap;

use rand::Rng;
use rand_chacha::ChaCha20Rng;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{bad_view, choose, none_of, BotError, BotInfo};
use crate::engine::biscuits::{Card, CardId, DeckSpec, Direction, Variant, TARGET};

pub(super) const CATALOG: [BotInfo; 2] = [
    BotInfo {
        name: "random",
        description: "Plays a uniformly random card of its hand.",
    },
    BotInfo {
        name: "sharp",
        description: "Makes 14 when it can, never goes over when it need not, keeps cats from bones, and leaves the next seat the sums it is least likely to complete.",
    },
];

#[derive(Deserialize)]
struct RawCard {
    id: CardId,
    card: Card,
}

#[derive(Deserialize)]
struct RawTable {
    bone_in_force: bool,
    cards: Vec<RawCard>,
    sum: i32,
}

#[derive(Deserialize)]
struct RawScore {
    score: i64,
}

#[derive(Deserialize)]
struct RawView {
    seat: Option<u8>,
    variant: Variant,
    to_move: Option<u8>,
    direction: Direction,
    hand: Option<Vec<RawCard>>,
    hand_sizes: Vec<u32>,
    deck_size: u32,
    table: RawTable,
    discard: Vec<RawCard>,
    scores: Vec<RawScore>,
}

/// What the seat on turn knows, from its view.
#[derive(Debug, Clone)]
pub(super) struct SeatView {
    me: u8,
    variant: Variant,
    direction: Direction,
    hand: Vec<(CardId, Card)>,
    hand_sizes: Vec<usize>,
    deck_size: usize,
    table_len: usize,
    sum: i32,
    bone: bool,
    /// Points (advanced) or score (basic) by seat.
    scores: Vec<i64>,
    /// The cards the seat cannot see (other hands and the deck), by kind.
    unseen: BTreeMap<Card, usize>,
}

/// Every card of a deck spec, by kind.
fn counts_of(spec: &DeckSpec) -> BTreeMap<Card, usize> {
    let mut counts = BTreeMap::new();
    let mut add = |card: Card, n: u8| {
        if n > 0 {
            *counts.entry(card).or_insert(0) += usize::from(n);
        }
    };
    for (number, &n) in &spec.dog {
        if let Ok(number) = number.parse() {
            add(Card::Dog { number }, n);
        }
    }
    for (number, &n) in &spec.cat {
        if let Ok(number) = number.parse() {
            add(Card::Cat { number }, n);
        }
    }
    add(Card::MinusOne, spec.minus_one);
    add(Card::Reverse, spec.reverse);
    add(Card::Bone, spec.bone);
    counts
}

impl SeatView {
    pub(super) fn read(view: &Value) -> Result<SeatView, BotError> {
        let raw = RawView::deserialize(view).map_err(bad_view)?;
        let me = raw
            .to_move
            .ok_or_else(|| BotError::NothingToDecide("the game is over".into()))?;
        if raw.seat != Some(me) {
            return Err(BotError::NothingToDecide(format!(
                "this is not the view of seat {me}, which is on turn"
            )));
        }
        let hand: Vec<(CardId, Card)> = raw
            .hand
            .ok_or_else(|| bad_view("a spectator's view holds no hand"))?
            .into_iter()
            .map(|c| (c.id, c.card))
            .collect();
        let hand_sizes: Vec<usize> = raw.hand_sizes.iter().map(|&n| n as usize).collect();
        if hand.is_empty() || hand_sizes.get(usize::from(me)) != Some(&hand.len()) {
            return Err(BotError::NothingToDecide(format!(
                "this is not the view of seat {me}, which is on turn"
            )));
        }
        let deck_size = raw.deck_size as usize;
        let hidden: usize = hand_sizes
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != usize::from(me))
            .map(|(_, &n)| n)
            .sum::<usize>()
            + deck_size;
        let seen: Vec<Card> = hand
            .iter()
            .map(|c| c.1)
            .chain(raw.table.cards.iter().map(|c| c.card))
            .chain(raw.discard.iter().map(|c| c.card))
            .collect();
        let default = counts_of(&DeckSpec::default());
        let unseen = if default.values().sum::<usize>() == hidden + seen.len() {
            // The default deck (the view does not name the deck): what is not
            // seen is the rest of it.
            let mut unseen = default;
            for card in &seen {
                if let Some(n) = unseen.get_mut(card) {
                    *n = n.saturating_sub(1);
                }
            }
            unseen
        } else {
            // A custom deck: assume the unseen cards are like the seen ones.
            let mut freq: BTreeMap<Card, usize> = BTreeMap::new();
            for &card in &seen {
                *freq.entry(card).or_insert(0) += 1;
            }
            let total = seen.len().max(1);
            freq.into_iter()
                .map(|(card, n)| (card, (n * hidden + total / 2) / total))
                .collect()
        };
        Ok(SeatView {
            me,
            variant: raw.variant,
            direction: raw.direction,
            hand,
            hand_sizes,
            deck_size,
            table_len: raw.table.cards.len(),
            sum: raw.table.sum,
            bone: raw.table.bone_in_force,
            scores: raw.scores.iter().map(|s| s.score).collect(),
            unseen,
        })
    }
}

fn play(card: CardId) -> Value {
    json!({"kind": "play", "card": card})
}

/// A uniformly random card of the hand.
pub(super) fn random(view: &SeatView, rng: &mut ChaCha20Rng) -> Result<Value, BotError> {
    let i = rng.random_range(0..view.hand.len());
    Ok(play(view.hand[i].0))
}

// --- sharp ------------------------------------------------------------------

/// The table and whose turn, as a play would leave them.
#[derive(Debug, Clone)]
struct Table {
    sum: i32,
    len: usize,
    bone: bool,
    direction: Direction,
}

/// A special card's worth in hand: each is a safe play when every number
/// would go over (in units of the variant's scores).
fn keep_value(view: &SeatView, card: Card) -> f64 {
    let unit = match view.variant {
        Variant::Basic => 1.0,
        Variant::Advanced => 0.5,
    };
    unit * match card {
        Card::MinusOne => 0.3,
        Card::Reverse | Card::Bone => 0.25,
        Card::Dog { .. } | Card::Cat { .. } => 0.0,
    }
}

/// What making 14 with `len` cards on the table earns.
fn reward(view: &SeatView, len: usize) -> f64 {
    match view.variant {
        Variant::Basic => 7.0,
        Variant::Advanced => len as f64,
    }
}

/// What a penalty with `len` cards on the table costs `seat`.
fn penalty(view: &SeatView, seat: usize, len: usize) -> f64 {
    match view.variant {
        Variant::Basic => 3.0,
        Variant::Advanced => (len as f64).min(view.scores.get(seat).copied().unwrap_or(0) as f64),
    }
}

fn step(seat: usize, seats: usize, direction: Direction) -> usize {
    match direction {
        Direction::Clockwise => (seat + 1) % seats,
        Direction::Counterclockwise => (seat + seats - 1) % seats,
    }
}

/// The seat that plays after `me` (who holds `mine` cards after playing);
/// `None` when no one holds cards (the round ends).
fn next_seat(view: &SeatView, mine: usize, direction: Direction) -> Option<usize> {
    let seats = view.hand_sizes.len();
    let me = usize::from(view.me);
    let mut seat = me;
    for _ in 0..seats {
        seat = step(seat, seats, direction);
        let holds = if seat == me {
            mine
        } else {
            view.hand_sizes[seat]
        };
        if view.deck_size > 0 || holds > 0 {
            return Some(seat);
        }
    }
    None
}

/// The value, for us, of playing `card` (from `hand`, the rest kept) on
/// `table`: what it scores at once, else what it leaves the next seat.
fn value_of(view: &SeatView, table: &Table, card: Card, rest: &[Card], depth: u8) -> f64 {
    let me = usize::from(view.me);
    let len = table.len + 1;
    if table.bone && card.is_cat() {
        return -penalty(view, me, len);
    }
    let sum = table.sum + card.value();
    if sum == TARGET {
        return reward(view, len);
    }
    if sum > TARGET {
        return -penalty(view, me, len);
    }
    let after = Table {
        sum,
        len,
        bone: table.bone || card == Card::Bone,
        direction: match card {
            Card::Reverse => match table.direction {
                Direction::Clockwise => Direction::Counterclockwise,
                Direction::Counterclockwise => Direction::Clockwise,
            },
            _ => table.direction,
        },
    };
    let keep = -keep_value(view, card);
    match next_seat(view, rest.len(), after.direction) {
        None => keep,
        Some(seat) if seat == me => {
            // We alone hold cards: we play again, without drawing.
            if depth == 0 || rest.is_empty() {
                return keep;
            }
            let best = (0..rest.len())
                .map(|i| {
                    let mut others = rest.to_vec();
                    let next = others.remove(i);
                    value_of(view, &after, next, &others, depth - 1)
                })
                .fold(f64::MIN, f64::max);
            keep + best
        }
        Some(seat) => keep + threat(view, &after, seat),
    }
}

/// What the next seat is likely to do to the table we leave it, for us: it
/// makes 14 if it holds a card of the gap that it may play; it goes over if
/// every card it holds would. Its hand is drawn from the unseen cards.
fn threat(view: &SeatView, table: &Table, seat: usize) -> f64 {
    let pool: usize = view.unseen.values().sum();
    let held = (view.hand_sizes[seat] + usize::from(view.deck_size > 0)).min(pool);
    if held == 0 {
        return 0.0;
    }
    let gap = TARGET - table.sum;
    let mut completes = 0;
    let mut safe = 0;
    for (&card, &n) in &view.unseen {
        if table.bone && card.is_cat() {
            continue; // caught: as bad as going over
        }
        match card.value().cmp(&gap) {
            std::cmp::Ordering::Equal => completes += n,
            std::cmp::Ordering::Less => safe += n,
            std::cmp::Ordering::Greater => {}
        }
    }
    let bad = pool.saturating_sub(completes + safe);
    let p_complete = 1.0 - none_of(pool, completes, held);
    let p_forced = choose(bad, held) / choose(pool, held).max(1.0);
    // Against one opponent its gain is our loss; against several, it hurts
    // us only against that one.
    let weight = 1.0 / (view.hand_sizes.len() - 1).max(1) as f64;
    weight
        * (p_forced * penalty(view, seat, table.len + 1) - p_complete * reward(view, table.len + 1))
}

pub(super) fn sharp(view: &SeatView, rng: &mut ChaCha20Rng) -> Result<Value, BotError> {
    let table = Table {
        sum: view.sum,
        len: view.table_len,
        bone: view.bone,
        direction: view.direction,
    };
    let cards: Vec<Card> = view.hand.iter().map(|c| c.1).collect();
    let mut best: Option<(f64, CardId)> = None;
    for (i, &(id, card)) in view.hand.iter().enumerate() {
        let mut rest = cards.clone();
        rest.remove(i);
        // A hair of noise breaks ties between equal cards of different ids.
        let value = value_of(view, &table, card, &rest, 3) + rng.random::<f64>() * 1e-6;
        if best.is_none_or(|b| value > b.0) {
            best = Some((value, id));
        }
    }
    best.map(|b| play(b.1))
        .ok_or_else(|| BotError::NothingToDecide("no card in hand".into()))
}
