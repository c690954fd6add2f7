//! The rules engines: pure, deterministic, no I/O.
//!
//! Every game implements [`Rules`]; the server works through [`AnyGame`], which
//! dispatches on the game id and speaks JSON. Hidden information leaves an
//! engine only through [`Rules::view`] and [`Rules::redact`].
//! The rules themselves are docs/RULES.md; doc comments cite its sections.

pub mod biscuits;
pub mod json;
pub mod meerkat;
#[cfg(feature = "openapi")]
pub mod schema;
pub mod shuffle;
pub mod table;

use std::fmt;

use rand::RngCore;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;

pub use json::EventsJson;
pub use shuffle::Seed;

/// A payload type of a game ([`Rules`]'s associated types): with the
/// `openapi` feature it has an OpenAPI schema (`utoipa::ToSchema`, gathered by
/// `schema::of`); without it, every type is one.
#[cfg(feature = "openapi")]
pub trait PayloadSchema: utoipa::ToSchema {}
#[cfg(feature = "openapi")]
impl<T: utoipa::ToSchema> PayloadSchema for T {}
#[cfg(not(feature = "openapi"))]
pub trait PayloadSchema {}
#[cfg(not(feature = "openapi"))]
impl<T> PayloadSchema for T {}

/// A seat at the table, `0..n-1`; clockwise is `s + 1 mod n` (RULES.md, "Conventions").
pub type Seat = u8;

/// Who is looking: a seated player, or a spectator who holds no seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

impl Viewer {
    pub fn is(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}

/// The stable, snake_case code of a broken rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleCode {
    /// The action is not a well-formed action of this game.
    InvalidAction,
    /// The game is finished.
    GameOver,
    /// Another seat is on turn.
    NotYourTurn,
    /// Meerkat: the leader may not pass.
    LeaderMustPlay,
    /// Meerkat: a challenge needs a play on the board.
    NothingToChallenge,
    /// Meerkat: a play must beat the one on the board.
    PlayNotStronger,
    /// A named card is not in the acting seat's hand.
    CardNotInHand,
    /// Meerkat: the same card named twice in one play.
    DuplicateCard,
    /// Meerkat: a play of zero cards.
    EmptyPlay,
    /// Meerkat: an announcement that is not A, 2, 3, 4 or 5.
    InvalidRank,
}

impl RuleCode {
    pub fn as_str(self) -> &'static str {
        match self {
            RuleCode::InvalidAction => "invalid_action",
            RuleCode::GameOver => "game_over",
            RuleCode::NotYourTurn => "not_your_turn",
            RuleCode::LeaderMustPlay => "leader_must_play",
            RuleCode::NothingToChallenge => "nothing_to_challenge",
            RuleCode::PlayNotStronger => "play_not_stronger",
            RuleCode::CardNotInHand => "card_not_in_hand",
            RuleCode::DuplicateCard => "duplicate_card",
            RuleCode::EmptyPlay => "empty_play",
            RuleCode::InvalidRank => "invalid_rank",
        }
    }
}

/// An action refused by the rules. The state it was applied to is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{message}")]
pub struct RuleError {
    pub code: RuleCode,
    pub message: String,
}

impl RuleError {
    pub fn new(code: RuleCode, message: impl Into<String>) -> Self {
        RuleError {
            code,
            message: message.into(),
        }
    }
}

/// The stable code of a refused setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupCode {
    UnknownGame,
    SeatsOutOfRange,
    UnknownOption,
    InvalidOption,
}

impl SetupCode {
    pub fn as_str(self) -> &'static str {
        match self {
            SetupCode::UnknownGame => "unknown_game",
            SetupCode::SeatsOutOfRange => "seats_out_of_range",
            SetupCode::UnknownOption => "unknown_option",
            SetupCode::InvalidOption => "invalid_option",
        }
    }
}

/// Options or a seat count the game cannot be set up with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{message}")]
pub struct SetupError {
    pub code: SetupCode,
    /// The option at fault, when there is one.
    pub option: Option<String>,
    pub message: String,
}

impl SetupError {
    pub fn invalid(option: &str, message: impl Into<String>) -> Self {
        SetupError {
            code: SetupCode::InvalidOption,
            option: Some(option.to_owned()),
            message: message.into(),
        }
    }

