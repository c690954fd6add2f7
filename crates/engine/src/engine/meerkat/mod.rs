//! *Shake It Meerkat* (RULES.md, "Game 1 — Shake It Meerkat").

pub mod cards;
mod view;

#[cfg(test)]
mod tests;

use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::shuffle::{self, Seed};
use super::{
    check_turn, OptionSpec, Outcome, Ranking, RuleCode, RuleError, Rules, Seat, SetupError, Viewer,
};
pub use cards::{Back, CardBacks, CardId, CardIdSchema, Face, Rank, DECK_SIZE};
pub use view::{MeerkatView, SeenEvent};

/// Cards dealt to each seat at the start of a round (RULES.md, Game 1,
/// "Setup of each round").
pub const HAND_SIZE: usize = 6;
const DEFAULT_ROUNDS: u32 = 3;

/// Options as a client sends them; every field may be left out.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct MeerkatOptions {
    /// Rounds to play, at least 1 (default 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_backs: Option<CardBacks>,
    /// The seat that starts round 1; drawn from the seed when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting_seat: Option<Seat>,
}

/// An action of the seat on turn (RULES.md, Game 1, "A turn").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatAction))]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Lay `cards` face down announced as `count` cards of `rank`.
    Play {
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<CardIdSchema>, min_items = 1, max_items = 50))]
        cards: Vec<CardId>,
        rank: Rank,
    },
    Pass,
    Challenge,
}

/// A play lying face down on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Play {
    seat: Seat,
    cards: Vec<CardId>,
    rank: Rank,
}

impl Play {
    fn count(&self) -> usize {
        self.cards.len()
    }

    /// More cards beat fewer; equal counts compare ranks (RULES.md, Game 1,
    /// "Combinations and their order").
    fn is_beaten_by(&self, count: usize, rank: Rank) -> bool {
        count > self.count() || (count == self.count() && rank.strength() > self.rank.strength())
    }

    fn is_true(&self) -> bool {
        self.cards.iter().all(|&c| Face::of(c).matches(self.rank))
    }
}

/// Why a round ended (RULES.md, Game 1, "Drawing and the end of a round").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatRoundEnd))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RoundEnd {
    /// The seat began its turn holding no cards.
    WentOut { seat: Seat },
    /// The draw pile ran dry.
    PileEmpty,
}

/// What happened, with the full truth (card ids). Viewers get [`SeenEvent`]s.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatEvent))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A round was shuffled and dealt: `hands[s]` went to seat `s`, `pile`
    /// (top first) is the draw pile.
    RoundStarted {
        round: u32,
        starting_seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<Vec<CardIdSchema>>))]
        hands: Vec<Vec<CardId>>,
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<CardIdSchema>))]
        pile: Vec<CardId>,
    },
    /// `seat` laid `cards` face down, announced as `rank`.
    CardsPlayed {
        seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<CardIdSchema>))]
        cards: Vec<CardId>,
        rank: Rank,
    },
    Passed {
        seat: Seat,
    },
    /// The play of `seat` was beaten; its cards are revealed and discarded.
    PlayBeaten {
        seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<CardIdSchema>))]
        cards: Vec<CardId>,
        rank: Rank,
    },
    /// Everyone else passed: the play of `seat` is revealed, discarded, and
    /// `seat` leads.
    PlayReturned {
        seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<CardIdSchema>))]
        cards: Vec<CardId>,
        rank: Rank,
    },
    /// `challenger` challenged the play of `seat`; its cards are revealed.
    Challenged {
        challenger: Seat,
        seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<CardIdSchema>))]
        cards: Vec<CardId>,
        rank: Rank,
        /// True: the challenge failed.
        truthful: bool,
    },
    /// `seat` drew `cards` from the top of the pile.
    CardsDrawn {
        seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<CardIdSchema>))]
        cards: Vec<CardId>,
    },
    /// Each seat added `penalties_added[s]` (its hand size) to its total.
    RoundEnded {
        round: u32,
        end: RoundEnd,
        penalties_added: Vec<u32>,
        penalties: Vec<u32>,
    },
    GameEnded {
        penalties: Vec<u32>,
        winners: Vec<Seat>,
    },
}

