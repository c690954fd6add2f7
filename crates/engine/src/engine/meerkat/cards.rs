//! The 50 cards, their faces and backs (RULES.md, Game 1, "Components" and
//! "Card backs").

use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize, Serializer};

/// A card's stable id, `0..50`, in the order of RULES.md, Game 1, "Components".
pub type CardId = u16;

/// The OpenAPI schema of a [`CardId`]: an integer `0..=49`.
pub struct CardIdSchema;

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for CardIdSchema {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::engine::schema::integer_range(
            0,
            i64::from(DECK_SIZE) - 1,
            "A card id (RULES.md, Game 1, \"Components\")",
        )
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for CardIdSchema {
    fn name() -> std::borrow::Cow<'static, str> {
        "MeerkatCardId".into()
    }
}

pub const DECK_SIZE: u16 = 50;

/// `card` as one bit of a [`mask`]: a deck of 50 fits a `u64`. An id past
/// 63 (a client may send any) is no bit, so it is in no hand.
pub(super) fn bit(card: CardId) -> u64 {
    1u64.checked_shl(u32::from(card)).unwrap_or(0)
}

/// The set of `cards` as bits: membership and duplicates in one `and`
/// instead of a scan of the hand for every card named.
pub(super) fn mask(cards: &[CardId]) -> u64 {
    cards.iter().fold(0, |mask, &card| mask | bit(card))
}

const _: () = assert!(DECK_SIZE <= 64, "a hand's mask is one u64");
/// Normal cards are ids `0..35`, 7 of each rank A, 2, 3, 4, 5.
const NORMAL_CARDS: u16 = 35;
const COPIES_PER_RANK: u16 = 7;
const COPIES_PER_BLUFF: u16 = 3;

/// An announced rank (and the rank of a normal card).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatRank))]
pub enum Rank {
    #[serde(rename = "A")]
    Ace,
    #[serde(rename = "2")]
    Two,
    #[serde(rename = "3")]
    Three,
    #[serde(rename = "4")]
    Four,
    #[serde(rename = "5")]
    Five,
}

impl Rank {
    /// Every rank from weakest to strongest: `2 < 3 < 4 < 5 < A`
    /// (RULES.md, Game 1, "Combinations and their order").
    pub const BY_STRENGTH: [Rank; 5] = [Rank::Two, Rank::Three, Rank::Four, Rank::Five, Rank::Ace];

    pub fn strength(self) -> u8 {
        match self {
            Rank::Two => 0,
            Rank::Three => 1,
            Rank::Four => 2,
            Rank::Five => 3,
            Rank::Ace => 4,
        }
    }

    /// The card value, in halves (A = 1 → 2).
    fn value_halves(self) -> u8 {
        match self {
            Rank::Ace => 2,
            Rank::Two => 4,
            Rank::Three => 6,
            Rank::Four => 8,
            Rank::Five => 10,
        }
    }

    fn from_index(index: u16) -> Rank {
        match index {
            0 => Rank::Ace,
            1 => Rank::Two,
            2 => Rank::Three,
            3 => Rank::Four,
            _ => Rank::Five,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Rank::Ace => "A",
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
        }
    }
}

/// What is printed on a card's front.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Face {
    Normal(Rank),
    /// A bluffing card of value `whole + 0.5` (`whole` in 1..=5).
    Bluff {
        whole: u8,
    },
}

impl Face {
    pub fn of(card: CardId) -> Face {
        debug_assert!(card < DECK_SIZE);
        if card < NORMAL_CARDS {
            Face::Normal(Rank::from_index(card / COPIES_PER_RANK))
        } else {
            let whole = (card - NORMAL_CARDS) / COPIES_PER_BLUFF + 1;
            Face::Bluff {
                whole: u8::try_from(whole).unwrap_or(u8::MAX),
            }
        }
    }

