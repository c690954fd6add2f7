//! *Woof Meow Biscuits* (RULES.md, "Game 2 — Woof Meow Biscuits"), basic and
//! advanced.
//!
//! The state keeps the seed (each round's shuffle derives from it, docs/
//! FAIRNESS.md), the deck list by id, every seat's hand (sorted by id), the
//! draw deck (top first), the table, the discard pile and the tally. Views
//! and redacted events never show the seed, another seat's hand or the deck.

pub mod cards;
mod options;
mod view;

#[cfg(test)]
mod tests;

use rand::RngCore;
use serde::{Deserialize, Serialize};

use super::shuffle::{self, Seed};
use super::{
    check_turn, random_index, OptionSpec, Outcome, Ranking, RuleCode, RuleError, Rules, Seat,
    SetupError, Viewer,
};
pub use cards::{Card, CardId, CardIdSchema, DeckSpec, HAND_SIZE};
use options::Limits;
pub use options::{BiscuitsOptions, Variant};
pub use view::{
    BiscuitsView, LegalCard, LegalPlays, MarkersLeft, SeatScore, SeenEvent, TableView, VisibleCard,
};

/// The direction of play (RULES.md, Game 2, "A turn": `reverse`). Each round
/// starts clockwise (RULES.md, Game 2, "Setup of each round").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Seat `s` is followed by `s + 1 mod n`.
    #[default]
    Clockwise,
    /// Seat `s` is followed by `s - 1 mod n`.
    Counterclockwise,
}

impl Direction {
    fn flipped(self) -> Self {
        match self {
            Direction::Clockwise => Direction::Counterclockwise,
            Direction::Counterclockwise => Direction::Clockwise,
        }
    }
}

/// Why a seat was penalised (RULES.md, Game 2, "A turn", step 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Penalty {
    /// It played a cat while a bone was in force.
    CatUnderBone,
    /// Its card took the sum on the table above 14.
    #[serde(rename = "over_14")]
    Over14,
}

/// Why the game ended (RULES.md, Game 2, "End of a round and of the game").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// Basic: the last biscuit was taken.
    BiscuitsOut,
    /// Basic: the last warning marker was taken.
    WarningsOut,
    /// Basic: round `max_rounds` ended with markers left.
    MaxRounds,
    /// Advanced: round `rounds` ended.
    RoundsPlayed,
}

/// An action of the seat on turn: play one card from the hand (RULES.md,
/// Game 2, "A turn", step 2). `{"kind":"play","card":<id>}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsAction))]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    Play {
        #[cfg_attr(feature = "openapi", schema(value_type = CardIdSchema))]
        card: CardId,
    },
}

/// What happened, with the full truth (card ids). Viewers get [`SeenEvent`]s
/// from [`Rules::redact`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsEvent))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// All cards were shuffled and dealt: `hands[s]` (sorted by id) went to
    /// seat `s`; `deck` (top first) is the draw deck. The table is empty, no
    /// bone is in force, play goes clockwise and `starting_seat` is on turn
    /// (RULES.md, Game 2, "Setup of each round").
    RoundStarted {
        round: u32,
        starting_seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<Vec<CardIdSchema>>))]
        hands: Vec<Vec<CardId>>,
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<CardIdSchema>))]
        deck: Vec<CardId>,
    },
    /// `seat`, beginning its turn, drew the top card of the deck (RULES.md,
    /// Game 2, "A turn", step 1).
    CardDrawn {
        seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = CardIdSchema))]
        card: CardId,
    },
    /// `seat` played `card` onto the table (step 2).
    CardPlayed {
        seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = CardIdSchema))]
        card: CardId,
    },
    /// `seat` played the cat `card` while a bone was in force; the table holds
    /// `cards_on_table` cards counting the cat. Nothing else of the card
    /// happens (step 3, "Cat under a bone").
    CatCaught {
        seat: Seat,
        #[cfg_attr(feature = "openapi", schema(value_type = CardIdSchema))]
        card: CardId,
        cards_on_table: u32,
    },
    /// A `reverse` flipped the direction of play; `direction` is the new one.
    DirectionReversed { direction: Direction },
    /// A `bone` put a bone in force (a second bone changes nothing and has no
    /// event).
    BoneInForce,
    /// Basic: the sum on the table was exactly 14; `seat` took a biscuit.
    BiscuitEarned {
        seat: Seat,
        sum: i32,
        biscuits_left: u32,
    },
    /// Basic: `seat` took a warning marker.
    WarningTaken {
        seat: Seat,
        cause: Penalty,
        /// The sum on the table (without a caught cat, which does not count).
        sum: i32,
        warnings_left: u32,
    },
    /// Advanced: the sum was exactly 14; `seat` scored `points` (the cards
    /// on the table) and now has `total`.
    PointsScored {
        seat: Seat,
        sum: i32,
        points: u32,
        total: u32,
    },
    /// Advanced: `seat` was to lose `penalty` points (the cards on the table)
    /// and lost `points` of them, stopping at 0; it now has `total`.
    PointsLost {
        seat: Seat,
        cause: Penalty,
        sum: i32,
        penalty: u32,
        points: u32,
        total: u32,
    },
    /// The table went to the discard pile after scoring; `bone_ended` when a
    /// bone was in force.
    TableDiscarded {
        #[cfg_attr(feature = "openapi", schema(value_type = Vec<CardIdSchema>))]
        cards: Vec<CardId>,
        bone_ended: bool,
    },
    /// Every hand and the deck are empty; `last_seat` played the last card
    /// and starts the next round, if any. `scores` as in [`Outcome`].
    RoundEnded {
        round: u32,
        last_seat: Seat,
        scores: Vec<i64>,
    },
    GameEnded {
        reason: GameEnd,
        scores: Vec<i64>,
        winners: Vec<Seat>,
    },
}

