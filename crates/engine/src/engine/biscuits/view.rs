//! What each viewer may see: views, redacted events and the legal plays
//! (RULES.md, "Conventions": public and private; Game 2, "A turn": a drawn
//! card is private to the drawer, a played card is public, the discard pile
//! is public).

use std::sync::{LazyLock, OnceLock};

use serde::Serialize;

use super::cards::MAX_DECK;
use super::{
    Biscuits, Card, CardId, Direction, Event, GameEnd, Penalty, Tally, Variant, BISCUIT_POINTS,
    WARNING_POINTS,
};
use crate::engine::{Rules, Seat, Viewer};

/// A card whose face the viewer may see.
// `remote = "Self"`: the derive writes `VisibleCard::serialize`, which the
// `Serialize` below calls, once per card, for its table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(remote = "Self")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsVisibleCard))]
pub struct VisibleCard {
    pub card: Card,
    #[cfg_attr(feature = "openapi", schema(value_type = super::cards::CardIdSchema))]
    pub id: CardId,
}

/// A card as the JSON text its derived `Serialize` writes (keys sorted,
/// [`crate::engine::json`]), kept in a table once written: a view shows
/// every card of the viewer's hand, the table and the discard pile, which
/// were most of its time written member by member.
impl Serialize for VisibleCard {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let Some(entry) = self.table_index().and_then(|i| VISIBLE_CARD_TEXTS.get(i)) else {
            return VisibleCard::serialize(self, s);
        };
        let text = entry.get_or_init(|| {
            /// The derived `Serialize` (the table's own would read the table).
            struct Derived(VisibleCard);
            impl Serialize for Derived {
                fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                    VisibleCard::serialize(&self.0, s)
                }
            }
            crate::engine::json::to_sorted_json(&Derived(*self))
                .expect("a card serializes")
                .into_boxed_str()
        });
        crate::engine::json::serialize_verbatim(text, s)
    }
}

/// The text of each id and card ([`VisibleCard::table_index`]), written on
/// first use.
static VISIBLE_CARD_TEXTS: LazyLock<Vec<OnceLock<Box<str>>>> = LazyLock::new(|| {
    (0..MAX_DECK * Card::TABLE_ROWS)
        .map(|_| OnceLock::new())
        .collect()
});

impl VisibleCard {
    /// Its row of [`VISIBLE_CARD_TEXTS`], for a card of a deck.
    fn table_index(&self) -> Option<usize> {
        let id = usize::from(self.id);
        (id < MAX_DECK).then_some(())?;
        Some(id * Card::TABLE_ROWS + self.card.table_index()?)
    }
}

/// The table: public (RULES.md, Game 2, "A turn", step 2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsTableView))]
pub struct TableView {
    pub bone_in_force: bool,
    /// In the order played.
    pub cards: Vec<VisibleCard>,
    /// The sum of their values.
    pub sum: i32,
}

/// Basic: the markers left in the supply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsMarkersLeft))]
pub struct MarkersLeft {
    pub biscuits: u32,
    pub warnings: u32,
}

/// One seat's standing. Basic: `biscuits`, `warnings` and `score` =
/// 7 × biscuits − 3 × warnings; advanced: `score` = points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsSeatScore))]
pub struct SeatScore {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub biscuits: Option<u32>,
    pub score: i64,
    pub seat: Seat,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub warnings: Option<u32>,
}

/// The game as one viewer may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BiscuitsView {
    pub deck_size: u32,
    pub direction: Direction,
    /// In the order discarded.
    pub discard: Vec<VisibleCard>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub end: Option<GameEnd>,
    pub finished: bool,
    /// The viewer's own hand, sorted by id; `null` for a spectator.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub hand: Option<Vec<VisibleCard>>,
    /// Every seat's number of cards, by seat.
    pub hand_sizes: Vec<u32>,
    /// Basic: `max_rounds`; advanced: `rounds`.
    pub last_round: u32,
    /// Basic only.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub markers_left: Option<MarkersLeft>,
    pub round: u32,
    pub scores: Vec<SeatScore>,
    /// The viewing seat; `null` for a spectator.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub seat: Option<Seat>,
    pub starting_seat: Seat,
    pub table: TableView,
    /// `null` once the game is over.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub to_move: Option<Seat>,
    pub variant: Variant,
    /// Empty until the game is over.
    pub winners: Vec<Seat>,
}