    fn value_halves(self) -> u8 {
        match self {
            Face::Normal(rank) => rank.value_halves(),
            Face::Bluff { whole } => whole * 2 + 1,
        }
    }

    /// A play is true only when every card is a normal card of the announced
    /// rank; a bluffing card never matches (RULES.md, Game 1, "Combinations").
    pub fn matches(self, rank: Rank) -> bool {
        self == Face::Normal(rank)
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Normal(rank) => f.write_str(rank.label()),
            Face::Bluff { whole } => write!(f, "{whole}.5"),
        }
    }
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Face {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::engine::schema::string_enum(
            &["A", "2", "3", "4", "5", "1.5", "2.5", "3.5", "4.5", "5.5"],
            "A card's front: a rank, or a bluffing card's value x.5",
        )
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Face {
    fn name() -> std::borrow::Cow<'static, str> {
        "MeerkatFace".into()
    }
}

impl Face {
    /// The text of [`fmt::Display`], without formatting machinery (views
    /// write it for every card).
    pub(crate) fn text(self) -> Option<&'static str> {
        match self {
            Face::Normal(rank) => Some(rank.label()),
            Face::Bluff { whole } => HALF_SIZES.get(usize::from(whole) * 2 + 1).copied(),
        }
    }
}

/// Sizes in halves as text: `HALF_SIZES[h]` is `h / 2`, with `.5` when odd.
const HALF_SIZES: [&str; 12] = [
    "0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "4.5", "5", "5.5",
];

impl Serialize for Face {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.text() {
            Some(text) => s.serialize_str(text),
            None => s.collect_str(self),
        }
    }
}

/// The `card_backs` option (RULES.md, Game 1, "Card backs").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum CardBacks {
    /// `floor(value)`: a bluffing card x.5 shows the back of the normal card x.
    #[default]
    Rounded,
    /// The exact value.
    Exact,
    /// No back is shown.
    Hidden,
}

/// The size of the meerkat on a card's back, in halves; shown as "1", "2.5", …
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Back(u8);

impl Back {
    /// The back everybody sees of `card`, or `None` when backs are hidden.
    pub fn of(card: CardId, backs: CardBacks) -> Option<Back> {
        let halves = Face::of(card).value_halves();
        match backs {
            CardBacks::Rounded => Some(Back(halves / 2 * 2)),
            CardBacks::Exact => Some(Back(halves)),
            CardBacks::Hidden => None,
        }
    }

    /// The rank of the normal cards that show this back (a back of size 1 is
    /// an `A`); `None` for a half size, which only `exact` backs show.
    pub fn rank(self) -> Option<Rank> {
        Rank::BY_STRENGTH
            .into_iter()
            .find(|r| r.value_halves() == self.0)
    }
}

impl fmt::Display for Back {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 % 2 == 0 {
            write!(f, "{}", self.0 / 2)
        } else {
            write!(f, "{}.5", self.0 / 2)
        }
    }
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Back {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::engine::schema::string_enum(
            &["1", "1.5", "2", "2.5", "3", "3.5", "4", "4.5", "5", "5.5"],
            "The size of the meerkat on a card's back (exact, or rounded down)",
        )
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Back {
    fn name() -> std::borrow::Cow<'static, str> {
        "MeerkatBack".into()
    }
}

/// The text of [`fmt::Display`], without formatting machinery for the
/// backs of real cards (views show every face-down card's back).
impl Serialize for Back {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match HALF_SIZES.get(usize::from(self.0)) {
            Some(text) => s.serialize_str(text),
            None => s.collect_str(self),
        }
    }
}

/// A card whose front the viewer may see.
// `remote = "Self"`: the derive writes `CardView::serialize`, which the
// `Serialize` below calls, once per card and `card_backs`, for its table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(remote = "Self")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = MeerkatCard))]
pub struct CardView {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub back: Option<Back>,
    pub face: Face,
    #[cfg_attr(feature = "openapi", schema(value_type = CardIdSchema))]
    pub id: CardId,
}

