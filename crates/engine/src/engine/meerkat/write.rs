//! Views and events of Shake It Meerkat written straight to JSON text from
//! the state, without building the typed view or a `Value`: the
//! bytes of the serde path, which tests compare with it (`view.rs` is what
//! these mirror; a change there must be made here too).

use std::sync::LazyLock;

use super::cards::{Back, CardBacks, CardId, Face, DECK_SIZE};
use super::{Event, Legal, Meerkat, Play, Rank, RoundEnd};
use crate::engine::json::write::{array, label, Json, Obj};
use crate::engine::{Seat, Viewer};

/// [`Legal`]: `{"may_challenge","may_pass","plays":[{"max_count","min_count","ranks"},…],"seat"}`,
/// the text of `to_sorted_json(legal)`.
pub(super) fn legal(legal: &Legal, out: &mut String) {
    let mut o = Obj::new(out);
    o.field("may_challenge", &legal.may_challenge)
        .field("may_pass", &legal.may_pass);
    array(o.key("plays"), &legal.plays, |out, play| {
        let mut o = Obj::new(out);
        o.field("max_count", &play.max_count)
            .field("min_count", &play.min_count)
            .field("ranks", &play.ranks);
        o.end();
    });
    o.field("seat", &legal.seat);
    o.end();
}

impl Json for Rank {
    fn write_json(&self, out: &mut String) {
        label(out, self.label());
    }
}

impl Json for RoundEnd {
    fn write_json(&self, out: &mut String) {
        let mut o = Obj::new(out);
        match self {
            RoundEnd::WentOut { seat } => {
                o.label("kind", "went_out").field("seat", seat);
            }
            RoundEnd::PileEmpty => {
                o.label("kind", "pile_empty");
            }
        }
        o.end();
    }
}

fn card_backs_label(backs: CardBacks) -> &'static str {
    match backs {
        CardBacks::Rounded => "rounded",
        CardBacks::Exact => "exact",
        CardBacks::Hidden => "hidden",
    }
}

fn write_back(out: &mut String, back: Back) {
    match back.text() {
        Some(text) => label(out, text),
        None => crate::engine::json::push_sorted(out, &back),
    }
}

fn write_face(out: &mut String, face: Face) {
    match face.text() {
        Some(text) => label(out, text),
        None => crate::engine::json::push_sorted(out, &face),
    }
}

/// A [`super::cards::CardView`]: `{"back"?,"face","id"}`, copied from
/// [`CARD_TEXTS`] for a card of the deck (a view writes every card of the
/// discard pile and of the viewer's hand).
fn write_card(out: &mut String, card: CardId, backs: CardBacks) {
    // A card past the deck has no row of its own (its index would be
    // another card's).
    if card < DECK_SIZE {
        if let Some(text) = CARD_TEXTS.get(card_text_index(card, backs)) {
            out.push_str(text);
            return;
        }
    }
    write_card_fields(out, card, backs);
}

/// Every card of the deck under every `card_backs`, as [`write_card_fields`]
/// writes it, made on first use.
static CARD_TEXTS: LazyLock<Vec<String>> = LazyLock::new(|| {
    let mut texts = vec![String::new(); ALL_CARD_BACKS.len() * usize::from(DECK_SIZE)];
    for backs in ALL_CARD_BACKS {
        for card in 0..DECK_SIZE {
            write_card_fields(&mut texts[card_text_index(card, backs)], card, backs);
        }
    }
    texts
});

const ALL_CARD_BACKS: [CardBacks; 3] = [CardBacks::Rounded, CardBacks::Exact, CardBacks::Hidden];

fn card_text_index(card: CardId, backs: CardBacks) -> usize {
    let row = match backs {
        CardBacks::Rounded => 0,
        CardBacks::Exact => 1,
        CardBacks::Hidden => 2,
    };
    row * usize::from(DECK_SIZE) + usize::from(card)
}

fn write_card_fields(out: &mut String, card: CardId, backs: CardBacks) {
    let mut o = Obj::new(out);
    if let Some(back) = Back::of(card, backs) {
        write_back(o.key("back"), back);
    }
    write_face(o.key("face"), Face::of(card));
    o.field("id", &card);
    o.end();
}

/// Calls `f` with `items` sorted, on the stack when they fit (a hand holds
/// at most the whole deck).
fn with_sorted<T: Copy + Ord + Default>(
    items: impl ExactSizeIterator<Item = T>,
    f: impl FnOnce(&[T]),
) {
    const N: usize = DECK_SIZE as usize;
    if items.len() <= N {
        let mut buf = [T::default(); N];
        let mut n = 0;
        for item in items {
            buf[n] = item;
            n += 1;
        }
        buf[..n].sort_unstable();
        f(&buf[..n]);
    } else {
        let mut all: Vec<T> = items.collect();
        all.sort_unstable();
        f(&all);
    }
}

