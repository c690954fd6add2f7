//! The options of *Woof Meow Biscuits* and their validation (RULES.md,
//! "Conventions" and Game 2, "End of a round and of the game").

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::cards::{DeckSpec, MAX_DECK, MAX_NUMBER, MIN_NUMBER};
use crate::engine::{OptionSpec, Seat, SetupError};

pub const DEFAULT_MARKERS: u32 = 9;
pub const MAX_MARKERS: u32 = 99;
pub const DEFAULT_MAX_ROUNDS: u32 = 20;
pub const MAX_MAX_ROUNDS: u32 = 1000;
pub const DEFAULT_ROUNDS: u32 = 3;
pub const MAX_ROUNDS: u32 = 1000;

/// The basic game (markers) or the advanced game (points) (RULES.md, Game 2,
/// "End of a round and of the game").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    #[default]
    Basic,
    Advanced,
}

/// Options as a client sends them; every field may be left out. An option
/// that has no effect in the chosen variant is refused (RULES.md,
/// "Conventions").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BiscuitsOptions {
    /// `basic` (default) or `advanced`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<Variant>,
    /// Basic only: biscuits and warning markers, each (default 9, at least 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub markers: Option<u32>,
    /// Basic only: the game also ends after this many rounds (default 20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_rounds: Option<u32>,
    /// Advanced only: rounds to play (default 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// The seat that starts round 1; drawn from the seed when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting_seat: Option<Seat>,
    /// The counts of each kind of card (default: the 33-card deck).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck: Option<DeckSpec>,
}

/// The variant with its limits, validated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Limits {
    Basic { markers: u32, max_rounds: u32 },
    Advanced { rounds: u32 },
}

fn in_range(name: &str, value: u32, max: u32) -> Result<u32, SetupError> {
    if (1..=max).contains(&value) {
        Ok(value)
    } else {
        Err(SetupError::invalid(
            name,
            format!("{name} must be between 1 and {max}, not {value}"),
        ))
    }
}

fn not_in(name: &str, variant: &str) -> SetupError {
    SetupError::invalid(
        name,
        format!("{name} has no effect in the {variant} game; leave it out"),
    )
}

impl BiscuitsOptions {
    /// The variant's limits, refusing out-of-range values and options of the
    /// other variant.
    pub(super) fn limits(&self) -> Result<Limits, SetupError> {
        match self.variant.unwrap_or_default() {
            Variant::Basic => {
                if self.rounds.is_some() {
                    return Err(SetupError::invalid(
                        "rounds",
                        "rounds has no effect in the basic game (it ends on markers, or after max_rounds); leave it out",
                    ));
                }
                Ok(Limits::Basic {
                    markers: in_range(
                        "markers",
                        self.markers.unwrap_or(DEFAULT_MARKERS),
                        MAX_MARKERS,
                    )?,
                    max_rounds: in_range(
                        "max_rounds",
                        self.max_rounds.unwrap_or(DEFAULT_MAX_ROUNDS),
                        MAX_MAX_ROUNDS,
                    )?,
                })
            }
            Variant::Advanced => {
                if self.markers.is_some() {
                    return Err(not_in("markers", "advanced"));
                }
                if self.max_rounds.is_some() {
                    return Err(not_in("max_rounds", "advanced"));
                }
                Ok(Limits::Advanced {
                    rounds: in_range("rounds", self.rounds.unwrap_or(DEFAULT_ROUNDS), MAX_ROUNDS)?,
                })
            }
        }
    }

    /// The options in force: defaults filled in, options of the other variant
    /// left out.
    pub(super) fn resolved(limits: Limits, starting_seat: Seat, deck: &DeckSpec) -> Self {
        let (variant, markers, max_rounds, rounds) = match limits {
            Limits::Basic {
                markers,
                max_rounds,
            } => (Variant::Basic, Some(markers), Some(max_rounds), None),
            Limits::Advanced { rounds } => (Variant::Advanced, None, None, Some(rounds)),
        };
        BiscuitsOptions {
            variant: Some(variant),
            markers,
            max_rounds,
            rounds,
            starting_seat: Some(starting_seat),
            deck: Some(deck.clone()),
        }
    }
}

/// The catalog entries of the options.
pub(super) fn specs() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            name: "variant",
            description: "basic: biscuits and warning markers, the game ends when either runs out; advanced: points, the game ends after `rounds` rounds.",
            default: Value::from("basic"),
            allowed: json!(["basic", "advanced"]),
        },
        OptionSpec {
            name: "markers",
            description: "Basic only: the number of biscuits, and of warning markers, in the supply.",
            default: Value::from(DEFAULT_MARKERS),
            allowed: json!({ "min": 1, "max": MAX_MARKERS }),
        },
        OptionSpec {
            name: "max_rounds",
            description: "Basic only: the game also ends after this many rounds, so that every game ends.",
            default: Value::from(DEFAULT_MAX_ROUNDS),
            allowed: json!({ "min": 1, "max": MAX_MAX_ROUNDS }),
        },
        OptionSpec {
            name: "rounds",
            description: "Advanced only: the number of rounds to play.",
            default: Value::from(DEFAULT_ROUNDS),
            allowed: json!({ "min": 1, "max": MAX_ROUNDS }),
        },
        OptionSpec {
            name: "starting_seat",
            description: "The seat that starts round 1; drawn from the seed when left out.",
            default: Value::Null,
            allowed: json!({ "min": 0, "max": "seats - 1" }),
        },
        OptionSpec {
            name: "deck",
            description: "Counts per kind: {\"dog\": {\"2\": 3, …}, \"cat\": {…}, \"minus_one\": n, \"reverse\": n, \"bone\": n}; a kind left out counts 0.",
            default: serde_json::to_value(DeckSpec::default()).unwrap_or(Value::Null),
            allowed: json!({
                "numbers": { "min": MIN_NUMBER, "max": MAX_NUMBER },
                "cards": { "min": "3 × seats + 1", "max": MAX_DECK },
            }),
        },
    ]
}