/// A card of the deck as the JSON text its derived `Serialize` writes (keys
/// sorted, [`crate::engine::json`]), copied from a table made on first use:
/// a view holds dozens of cards (hands, the discard pile, revealed plays),
/// which were a third of its time written member by member.
impl Serialize for CardView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.table_index().and_then(|i| CARD_TEXTS.get(i)) {
            Some(text) => crate::engine::json::serialize_verbatim(text, s),
            None => CardView::serialize(self, s),
        }
    }
}

/// Every card of the deck as `CardView::new` makes it under each
/// `card_backs` (in [`ALL_CARD_BACKS`] order), as its derived `Serialize`
/// writes it with keys sorted.
static CARD_TEXTS: LazyLock<Vec<String>> = LazyLock::new(|| {
    /// The derived `Serialize` (the table's own would read the table).
    struct Derived(CardView);
    impl Serialize for Derived {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            CardView::serialize(&self.0, s)
        }
    }
    ALL_CARD_BACKS
        .into_iter()
        .flat_map(|backs| (0..DECK_SIZE).map(move |card| CardView::new(card, backs)))
        .map(|card| crate::engine::json::to_sorted_json(&Derived(card)).expect("a card serializes"))
        .collect()
});

const ALL_CARD_BACKS: [CardBacks; 3] = [CardBacks::Rounded, CardBacks::Exact, CardBacks::Hidden];

impl CardView {
    pub fn new(id: CardId, backs: CardBacks) -> Self {
        CardView {
            id,
            face: Face::of(id),
            back: Back::of(id, backs),
        }
    }

    /// Views of `cards`, sorted by id so that the order a hand was built in
    /// tells nothing.
    /// The row of [`CARD_TEXTS`] that holds this card's text, when this is
    /// a card of the deck as `CardView::new` makes it.
    fn table_index(&self) -> Option<usize> {
        if self.id >= DECK_SIZE || self.face != Face::of(self.id) {
            return None;
        }
        let row = ALL_CARD_BACKS
            .iter()
            .position(|&backs| Back::of(self.id, backs) == self.back)?;
        Some(row * usize::from(DECK_SIZE) + usize::from(self.id))
    }

    pub fn sorted(cards: &[CardId], backs: CardBacks) -> Vec<CardView> {
        let mut ids = cards.to_vec();
        ids.sort_unstable();
        ids.into_iter().map(|c| CardView::new(c, backs)).collect()
    }
}