/// `CardView::sorted`: the cards sorted by id.
fn write_sorted_cards(out: &mut String, cards: &[CardId], backs: CardBacks) {
    with_sorted(cards.iter().copied(), |ids| {
        array(out, ids, |out, &c| write_card(out, c, backs));
    });
}

/// Revealed cards, in their order.
fn write_cards(out: &mut String, cards: &[CardId], backs: CardBacks) {
    array(out, cards, |out, &c| write_card(out, c, backs));
}

/// A [`super::view::FaceDown`]: `{"backs","cards"?,"count"}`.
fn write_face_down(out: &mut String, cards: &[CardId], visible: bool, backs: CardBacks) {
    let mut o = Obj::new(out);
    let out = o.key("backs");
    // `backs_of`: no back of a card when backs are hidden (yet `[]` for
    // no cards).
    if backs == CardBacks::Hidden && !cards.is_empty() {
        out.push_str("null");
    } else {
        // Every card has a back unless backs are hidden.
        let shown = cards
            .iter()
            .map(|&c| Back::of(c, backs).unwrap_or_default());
        with_sorted(shown, |sorted| {
            array(out, sorted, |out, &b| write_back(out, b));
        });
    }
    if visible {
        write_sorted_cards(o.key("cards"), cards, backs);
    }
    o.field("count", &cards.len());
    o.end();
}

fn write_pile(out: &mut String, pile: &[CardId], backs: CardBacks) {
    let mut o = Obj::new(out);
    o.field("size", &pile.len());
    let out = o.key("top_back");
    match pile.first().and_then(|&c| Back::of(c, backs)) {
        Some(back) => write_back(out, back),
        None => out.push_str("null"),
    }
    o.end();
}

fn write_board(out: &mut String, play: &Play, viewer: Viewer, backs: CardBacks) {
    let mut o = Obj::new(out);
    write_face_down(o.key("cards"), &play.cards, viewer.is(play.seat), backs);
    o.field("rank", &play.rank);
    o.field("seat", &play.seat);
    o.end();
}

/// The state as [`crate::engine::Rules::write_snapshot`] stores it:
/// serde's members in declaration order, the last events in their
/// canonical form (members sorted; the same JSON value, which serde reads
/// back in any order).
pub(super) fn snapshot(game: &Meerkat, out: &mut String) {
    let mut o = Obj::in_order_written(out);
    o.field("seats", &game.seats)
        .field("rounds", &game.rounds)
        .label("card_backs", card_backs_label(game.card_backs))
        .field("first_starting_seat", &game.first_starting_seat);
    crate::lowerhex::push_quoted(o.key("seed"), game.seed);
    o.field("round", &game.round)
        .field("round_starting_seat", &game.round_starting_seat)
        .field("hands", &game.hands)
        .field("pile", &game.pile);
    match &game.board {
        Some(play) => {
            let mut b = Obj::in_order_written(o.key("board"));
            b.field("seat", &play.seat)
                .field("cards", &play.cards)
                .field("rank", &play.rank);
            b.end();
        }
        None => o.key("board").push_str("null"),
    }
    o.field("discard", &game.discard)
        .field("to_move", &game.to_move)
        .field("penalties", &game.penalties);
    array(o.key("last_events"), &game.last_events, canonical);
    o.end();
}

/// The view of `viewer`: the text of `to_sorted_json(&view::view(game,
/// viewer))`.
pub(super) fn view(game: &Meerkat, viewer: Viewer, out: &mut String) {
    let backs = game.card_backs;
    let mut o = Obj::new(out);
    match &game.board {
        Some(play) => write_board(o.key("board"), play, viewer, backs),
        None => o.key("board").push_str("null"),
    }
    o.label("card_backs", card_backs_label(backs));
    write_cards(o.key("discard"), &game.discard, backs);
    o.field("finished", &game.to_move.is_none());
    let hand = match viewer {
        Viewer::Seat(seat) => game.hands.get(usize::from(seat)),
        Viewer::Spectator => None,
    };
    match hand {
        Some(hand) => write_sorted_cards(o.key("hand"), hand, backs),
        None => o.key("hand").push_str("null"),
    }
    array(o.key("last_events"), &game.last_events, |out, e| {
        redacted(out, e, viewer, backs);
    });
    write_pile(o.key("pile"), &game.pile, backs);
    o.field("round", &game.round);
    o.field("round_starting_seat", &game.round_starting_seat);
    o.field("rounds", &game.rounds);
    array(
        o.key("seats"),
        game.hands.iter().zip(&game.penalties).zip(0..),
        |out, ((hand, penalty), seat): ((&Vec<CardId>, &u32), Seat)| {
            let mut s = Obj::new(out);
            write_face_down(s.key("hand"), hand, false, backs);
            s.field("penalty", penalty);
            s.field("seat", &seat);
            s.end();
        },
    );
    o.field("to_move", &game.to_move);
    o.end();
}

