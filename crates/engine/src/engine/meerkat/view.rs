//! What each viewer may see (RULES.md, Game 1, "Card backs", and
//! "Conventions": a seat always sees what it already knows; identity is never
//! shown where the face is not).

use serde::Serialize;

use super::cards::{backs_of, Back, CardBacks, CardId, CardView};
use super::{Event, Meerkat, Rank, RoundEnd};
use crate::engine::{Seat, Viewer};

/// Face-down cards as a viewer sees them: always how many and their backs
/// (sorted); the cards themselves only when the viewer may see their faces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatFaceDown))]
pub struct FaceDown {
    /// `null` when the `card_backs` option is `hidden`.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub backs: Option<Vec<Back>>,
    /// Only for the viewer who holds or laid them.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub cards: Option<Vec<CardView>>,
    pub count: usize,
}

impl FaceDown {
    fn new(cards: &[CardId], visible: bool, backs: CardBacks) -> Self {
        FaceDown {
            count: cards.len(),
            backs: backs_of(cards, backs),
            cards: visible.then(|| CardView::sorted(cards, backs)),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatSeatView))]
pub struct SeatView {
    pub hand: FaceDown,
    pub penalty: u32,
    pub seat: Seat,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatBoard))]
pub struct BoardView {
    pub cards: FaceDown,
    pub rank: Rank,
    pub seat: Seat,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatPile))]
pub struct PileView {
    pub size: usize,
    /// The back of the top card (it lies face down in plain sight).
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub top_back: Option<Back>,
}

impl PileView {
    fn new(pile: &[CardId], backs: CardBacks) -> Self {
        PileView {
            size: pile.len(),
            top_back: pile.first().and_then(|&c| Back::of(c, backs)),
        }
    }
}

/// The game as one viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MeerkatView {
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub board: Option<BoardView>,
    pub card_backs: CardBacks,
    /// Revealed cards, public, in the order they were discarded.
    pub discard: Vec<CardView>,
    pub finished: bool,
    /// The viewer's own hand (faces), `null` for a spectator.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub hand: Option<Vec<CardView>>,
    /// The events of the last action, as this viewer may see them.
    pub last_events: Vec<SeenEvent>,
    pub pile: PileView,
    pub round: u32,
    pub round_starting_seat: Seat,
    pub rounds: u32,
    /// Every seat: hand size and backs (faces only in `hand` above).
    pub seats: Vec<SeatView>,
    /// `null` once the game is over.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub to_move: Option<Seat>,
}

pub(super) fn view(game: &Meerkat, viewer: Viewer) -> MeerkatView {
    let backs = game.card_backs;
    let seats = game
        .hands
        .iter()
        .zip(&game.penalties)
        .zip(0..)
        .map(|((hand, &penalty), seat)| SeatView {
            seat,
            hand: FaceDown::new(hand, false, backs),
            penalty,
        })
        .collect();
    MeerkatView {
        round: game.round,
        rounds: game.rounds,
        card_backs: backs,
        round_starting_seat: game.round_starting_seat,
        to_move: game.to_move,
        finished: game.to_move.is_none(),
        hand: match viewer {
            Viewer::Seat(seat) => game
                .hands
                .get(usize::from(seat))
                .map(|hand| CardView::sorted(hand, backs)),
            Viewer::Spectator => None,
        },
        seats,
        board: game.board.as_ref().map(|play| BoardView {
            seat: play.seat,
            rank: play.rank,
            cards: FaceDown::new(&play.cards, viewer.is(play.seat), backs),
        }),
        pile: PileView::new(&game.pile, backs),
        discard: game
            .discard
            .iter()
            .map(|&c| CardView::new(c, backs))
            .collect(),
        last_events: game
            .last_events
            .iter()
            .map(|e| redact(e, viewer, backs))
            .collect(),
    }
}

/// A hand dealt at the start of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatDealtHand))]
pub struct DealtHand {
    pub hand: FaceDown,
    pub seat: Seat,
}

/// An event as one viewer may see it. Revealed cards (beaten, returned or
/// challenged plays) are public, with ids and faces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatSeenEvent))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SeenEvent {
    RoundStarted {
        hands: Vec<DealtHand>,
        pile: PileView,
        round: u32,
        starting_seat: Seat,
    },
    CardsPlayed {
        cards: FaceDown,
        rank: Rank,
        seat: Seat,
    },
    Passed {
        seat: Seat,
    },
    PlayBeaten {
        cards: Vec<CardView>,
        rank: Rank,
        seat: Seat,
    },
    PlayReturned {
        cards: Vec<CardView>,
        rank: Rank,
        seat: Seat,
    },
    Challenged {
        cards: Vec<CardView>,
        challenger: Seat,
        rank: Rank,
        seat: Seat,
        truthful: bool,
    },
    CardsDrawn {
        cards: FaceDown,
        seat: Seat,
    },
    RoundEnded {
        end: RoundEnd,
        penalties: Vec<u32>,
        penalties_added: Vec<u32>,
        round: u32,
    },
    GameEnded {
        penalties: Vec<u32>,
        winners: Vec<Seat>,
    },
}

pub(super) fn redact(event: &Event, viewer: Viewer, backs: CardBacks) -> SeenEvent {
    let revealed = |cards: &[CardId]| cards.iter().map(|&c| CardView::new(c, backs)).collect();
    match event {
        Event::RoundStarted {
            round,
            starting_seat,
            hands,
            pile,
        } => SeenEvent::RoundStarted {
            round: *round,
            starting_seat: *starting_seat,
            hands: hands
                .iter()
                .zip(0..)
                .map(|(hand, seat)| DealtHand {
                    seat,
                    hand: FaceDown::new(hand, viewer.is(seat), backs),
                })
                .collect(),
            pile: PileView::new(pile, backs),
        },
        Event::CardsPlayed { seat, cards, rank } => SeenEvent::CardsPlayed {
            seat: *seat,
            rank: *rank,
            cards: FaceDown::new(cards, viewer.is(*seat), backs),
        },
        Event::Passed { seat } => SeenEvent::Passed { seat: *seat },
        Event::PlayBeaten { seat, cards, rank } => SeenEvent::PlayBeaten {
            seat: *seat,
            rank: *rank,
            cards: revealed(cards),
        },
        Event::PlayReturned { seat, cards, rank } => SeenEvent::PlayReturned {
            seat: *seat,
            rank: *rank,
            cards: revealed(cards),
        },
        Event::Challenged {
            challenger,
            seat,
            cards,
            rank,
            truthful,
        } => SeenEvent::Challenged {
            challenger: *challenger,
            seat: *seat,
            rank: *rank,
            truthful: *truthful,
            cards: revealed(cards),
        },
        Event::CardsDrawn { seat, cards } => SeenEvent::CardsDrawn {
            seat: *seat,
            cards: FaceDown::new(cards, viewer.is(*seat), backs),
        },
        Event::RoundEnded {
            round,
            end,
            penalties_added,
            penalties,
        } => SeenEvent::RoundEnded {
            round: *round,
            end: *end,
            penalties_added: penalties_added.clone(),
            penalties: penalties.clone(),
        },
        Event::GameEnded { penalties, winners } => SeenEvent::GameEnded {
            penalties: penalties.clone(),
            winners: winners.clone(),
        },
    }
}
