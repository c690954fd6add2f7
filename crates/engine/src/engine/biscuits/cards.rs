//! The cards of *Woof Meow Biscuits* and the deck they form (RULES.md,
//! Game 2, "Components").

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::SetupError;

/// A card's stable id, `0..deck_len`, in the order of RULES.md, Game 2,
/// "Components": dogs by number, cats by number, `minus_one`, `reverse`,
/// `bone` (RULES.md, "Conventions").
pub type CardId = u16;

/// The OpenAPI schema of a [`CardId`]: an integer below the deck's size
/// (at most [`MAX_DECK`] cards).
pub struct CardIdSchema;

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for CardIdSchema {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::engine::schema::integer_range(
            0,
            i64::try_from(MAX_DECK).unwrap_or(i64::MAX) - 1,
            "A card id: 0 to the deck's size - 1 (33 cards unless the `deck` option says otherwise)",
        )
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for CardIdSchema {
    fn name() -> std::borrow::Cow<'static, str> {
        "BiscuitsCardId".into()
    }
}

/// The lowest and highest number a dog or cat may carry in a custom deck.
pub const MIN_NUMBER: u8 = 1;
pub const MAX_NUMBER: u8 = 13;
/// The most cards a custom deck may hold.
pub const MAX_DECK: usize = 200;
/// Cards dealt to each seat at the start of a round (RULES.md, Game 2,
/// "Setup of each round").
pub const HAND_SIZE: usize = 3;

/// What a card is (RULES.md, Game 2, "Components"). Serialised as
/// `{"kind":"dog","number":5}`, `{"kind":"minus_one"}`, …
// `remote = "Self"`: the derives write `Card::serialize` and
// `Card::deserialize`, which the impls below call (serializing, once per
// card, for its table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(remote = "Self")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BiscuitsCard))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Card {
    Dog {
        #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 13))]
        number: u8,
    },
    Cat {
        #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 13))]
        number: u8,
    },
    /// "Be careful! Stay behind!": counts −1 in the sum.
    MinusOne,
    /// "You go first!": flips the direction of play.
    Reverse,
    /// "Cats don't like bones": puts a bone in force.
    Bone,
}

/// A card as the JSON text its derived `Serialize` writes, copied from a
/// table made on first use: a view holds every card of the hands, the table
/// and the discard pile, which were most of its time written member by
/// member.
impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.table_index().and_then(|i| CARD_TEXTS.get(i)) {
            Some(text) => crate::engine::json::serialize_verbatim(text, s),
            None => Card::serialize(self, s),
        }
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Card::deserialize(d)
    }
}

/// Every card a deck may hold, in [`Card::table_index`] order, as its derived
/// `Serialize` writes it with keys sorted.
static CARD_TEXTS: LazyLock<Vec<String>> = LazyLock::new(|| {
    /// The derived `Serialize` (the table's own would read the table).
    struct Derived(Card);
    impl Serialize for Derived {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            Card::serialize(&self.0, s)
        }
    }
    let numbered = (0..=MAX_NUMBER).map(|number| Card::Dog { number });
    let cats = (0..=MAX_NUMBER).map(|number| Card::Cat { number });
    numbered
        .chain(cats)
        .chain([Card::MinusOne, Card::Reverse, Card::Bone])
        .map(|card| crate::engine::json::to_sorted_json(&Derived(card)).expect("a card serializes"))
        .collect()
});

impl Card {
    /// The card's value toward the sum on the table (RULES.md, Game 2,
    /// "Components"): a dog's or cat's number, −1 for `minus_one`, 0 for
    /// `reverse` and `bone`.
    pub fn value(self) -> i32 {
        match self {
            Card::Dog { number } | Card::Cat { number } => i32::from(number),
            Card::MinusOne => -1,
            Card::Reverse | Card::Bone => 0,
        }
    }

    pub fn is_cat(self) -> bool {
        matches!(self, Card::Cat { .. })
    }

    /// The rows of [`CARD_TEXTS`]: every card a deck may hold.
    pub(super) const TABLE_ROWS: usize = 2 * (MAX_NUMBER as usize + 1) + 3;

    /// The row of [`CARD_TEXTS`] that holds this card's text, if any.
    pub(super) fn table_index(self) -> Option<usize> {
        let numbers = usize::from(MAX_NUMBER) + 1;
        match self {
            Card::Dog { number } if number <= MAX_NUMBER => Some(usize::from(number)),
            Card::Cat { number } if number <= MAX_NUMBER => Some(numbers + usize::from(number)),
            Card::Dog { .. } | Card::Cat { .. } => None,
            Card::MinusOne => Some(2 * numbers),
            Card::Reverse => Some(2 * numbers + 1),
            Card::Bone => Some(2 * numbers + 2),
        }
    }
}

/// The counts of a deck, as the `deck` option gives them: `{"dog": {"2": 3,
/// …}, "cat": {…}, "minus_one": 3, "reverse": 3, "bone": 3}` (RULES.md, Game 2,
/// "Components"). A kind left out counts 0. Keys of `dog` and `cat` are the
/// numbers 1–13 written in decimal without leading zeros.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DeckSpec {
    pub dog: BTreeMap<String, u8>,
    pub cat: BTreeMap<String, u8>,
    pub minus_one: u8,
    pub reverse: u8,
    pub bone: u8,
}