/// One card the seat on turn may play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsLegalCard))]
pub struct LegalCard {
    pub card: Card,
    /// Playing it now is legal but penalised: it is a cat and a bone is in
    /// force (RULES.md, Game 2, "A turn", step 3).
    pub caught_under_bone: bool,
    #[cfg_attr(feature = "openapi", schema(value_type = super::cards::CardIdSchema))]
    pub id: CardId,
}

/// What the seat on turn may do: play any card of its hand, as
/// `{"kind":"play","card":<id>}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsLegal))]
pub struct LegalPlays {
    pub cards: Vec<LegalCard>,
    pub seat: Seat,
}

/// An [`Event`] as one viewer may see it. Cards are shown with their faces
/// where the viewer may see them; a drawn card only to the drawer; a deal
/// only the viewer's own hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsSeenEvent))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SeenEvent {
    RoundStarted {
        round: u32,
        starting_seat: Seat,
        /// The viewer's own hand; `null` for a spectator.
        #[cfg_attr(feature = "openapi", schema(required = true))]
        hand: Option<Vec<VisibleCard>>,
        hand_sizes: Vec<u32>,
        deck_size: u32,
    },
    CardDrawn {
        seat: Seat,
        /// `null` unless the viewer drew it.
        #[cfg_attr(feature = "openapi", schema(required = true))]
        card: Option<VisibleCard>,
    },
    CardPlayed {
        seat: Seat,
        card: VisibleCard,
    },
    CatCaught {
        seat: Seat,
        card: VisibleCard,
        cards_on_table: u32,
    },
    DirectionReversed {
        direction: Direction,
    },
    BoneInForce,
    BiscuitEarned {
        seat: Seat,
        sum: i32,
        biscuits_left: u32,
    },
    WarningTaken {
        seat: Seat,
        cause: Penalty,
        sum: i32,
        warnings_left: u32,
    },
    PointsScored {
        seat: Seat,
        sum: i32,
        points: u32,
        total: u32,
    },
    PointsLost {
        seat: Seat,
        cause: Penalty,
        sum: i32,
        penalty: u32,
        points: u32,
        total: u32,
    },
    TableDiscarded {
        cards: Vec<VisibleCard>,
        bone_ended: bool,
    },
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

fn visible(game: &Biscuits, id: CardId) -> VisibleCard {
    VisibleCard {
        id,
        card: game.face(id),
    }
}

fn visible_all(game: &Biscuits, ids: &[CardId]) -> Vec<VisibleCard> {
    ids.iter().map(|&id| visible(game, id)).collect()
}

fn len(n: usize) -> u32 {
    super::count(n)
}

pub(super) fn view(game: &Biscuits, viewer: Viewer) -> BiscuitsView {
    let seat = match viewer {
        Viewer::Seat(s) if s < game.seats => Some(s),
        _ => None,
    };
    let (markers_left, last_round, scores) = match &game.tally {
        Tally::Basic {
            max_rounds,
            biscuits_left,
            warnings_left,
            biscuits,
            warnings,
            ..
        } => (
            Some(MarkersLeft {
                biscuits: *biscuits_left,
                warnings: *warnings_left,
            }),
            *max_rounds,
            (0..game.seats)
                .map(|s| {
                    let (b, w) = (biscuits[usize::from(s)], warnings[usize::from(s)]);
                    SeatScore {
                        seat: s,
                        biscuits: Some(b),
                        warnings: Some(w),
                        score: BISCUIT_POINTS * i64::from(b) + WARNING_POINTS * i64::from(w),
                    }
                })
                .collect(),
        ),
        Tally::Advanced { rounds, points } => (
            None,
            *rounds,
            (0..game.seats)
                .map(|s| SeatScore {
                    seat: s,
                    biscuits: None,
                    warnings: None,
                    score: i64::from(points[usize::from(s)]),
                })
                .collect(),
        ),
    };
    let outcome = game.outcome();
    BiscuitsView {
        seat,
        variant: game.variant(),
        round: game.round,
        last_round,
        starting_seat: game.starting_seat,
        to_move: game.to_move,
        direction: game.direction,
        hand: seat.map(|s| visible_all(game, game.hand(s))),
        hand_sizes: game.hands.iter().map(|h| len(h.len())).collect(),
        deck_size: len(game.deck.len()),
        table: TableView {
            cards: visible_all(game, &game.table),
            sum: game.table_sum(),
            bone_in_force: game.bone,
        },
        discard: visible_all(game, &game.discard),
        markers_left,
        scores,
        finished: outcome.finished,
        end: game.ended,
        winners: outcome.winners,
    }
}

