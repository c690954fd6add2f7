//! What each viewer may see: views, redacted events and the legal plays
//! (RULES.md, "Conventions": public and private; Game 2, "A turn": a drawn
//! card is private to the drawer, a played card is public, the discard pile
//! is public).

use serde::ser::SerializeStruct;
use serde::Serialize;

use super::{
    Biscuits, Card, CardId, Direction, Event, GameEnd, Penalty, Tally, Variant, BISCUIT_POINTS,
    WARNING_POINTS,
};
use crate::engine::{Rules, Seat, Viewer};

/// A card whose face the viewer may see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsVisibleCard))]
pub struct VisibleCard {
    #[cfg_attr(feature = "openapi", schema(value_type = super::cards::CardIdSchema))]
    pub id: CardId,
    pub card: Card,
}

/// The table: public (RULES.md, Game 2, "A turn", step 2).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsTableView))]
pub struct TableView {
    /// In the order played.
    pub cards: Vec<VisibleCard>,
    /// The sum of their values.
    pub sum: i32,
    pub bone_in_force: bool,
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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsSeatScore))]
pub struct SeatScore {
    pub seat: Seat,
    #[cfg_attr(feature = "openapi", serde(skip_serializing_if = "Option::is_none"))]
    pub biscuits: Option<u32>,
    #[cfg_attr(feature = "openapi", serde(skip_serializing_if = "Option::is_none"))]
    pub warnings: Option<u32>,
    pub score: i64,
}

/// The game as one viewer may see it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BiscuitsView {
    /// The viewing seat; `null` for a spectator.
    pub seat: Option<Seat>,
    pub variant: Variant,
    pub round: u32,
    /// Basic: `max_rounds`; advanced: `rounds`.
    pub last_round: u32,
    pub starting_seat: Seat,
    /// `null` once the game is over.
    pub to_move: Option<Seat>,
    pub direction: Direction,
    /// The viewer's own hand, sorted by id; `null` for a spectator.
    pub hand: Option<Vec<VisibleCard>>,
    /// Every seat's number of cards, by seat.
    pub hand_sizes: Vec<u32>,
    pub deck_size: u32,
    pub table: TableView,
    /// In the order discarded.
    pub discard: Vec<VisibleCard>,
    /// Basic only.
    #[cfg_attr(feature = "openapi", serde(skip_serializing_if = "Option::is_none"))]
    pub markers_left: Option<MarkersLeft>,
    pub scores: Vec<SeatScore>,
    pub finished: bool,
    #[cfg_attr(feature = "openapi", serde(skip_serializing_if = "Option::is_none"))]
    pub end: Option<GameEnd>,
    /// Empty until the game is over.
    pub winners: Vec<Seat>,
}

/// One card the seat on turn may play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsLegalCard))]
pub struct LegalCard {
    #[cfg_attr(feature = "openapi", schema(value_type = super::cards::CardIdSchema))]
    pub id: CardId,
    pub card: Card,
    /// Playing it now is legal but penalised: it is a cat and a bone is in
    /// force (RULES.md, Game 2, "A turn", step 3).
    pub caught_under_bone: bool,
}

/// What the seat on turn may do: play any card of its hand, as
/// `{"kind":"play","card":<id>}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsLegal))]
pub struct LegalPlays {
    pub seat: Seat,
    pub cards: Vec<LegalCard>,
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
        hand: Option<Vec<VisibleCard>>,
        hand_sizes: Vec<u32>,
        deck_size: u32,
    },
    CardDrawn {
        seat: Seat,
        /// `null` unless the viewer drew it.
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

// Cards and scores are written many times a view: their members go out in
// key order, as views are sent (engine::json), so nothing is reordered.

impl Serialize for VisibleCard {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("VisibleCard", 2)?;
        out.serialize_field("card", &self.card)?;
        out.serialize_field("id", &self.id)?;
        out.end()
    }
}

impl Serialize for SeatScore {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("SeatScore", 4)?;
        match self.biscuits {
            Some(biscuits) => out.serialize_field("biscuits", &biscuits)?,
            None => out.skip_field("biscuits")?,
        }
        out.serialize_field("score", &self.score)?;
        out.serialize_field("seat", &self.seat)?;
        match self.warnings {
            Some(warnings) => out.serialize_field("warnings", &warnings)?,
            None => out.skip_field("warnings")?,
        }
        out.end()
    }
}

impl Serialize for BiscuitsView {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("BiscuitsView", 17)?;
        out.serialize_field("deck_size", &self.deck_size)?;
        out.serialize_field("direction", &self.direction)?;
        out.serialize_field("discard", &self.discard)?;
        match &self.end {
            Some(v) => out.serialize_field("end", v)?,
            None => out.skip_field("end")?,
        }
        out.serialize_field("finished", &self.finished)?;
        out.serialize_field("hand", &self.hand)?;
        out.serialize_field("hand_sizes", &self.hand_sizes)?;
        out.serialize_field("last_round", &self.last_round)?;
        match &self.markers_left {
            Some(v) => out.serialize_field("markers_left", v)?,
            None => out.skip_field("markers_left")?,
        }
        out.serialize_field("round", &self.round)?;
        out.serialize_field("scores", &self.scores)?;
        out.serialize_field("seat", &self.seat)?;
        out.serialize_field("starting_seat", &self.starting_seat)?;
        out.serialize_field("table", &self.table)?;
        out.serialize_field("to_move", &self.to_move)?;
        out.serialize_field("variant", &self.variant)?;
        out.serialize_field("winners", &self.winners)?;
        out.end()
    }
}

impl Serialize for TableView {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("TableView", 3)?;
        out.serialize_field("bone_in_force", &self.bone_in_force)?;
        out.serialize_field("cards", &self.cards)?;
        out.serialize_field("sum", &self.sum)?;
        out.end()
    }
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