impl Default for DeckSpec {
    /// The default deck of 33 (RULES.md, Game 2, "Components"): dogs 2–6 and
    /// cats 2–4, three of each, and three of each special card.
    fn default() -> Self {
        let three_each =
            |numbers: std::ops::RangeInclusive<u8>| numbers.map(|n| (n.to_string(), 3)).collect();
        DeckSpec {
            dog: three_each(2..=6),
            cat: three_each(2..=4),
            minus_one: 3,
            reverse: 3,
            bone: 3,
        }
    }
}

/// The wire shape of [`DeckSpec`], so that every error inside `deck` is
/// reported as the `deck` option's (not as an unknown top-level option).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    #[serde(default)]
    dog: BTreeMap<String, u8>,
    #[serde(default)]
    cat: BTreeMap<String, u8>,
    #[serde(default)]
    minus_one: u8,
    #[serde(default)]
    reverse: u8,
    #[serde(default)]
    bone: u8,
}

impl<'de> Deserialize<'de> for DeckSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = RawDeck::deserialize(deserializer)
            .map_err(|e| serde::de::Error::custom(format_args!("deck: {e}")))?;
        Ok(DeckSpec {
            dog: raw.dog,
            cat: raw.cat,
            minus_one: raw.minus_one,
            reverse: raw.reverse,
            bone: raw.bone,
        })
    }
}

impl DeckSpec {
    /// Validates the counts for `seats` players and lists the cards by id
    /// (RULES.md, Game 2, "Components": numbers 1–13, at least
    /// `3 × players + 1` cards and at most 200).
    pub fn cards(&self, seats: u8) -> Result<Vec<Card>, SetupError> {
        let dogs = numbered("dog", &self.dog)?;
        let cats = numbered("cat", &self.cat)?;
        let mut cards = Vec::new();
        for (number, &count) in dogs.iter().enumerate() {
            let number = u8::try_from(number).unwrap_or(0);
            cards.extend(std::iter::repeat_n(
                Card::Dog { number },
                usize::from(count),
            ));
        }
        for (number, &count) in cats.iter().enumerate() {
            let number = u8::try_from(number).unwrap_or(0);
            cards.extend(std::iter::repeat_n(
                Card::Cat { number },
                usize::from(count),
            ));
        }
        cards.extend(std::iter::repeat_n(
            Card::MinusOne,
            usize::from(self.minus_one),
        ));
        cards.extend(std::iter::repeat_n(
            Card::Reverse,
            usize::from(self.reverse),
        ));
        cards.extend(std::iter::repeat_n(Card::Bone, usize::from(self.bone)));
        let min = HAND_SIZE * usize::from(seats) + 1;
        if cards.len() < min {
            return Err(SetupError::invalid(
                "deck",
                format!(
                    "the deck holds {} cards; {seats} players need at least {min} (3 × players + 1)",
                    cards.len()
                ),
            ));
        }
        if cards.len() > MAX_DECK {
            return Err(SetupError::invalid(
                "deck",
                format!(
                    "the deck holds {} cards; at most {MAX_DECK} are allowed",
                    cards.len()
                ),
            ));
        }
        Ok(cards)
    }
}

/// Counts indexed by number (index 0 unused), from a `{"number": count}` map.
fn numbered(kind: &str, counts: &BTreeMap<String, u8>) -> Result<[u8; 14], SetupError> {
    let mut by_number = [0u8; 14];
    for (key, &count) in counts {
        let number = key
            .parse::<u8>()
            .ok()
            .filter(|n| (MIN_NUMBER..=MAX_NUMBER).contains(n) && n.to_string() == *key)
            .ok_or_else(|| {
                SetupError::invalid(
                    "deck",
                    format!(
                        "deck.{kind}: {key:?} is not a {kind} number; numbers are {MIN_NUMBER} to {MAX_NUMBER}, written without leading zeros"
                    ),
                )
            })?;
        by_number[usize::from(number)] = count;
    }
    Ok(by_number)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every card, with every number a `u8` holds (in the table or not), is
    /// the text of its derived `Serialize` with keys sorted (the `Value`
    /// path, whose maps sort), and reads back as itself.
    #[test]
    fn every_card_s_text_is_its_derived_json() {
        let mut cards = vec![Card::MinusOne, Card::Reverse, Card::Bone];
        for number in 0..=u8::MAX {
            cards.extend([Card::Dog { number }, Card::Cat { number }]);
        }
        let mut from_table = 0;
        for card in cards {
            let value = Card::serialize(&card, serde_json::value::Serializer).unwrap();
            let text = crate::engine::json::to_sorted_json(&card).unwrap();
            assert_eq!(text, serde_json::to_string(&value).unwrap(), "{card:?}");
            assert_eq!(serde_json::from_str::<Card>(&text).unwrap(), card);
            from_table += usize::from(card.table_index().is_some());
        }
        assert_eq!(from_table, CARD_TEXTS.len());
        assert_eq!(CARD_TEXTS[5], r#"{"kind":"dog","number":5}"#);
    }
}
