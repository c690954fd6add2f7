//! Bots for *Shake It Meerkat* (RULES.md, Game 1), deciding from a seat's
//! view (`engine::meerkat::MeerkatView` as JSON).
//!
//! Values are counted in halves, as the engine does: a normal card of rank A,
//! 2, 3, 4, 5 is 2, 4, 6, 8, 10; a bluffing card x.5 is 2x + 1.

use rand::Rng;
use rand_chacha::ChaCha20Rng;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{at_least, bad_view, choose, BotError, BotInfo};
use crate::engine::meerkat::{Rank, DECK_SIZE};

pub(super) const CATALOG: [BotInfo; 2] = [
    BotInfo {
        name: "random",
        description: "Plays a uniformly random legal action: pass, challenge, or any cards announced as any rank that beats the board.",
    },
    BotInfo {
        name: "sharp",
        description: "Counts cards and backs, challenges plays that are impossible or improbable, sheds true sets and bluffs where the backs cover it.",
    },
];

// --- The view, as the bot reads it ------------------------------------------

#[derive(Deserialize)]
struct RawCard {
    id: u16,
    face: String,
}

#[derive(Deserialize)]
struct RawFaceDown {
    backs: Option<Vec<String>>,
    count: usize,
}

#[derive(Deserialize)]
struct RawBoard {
    cards: RawFaceDown,
    rank: Rank,
    seat: u8,
}

#[derive(Deserialize)]
struct RawPile {
    size: usize,
}

#[derive(Deserialize)]
struct RawSeat {
    hand: RawFaceDown,
}

#[derive(Deserialize)]
struct RawView {
    board: Option<RawBoard>,
    card_backs: Backs,
    discard: Vec<RawCard>,
    hand: Option<Vec<RawCard>>,
    pile: RawPile,
    seats: Vec<RawSeat>,
    to_move: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Backs {
    Rounded,
    Exact,
    Hidden,
}

/// A play lying on the board, as public.
#[derive(Debug, Clone)]
struct Board {
    seat: u8,
    rank: Rank,
    count: usize,
    /// Backs in halves; `None` when backs are hidden.
    backs: Option<Vec<u8>>,
}

/// What the seat on turn knows, from its view.
#[derive(Debug, Clone)]
pub(super) struct SeatView {
    me: u8,
    seats: usize,
    backs: Backs,
    /// Own cards: id and value in halves, by id.
    hand: Vec<(u16, u8)>,
    board: Option<Board>,
    /// Hand sizes by seat.
    hand_sizes: Vec<usize>,
    pile_size: usize,
    /// Cards of each value (halves, index 0..12) whose identity the seat does
    /// not know: the deck less its hand and the discard pile.
    unseen: [usize; 12],
    /// The same, from public information only (the deck less the discard).
    public_unseen: [usize; 12],
}

/// A card's value in halves from its face text (`"A"`, `"2"`, `"2.5"`, …).
fn halves_of_text(text: &str) -> Option<u8> {
    match text {
        "A" => Some(2),
        _ => {
            let (whole, half) = match text.split_once('.') {
                Some((w, "5")) => (w, 1),
                Some(_) => return None,
                None => (text, 0),
            };
            let whole: u8 = whole.parse().ok()?;
            (1..=5).contains(&whole).then_some(whole * 2 + half)
        }
    }
}

/// The value of a card id, in halves (RULES.md, Game 1, "Components").
fn halves_of_id(id: u16) -> u8 {
    if id < 35 {
        u8::try_from(id / 7).unwrap_or(4) * 2 + 2
    } else {
        u8::try_from((id - 35) / 3).unwrap_or(4) * 2 + 3
    }
}

fn rank_halves(rank: Rank) -> u8 {
    match rank {
        Rank::Ace => 2,
        Rank::Two => 4,
        Rank::Three => 6,
        Rank::Four => 8,
        Rank::Five => 10,
    }
}

/// The deck's cards of each value: 7 of each rank, 3 of each bluff.
fn deck_counts() -> [usize; 12] {
    let mut counts = [0; 12];
    for id in 0..DECK_SIZE {
        counts[usize::from(halves_of_id(id))] += 1;
    }
    counts
}

impl SeatView {
    pub(super) fn read(view: &Value) -> Result<SeatView, BotError> {
        let raw = RawView::deserialize(view).map_err(bad_view)?;
        let me = raw
            .to_move
            .ok_or_else(|| BotError::NothingToDecide("the game is over".into()))?;
        let hand_cards = raw
            .hand
            .ok_or_else(|| bad_view("a spectator's view holds no hand"))?;
        let mut hand = Vec::with_capacity(hand_cards.len());
        for card in &hand_cards {
            let halves = halves_of_text(&card.face)
                .filter(|&h| card.id < DECK_SIZE && h == halves_of_id(card.id))
                .ok_or_else(|| bad_view(format!("card {} is not {:?}", card.id, card.face)))?;
            hand.push((card.id, halves));
        }
        let hand_sizes: Vec<usize> = raw.seats.iter().map(|s| s.hand.count).collect();
        if hand_sizes.get(usize::from(me)) != Some(&hand.len()) {
            return Err(BotError::NothingToDecide(format!(
                "this is not the view of seat {me}, which is on turn"
            )));
        }
        let board = match raw.board {
            None => None,
            Some(b) => Some(Board {
                seat: b.seat,
                rank: b.rank,
                count: b.cards.count,
                backs: match b.cards.backs {
                    None => None,
                    Some(backs) => Some(
                        backs
                            .iter()
                            .map(|t| halves_of_text(t).ok_or_else(|| bad_view(t)))
                            .collect::<Result<_, _>>()?,
                    ),
                },
            }),
        };
        let mut public_unseen = deck_counts();
        for card in &raw.discard {
            let slot = &mut public_unseen[usize::from(halves_of_id(card.id))];
            *slot = slot.saturating_sub(1);
        }
        let mut unseen = public_unseen;
        for &(_, halves) in &hand {
            let slot = &mut unseen[usize::from(halves)];
            *slot = slot.saturating_sub(1);
        }
        Ok(SeatView {
            me,
            seats: hand_sizes.len(),
            backs: raw.card_backs,
            hand,
            board,
            hand_sizes,
            pile_size: raw.pile.size,
            unseen,
            public_unseen,
        })
    }