/// What the seat on turn may do (RULES.md, Game 1, "A turn").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatLegal))]
pub struct Legal {
    pub may_challenge: bool,
    pub may_pass: bool,
    /// Allowed plays: any `count` in `min_count..=max_count` with any of
    /// `ranks` (weakest first). Cards may be any in hand: lies are legal.
    pub plays: Vec<PlayRange>,
    pub seat: Seat,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatPlayRange))]
pub struct PlayRange {
    pub max_count: usize,
    pub min_count: usize,
    pub ranks: Vec<Rank>,
}

/// `BINOMIALS[n][k]` = `n` choose `k` for `n` up to the deck (a hand holds
/// at most every card), from Pascal's triangle at compile time: exact, as
/// the multiplicative formula it replaced (a test compares them).
static BINOMIALS: [[u64; DECK_SIZE as usize + 1]; DECK_SIZE as usize + 1] = {
    const N: usize = DECK_SIZE as usize + 1;
    let mut table = [[0u64; N]; N];
    let mut n = 0;
    while n < N {
        table[n][0] = 1;
        let mut k = 1;
        while k <= n {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
};

/// A game of Shake It Meerkat. Fields are private: the state changes only
/// through [`Rules::apply`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Meerkat {
    seats: u8,
    rounds: u32,
    card_backs: CardBacks,
    first_starting_seat: Seat,
    #[serde(with = "super::seed_hex")]
    seed: Seed,
    round: u32,
    round_starting_seat: Seat,
    hands: Vec<Vec<CardId>>,
    /// Top first.
    pile: Vec<CardId>,
    board: Option<Play>,
    discard: Vec<CardId>,
    /// `None` once the game is over.
    to_move: Option<Seat>,
    penalties: Vec<u32>,
    /// The events of the last action, for views.
    last_events: Vec<Event>,
}

impl Meerkat {
    fn left_of(&self, seat: Seat) -> Seat {
        (seat + 1) % self.seats
    }

    /// Shuffles all 50 cards with the round's seed and deals 6 each, one at a
    /// time from the starting seat (RULES.md, Game 1, "Setup of each round";
    /// docs/FAIRNESS.md, "Deals").
    fn start_round(&mut self, round: u32, starting_seat: Seat, events: &mut Vec<Event>) {
        let mut deck: [CardId; DECK_SIZE as usize] = std::array::from_fn(|i| i as CardId);
        shuffle::shuffle(&mut deck, &shuffle::derive_seed(&self.seed, "deal", round));
        let seats = usize::from(self.seats);
        // The hands' and the pile's buffers are reused round after round.
        self.hands
            .resize_with(seats, || Vec::with_capacity(HAND_SIZE));
        for hand in &mut self.hands {
            hand.clear();
        }
        for (i, &card) in deck.iter().take(HAND_SIZE * seats).enumerate() {
            self.hands[(usize::from(starting_seat) + i) % seats].push(card);
        }
        self.round = round;
        self.round_starting_seat = starting_seat;
        self.pile.clear();
        self.pile.extend_from_slice(&deck[HAND_SIZE * seats..]);
        self.board = None;
        self.discard.clear();
        self.to_move = Some(starting_seat);
        events.push(Event::RoundStarted {
            round,
            starting_seat,
            hands: self.hands.clone(),
            pile: self.pile.clone(),
        });
    }

    /// Draws up to `owed` cards from the top of the pile; fewer when the pile
    /// holds fewer (RULES.md, Game 1, "Drawing and the end of a round").
    fn draw(&mut self, seat: Seat, owed: usize, events: &mut Vec<Event>) {
        let taken: Vec<CardId> = self.pile.drain(..owed.min(self.pile.len())).collect();
        self.hands[usize::from(seat)].extend_from_slice(&taken);
        events.push(Event::CardsDrawn { seat, cards: taken });
    }

    /// The start of the turn of the seat now on turn: the round ends on an
    /// emptied pile first, else on an empty hand (RULES.md, Game 1,
    /// "Drawing and the end of a round", "A turn").
    fn begin_turn(&mut self, events: &mut Vec<Event>) {
        let Some(seat) = self.to_move else { return };
        if self.pile.is_empty() {
            self.end_round(RoundEnd::PileEmpty, events);
        } else if self.hands[usize::from(seat)].is_empty() {
            self.end_round(RoundEnd::WentOut { seat }, events);
        }
    }

    /// Adds hand sizes to penalties; cards on the board count for no one and
    /// stay face down. Starts the next round or ends the game.
    fn end_round(&mut self, end: RoundEnd, events: &mut Vec<Event>) {
        let added: Vec<u32> = self
            .hands
            .iter()
            .map(|h| u32::try_from(h.len()).unwrap_or(u32::MAX))
            .collect();
        for (total, add) in self.penalties.iter_mut().zip(&added) {
            *total += add;
        }
        events.push(Event::RoundEnded {
            round: self.round,
            end,
            penalties_added: added,
            penalties: self.penalties.clone(),
        });
        if self.round >= self.rounds {
            self.to_move = None;
            events.push(Event::GameEnded {
                penalties: self.penalties.clone(),
                winners: self.outcome().winners,
            });
        } else {
            let next = self.left_of(self.round_starting_seat);
            self.start_round(self.round + 1, next, events);
        }
    }

    /// Checks and plays an action (RULES.md, Game 1, "A turn"); its events
    /// are left in `last_events`. On error the state is unchanged.
    fn play(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        self.check(seat, action)?;
        // The challenged play, taken before anything changes (`check` made
        // sure there is one): a refusal here leaves the state as it was.
        let challenged = match action {
            Action::Challenge => Some(self.board.take().ok_or_else(|| {
                RuleError::new(RuleCode::NothingToChallenge, "nothing to challenge")
            })?),
            Action::Pass | Action::Play { .. } => None,
        };
        // The last move's buffer, reused: one allocation fewer a move.
        let mut events = std::mem::take(&mut self.last_events);
        events.clear();
        match action {
            Action::Pass => {
                events.push(Event::Passed { seat });
                let next = self.left_of(seat);
                match self.board.take() {
                    // Everyone else passed: the play returns to its owner,
                    // revealed, and the owner leads.
                    Some(play) if play.seat == next => {
                        self.discard.extend_from_slice(&play.cards);
                        events.push(Event::PlayReturned {
                            seat: play.seat,
                            cards: play.cards,
                            rank: play.rank,
                        });
                    }
                    other => self.board = other,
                }
                self.to_move = Some(next);
            }
            Action::Play { cards, rank } => {
                if let Some(beaten) = self.board.take() {
                    self.discard.extend_from_slice(&beaten.cards);
                    events.push(Event::PlayBeaten {
                        seat: beaten.seat,
                        cards: beaten.cards,
                        rank: beaten.rank,
                    });
                }
                let played = cards::mask(cards);
                self.hands[usize::from(seat)].retain(|&c| cards::bit(c) & played == 0);
                self.board = Some(Play {
                    seat,
                    cards: cards.clone(),
                    rank: *rank,
                });
                events.push(Event::CardsPlayed {
                    seat,
                    cards: cards.clone(),
                    rank: *rank,
                });
                self.to_move = Some(self.left_of(seat));
            }
            // Always a play here: taken above.
            Action::Challenge => {
                if let Some(play) = challenged {
                    let truthful = play.is_true();
                    self.discard.extend_from_slice(&play.cards);
                    events.push(Event::Challenged {
                        challenger: seat,
                        seat: play.seat,
                        cards: play.cards.clone(),
                        rank: play.rank,
                        truthful,
                    });
                    if truthful {
                        // Failed challenge: the challenger draws count(P); the
                        // seat to its left leads.
                        self.draw(seat, play.count(), &mut events);
                        self.to_move = Some(self.left_of(seat));
                    } else {
                        // Successful challenge: the liar draws count(P) + 1; the
                        // challenger leads.
                        self.draw(play.seat, play.count() + 1, &mut events);
                        self.to_move = Some(seat);
                    }
                }
            }
        }
        self.begin_turn(&mut events);
        self.last_events = events;
        Ok(())
    }

    /// Checks an action against the rules without changing anything.
    fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        check_turn(self.to_move, seat)?;
        match action {
            Action::Pass if self.board.is_none() => Err(RuleError::new(
                RuleCode::LeaderMustPlay,
                "the board is empty: the leader must play",
            )),
            Action::Challenge if self.board.is_none() => Err(RuleError::new(
                RuleCode::NothingToChallenge,
                "the board is empty: there is no play to challenge",
            )),
            Action::Pass | Action::Challenge => Ok(()),
            Action::Play { cards, rank } => self.check_play(seat, cards, *rank),
        }
    }

    fn check_play(&self, seat: Seat, cards: &[CardId], rank: Rank) -> Result<(), RuleError> {
        if cards.is_empty() {
            return Err(RuleError::new(
                RuleCode::EmptyPlay,
                "a play needs at least one card",
            ));
        }
        let hand = cards::mask(&self.hands[usize::from(seat)]);
        let mut named = 0u64;
        for &card in cards {
            let bit = cards::bit(card);
            if named & bit != 0 {
                return Err(RuleError::new(
                    RuleCode::DuplicateCard,
                    format!("card {card} is named twice"),
                ));
            }
            if hand & bit == 0 {
                // Names only the id the caller sent: nothing about where it is.
                return Err(RuleError::new(
                    RuleCode::CardNotInHand,
                    format!("card {card} is not in your hand"),
                ));
            }
            named |= bit;
        }
        match &self.board {
            Some(board) if !board.is_beaten_by(cards.len(), rank) => Err(RuleError::new(
                RuleCode::PlayNotStronger,
                format!(
                    "{} × {} does not beat {} × {}: play more cards, or as many of a stronger rank (2 < 3 < 4 < 5 < A)",
                    cards.len(),
                    rank.label(),
                    board.count(),
                    board.rank.label()
                ),
            )),
            _ => Ok(()),
        }
    }

    /// `n` choose `k`: how many `k`-card plays a hand of `n` allows (weights
    /// for uniform sampling of concrete actions).
    fn binomial(n: usize, k: usize) -> u64 {
        BINOMIALS[n][k]
    }

    /// Every `(count, rank)` class of legal plays for a hand of `in_hand`
    /// cards, in the order of the ranges of [`Rules::legal_actions`] (the
    /// same count with a stronger rank, then more cards with any rank;
    /// ranks weakest first).
    fn play_classes(&self, in_hand: usize) -> impl Iterator<Item = (usize, Rank)> + '_ {
        let (same, more_from) = match &self.board {
            None => (None, 1),
            Some(board) => (
                (in_hand >= board.count()).then_some((board.count(), board.rank)),
                board.count() + 1,
            ),
        };
        let same = same.into_iter().flat_map(|(count, over)| {
            Rank::BY_STRENGTH
                .into_iter()
                .filter(move |r| r.strength() > over.strength())
                .map(move |r| (count, r))
        });
        let more = (more_from..=in_hand)
            .flat_map(|count| Rank::BY_STRENGTH.into_iter().map(move |r| (count, r)));
        same.chain(more)
    }
}