pub(super) fn legal(game: &Biscuits, seat: Seat) -> LegalPlays {
    LegalPlays {
        seat,
        cards: game
            .hand(seat)
            .iter()
            .map(|&id| {
                let card = game.face(id);
                LegalCard {
                    id,
                    card,
                    caught_under_bone: game.bone && card.is_cat(),
                }
            })
            .collect(),
    }
}

pub(super) fn redact(game: &Biscuits, event: &Event, viewer: Viewer) -> SeenEvent {
    match event {
        Event::RoundStarted {
            round,
            starting_seat,
            hands,
            deck,
        } => SeenEvent::RoundStarted {
            round: *round,
            starting_seat: *starting_seat,
            hand: match viewer {
                Viewer::Seat(s) => hands.get(usize::from(s)).map(|h| visible_all(game, h)),
                Viewer::Spectator => None,
            },
            hand_sizes: hands.iter().map(|h| len(h.len())).collect(),
            deck_size: len(deck.len()),
        },
        Event::CardDrawn { seat, card } => SeenEvent::CardDrawn {
            seat: *seat,
            card: viewer.is(*seat).then(|| visible(game, *card)),
        },
        Event::CardPlayed { seat, card } => SeenEvent::CardPlayed {
            seat: *seat,
            card: visible(game, *card),
        },
        Event::CatCaught {
            seat,
            card,
            cards_on_table,
        } => SeenEvent::CatCaught {
            seat: *seat,
            card: visible(game, *card),
            cards_on_table: *cards_on_table,
        },
        Event::DirectionReversed { direction } => SeenEvent::DirectionReversed {
            direction: *direction,
        },
        Event::BoneInForce => SeenEvent::BoneInForce,
        Event::BiscuitEarned {
            seat,
            sum,
            biscuits_left,
        } => SeenEvent::BiscuitEarned {
            seat: *seat,
            sum: *sum,
            biscuits_left: *biscuits_left,
        },
        Event::WarningTaken {
            seat,
            cause,
            sum,
            warnings_left,
        } => SeenEvent::WarningTaken {
            seat: *seat,
            cause: *cause,
            sum: *sum,
            warnings_left: *warnings_left,
        },
        Event::PointsScored {
            seat,
            sum,
            points,
            total,
        } => SeenEvent::PointsScored {
            seat: *seat,
            sum: *sum,
            points: *points,
            total: *total,
        },
        Event::PointsLost {
            seat,
            cause,
            sum,
            penalty,
            points,
            total,
        } => SeenEvent::PointsLost {
            seat: *seat,
            cause: *cause,
            sum: *sum,
            penalty: *penalty,
            points: *points,
            total: *total,
        },
        Event::TableDiscarded { cards, bone_ended } => SeenEvent::TableDiscarded {
            cards: visible_all(game, cards),
            bone_ended: *bone_ended,
        },
        Event::RoundEnded {
            round,
            last_seat,
            scores,
        } => SeenEvent::RoundEnded {
            round: *round,
            last_seat: *last_seat,
            scores: scores.clone(),
        },
        Event::GameEnded {
            reason,
            scores,
            winners,
        } => SeenEvent::GameEnded {
            reason: *reason,
            scores: scores.clone(),
            winners: winners.clone(),
        },
    }
}