/// The score keeping of the variant (RULES.md, Game 2, "End of a round and
/// of the game").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "variant", rename_all = "snake_case")]
enum Tally {
    Basic {
        markers: u32,
        max_rounds: u32,
        biscuits_left: u32,
        warnings_left: u32,
        biscuits: Vec<u32>,
        warnings: Vec<u32>,
    },
    Advanced {
        rounds: u32,
        points: Vec<u32>,
    },
}

/// Points of a biscuit and of a warning marker in the basic game.
pub const BISCUIT_POINTS: i64 = 7;
pub const WARNING_POINTS: i64 = -3;
/// The sum that earns a biscuit.
pub const TARGET: i32 = 14;

/// A game of Woof Meow Biscuits. Fields are private: the state changes only
/// through [`Rules::apply`]. Its snapshot (serde) leaves out what the deck
/// spec determines, and loads through [`Snapshot`], which rebuilds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "Snapshot")]
pub struct Biscuits {
    seats: u8,
    #[serde(with = "crate::engine::seed_hex")]
    seed: Seed,
    first_starting_seat: Seat,
    deck_spec: DeckSpec,
    /// The face of each card id: `deck_spec.cards(seats)`. Not in the
    /// snapshot, of which it would be most of the text and of the parse
    /// time (docs/ARCHITECTURE.md, "Snapshots").
    #[serde(skip_serializing)]
    cards: Vec<Card>,
    tally: Tally,
    round: u32,
    starting_seat: Seat,
    direction: Direction,
    /// Sorted by id.
    hands: Vec<Vec<CardId>>,
    /// Top first.
    deck: Vec<CardId>,
    /// In the order played.
    table: Vec<CardId>,
    bone: bool,
    /// In the order discarded.
    discard: Vec<CardId>,
    /// `None` once the game is over.
    to_move: Option<Seat>,
    ended: Option<GameEnd>,
}

/// A stored snapshot of [`Biscuits`]: every field but the card faces.
/// Snapshots written before the faces were left out still have `cards`;
/// it is ignored, since the faces follow from `deck_spec` (which was
/// always how they were made, in [`Rules::new`]).
#[derive(Deserialize)]
struct Snapshot {
    seats: u8,
    #[serde(with = "crate::engine::seed_hex")]
    seed: Seed,
    first_starting_seat: Seat,
    deck_spec: DeckSpec,
    tally: Tally,
    round: u32,
    starting_seat: Seat,
    direction: Direction,
    hands: Vec<Vec<CardId>>,
    deck: Vec<CardId>,
    table: Vec<CardId>,
    bone: bool,
    discard: Vec<CardId>,
    to_move: Option<Seat>,
    ended: Option<GameEnd>,
}