/// An event as `viewer` sees it: the text of `view::redact`'s `SeenEvent`.
pub(super) fn redacted(out: &mut String, event: &Event, viewer: Viewer, backs: CardBacks) {
    if let Event::RoundEnded { .. } | Event::GameEnded { .. } = event {
        // The same for every viewer: the full truth.
        return canonical(out, event);
    }
    let mut o = Obj::new(out);
    match event {
        Event::RoundStarted {
            round,
            starting_seat,
            hands,
            pile,
        } => {
            array(
                o.key("hands"),
                hands.iter().zip(0..),
                |out, (hand, seat)| {
                    let mut h = Obj::new(out);
                    write_face_down(h.key("hand"), hand, viewer.is(seat), backs);
                    h.field("seat", &seat);
                    h.end();
                },
            );
            write_pile(o.key("pile"), pile, backs);
            o.field("round", round)
                .field("starting_seat", starting_seat)
                .label("type", "round_started");
        }
        Event::CardsPlayed { seat, cards, rank } => {
            write_face_down(o.key("cards"), cards, viewer.is(*seat), backs);
            o.field("rank", rank)
                .field("seat", seat)
                .label("type", "cards_played");
        }
        Event::Passed { seat } => {
            o.field("seat", seat).label("type", "passed");
        }
        Event::PlayBeaten { seat, cards, rank } => {
            write_cards(o.key("cards"), cards, backs);
            o.field("rank", rank)
                .field("seat", seat)
                .label("type", "play_beaten");
        }
        Event::PlayReturned { seat, cards, rank } => {
            write_cards(o.key("cards"), cards, backs);
            o.field("rank", rank)
                .field("seat", seat)
                .label("type", "play_returned");
        }
        Event::Challenged {
            challenger,
            seat,
            cards,
            rank,
            truthful,
        } => {
            write_cards(o.key("cards"), cards, backs);
            o.field("challenger", challenger)
                .field("rank", rank)
                .field("seat", seat)
                .field("truthful", truthful)
                .label("type", "challenged");
        }
        Event::CardsDrawn { seat, cards } => {
            write_face_down(o.key("cards"), cards, viewer.is(*seat), backs);
            o.field("seat", seat).label("type", "cards_drawn");
        }
        Event::RoundEnded { .. } | Event::GameEnded { .. } => {
            unreachable!("written above")
        }
    }
    o.end();
}

/// The canonical JSON of a full-truth event (`canonical_json`'s bytes).
pub(super) fn canonical(out: &mut String, event: &Event) {
    let mut o = Obj::new(out);
    match event {
        Event::RoundStarted {
            round,
            starting_seat,
            hands,
            pile,
        } => {
            o.field("hands", hands)
                .field("pile", pile)
                .field("round", round)
                .field("starting_seat", starting_seat)
                .label("type", "round_started");
        }
        Event::CardsPlayed { seat, cards, rank } => {
            o.field("cards", cards)
                .field("rank", rank)
                .field("seat", seat)
                .label("type", "cards_played");
        }
        Event::Passed { seat } => {
            o.field("seat", seat).label("type", "passed");
        }
        Event::PlayBeaten { seat, cards, rank } => {
            o.field("cards", cards)
                .field("rank", rank)
                .field("seat", seat)
                .label("type", "play_beaten");
        }
        Event::PlayReturned { seat, cards, rank } => {
            o.field("cards", cards)
                .field("rank", rank)
                .field("seat", seat)
                .label("type", "play_returned");
        }
        Event::Challenged {
            challenger,
            seat,
            cards,
            rank,
            truthful,
        } => {
            o.field("cards", cards)
                .field("challenger", challenger)
                .field("rank", rank)
                .field("seat", seat)
                .field("truthful", truthful)
                .label("type", "challenged");
        }
        Event::CardsDrawn { seat, cards } => {
            o.field("cards", cards)
                .field("seat", seat)
                .label("type", "cards_drawn");
        }
        Event::RoundEnded {
            round,
            end,
            penalties_added,
            penalties,
        } => {
            o.field("end", end)
                .field("penalties", penalties)
                .field("penalties_added", penalties_added)
                .field("round", round)
                .label("type", "round_ended");
        }
        Event::GameEnded { penalties, winners } => {
            o.field("penalties", penalties)
                .label("type", "game_ended")
                .field("winners", winners);
        }
    }
    o.end();
}

#[cfg(test)]
mod tests {
    use super::super::cards::CardView;
    use super::*;

    /// The table's text of every card under every `card_backs` is serde's
    /// text of its [`CardView`], and so is the field-by-field fallback.
    #[test]
    fn every_card_s_text_is_serde_s() {
        for backs in ALL_CARD_BACKS {
            for card in 0..DECK_SIZE {
                let expected =
                    serde_json::to_string(&CardView::new(card, backs)).expect("a card serialises");
                let mut table = String::new();
                write_card(&mut table, card, backs);
                let mut fields = String::new();
                write_card_fields(&mut fields, card, backs);
                assert_eq!(table, expected, "card {card}, {backs:?}");
                assert_eq!(fields, expected, "card {card}, {backs:?}");
            }
        }
    }
}