    pub fn unknown_game(game: &str) -> Self {
        SetupError {
            code: SetupCode::UnknownGame,
            option: None,
            message: format!("no game has the id {game:?}"),
        }
    }

    pub fn seats(min: u8, max: u8, got: impl Into<u64>) -> Self {
        let got = got.into();
        SetupError {
            code: SetupCode::SeatsOutOfRange,
            option: None,
            message: format!("this game seats {min} to {max} players, not {got}"),
        }
    }

    /// A refused options object (its failure in words, fields under
    /// `options.`): a top-level unknown field is `unknown_option`, anything
    /// else `invalid_option` naming the option at fault. A wrong type or value
    /// of an option itself is described by the catalog's allowed values.
    fn from_options_json(failure: crate::human::Failure, specs: &[OptionSpec]) -> Self {
        let relative = failure.field.strip_prefix("options.").unwrap_or_default();
        let name = relative
            .split(['.', '['])
            .next()
            .filter(|n| !n.is_empty())
            .map(str::to_owned);
        let top_level = name.as_deref() == Some(relative);
        let code = match failure.kind {
            crate::human::Kind::UnknownField if top_level => SetupCode::UnknownOption,
            _ => SetupCode::InvalidOption,
        };
        let allowed = specs
            .iter()
            .find(|s| Some(s.name) == name.as_deref())
            .and_then(|s| match &s.allowed {
                Value::Array(values) => {
                    let words: Vec<String> = values
                        .iter()
                        .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
                        .collect();
                    Some(format!("one of {}", words.join(", ")))
                }
                Value::Object(range) => {
                    let bound = |k: &str| {
                        range
                            .get(k)
                            .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
                    };
                    Some(format!(
                        "an integer from {} to {}",
                        bound("min")?,
                        bound("max")?
                    ))
                }
                _ => None,
            });
        let failure = match allowed {
            Some(words)
                if top_level
                    && failure.kind == crate::human::Kind::Invalid
                    && failure.expected.is_some() =>
            {
                failure.expecting(words)
            }
            _ => failure,
        };
        SetupError {
            code,
            option: name,
            message: failure.to_string(),
        }
    }
}

/// How the game stands: finished or not, each seat's score, who won.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Outcome {
    pub finished: bool,
    /// Index = seat. Meerkat: penalty totals; Biscuits: points.
    pub scores: Vec<i64>,
    /// Whether the lowest (`lowest_wins`) or highest score wins.
    pub ranking: Ranking,
    /// The winning seats once finished (all tied seats), else empty.
    pub winners: Vec<Seat>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Ranking {
    LowestWins,
    HighestWins,
}

impl Outcome {
    /// Scores so far; `finished` decides whether winners are named.
    pub fn from_scores(scores: Vec<i64>, ranking: Ranking, finished: bool) -> Self {
        let winners = if finished {
            let best = match ranking {
                Ranking::LowestWins => scores.iter().min(),
                Ranking::HighestWins => scores.iter().max(),
            }
            .copied();
            (0..scores.len())
                .filter(|&s| Some(scores[s]) == best)
                .filter_map(|s| Seat::try_from(s).ok())
                .collect()
        } else {
            Vec::new()
        };
        Outcome {
            finished,
            scores,
            ranking,
            winners,
        }
    }
}

/// One option of a game, for the catalog.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OptionSpec {
    pub name: &'static str,
    pub description: &'static str,
    /// The value used when the option is left out (null: drawn or derived).
    #[cfg_attr(feature = "openapi", schema(value_type = schema::OptionDefault))]
    pub default: Value,
    /// The allowed values, as a list of strings or a `{min, max}` range.
    #[cfg_attr(feature = "openapi", schema(value_type = schema::OptionAllowed))]
    pub allowed: Value,
}