/// The backs of face-down cards as everybody sees them: sorted, so that two
/// cards with the same back look the same in any order; `None` when backs are
/// hidden (RULES.md, Game 1, "Card backs": identity is never shown where the
/// face is not).
pub fn backs_of(cards: &[CardId], backs: CardBacks) -> Option<Vec<Back>> {
    let mut shown: Vec<Back> = cards
        .iter()
        .map(|&c| Back::of(c, backs))
        .collect::<Option<_>>()?;
    shown.sort_unstable();
    Some(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_follow_the_rules_order() {
        let faces: Vec<String> = [0, 6, 7, 13, 14, 21, 28, 34, 35, 37, 38, 41, 44, 47, 49]
            .iter()
            .map(|&c| Face::of(c).to_string())
            .collect();
        assert_eq!(
            faces,
            [
                "A", "A", "2", "2", "3", "4", "5", "5", "1.5", "1.5", "2.5", "3.5", "4.5", "5.5",
                "5.5"
            ]
        );
    }

    #[test]
    fn deck_has_seven_of_each_rank_and_three_of_each_bluff() {
        let mut labels: Vec<String> = (0..DECK_SIZE).map(|c| Face::of(c).to_string()).collect();
        labels.sort();
        labels.dedup();
        assert_eq!(labels.len(), 10);
        for label in ["A", "2", "3", "4", "5"] {
            assert_eq!(
                (0..DECK_SIZE)
                    .filter(|&c| Face::of(c).to_string() == label)
                    .count(),
                7
            );
        }
        for label in ["1.5", "2.5", "3.5", "4.5", "5.5"] {
            assert_eq!(
                (0..DECK_SIZE)
                    .filter(|&c| Face::of(c).to_string() == label)
                    .count(),
                3
            );
        }
    }

    #[test]
    fn rounded_backs_hide_bluffs_among_normal_cards() {
        // 2.5 (id 38) shows the back of a 2 (id 7); exact shows the truth.
        assert_eq!(
            Back::of(38, CardBacks::Rounded),
            Back::of(7, CardBacks::Rounded)
        );
        assert_ne!(
            Back::of(38, CardBacks::Exact),
            Back::of(7, CardBacks::Exact)
        );
        assert_eq!(
            Back::of(38, CardBacks::Exact)
                .map(|b| b.to_string())
                .as_deref(),
            Some("2.5")
        );
        assert_eq!(
            Back::of(35, CardBacks::Rounded)
                .map(|b| b.to_string())
                .as_deref(),
            Some("1")
        );
        assert_eq!(Back::of(38, CardBacks::Hidden), None);
    }

    #[test]
    fn bluffing_cards_never_match_any_announcement() {
        for card in 35..DECK_SIZE {
            for rank in Rank::BY_STRENGTH {
                assert!(
                    !Face::of(card).matches(rank),
                    "card {card} matched {rank:?}"
                );
            }
        }
        assert!(Face::of(0).matches(Rank::Ace));
        assert!(!Face::of(0).matches(Rank::Two));
    }

    #[test]
    fn faces_and_backs_serialize_as_their_display() {
        for card in 0..DECK_SIZE {
            let face = Face::of(card);
            assert_eq!(
                serde_json::to_value(face).unwrap(),
                serde_json::Value::from(face.to_string())
            );
            for backs in [CardBacks::Rounded, CardBacks::Exact] {
                let back = Back::of(card, backs).unwrap();
                assert_eq!(
                    serde_json::to_value(back).unwrap(),
                    serde_json::Value::from(back.to_string())
                );
            }
        }
        for halves in 0..=20 {
            assert_eq!(
                serde_json::to_value(Back(halves)).unwrap(),
                serde_json::Value::from(Back(halves).to_string())
            );
        }
    }

    #[test]
    fn rank_order_is_two_three_four_five_ace() {
        let mut ranks = [Rank::Ace, Rank::Five, Rank::Two, Rank::Four, Rank::Three];
        ranks.sort_by_key(|r| r.strength());
        assert_eq!(ranks, Rank::BY_STRENGTH);
    }

    /// A card's text from the table is its derived `Serialize`'s, keys
    /// sorted (the `Value` path, whose maps sort), for every card under
    /// every `card_backs`; a card the table does not hold is written by the
    /// derive itself.
    #[test]
    fn every_card_s_text_is_its_derived_json() {
        let derived = |card: &CardView| {
            let value = CardView::serialize(card, serde_json::value::Serializer).unwrap();
            serde_json::to_string(&value).unwrap()
        };
        let mut cards: Vec<CardView> = ALL_CARD_BACKS
            .into_iter()
            .flat_map(|backs| (0..DECK_SIZE).map(move |c| CardView::new(c, backs)))
            .collect();
        assert_eq!(cards.len(), CARD_TEXTS.len());
        let odd = CardView {
            id: DECK_SIZE + 3,
            face: Face::Bluff { whole: 2 },
            back: Some(Back(7)),
        };
        assert_eq!(odd.table_index(), None);
        cards.push(odd);
        for card in &cards {
            let text = crate::engine::json::to_sorted_json(card).unwrap();
            assert_eq!(text, derived(card), "{card:?}");
        }
        assert_eq!(
            derived(&cards[0]),
            r#"{"back":"1","face":"A","id":0}"#,
            "keys sorted"
        );
    }
}