impl Rules for Meerkat {
    const ID: &'static str = "shake-it-meerkat";
    const NAME: &'static str = "Shake It Meerkat";
    const MIN_SEATS: u8 = 2;
    const MAX_SEATS: u8 = 5;
    const SCHEMA_PREFIX: &'static str = "Meerkat";

    type Options = MeerkatOptions;
    type Action = Action;
    type Event = Event;
    type RedactedEvent = SeenEvent;
    type View = MeerkatView;
    type Legal = Legal;

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                name: "rounds",
                description: "Rounds to play; lowest penalty total after the last wins.",
                default: Value::from(DEFAULT_ROUNDS),
                allowed: serde_json::json!({ "min": 1, "max": 1000 }),
            },
            OptionSpec {
                name: "card_backs",
                description: "What a face-down card's back shows: floor of its value (rounded), its value (exact), or nothing (hidden).",
                default: Value::from("rounded"),
                allowed: serde_json::json!(["rounded", "exact", "hidden"]),
            },
            OptionSpec {
                name: "starting_seat",
                description: "The seat that starts round 1; drawn from the seed when left out.",
                default: Value::Null,
                allowed: serde_json::json!({ "min": 0, "max": "seats - 1" }),
            },
        ]
    }

    fn new(
        seats: u8,
        options: MeerkatOptions,
        seed: &Seed,
    ) -> Result<(Self, Vec<Event>), SetupError> {
        if !(Self::MIN_SEATS..=Self::MAX_SEATS).contains(&seats) {
            return Err(SetupError::seats(Self::MIN_SEATS, Self::MAX_SEATS, seats));
        }
        let rounds = options.rounds.unwrap_or(DEFAULT_ROUNDS);
        if !(1..=1000).contains(&rounds) {
            return Err(SetupError::invalid(
                "rounds",
                "rounds must be between 1 and 1000",
            ));
        }
        let first_starting_seat = match options.starting_seat {
            Some(seat) if seat >= seats => {
                return Err(SetupError::invalid(
                    "starting_seat",
                    format!("starting_seat must be a seat, 0 to {}", seats - 1),
                ))
            }
            Some(seat) => seat,
            None => shuffle::draw_seat(seed, "starting-seat", seats),
        };
        let mut game = Meerkat {
            seats,
            rounds,
            card_backs: options.card_backs.unwrap_or_default(),
            first_starting_seat,
            seed: *seed,
            round: 0,
            round_starting_seat: first_starting_seat,
            hands: Vec::new(),
            pile: Vec::new(),
            board: None,
            discard: Vec::new(),
            to_move: None,
            penalties: vec![0; usize::from(seats)],
            last_events: Vec::new(),
        };
        let mut events = Vec::new();
        game.start_round(1, first_starting_seat, &mut events);
        game.last_events = events.clone();
        Ok((game, events))
    }

    fn seat_count(&self) -> u8 {
        self.seats
    }

    fn options(&self) -> MeerkatOptions {
        MeerkatOptions {
            rounds: Some(self.rounds),
            card_backs: Some(self.card_backs),
            starting_seat: Some(self.first_starting_seat),
        }
    }

    fn to_move(&self) -> Option<Seat> {
        self.to_move
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.play(seat, action)?;
        Ok(self.last_events.clone())
    }

    /// The events are serialised from `last_events`: no copy of them.
    fn apply_to_json(&mut self, seat: Seat, action: &Action) -> Result<Vec<Value>, RuleError> {
        self.play(seat, action)?;
        Ok(self.last_events.iter().map(super::to_json).collect())
    }

    /// The events are written from `last_events`: no copy of them.
    fn apply_to_text(
        &mut self,
        seat: Seat,
        action: &Action,
        out: &mut crate::engine::json::EventsWriter,
        seen: &mut dyn FnMut(&Self, &Event),
    ) -> Result<(), RuleError> {
        self.play(seat, action)?;
        for event in &self.last_events {
            out.push(event);
            seen(self, event);
        }
        Ok(())
    }

    fn legal_actions(&self, seat: Seat) -> Option<Legal> {
        if self.to_move != Some(seat) {
            return None;
        }
        let in_hand = self.hands[usize::from(seat)].len();
        let all_ranks = Rank::BY_STRENGTH.to_vec();
        let mut plays = Vec::new();
        match &self.board {
            None => {
                if in_hand > 0 {
                    plays.push(PlayRange {
                        min_count: 1,
                        max_count: in_hand,
                        ranks: all_ranks,
                    });
                }
            }
            Some(board) => {
                let stronger: Vec<Rank> = Rank::BY_STRENGTH
                    .into_iter()
                    .filter(|r| r.strength() > board.rank.strength())
                    .collect();
                if in_hand >= board.count() && !stronger.is_empty() {
                    plays.push(PlayRange {
                        min_count: board.count(),
                        max_count: board.count(),
                        ranks: stronger,
                    });
                }
                if in_hand > board.count() {
                    plays.push(PlayRange {
                        min_count: board.count() + 1,
                        max_count: in_hand,
                        ranks: all_ranks,
                    });
                }
            }
        }
        Some(Legal {
            seat,
            may_pass: self.board.is_some(),
            may_challenge: self.board.is_some(),
            plays,
        })
    }

    /// Uniform over every concrete legal action: pass, challenge, and each
    /// (set of cards, rank) play. Walks the plays of [`Rules::legal_actions`]
    /// in its order without building it (see [`Meerkat::play_classes`]).
    fn random_action(&self, rng: &mut dyn RngCore) -> Option<Action> {
        let seat = self.to_move?;
        let hand = &self.hands[usize::from(seat)];
        let may_pass = self.board.is_some();
        let simple = 2 * u64::from(may_pass);
        let total = simple
            + self
                .play_classes(hand.len())
                .map(|(count, _)| Self::binomial(hand.len(), count))
                .sum::<u64>();
        let mut pick = rng.random_range(0..total);
        if may_pass {
            // May pass and may challenge, in that order.
            match pick {
                0 => return Some(Action::Pass),
                1 => return Some(Action::Challenge),
                _ => pick -= 2,
            }
        }
        for (count, rank) in self.play_classes(hand.len()) {
            let subsets = Self::binomial(hand.len(), count);
            if pick < subsets {
                let mut cards = hand.clone();
                // A uniform `count`-subset: partial Fisher–Yates.
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

    /// `pass` when the seat may pass (a play is on the board); a leader, who
    /// may not pass, plays its lowest card id alone, announced as the rank
    /// its back shows under `rounded` (`floor(value)`, 1 being `A`),
    /// whatever the game's `card_backs` (RULES.md, "Both games — turn
    /// clocks (asynchronous play)"). A leader always holds a card: a seat
    /// that begins its turn with none has gone out.
    fn default_action(&self, seat: Seat) -> Option<Action> {
        if self.to_move != Some(seat) {
            return None;
        }
        if self.board.is_some() {
            return Some(Action::Pass);
        }
        let card = *self.hands[usize::from(seat)].iter().min()?;
        let rank = Back::of(card, CardBacks::Rounded).and_then(Back::rank)?;
        Some(Action::Play {
            cards: vec![card],
            rank,
        })
    }

    fn view(&self, viewer: Viewer) -> MeerkatView {
        view::view(self, viewer)
    }

    fn redact(&self, event: &Event, viewer: Viewer) -> SeenEvent {
        view::redact(event, viewer, self.card_backs)
    }

    fn outcome(&self) -> Outcome {
        Outcome::from_scores(
            self.penalties.iter().map(|&p| i64::from(p)).collect(),
            Ranking::LowestWins,
            self.to_move.is_none(),
        )
    }

    /// `{"kind":"pass"}`, `{"kind":"challenge"}` and `{"kind":"play",
    /// "cards":[ids],"rank":r}` exactly (any key order), as serde reads
    /// them: a card id is a non-negative integer that fits a `CardId`.
    fn quick_parse(value: &Value) -> Option<Action> {
        let map = value.as_object()?;
        let (mut kind, mut cards, mut rank) = (None, None, None);
        for (key, value) in map {
            match key.as_str() {
                "kind" => kind = Some(value.as_str()?),
                "cards" => cards = Some(value.as_array()?),
                "rank" => rank = Some(value.as_str()?),
                _ => return None,
            }
        }
        match (kind?, cards, rank) {
            ("pass", None, None) => Some(Action::Pass),
            ("challenge", None, None) => Some(Action::Challenge),
            ("play", Some(cards), Some(rank)) => {
                let rank = match rank {
                    "A" => Rank::Ace,
                    "2" => Rank::Two,
                    "3" => Rank::Three,
                    "4" => Rank::Four,
                    "5" => Rank::Five,
                    _ => return None,
                };
                let cards = cards
                    .iter()
                    .map(|c| c.as_u64().and_then(|n| CardId::try_from(n).ok()))
                    .collect::<Option<Vec<CardId>>>()?;
                Some(Action::Play { cards, rank })
            }
            _ => None,
        }
    }

    /// Refines the serde error of a play with an unknown announcement into
    /// `invalid_rank`, and refuses fields on a pass or a challenge, which
    /// take none (serde ignores extra fields of an internally tagged unit
    /// variant, `deny_unknown_fields` or not).
    fn parse_action(value: &Value) -> Result<Action, RuleError> {
        let action = Self::parse_with_serde(value)?;
        if matches!(action, Action::Pass | Action::Challenge) {
            let extra = value
                .as_object()
                .and_then(|fields| fields.keys().find(|field| *field != "kind"));
            if let Some(field) = extra {
                return Err(RuleError::new(
                    RuleCode::InvalidAction,
                    format!("unknown field `action.{field}`; a pass or a challenge has no field but kind"),
                ));
            }
        }
        Ok(action)
    }
}

impl Meerkat {
    fn parse_with_serde(value: &Value) -> Result<Action, RuleError> {
        crate::human::from_value(value, "action").map_err(|failure| {
            let bad_rank = value
                .get("rank")
                .filter(|r| Rank::deserialize(*r).is_err())
                .filter(|_| value.get("kind") == Some(&Value::from("play")));
            match bad_rank {
                Some(rank) => RuleError::new(
                    RuleCode::InvalidRank,
                    format!(
                        "`action.rank`: expected one of \"A\", \"2\", \"3\", \"4\", \"5\", got {}",
                        crate::human::brief(rank)
                    ),
                ),
                None => RuleError::new(RuleCode::InvalidAction, failure.to_string()),
            }
        })
    }
}