/// A game's rules. A state is built by [`Rules::new`] from validated options
/// and a seed, and changes only through [`Rules::apply`].
pub trait Rules:
    Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The game's id in JSON payloads, e.g. `shake-it-meerkat`.
    const ID: &'static str;
    const NAME: &'static str;
    const MIN_SEATS: u8;
    const MAX_SEATS: u8;
    /// The prefix of the game's schema names in the OpenAPI document, e.g.
    /// `Meerkat` (`MeerkatView`, `MeerkatGameDto`, …).
    const SCHEMA_PREFIX: &'static str;

    // Every payload type has an OpenAPI schema (`schema::of`), so clients
    // generated from the document get typed models of game data.
    /// The options as a client sends them (unknown fields refused).
    type Options: Clone + fmt::Debug + Default + Serialize + DeserializeOwned + PayloadSchema;
    type Action: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + PayloadSchema;
    /// The full truth of something that happened.
    type Event: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + PayloadSchema;
    /// An event as one viewer may see it.
    type RedactedEvent: Clone + fmt::Debug + PartialEq + Serialize + PayloadSchema;
    type View: fmt::Debug + PartialEq + Serialize + PayloadSchema;
    /// What the seat on turn may do, compactly.
    type Legal: fmt::Debug + PartialEq + Serialize + PayloadSchema;

    fn option_specs() -> Vec<OptionSpec>;

    /// Validates the setup and deals the first round; returns the state and
    /// the events of the deal.
    fn new(
        seats: u8,
        options: Self::Options,
        seed: &Seed,
    ) -> Result<(Self, Vec<Self::Event>), SetupError>;

    fn seat_count(&self) -> u8;
    /// The options with every default filled in.
    fn options(&self) -> Self::Options;
    /// The seat on turn; `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;

    /// Plays one action. On error the state is unchanged.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, RuleError>;

    /// What `seat` may do now; `None` unless it is on turn.
    fn legal_actions(&self, seat: Seat) -> Option<Self::Legal>;
    /// A uniformly random concrete legal action of the seat on turn (for bots
    /// and tests); `None` once the game is over.
    fn random_action(&self, rng: &mut dyn RngCore) -> Option<Self::Action>;
    /// The action the referee plays for `seat` when its turn's clock runs
    /// out, or at once for a seat that resigned (RULES.md, "Both games —
    /// turn clocks (asynchronous play)"); `None` unless `seat` is on turn.
    /// It depends only on the state, never on an RNG, and is always legal:
    /// `apply(seat, &default_action)` succeeds.
    fn default_action(&self, seat: Seat) -> Option<Self::Action>;

    fn view(&self, viewer: Viewer) -> Self::View;
    fn redact(&self, event: &Self::Event, viewer: Viewer) -> Self::RedactedEvent;
    fn outcome(&self) -> Outcome;

    /// Parses an action from JSON; a game may refine the error code.
    fn parse_action(value: &Value) -> Result<Self::Action, RuleError> {
        crate::human::from_value(value, "action")
            .map_err(|failure| RuleError::new(RuleCode::InvalidAction, failure.to_string()))
    }

    /// The common, well-formed action read without serde (the hot path of
    /// every move); `None` leaves the value to [`Rules::parse_action`],
    /// which decides and words every refusal. It must accept nothing that
    /// `parse_action` refuses, and read the same action from what it
    /// accepts (a differential test per game holds it to that).
    fn quick_parse(_value: &Value) -> Option<Self::Action> {
        None
    }

    /// [`Rules::apply`] with the events as JSON (what [`AnyGame::apply_json`]
    /// returns); a game may avoid copying its events on the way.
    fn apply_to_json(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Value>, RuleError> {
        Ok(self.apply(seat, action)?.iter().map(to_json).collect())
    }

    /// [`Rules::apply`] with the events written as canonical JSON text
    /// (what [`AnyGame::apply_canonical`] returns), and `seen` called with
    /// the state after the move and each event in order (a move's answer
    /// redacts them for its mover from the typed events, not from the text
    /// parsed back); a game may avoid copying its events on the way. On
    /// error the state is unchanged, nothing is written and `seen` is not
    /// called.
    fn apply_to_text(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        out: &mut json::EventsWriter,
        seen: &mut dyn FnMut(&Self, &Self::Event),
    ) -> Result<(), RuleError> {
        let events = self.apply(seat, action)?;
        for event in &events {
            out.push(event);
            seen(self, event);
        }
        Ok(())
    }

    /// [`Rules::quick_parse`], else [`Rules::parse_action`].
    fn read_action(value: &Value) -> Result<Self::Action, RuleError> {
        match Self::quick_parse(value) {
            Some(action) => Ok(action),
            None => Self::parse_action(value),
        }
    }
}