impl TryFrom<Snapshot> for Biscuits {
    type Error = SetupError;

    /// Rebuilds the faces, and refuses a snapshot whose card ids are not
    /// exactly the deck's, each once (a damaged snapshot is an error, not
    /// a panic on a later move).
    fn try_from(s: Snapshot) -> Result<Self, SetupError> {
        let cards = s.deck_spec.cards(s.seats)?;
        let mut seen = vec![false; cards.len()];
        let places = s
            .hands
            .iter()
            .flatten()
            .chain(&s.deck)
            .chain(&s.table)
            .chain(&s.discard);
        for &card in places {
            match seen.get_mut(usize::from(card)) {
                Some(slot) if !*slot => *slot = true,
                _ => {
                    return Err(SetupError::invalid(
                        "state",
                        format!("card {card} is not in the deck once"),
                    ))
                }
            }
        }
        if seen.contains(&false) {
            return Err(SetupError::invalid(
                "state",
                "the snapshot does not hold the whole deck",
            ));
        }
        if s.hands.len() != usize::from(s.seats) {
            return Err(SetupError::invalid(
                "state",
                format!(
                    "the snapshot has {} hands for {} seats",
                    s.hands.len(),
                    s.seats
                ),
            ));
        }
        Ok(Biscuits {
            seats: s.seats,
            seed: s.seed,
            first_starting_seat: s.first_starting_seat,
            deck_spec: s.deck_spec,
            cards,
            tally: s.tally,
            round: s.round,
            starting_seat: s.starting_seat,
            direction: s.direction,
            hands: s.hands,
            deck: s.deck,
            table: s.table,
            bone: s.bone,
            discard: s.discard,
            to_move: s.to_move,
            ended: s.ended,
        })
    }
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Biscuits {
    fn face(&self, card: CardId) -> Card {
        self.cards[usize::from(card)]
    }

    fn hand(&self, seat: Seat) -> &[CardId] {
        &self.hands[usize::from(seat)]
    }

    pub fn variant(&self) -> Variant {
        match self.tally {
            Tally::Basic { .. } => Variant::Basic,
            Tally::Advanced { .. } => Variant::Advanced,
        }
    }

    /// The sum of the values on the table (RULES.md, Game 2, "A turn", "The sum").
    fn table_sum(&self) -> i32 {
        self.table.iter().map(|&c| self.face(c).value()).sum()
    }

    /// The seat after `seat` in the current direction.
    fn next_seat(&self, seat: Seat) -> Seat {
        match self.direction {
            Direction::Clockwise => (seat + 1) % self.seats,
            Direction::Counterclockwise => (seat + self.seats - 1) % self.seats,
        }
    }

    /// Shuffles every card with the round's derived seed and deals 3 to each
    /// seat one at a time, from the starting seat clockwise; the rest is the
    /// deck, top first (RULES.md, Game 2, "Setup of each round"; docs/
    /// FAIRNESS.md). The starting seat then begins its turn by drawing.
    fn start_round(&mut self, round: u32, starting_seat: Seat, events: &mut Vec<Event>) {
        let len = CardId::try_from(self.cards.len()).unwrap_or(CardId::MAX);
        let order = shuffle::shuffled_ids(len, &shuffle::derive_seed(&self.seed, "deal", round));
        let seats = usize::from(self.seats);
        let dealt = HAND_SIZE * seats;
        let mut hands = vec![Vec::with_capacity(HAND_SIZE + 1); seats];
        for (i, &card) in order[..dealt].iter().enumerate() {
            hands[(usize::from(starting_seat) + i) % seats].push(card);
        }
        for hand in &mut hands {
            hand.sort_unstable();
        }
        self.round = round;
        self.starting_seat = starting_seat;
        self.direction = Direction::Clockwise;
        self.hands = hands;
        self.deck = order[dealt..].to_vec();
        self.table.clear();
        self.bone = false;
        self.discard.clear();
        events.push(Event::RoundStarted {
            round,
            starting_seat,
            hands: self.hands.clone(),
            deck: self.deck.clone(),
        });
        self.begin_turn(starting_seat, events);
    }

    /// `seat` is on turn and draws the top card if the deck has one
    /// (RULES.md, Game 2, "A turn", step 1).
    fn begin_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.to_move = Some(seat);
        if self.deck.is_empty() {
            return;
        }
        let card = self.deck.remove(0);
        let hand = &mut self.hands[usize::from(seat)];
        let at = hand.partition_point(|&c| c < card);
        hand.insert(at, card);
        events.push(Event::CardDrawn { seat, card });
    }