    fn unseen_total(&self) -> usize {
        self.unseen.iter().sum()
    }
}

fn beats(board: Option<&Board>, count: usize, rank: Rank) -> bool {
    match board {
        None => count > 0,
        Some(b) => count > b.count || (count == b.count && rank.strength() > b.rank.strength()),
    }
}

fn play(cards: &[u16], rank: Rank) -> Value {
    json!({"kind": "play", "cards": cards, "rank": rank})
}

// --- random -----------------------------------------------------------------

/// Uniform over every concrete legal action (pass, challenge, each set of
/// cards with each rank that beats the board), as `Rules::random_action`.
pub(super) fn random(view: &SeatView, rng: &mut ChaCha20Rng) -> Result<Value, BotError> {
    let n = view.hand.len();
    let board = view.board.as_ref();
    let classes: Vec<(usize, Rank)> = (1..=n)
        .flat_map(|count| Rank::BY_STRENGTH.into_iter().map(move |r| (count, r)))
        .filter(|&(count, rank)| beats(board, count, rank))
        .collect();
    let simple = if board.is_some() { 2.0 } else { 0.0 };
    let weights: Vec<f64> = classes.iter().map(|&(c, _)| choose(n, c)).collect();
    let total = simple + weights.iter().sum::<f64>();
    if total == 0.0 {
        return Err(BotError::NothingToDecide("no legal action".into()));
    }
    // At most 2 + 5 × 2^50 actions: exact in a u64.
    let total_u = total as u64;
    let mut pick = rng.random_range(0..total_u);
    if board.is_some() {
        match pick {
            0 => return Ok(json!({"kind": "pass"})),
            1 => return Ok(json!({"kind": "challenge"})),
            _ => pick -= 2,
        }
    }
    for (&(count, rank), &weight) in classes.iter().zip(&weights) {
        let weight = weight as u64;
        if pick < weight {
            let mut cards: Vec<u16> = view.hand.iter().map(|c| c.0).collect();
            for i in 0..count {
                let j = rng.random_range(i..cards.len());
                cards.swap(i, j);
            }
            cards.truncate(count);
            return Ok(play(&cards, rank));
        }
        pick -= weight;
    }
    Err(BotError::NothingToDecide("no legal action".into()))
}

// --- sharp ------------------------------------------------------------------

/// What leading is worth, in cards (the leader chooses what to shed).
const LEAD: f64 = 1.0;
/// What laying one's last cards is worth beyond the cards: the seat goes out
/// when its turn comes back unless the play is caught as a lie.
const GO_OUT: f64 = 3.0;

/// The chance that the play on the board is true, from what `view` knows:
/// exact backs tell; rounded backs tell a lie when one differs from the
/// announcement and leave normal cards against bluffs of the same back
/// otherwise; hidden backs leave the odds that the player held the cards.
fn chance_true(view: &SeatView, board: &Board) -> f64 {
    let r = usize::from(rank_halves(board.rank));
    let k = board.count;
    let normals = view.unseen[r];
    if normals < k {
        return 0.0; // the seat knows too many of them
    }
    match (view.backs, &board.backs) {
        (Backs::Exact, Some(backs)) => {
            if backs.iter().all(|&b| usize::from(b) == r) {
                1.0
            } else {
                0.0
            }
        }
        (Backs::Rounded, Some(backs)) => {
            if backs.iter().any(|&b| usize::from(b) != r) {
                return 0.0;
            }
            let bluffs = view.unseen[r + 1];
            choose(normals, k) / choose(normals + bluffs, k)
        }
        _ => {
            // Could the player have held k of them? (A player who could
            // mostly tells the truth.)
            let held = view.hand_sizes[usize::from(board.seat)] + k;
            0.9 * at_least(view.unseen_total(), normals, held, k)
        }
    }
}

/// How much of a careful player the bot assumes in each opponent: the rest
/// is a player who picks among its actions at random. Tuned in the arena
/// (docs/BENCHMARKS.md, "Profiles behind choices in the code"): 0.5 sheds
/// too slowly at tables of 3–5, 0.3 lies so freely that two sharp bots
/// nearly always tie, and 0.4 keeps well ahead of `random` at every table.
const CAREFUL: f64 = 0.4;

/// How likely our play of `cards` as `rank` is challenged before it is
/// beaten or comes back to us. Each opponent in turn is taken as a mix of a
/// careful player, who judges the play from public information (it does not
/// know our hand) and challenges what looks false, and a player who picks
/// any of its actions at random: it challenges, beats the play (then no one
/// can challenge it any more) or passes it on.
fn challenge_risk(view: &SeatView, cards: &[(u16, u8)], rank: Rank) -> f64 {
    let r = usize::from(rank_halves(rank));
    let m = cards.len();
    let normals = view.public_unseen[r];
    let seen_true = if normals < m {
        0.0
    } else {
        match view.backs {
            Backs::Exact => {
                if cards.iter().all(|c| usize::from(c.1) == r) {
                    1.0
                } else {
                    0.0
                }
            }
            Backs::Rounded => {
                if cards.iter().any(|c| usize::from(c.1 & !1) != r) {
                    0.0
                } else {
                    choose(normals, m) / choose(normals + view.public_unseen[r + 1], m)
                }
            }
            Backs::Hidden => {
                let pool: usize = view.public_unseen.iter().sum();
                0.9 * at_least(pool, normals, view.hand.len(), m)
            }
        }
    };
    let careful_challenge = if seen_true <= 0.0 {
        0.95
    } else {
        0.7 * (1.0 - seen_true)
    };
    let board = Board {
        seat: view.me,
        rank,
        count: m,
        backs: None,
    };
    let mut reaches = 1.0; // the chance the play is still on the board
    let mut caught = 0.0;
    for step in 1..view.seats {
        let seat = (usize::from(view.me) + step) % view.seats;
        let held = view.hand_sizes[seat];
        // The random player's actions: pass, challenge, and every play that
        // beats ours.
        let beating: f64 = (1..=held)
            .flat_map(|count| Rank::BY_STRENGTH.into_iter().map(move |r| (count, r)))
            .filter(|&(count, r)| beats(Some(&board), count, r))
            .map(|(count, _)| choose(held, count))
            .sum();
        let random_challenge = 1.0 / (2.0 + beating);
        let random_pass = random_challenge;
        let careful_pass = if beating > 0.0 { 0.5 } else { 1.0 } * (1.0 - careful_challenge);
        let challenge = CAREFUL * careful_challenge + (1.0 - CAREFUL) * random_challenge;
        let pass = CAREFUL * careful_pass + (1.0 - CAREFUL) * random_pass;
        caught += reaches * challenge;
        reaches *= pass;
    }
    caught
}

/// What a play is worth, in cards: shedding, less the risk of a challenge
/// (a true play makes the challenger draw; a lie caught costs one card net
/// and the lead).
fn play_value(view: &SeatView, cards: &[(u16, u8)], rank: Rank) -> f64 {
    let m = cards.len();
    let truthful = cards.iter().all(|c| c.1 == rank_halves(rank));
    let risk = challenge_risk(view, cards, rank);
    let out = if m == view.hand.len() { GO_OUT } else { 0.0 };
    let owed = |n: usize| n.min(view.pile_size) as f64;
    if truthful {
        m as f64 + out + risk * owed(m)
    } else {
        (1.0 - risk) * (m as f64 + out) + risk * (m as f64 - owed(m + 1) - LEAD)
    }
}

/// Cards that may go with a rank's true cards: first those whose back does
/// not give the lie away, then the rest, the least useful first.
fn fillers(view: &SeatView, rank: Rank) -> Vec<(u16, u8)> {
    let r = rank_halves(rank);
    let mut per_value = [0usize; 12];
    for c in &view.hand {
        per_value[usize::from(c.1)] += 1;
    }
    let mut others: Vec<(u16, u8)> = view.hand.iter().copied().filter(|c| c.1 != r).collect();
    // Covered by the back first; then bluffing cards (they never make a
    // true play); then normal cards of which we hold fewest.
    let covered = |c: &(u16, u8)| match view.backs {
        Backs::Rounded => c.1 & !1 == r,
        Backs::Hidden => true,
        Backs::Exact => false,
    };
    others.sort_by_key(|c| {
        (
            !covered(c),
            c.1 % 2 == 0,
            per_value[usize::from(c.1)],
            c.1,
            c.0,
        )
    });
    others
}

pub(super) fn sharp(view: &SeatView, rng: &mut ChaCha20Rng) -> Result<Value, BotError> {
    if view.hand.is_empty() && view.board.is_none() {
        return Err(BotError::NothingToDecide("no cards to lead".into()));
    }
    let board = view.board.as_ref();
    let mut best: Option<(f64, Value)> = None;
    let mut consider = |value: f64, action: Value, rng: &mut ChaCha20Rng| {
        // A hair of noise breaks ties without a fixed preference.
        let value = value + rng.random::<f64>() * 1e-6;
        if best.as_ref().is_none_or(|b| value > b.0) {
            best = Some((value, action));
        }
    };
    if let Some(board) = board {
        let t = chance_true(view, board);
        let k = board.count;
        let owed = |n: usize| n.min(view.pile_size) as f64;
        // A seat that laid its last cards goes out unless caught: then the
        // round ends with our hand as our penalty.
        let threat = if view.hand_sizes[usize::from(board.seat)] == 0 {
            view.hand.len() as f64
        } else {
            0.0
        };
        if t <= 0.0 {
            // A certain lie: catching it makes its player draw and gives us
            // the lead, better than anything we could lay on it.
            return Ok(json!({"kind": "challenge"}));
        }
        let challenge = (1.0 - t) * (owed(k + 1) + LEAD + threat) - t * owed(k);
        consider(challenge, json!({"kind": "challenge"}), rng);
        consider(0.0, json!({"kind": "pass"}), rng);
    }
    for rank in Rank::BY_STRENGTH {
        let r = rank_halves(rank);
        let truths: Vec<(u16, u8)> = view.hand.iter().copied().filter(|c| c.1 == r).collect();
        let extra = fillers(view, rank);
        // Every true card of the rank, with 0, 1, … fillers; and smaller
        // true sets alone (a true set need not be played whole).
        let mut candidates: Vec<Vec<(u16, u8)>> =
            (1..truths.len()).map(|n| truths[..n].to_vec()).collect();
        for n in 0..=extra.len() {
            let mut cards = truths.clone();
            cards.extend_from_slice(&extra[..n]);
            if !cards.is_empty() {
                candidates.push(cards);
            }
        }
        for cards in candidates {
            if !beats(board, cards.len(), rank) {
                continue;
            }
            let value = play_value(view, &cards, rank);
            let ids: Vec<u16> = cards.iter().map(|c| c.0).collect();
            consider(value, play(&ids, rank), rng);
        }
    }
    best.map(|b| b.1)
        .ok_or_else(|| BotError::NothingToDecide("no legal action".into()))
}