/// Serialises a 32-byte seed as lowercase hex (engine snapshots keep it).
pub(crate) mod seed_hex {
    use serde::de::{Error, Visitor};
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(seed: &[u8; 32], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&crate::lowerhex::encode(seed))
    }

    /// Decodes in place from the text as parsed (no `String`, no `Vec`):
    /// every read of a game parses its snapshot.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[u8; 32], D::Error> {
        struct SeedHex;
        impl Visitor<'_> for SeedHex {
            type Value = [u8; 32];
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a 32-byte seed as 64 hex digits")
            }
            fn visit_str<E: Error>(self, text: &str) -> Result<[u8; 32], E> {
                let mut seed = [0u8; 32];
                hex::decode_to_slice(text, &mut seed)
                    .map_err(|_| E::custom("a seed is 32 bytes as 64 hex digits"))?;
                Ok(seed)
            }
        }
        d.deserialize_str(SeedHex)
    }
}

/// The seat on turn, if it is `seat`: `game_over` once the game is over,
/// else `not_your_turn` (RULES.md, Game 1, "Rulings added by the project", 2).
pub fn check_turn(to_move: Option<Seat>, seat: Seat) -> Result<Seat, RuleError> {
    match to_move {
        None => Err(RuleError::new(RuleCode::GameOver, "the game is over")),
        Some(on_turn) if on_turn != seat => Err(RuleError::new(
            RuleCode::NotYourTurn,
            format!("seat {on_turn} is on turn, not seat {seat}"),
        )),
        Some(on_turn) => Ok(on_turn),
    }
}

/// The `kind` of an action as anyone but its author sees it: a tag of its
/// own, so that a redacted action is never mistaken for a whole one.
pub const REDACTED_ACTION: &str = "redacted";

/// A submitted action as `viewer` may see it: whole for its author; others
/// see `{"kind": "redacted", "of": <its kind>}` (what it revealed is in the
/// redacted events).
pub fn redact_action(action: Option<&Value>, actor: Option<Seat>, viewer: Viewer) -> Option<Value> {
    let action = action?;
    match actor {
        Some(seat) if viewer.is(seat) => Some(action.clone()),
        _ => Some(serde_json::json!({
            "kind": REDACTED_ACTION,
            "of": action.get("kind").cloned().unwrap_or(Value::Null),
        })),
    }
}

/// A uniform index in `0..len` from a bot's RNG (not the audited shuffle).
pub(crate) fn random_index(rng: &mut dyn RngCore, len: usize) -> usize {
    debug_assert!(len > 0);
    (rng.next_u64() % len as u64) as usize
}

/// The canonical JSON of a value (docs/FAIRNESS.md, "Canonical bytes"):
/// object keys sorted, no whitespace, UTF-8. Engine data holds only
/// integers, strings, booleans, null, arrays and objects, so this is
/// reproducible by any JSON library that sorts keys. Written straight from
/// the value ([`json::to_sorted_json`]), not through a `Value` tree, which
/// cost a move's request hash, action and audit link a tree each.
pub fn canonical_json<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, serde_json::Error> {
    json::to_sorted_json(value).map(String::into_bytes)
}

/// [`json::to_sorted_raw`] of an engine value.
fn engine_raw<T: Serialize + ?Sized>(value: &T) -> Box<RawValue> {
    // Engine types are plain data (no maps with non-string keys), so this
    // cannot fail; a failure would be a bug in a type definition.
    json::to_sorted_raw(value).expect("engine types serialize to JSON")
}

fn to_json<T: Serialize>(value: &T) -> Value {
    // Engine types are plain data (no maps with non-string keys), so this
    // cannot fail; a failure would be a bug in a type definition.
    serde_json::to_value(value).expect("engine types serialize to JSON")
}