    /// Scores so far, by seat: basic 7 × biscuits − 3 × warnings; advanced
    /// points.
    fn scores(&self) -> Vec<i64> {
        match &self.tally {
            Tally::Basic {
                biscuits, warnings, ..
            } => biscuits
                .iter()
                .zip(warnings)
                .map(|(&b, &w)| BISCUIT_POINTS * i64::from(b) + WARNING_POINTS * i64::from(w))
                .collect(),
            Tally::Advanced { points, .. } => points.iter().map(|&p| i64::from(p)).collect(),
        }
    }

    fn end_game(&mut self, reason: GameEnd, events: &mut Vec<Event>) {
        self.ended = Some(reason);
        self.to_move = None;
        let outcome = self.outcome();
        events.push(Event::GameEnded {
            reason,
            scores: outcome.scores,
            winners: outcome.winners,
        });
    }

    /// Basic: one warning marker, ending the game at once if it was the last;
    /// advanced: lose as many points as cards on the table, stopping at 0
    /// (RULES.md, Game 2, "A turn", step 3).
    fn penalise(&mut self, seat: Seat, cause: Penalty, sum: i32, events: &mut Vec<Event>) {
        let on_table = count(self.table.len());
        let s = usize::from(seat);
        match &mut self.tally {
            Tally::Basic {
                warnings_left,
                warnings,
                ..
            } => {
                *warnings_left -= 1;
                warnings[s] += 1;
                let left = *warnings_left;
                events.push(Event::WarningTaken {
                    seat,
                    cause,
                    sum,
                    warnings_left: left,
                });
                if left == 0 {
                    self.end_game(GameEnd::WarningsOut, events);
                }
            }
            Tally::Advanced { points, .. } => {
                let lost = on_table.min(points[s]);
                points[s] -= lost;
                events.push(Event::PointsLost {
                    seat,
                    cause,
                    sum,
                    penalty: on_table,
                    points: lost,
                    total: points[s],
                });
            }
        }
    }

    /// Basic: one biscuit, ending the game at once if it was the last;
    /// advanced: as many points as cards on the table (RULES.md, Game 2,
    /// "A turn", step 3, "The sum").
    fn reward(&mut self, seat: Seat, sum: i32, events: &mut Vec<Event>) {
        let on_table = count(self.table.len());
        let s = usize::from(seat);
        match &mut self.tally {
            Tally::Basic {
                biscuits_left,
                biscuits,
                ..
            } => {
                *biscuits_left -= 1;
                biscuits[s] += 1;
                let left = *biscuits_left;
                events.push(Event::BiscuitEarned {
                    seat,
                    sum,
                    biscuits_left: left,
                });
                if left == 0 {
                    self.end_game(GameEnd::BiscuitsOut, events);
                }
            }
            Tally::Advanced { points, .. } => {
                points[s] += on_table;
                events.push(Event::PointsScored {
                    seat,
                    sum,
                    points: on_table,
                    total: points[s],
                });
            }
        }
    }

    /// The table goes to the discard pile and any bone ends.
    fn discard_table(&mut self, events: &mut Vec<Event>) {
        let cards = std::mem::take(&mut self.table);
        self.discard.extend_from_slice(&cards);
        let bone_ended = std::mem::replace(&mut self.bone, false);
        events.push(Event::TableDiscarded { cards, bone_ended });
    }

