//! Views and events of Woof Meow Biscuits written straight to JSON text
//! from the state, without building the typed view or a `Value`: the bytes
//! of the serde path, which tests compare with it (`view.rs` is what these
//! mirror; a change there must be made here too).

use super::{
    Biscuits, Card, CardId, Direction, Event, GameEnd, LegalPlays, Penalty, SeenEvent, Tally,
    Variant, VisibleCard, BISCUIT_POINTS, WARNING_POINTS,
};
use crate::engine::json::write::{array, label, Json, Obj};
use crate::engine::{Rules, Viewer};

/// The text of every dog or cat by its number (index; a deck holds 1–13,
/// RULES.md, Game 2, "Components"), written at compile time: a view writes
/// every card in the hands and the discard pile, each one an object.
macro_rules! numbered {
    ($kind:literal; $($n:literal)*) => {
        [$(concat!("{\"kind\":\"", $kind, "\",\"number\":", $n, "}")),*]
    };
}
const DOGS: [&str; 14] = numbered!("dog"; 0 1 2 3 4 5 6 7 8 9 10 11 12 13);
const CATS: [&str; 14] = numbered!("cat"; 0 1 2 3 4 5 6 7 8 9 10 11 12 13);

impl Json for Card {
    fn write_json(&self, out: &mut String) {
        let (kind, number, table) = match *self {
            Card::Dog { number } => ("dog", number, &DOGS),
            Card::Cat { number } => ("cat", number, &CATS),
            Card::MinusOne => return out.push_str(r#"{"kind":"minus_one"}"#),
            Card::Reverse => return out.push_str(r#"{"kind":"reverse"}"#),
            Card::Bone => return out.push_str(r#"{"kind":"bone"}"#),
        };
        match table.get(usize::from(number)) {
            Some(text) => out.push_str(text),
            // A number no deck holds: written field by field.
            None => {
                let mut o = Obj::new(out);
                o.label("kind", kind).field("number", &number);
                o.end();
            }
        }
    }
}

impl Json for Direction {
    fn write_json(&self, out: &mut String) {
        label(
            out,
            match self {
                Direction::Clockwise => "clockwise",
                Direction::Counterclockwise => "counterclockwise",
            },
        );
    }
}

impl Json for Penalty {
    fn write_json(&self, out: &mut String) {
        label(
            out,
            match self {
                Penalty::CatUnderBone => "cat_under_bone",
                Penalty::Over14 => "over_14",
            },
        );
    }
}

impl Json for GameEnd {
    fn write_json(&self, out: &mut String) {
        label(
            out,
            match self {
                GameEnd::BiscuitsOut => "biscuits_out",
                GameEnd::WarningsOut => "warnings_out",
                GameEnd::MaxRounds => "max_rounds",
                GameEnd::RoundsPlayed => "rounds_played",
            },
        );
    }
}

impl Json for Variant {
    fn write_json(&self, out: &mut String) {
        label(
            out,
            match self {
                Variant::Basic => "basic",
                Variant::Advanced => "advanced",
            },
        );
    }
}

/// Card `id` of `game` as a [`VisibleCard`]: `{"card","id"}`.
fn write_card(out: &mut String, game: &Biscuits, id: CardId) {
    VisibleCard {
        id,
        card: game.face(id),
    }
    .write_json(out);
}

fn write_cards(out: &mut String, game: &Biscuits, ids: &[CardId]) {
    array(out, ids, |out, &id| write_card(out, game, id));
}

fn len(n: usize) -> u32 {
    super::count(n)
}

/// [`LegalPlays`]: `{"cards":[{"card","caught_under_bone","id"},…],"seat"}`,
/// the text of `to_sorted_json(legal)`.
pub(super) fn legal(legal: &LegalPlays, out: &mut String) {
    let mut o = Obj::new(out);
    array(o.key("cards"), &legal.cards, |out, card| {
        let mut o = Obj::new(out);
        o.field("card", &card.card)
            .field("caught_under_bone", &card.caught_under_bone)
            .field("id", &card.id);
        o.end();
    });
    o.field("seat", &legal.seat);
    o.end();
}

/// The state as [`Rules::write_snapshot`] stores it: serde's members in
/// declaration order (the card faces, which `deck_spec` determines, left
/// out as serde leaves them out), read back through `Snapshot`.
pub(super) fn snapshot(game: &Biscuits, out: &mut String) {
    let mut o = Obj::in_order_written(out);
    o.field("seats", &game.seats);
    crate::lowerhex::push_quoted(o.key("seed"), game.seed);
    o.field("first_starting_seat", &game.first_starting_seat);
    let spec = &game.deck_spec;
    let mut d = Obj::in_order_written(o.key("deck_spec"));
    for (key, counts) in [("dog", &spec.dog), ("cat", &spec.cat)] {
        // The keys are numbers in decimal (validated when the deck was
        // set up), so they need no escaping.
        let mut numbers = Obj::in_order_written(d.key(key));
        for (number, count) in counts {
            count.write_json(numbers.key_text(number));
        }
        numbers.end();
    }
    d.field("minus_one", &spec.minus_one)
        .field("reverse", &spec.reverse)
        .field("bone", &spec.bone);
    d.end();
    let mut t = Obj::in_order_written(o.key("tally"));
    match &game.tally {
        Tally::Basic {
            markers,
            max_rounds,
            biscuits_left,
            warnings_left,
            biscuits,
            warnings,
        } => {
            t.label("variant", "basic")
                .field("markers", markers)
                .field("max_rounds", max_rounds)
                .field("biscuits_left", biscuits_left)
                .field("warnings_left", warnings_left)
                .field("biscuits", biscuits)
                .field("warnings", warnings);
        }
        Tally::Advanced { rounds, points } => {
            t.label("variant", "advanced")
                .field("rounds", rounds)
                .field("points", points);
        }
    }
    t.end();
    o.field("round", &game.round)
        .field("starting_seat", &game.starting_seat)
        .field("direction", &game.direction)
        .field("hands", &game.hands)
        .field("deck", &game.deck)
        .field("table", &game.table)
        .field("bone", &game.bone)
        .field("discard", &game.discard)
        .field("to_move", &game.to_move)
        .field("ended", &game.ended);
    o.end();
}

/// The view of `viewer`: the text of `to_sorted_json(&view::view(game,
/// viewer))`.
pub(super) fn view(game: &Biscuits, viewer: Viewer, out: &mut String) {
    let seat = match viewer {
        Viewer::Seat(s) if s < game.seats => Some(s),
        _ => None,
    };
    let finished = game.ended.is_some();
    let mut o = Obj::new(out);
    o.field("deck_size", &len(game.deck.len()))
        .field("direction", &game.direction);
    write_cards(o.key("discard"), game, &game.discard);
    if let Some(end) = &game.ended {
        o.field("end", end);
    }
    o.field("finished", &finished);
    match seat {
        Some(s) => write_cards(o.key("hand"), game, game.hand(s)),
        None => o.key("hand").push_str("null"),
    }
    array(o.key("hand_sizes"), &game.hands, |out, h| {
        len(h.len()).write_json(out);
    });
    let last_round = match &game.tally {
        Tally::Basic { max_rounds, .. } => *max_rounds,
        Tally::Advanced { rounds, .. } => *rounds,
    };
    o.field("last_round", &last_round);
    if let Tally::Basic {
        biscuits_left,
        warnings_left,
        ..
    } = &game.tally
    {
        let out = o.key("markers_left");
        let mut m = Obj::new(out);
        m.field("biscuits", biscuits_left)
            .field("warnings", warnings_left);
        m.end();
    }
    o.field("round", &game.round);
    let out = o.key("scores");
    match &game.tally {
        Tally::Basic {
            biscuits, warnings, ..
        } => array(out, 0..game.seats, |out, s| {
            let (b, w) = (biscuits[usize::from(s)], warnings[usize::from(s)]);
            let mut m = Obj::new(out);
            m.field("biscuits", &b)
                .field(
                    "score",
                    &(BISCUIT_POINTS * i64::from(b) + WARNING_POINTS * i64::from(w)),
                )
                .field("seat", &s)
                .field("warnings", &w);
            m.end();
        }),
        Tally::Advanced { points, .. } => array(out, 0..game.seats, |out, s| {
            let mut m = Obj::new(out);
            m.field("score", &i64::from(points[usize::from(s)]))
                .field("seat", &s);
            m.end();
        }),
    }
    o.field("seat", &seat)
        .field("starting_seat", &game.starting_seat);
    {
        let out = o.key("table");
        let mut t = Obj::new(out);
        t.field("bone_in_force", &game.bone);
        write_cards(t.key("cards"), game, &game.table);
        t.field("sum", &game.table_sum());
        t.end();
    }
    o.field("to_move", &game.to_move)
        .field("variant", &game.variant());
    if finished {
        o.field("winners", &game.outcome().winners);
    } else {
        o.key("winners").push_str("[]");
    }
    o.end();
}

/// The variants [`Event`] and [`SeenEvent`] share (names, fields and keys
/// alike; where the event holds a card's id the seen event holds a
/// [`VisibleCard`], and both write themselves), in key order: one list for
/// [`canonical`] and [`seen`]. The arms given first are the variants whose
/// fields differ (`round_started`).
macro_rules! match_shared_variants {
    ($o:ident, $event:expr, $Enum:ident, $($special:tt)*) => {
        match $event {
            $($special)*
            $Enum::CardDrawn { seat, card } => {
                $o.field("card", card)
                    .field("seat", seat)
                    .label("type", "card_drawn");
            }
            $Enum::CardPlayed { seat, card } => {
                $o.field("card", card)
                    .field("seat", seat)
                    .label("type", "card_played");
            }
            $Enum::CatCaught {
                seat,
                card,
                cards_on_table,
            } => {
                $o.field("card", card)
                    .field("cards_on_table", cards_on_table)
                    .field("seat", seat)
                    .label("type", "cat_caught");
            }
            $Enum::DirectionReversed { direction } => {
                $o.field("direction", direction)
                    .label("type", "direction_reversed");
            }
            $Enum::BoneInForce => {
                $o.label("type", "bone_in_force");
            }
            $Enum::BiscuitEarned {
                seat,
                sum,
                biscuits_left,
            } => {
                $o.field("biscuits_left", biscuits_left)
                    .field("seat", seat)
                    .field("sum", sum)
                    .label("type", "biscuit_earned");
            }
            $Enum::WarningTaken {
                seat,
                cause,
                sum,
                warnings_left,
            } => {
                $o.field("cause", cause)
                    .field("seat", seat)
                    .field("sum", sum)
                    .label("type", "warning_taken")
                    .field("warnings_left", warnings_left);
            }
            $Enum::PointsScored {
                seat,
                sum,
                points,
                total,
            } => {
                $o.field("points", points)
                    .field("seat", seat)
                    .field("sum", sum)
                    .field("total", total)
                    .label("type", "points_scored");
            }
            $Enum::PointsLost {
                seat,
                cause,
                sum,
                penalty,
                points,
                total,
            } => {
                $o.field("cause", cause)
                    .field("penalty", penalty)
                    .field("points", points)
                    .field("seat", seat)
                    .field("sum", sum)
                    .field("total", total)
                    .label("type", "points_lost");
            }
            $Enum::TableDiscarded { cards, bone_ended } => {
                $o.field("bone_ended", bone_ended)
                    .field("cards", cards)
                    .label("type", "table_discarded");
            }
            $Enum::RoundEnded {
                round,
                last_seat,
                scores,
            } => {
                $o.field("last_seat", last_seat)
                    .field("round", round)
                    .field("scores", scores)
                    .label("type", "round_ended");
            }
            $Enum::GameEnded {
                reason,
                scores,
                winners,
            } => {
                $o.field("reason", reason)
                    .field("scores", scores)
                    .label("type", "game_ended")
                    .field("winners", winners);
            }
        }
    };
}

/// The canonical JSON of a full-truth event (`canonical_json`'s bytes).
pub(super) fn canonical(out: &mut String, event: &Event) {
    let mut o = Obj::new(out);
    match_shared_variants!(o, event, Event,
        Event::RoundStarted {
            round,
            starting_seat,
            hands,
            deck,
        } => {
            o.field("deck", deck)
                .field("hands", hands)
                .field("round", round)
                .field("starting_seat", starting_seat)
                .label("type", "round_started");
        }
    );
    o.end();
}

/// `{"card","id"}`, as [`VisibleCard`]'s serde writes it.
impl Json for VisibleCard {
    fn write_json(&self, out: &mut String) {
        let mut o = Obj::new(out);
        o.field("card", &self.card).field("id", &self.id);
        o.end();
    }
}

/// A [`SeenEvent`] as its sorted JSON text (what a move's answer shows its
/// mover): the text of `to_sorted_json(event)`.
pub(super) fn seen(out: &mut String, event: &SeenEvent) {
    let mut o = Obj::new(out);
    match_shared_variants!(o, event, SeenEvent,
        SeenEvent::RoundStarted {
            round,
            starting_seat,
            hand,
            hand_sizes,
            deck_size,
        } => {
            o.field("deck_size", deck_size)
                .field("hand", hand)
                .field("hand_sizes", hand_sizes)
                .field("round", round)
                .field("starting_seat", starting_seat)
                .label("type", "round_started");
        }
    );
    o.end();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every card, with every number a `u8` holds (in the table or not),
    /// is the text serde writes for it, keys sorted.
    #[test]
    fn every_card_is_written_as_serde_writes_it() {
        let mut cards = vec![Card::MinusOne, Card::Reverse, Card::Bone];
        for number in 0..=u8::MAX {
            cards.extend([Card::Dog { number }, Card::Cat { number }]);
        }
        for card in cards {
            let mut out = String::new();
            card.write_json(&mut out);
            let expected = crate::engine::json::to_sorted_json(&card).expect("a card serializes");
            assert_eq!(out, expected, "{card:?}");
        }
    }
}