/// What the rules say of one game: its id, name, seat range and options.
/// The served catalog (the `catalog` module, above the engine) adds the
/// bots that can play it.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSpec {
    pub id: &'static str,
    pub name: &'static str,
    pub min_seats: u8,
    pub max_seats: u8,
    pub options: Vec<OptionSpec>,
}

fn spec<G: Rules>() -> GameSpec {
    GameSpec {
        id: G::ID,
        name: G::NAME,
        min_seats: G::MIN_SEATS,
        max_seats: G::MAX_SEATS,
        options: G::option_specs()
            .into_iter()
            .chain(table::option_specs())
            .collect(),
    }
}

/// Declares the registered games once: the [`AnyGame`] enum, its dispatch
/// and the catalog. A new game is one line here.
macro_rules! games {
    // `$d` is a literal `$`, so the inner `dispatch!` can have metavariables.
    ($d:tt; $($variant:ident($id:literal) => $ty:ty),+ $(,)?) => {
        /// A game of any registered kind, tagged by its id in JSON.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "state")]
        pub enum AnyGame {
            $(#[serde(rename = $id)] $variant($ty),)+
        }

        /// Every registered game, for the catalog.
        pub fn catalog() -> Vec<GameSpec> {
            vec![$(spec::<$ty>()),+]
        }

        /// The OpenAPI schemas of every registered game's payloads.
        #[cfg(feature = "openapi")]
        pub fn game_schemas() -> Vec<schema::GameSchemas> {
            vec![$(schema::of::<$ty>()),+]
        }

        impl AnyGame {
            /// Sets up a game by id from JSON options; returns it with the
            /// events of its first deal.
            pub fn new(
                game: &str,
                seats: u8,
                options: &Value,
                seed: &Seed,
            ) -> Result<(AnyGame, Vec<Value>), SetupError> {
                $(if game == <$ty as Rules>::ID {
                    debug_assert_eq!($id, <$ty as Rules>::ID);
                    let (state, events) = new_typed::<$ty>(seats, options, seed)?;
                    return Ok((AnyGame::$variant(state), events));
                })+
                Err(SetupError::unknown_game(game))
            }

            /// [`AnyGame::new`] with the events of the deal as canonical
            /// JSON text (see [`AnyGame::apply_canonical`]).
            pub fn new_canonical(
                game: &str,
                seats: u8,
                options: &Value,
                seed: &Seed,
            ) -> Result<(AnyGame, EventsJson), SetupError> {
                $(if game == <$ty as Rules>::ID {
                    let (state, events) = new_state::<$ty>(seats, options, seed)?;
                    let mut out = json::EventsWriter::default();
                    for event in &events {
                        out.push(event);
                    }
                    return Ok((AnyGame::$variant(state), out.finish()));
                })+
                Err(SetupError::unknown_game(game))
            }

            /// Whether `game` names a registered game.
            pub fn exists(game: &str) -> bool {
                [$(<$ty as Rules>::ID),+].contains(&game)
            }
        }

        macro_rules! dispatch {
            ($d self_:expr, $d g:ident => $d body:expr) => {
                match $d self_ {
                    $(AnyGame::$variant($d g) => $d body,)+
                }
            };
        }
    };
}

games! {
    $;
    Meerkat("shake-it-meerkat") => meerkat::Meerkat,
    Biscuits("woof-meow-biscuits") => biscuits::Biscuits,
}

/// Parses a game's options object. On failure the error names the option at
/// fault: the first segment of the path of the field serde refused.
fn parse_options<G: Rules>(options: &Value) -> Result<G::Options, SetupError> {
    if !options.is_object() {
        if options.is_null() {
            return Ok(G::Options::default());
        }
        return Err(SetupError {
            code: SetupCode::InvalidOption,
            option: None,
            message: format!(
                "`options`: expected an object, got {}",
                crate::human::brief(options)
            ),
        });
    }
    // Plain serde first (no path tracking): the same result whenever it
    // succeeds; a refusal is read again with its path for the message.
    if let Ok(parsed) = G::Options::deserialize(options) {
        return Ok(parsed);
    }
    crate::human::from_value(options, "options")
        .map_err(|failure| SetupError::from_options_json(failure, &G::option_specs()))
}

fn new_state<G: Rules>(
    seats: u8,
    options: &Value,
    seed: &Seed,
) -> Result<(G, Vec<G::Event>), SetupError> {
    // The table's options (the clock) are not the game's to read.
    let (options, _) = table::split(options)?;
    let options = parse_options::<G>(&options)?;
    if !(G::MIN_SEATS..=G::MAX_SEATS).contains(&seats) {
        return Err(SetupError::seats(G::MIN_SEATS, G::MAX_SEATS, seats));
    }
    G::new(seats, options, seed)
}

fn new_typed<G: Rules>(
    seats: u8,
    options: &Value,
    seed: &Seed,
) -> Result<(G, Vec<Value>), SetupError> {
    let (state, events) = new_state::<G>(seats, options, seed)?;
    Ok((state, events.iter().map(to_json).collect()))
}

fn parse_event<G: Rules>(event: &Value) -> Result<G::Event, serde_json::Error> {
    serde_json::from_value(event.clone())
}

impl AnyGame {
    /// The state as the JSON text stored as a game's snapshot:
    /// `{"game":id,"state":…}`, serde's text of `AnyGame`. Debug builds
    /// check that it reads back as this state, so every API test checks
    /// every snapshot it stores.
    pub fn snapshot(&self) -> String {
        let out = serde_json::to_string(self).expect("engine states serialize to JSON");
        #[cfg(debug_assertions)]
        {
            let back: AnyGame = serde_json::from_str(&out).expect("a snapshot reads back");
            assert_eq!(&back, self, "the snapshot reads back as the state");
        }
        out
    }

    pub fn game_id(&self) -> &'static str {
        fn id<G: Rules>(_: &G) -> &'static str {
            G::ID
        }
        dispatch!(self, g => id(g))
    }

    pub fn seat_count(&self) -> u8 {
        dispatch!(self, g => g.seat_count())
    }

    /// The options in force, defaults filled in, as JSON text (keys
    /// sorted, the bytes the server has always sent; [`json`]); with
    /// `turn_time`, the table's clock among them (RULES.md, "Both games —
    /// turn clocks"). Written straight from the typed options: a game
    /// document carries them on every view and move.
    pub fn options_json(&self, turn_time: Option<i32>) -> Box<RawValue> {
        #[derive(Serialize)]
        struct InForce<'a, O> {
            #[serde(flatten)]
            options: &'a O,
            #[serde(skip_serializing_if = "Option::is_none")]
            turn_time: Option<i32>,
        }
        fn go<G: Rules>(g: &G, turn_time: Option<i32>) -> Box<RawValue> {
            let options = g.options();
            engine_raw(&InForce {
                options: &options,
                turn_time,
            })
        }
        dispatch!(self, g => go(g, turn_time))
    }

    pub fn to_move(&self) -> Option<Seat> {
        dispatch!(self, g => g.to_move())
    }

    /// Parses and plays a JSON action; returns the full-truth events as JSON.
    /// On error the state is unchanged.
    pub fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<Vec<Value>, RuleError> {
        fn go<G: Rules>(g: &mut G, seat: Seat, action: &Value) -> Result<Vec<Value>, RuleError> {
            // Whose turn it is decides before the action's form.
            check_turn(g.to_move(), seat)?;
            let action = G::read_action(action)?;
            g.apply_to_json(seat, &action)
        }
        dispatch!(self, g => go(g, seat, action))
    }

    /// [`AnyGame::apply_json`] with the events as their canonical JSON text
    /// ([`canonical_json`] of each typed event, byte for byte), written
    /// without building a `Value` per event: the text to store and the
    /// bytes to hash. On error the state is unchanged.
    pub fn apply_canonical(&mut self, seat: Seat, action: &Value) -> Result<EventsJson, RuleError> {
        self.apply_canonical_seen(seat, action, None)
            .map(|(events, _)| events)
    }

    /// [`AnyGame::apply_canonical`], with the events as `seen_by` sees them
    /// (keys sorted, as [`AnyGame::redact`]'s `Value` would be written), when
    /// given: a move's answer to its mover, redacted from the typed events.
    pub fn apply_canonical_seen(
        &mut self,
        seat: Seat,
        action: &Value,
        seen_by: Option<Viewer>,
    ) -> Result<(EventsJson, Vec<Box<RawValue>>), RuleError> {
        fn go<G: Rules>(
            g: &mut G,
            seat: Seat,
            action: &Value,
            seen_by: Option<Viewer>,
        ) -> Result<(EventsJson, Vec<Box<RawValue>>), RuleError> {
            check_turn(g.to_move(), seat)?;
            let action = G::read_action(action)?;
            let mut out = json::EventsWriter::default();
            let mut seen = Vec::new();
            g.apply_to_text(seat, &action, &mut out, &mut |g, event| {
                if let Some(viewer) = seen_by {
                    seen.push(engine_raw(&g.redact(event, viewer)));
                }
            })?;
            Ok((out.finish(), seen))
        }
        dispatch!(self, g => go(g, seat, action, seen_by))
    }

    /// What `seat` may do now, as JSON text (keys sorted, as
    /// [`AnyGame::options_json`]); `None` unless it is on turn.
    pub fn legal_actions_json(&self, seat: Seat) -> Option<Box<RawValue>> {
        fn go<G: Rules>(g: &G, seat: Seat) -> Option<Box<RawValue>> {
            g.legal_actions(seat).as_ref().map(engine_raw)
        }
        dispatch!(self, g => go(g, seat))
    }

    pub fn random_action(&self, rng: &mut dyn RngCore) -> Option<Value> {
        dispatch!(self, g => g.random_action(rng).as_ref().map(to_json))
    }

    /// The default action of `seat` as JSON (see [`Rules::default_action`]);
    /// `None` unless `seat` is on turn.
    pub fn default_action(&self, seat: Seat) -> Option<Value> {
        dispatch!(self, g => g.default_action(seat).as_ref().map(to_json))
    }

    /// The view of `viewer` as JSON text, ready to embed in a response: the
    /// typed view ([`Rules::view`]) written with its keys sorted, the bytes
    /// of `serde_json::to_value` of it serialised (see [`json`]).
    pub fn view(&self, viewer: Viewer) -> Box<RawValue> {
        dispatch!(self, g => engine_raw(&g.view(viewer)))
    }

    /// [`AnyGame::view`] as a `Value` (tests, tools).
    pub fn view_value(&self, viewer: Viewer) -> Value {
        dispatch!(self, g => to_json(&g.view(viewer)))
    }

    /// Redacts a list of stored events for a viewer (see [`AnyGame::redact`]).
    pub fn redact_all(
        &self,
        events: &[Value],
        viewer: Viewer,
    ) -> Result<Vec<Value>, serde_json::Error> {
        events.iter().map(|e| self.redact(e, viewer)).collect()
    }

    /// Redacts a stored full-truth event for a viewer. An event that does
    /// not parse as this game's event is an error (a corrupt store), never
    /// passed through, so nothing unredacted can leak.
    pub fn redact(&self, event: &Value, viewer: Viewer) -> Result<Value, serde_json::Error> {
        fn go<G: Rules>(g: &G, event: &Value, viewer: Viewer) -> Result<Value, serde_json::Error> {
            Ok(to_json(&g.redact(&parse_event::<G>(event)?, viewer)))
        }
        dispatch!(self, g => go(g, event, viewer))
    }

    pub fn outcome(&self) -> Outcome {
        dispatch!(self, g => g.outcome())
    }

    /// The canonical bytes of an event: parsed into the game's typed event
    /// (so only a well-formed event has any), then [`canonical_json`] —
    /// never stored JSONB text.
    pub fn canonical_event_bytes(&self, event: &Value) -> Result<Vec<u8>, serde_json::Error> {
        fn go<G: Rules>(_: &G, event: &Value) -> Result<Vec<u8>, serde_json::Error> {
            canonical_json(&parse_event::<G>(event)?)
        }
        dispatch!(self, g => go(g, event))
    }

    /// The canonical bytes of an action, from its typed value.
    pub fn canonical_action_bytes(&self, action: &Value) -> Result<Vec<u8>, RuleError> {
        fn go<G: Rules>(_: &G, action: &Value) -> Result<Vec<u8>, RuleError> {
            let typed = G::read_action(action)?;
            canonical_json(&typed)
                .map_err(|e| RuleError::new(RuleCode::InvalidAction, e.to_string()))
        }
        dispatch!(self, g => go(g, action))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The options a game document shows are the typed options in force,
    /// defaults filled in, with the table's clock only when the game has
    /// one; `legal_actions_json` is the typed legal actions, for the seat
    /// on turn only.
    #[test]
    fn options_and_legal_actions_text_are_the_typed_values() {
        for (game, seats, options) in [
            ("shake-it-meerkat", 3, serde_json::json!({})),
            ("woof-meow-biscuits", 2, serde_json::json!({})),
            (
                "woof-meow-biscuits",
                4,
                serde_json::json!({"variant": "advanced"}),
            ),
        ] {
            let (g, _) = AnyGame::new(game, seats, &options, &[7u8; 32]).unwrap();
            let typed = dispatch!(&g, g => to_json(&g.options()));
            assert!(typed.as_object().is_some_and(|o| !o.is_empty()), "{typed}");
            let text = |t| serde_json::from_str::<Value>(g.options_json(t).get()).unwrap();
            assert_eq!(text(None), typed, "{game}");
            let mut clocked = typed.clone();
            clocked[table::TURN_TIME] = serde_json::json!(3600);
            assert_eq!(text(Some(3600)), clocked, "{game}");
            // The bytes of the `Value` path (keys sorted), not only the same
            // object.
            assert_eq!(g.options_json(None).get(), typed.to_string(), "{game}");
            assert_eq!(
                g.options_json(Some(3600)).get(),
                clocked.to_string(),
                "{game}"
            );
            let turn = g.to_move().unwrap();
            for seat in 0..seats {
                let legal = g
                    .legal_actions_json(seat)
                    .map(|raw| serde_json::from_str::<Value>(raw.get()).unwrap());
                let typed = dispatch!(&g, g => g.legal_actions(seat).as_ref().map(to_json));
                assert_eq!(legal, typed);
                assert_eq!(
                    g.legal_actions_json(seat).map(|raw| raw.get().to_owned()),
                    typed.map(|t| t.to_string())
                );
                assert_eq!(legal.is_some(), seat == turn, "{game} seat {seat}");
            }
        }
    }

    #[test]
    fn catalog_lists_both_games_with_their_seat_ranges() {
        let games = catalog();
        let ids: Vec<_> = games
            .iter()
            .map(|g| (g.id, g.min_seats, g.max_seats))
            .collect();
        assert_eq!(
            ids,
            vec![("shake-it-meerkat", 2, 5), ("woof-meow-biscuits", 2, 5)]
        );
    }

    #[test]
    fn unknown_game_and_bad_setups_are_refused_with_codes() {
        let seed = [0u8; 32];
        let err = AnyGame::new("chess", 2, &Value::Null, &seed).unwrap_err();
        assert_eq!(err.code, SetupCode::UnknownGame);
        let err = AnyGame::new("shake-it-meerkat", 6, &Value::Null, &seed).unwrap_err();
        assert_eq!(err.code, SetupCode::SeatsOutOfRange);
        let err = AnyGame::new("shake-it-meerkat", 1, &Value::Null, &seed).unwrap_err();
        assert_eq!(err.code, SetupCode::SeatsOutOfRange);
        let err = AnyGame::new(
            "shake-it-meerkat",
            3,
            &serde_json::json!({"speed": 2}),
            &seed,
        )
        .unwrap_err();
        assert_eq!(err.code, SetupCode::UnknownOption);
        assert_eq!(err.option.as_deref(), Some("speed"));
        let err = AnyGame::new(
            "shake-it-meerkat",
            3,
            &serde_json::json!({"rounds": "x"}),
            &seed,
        )
        .unwrap_err();
        assert_eq!(err.code, SetupCode::InvalidOption);
    }

    #[test]
    fn any_game_round_trips_through_json() {
        let (game, _) = AnyGame::new("shake-it-meerkat", 3, &Value::Null, &[9u8; 32]).unwrap();
        let json = serde_json::to_string(&game).unwrap();
        let back: AnyGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back, game);
    }
}