    /// Resolves the card just played, in the order of RULES.md, Game 2,
    /// "A turn", step 3: a cat under a bone is caught; else the card's effect
    /// applies, then the sum is scored. A game that ends on its last marker
    /// ends at once: nothing more happens (the table stays as it lies).
    fn resolve(&mut self, seat: Seat, card: CardId, events: &mut Vec<Event>) {
        let face = self.face(card);
        if self.bone && face.is_cat() {
            events.push(Event::CatCaught {
                seat,
                card,
                cards_on_table: count(self.table.len()),
            });
            // The caught cat does not count toward the sum.
            let sum = self.table_sum() - face.value();
            self.penalise(seat, Penalty::CatUnderBone, sum, events);
            if self.ended.is_none() {
                self.discard_table(events);
            }
            return;
        }
        match face {
            Card::Reverse => {
                self.direction = self.direction.flipped();
                events.push(Event::DirectionReversed {
                    direction: self.direction,
                });
            }
            Card::Bone if !self.bone => {
                self.bone = true;
                events.push(Event::BoneInForce);
            }
            _ => {}
        }
        let sum = self.table_sum();
        match sum.cmp(&TARGET) {
            std::cmp::Ordering::Less => return,
            std::cmp::Ordering::Equal => self.reward(seat, sum, events),
            std::cmp::Ordering::Greater => self.penalise(seat, Penalty::Over14, sum, events),
        }
        if self.ended.is_none() {
            self.discard_table(events);
        }
    }

    /// The next seat in the current direction that still holds cards (or can
    /// draw); the seat that just played plays again when it alone does; the
    /// round ends when no one holds cards and the deck is empty (RULES.md,
    /// Game 2, "A turn", step 4, and "End of a round and of the game").
    fn advance(&mut self, played: Seat, events: &mut Vec<Event>) {
        let mut seat = played;
        for _ in 0..self.seats {
            seat = self.next_seat(seat);
            if !self.deck.is_empty() || !self.hand(seat).is_empty() {
                self.begin_turn(seat, events);
                return;
            }
        }
        self.end_round(played, events);
    }

    /// Ends the round that `last_seat` finished: the game ends after its last
    /// round, else every card is reshuffled and `last_seat` starts the next
    /// round (RULES.md, Game 2, "Setup of each round", "End of a round and of
    /// the game").
    fn end_round(&mut self, last_seat: Seat, events: &mut Vec<Event>) {
        events.push(Event::RoundEnded {
            round: self.round,
            last_seat,
            scores: self.scores(),
        });
        match self.tally {
            Tally::Basic { max_rounds, .. } if self.round >= max_rounds => {
                self.end_game(GameEnd::MaxRounds, events);
            }
            Tally::Advanced { rounds, .. } if self.round >= rounds => {
                self.end_game(GameEnd::RoundsPlayed, events);
            }
            _ => self.start_round(self.round + 1, last_seat, events),
        }
    }

    /// Checks an action without changing anything.
    fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        check_turn(self.to_move, seat)?;
        let Action::Play { card } = *action;
        if !self.hand(seat).contains(&card) {
            // Names only the id the caller sent: nothing about where it is.
            return Err(RuleError::new(
                RuleCode::CardNotInHand,
                format!("card {card} is not in your hand"),
            ));
        }
        Ok(())
    }
}

impl Rules for Biscuits {
    const ID: &'static str = "woof-meow-biscuits";
    const NAME: &'static str = "Woof Meow Biscuits";
    const MIN_SEATS: u8 = 2;
    const MAX_SEATS: u8 = 5;
    const SCHEMA_PREFIX: &'static str = "Biscuits";

    type Options = BiscuitsOptions;
    type Action = Action;
    type Event = Event;
    type RedactedEvent = SeenEvent;
    type View = BiscuitsView;
    type Legal = LegalPlays;

    fn option_specs() -> Vec<OptionSpec> {
        options::specs()
    }

    /// Validates the options (RULES.md, "Conventions"; Game 2, "Components",
    /// "Players", "End of a round and of the game") and deals round 1.
    fn new(
        seats: u8,
        options: BiscuitsOptions,
        seed: &Seed,
    ) -> Result<(Self, Vec<Event>), SetupError> {
        if !(Self::MIN_SEATS..=Self::MAX_SEATS).contains(&seats) {
            return Err(SetupError::seats(Self::MIN_SEATS, Self::MAX_SEATS, seats));
        }
        let limits = options.limits()?;
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
        let deck_spec = options.deck.unwrap_or_default();
        let cards = deck_spec.cards(seats)?;
        let n = usize::from(seats);
        let tally = match limits {
            Limits::Basic {
                markers,
                max_rounds,
            } => Tally::Basic {
                markers,
                max_rounds,
                biscuits_left: markers,
                warnings_left: markers,
                biscuits: vec![0; n],
                warnings: vec![0; n],
            },
            Limits::Advanced { rounds } => Tally::Advanced {
                rounds,
                points: vec![0; n],
            },
        };
        let mut game = Biscuits {
            seats,
            seed: *seed,
            first_starting_seat,
            deck_spec,
            cards,
            tally,
            round: 0,
            starting_seat: first_starting_seat,
            direction: Direction::Clockwise,
            hands: Vec::new(),
            deck: Vec::new(),
            table: Vec::new(),
            bone: false,
            discard: Vec::new(),
            to_move: None,
            ended: None,
        };
        let mut events = Vec::new();
        game.start_round(1, first_starting_seat, &mut events);
        Ok((game, events))
    }

    fn seat_count(&self) -> u8 {
        self.seats
    }

    fn options(&self) -> BiscuitsOptions {
        let limits = match self.tally {
            Tally::Basic {
                markers,
                max_rounds,
                ..
            } => Limits::Basic {
                markers,
                max_rounds,
            },
            Tally::Advanced { rounds, .. } => Limits::Advanced { rounds },
        };
        BiscuitsOptions::resolved(limits, self.first_starting_seat, &self.deck_spec)
    }

    fn to_move(&self) -> Option<Seat> {
        self.to_move
    }

    /// Plays a card and resolves it (RULES.md, Game 2, "A turn"); the next
    /// seat on turn draws at once, so the events end with its `CardDrawn`
    /// while the deck lasts.
    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.check(seat, action)?;
        let Action::Play { card } = *action;
        let mut events = Vec::with_capacity(6);
        let hand = &mut self.hands[usize::from(seat)];
        hand.retain(|&c| c != card);
        self.table.push(card);
        events.push(Event::CardPlayed { seat, card });
        self.resolve(seat, card, &mut events);
        if self.ended.is_none() {
            self.advance(seat, &mut events);
        }
        Ok(events)
    }

    /// The cards in hand, each marked when it would be caught under a bone
    /// (RULES.md, Game 2, "A turn": playing a cat under a bone is legal).
    fn legal_actions(&self, seat: Seat) -> Option<LegalPlays> {
        if self.to_move != Some(seat) {
            return None;
        }
        Some(view::legal(self, seat))
    }

    /// Uniform over the cards in the hand of the seat on turn.
    fn random_action(&self, rng: &mut dyn RngCore) -> Option<Action> {
        let hand = self.hand(self.to_move?);
        if hand.is_empty() {
            return None;
        }
        Some(Action::Play {
            card: hand[random_index(rng, hand.len())],
        })
    }

    /// Play the lowest card id in the hand, whatever the card (RULES.md,
    /// "Both games — turn clocks (asynchronous play)"); always legal, even a
    /// cat under a bone (penalised, never refused).
    fn default_action(&self, seat: Seat) -> Option<Action> {
        if self.to_move != Some(seat) {
            return None;
        }
        let card = *self.hand(seat).iter().min()?;
        Some(Action::Play { card })
    }

    /// `{"kind":"play","card":id}` exactly (either key order), as serde
    /// reads it: a card id is a non-negative integer that fits a `CardId`.
    fn quick_parse(value: &serde_json::Value) -> Option<Action> {
        let map = value.as_object()?;
        let (mut play, mut card) = (false, None);
        for (key, value) in map {
            match key.as_str() {
                "kind" => play = value.as_str()? == "play",
                "card" => card = value.as_u64().and_then(|n| CardId::try_from(n).ok()),
                _ => return None,
            }
        }
        match (play, card) {
            (true, Some(card)) => Some(Action::Play { card }),
            _ => None,
        }
    }

    fn view(&self, viewer: Viewer) -> BiscuitsView {
        view::view(self, viewer)
    }

    fn redact(&self, event: &Event, viewer: Viewer) -> SeenEvent {
        view::redact(self, event, viewer)
    }

    /// Basic: 7 × biscuits − 3 × warnings; advanced: points. Highest wins,
    /// ties share (RULES.md, Game 2, "End of a round and of the game").
    fn outcome(&self) -> Outcome {
        Outcome::from_scores(self.scores(), Ranking::HighestWins, self.ended.is_some())
    }
}
