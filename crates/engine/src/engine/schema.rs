//! OpenAPI schemas of the games' payloads, generated from the engines' own
//! types (`utoipa::ToSchema` on options, actions, views, legal actions and
//! events).
//!
//! The API's bodies name game data through the placeholders below
//! ([`AnyOptions`], [`AnyAction`], …). `api::openapi` then specialises every
//! body that holds one into one variant per game (`MeerkatGameDto`,
//! `BiscuitsGameDto`, …) with a discriminator on `game`, using
//! [`GameSchemas`] from [`super::game_schemas`]; so a new game adds its
//! variants without touching the API layer.

use std::borrow::Cow;

use serde_json::{json, Value};
use utoipa::openapi::schema::Schema;
use utoipa::openapi::RefOr;
use utoipa::{PartialSchema, ToSchema};

use super::Rules;

/// The schema names of one game's payloads, and every component they need.
#[derive(Clone)]
pub struct GameSchemas {
    /// The game's id, e.g. `shake-it-meerkat`.
    pub id: &'static str,
    /// The prefix of its specialised bodies, e.g. `Meerkat`.
    pub prefix: &'static str,
    /// The seat counts it can be played with.
    pub seats: (u8, u8),
    pub options: String,
    pub action: String,
    pub event: String,
    pub seen_event: String,
    pub view: String,
    pub legal: String,
    /// An event in an audit bundle: the full truth once the game is over,
    /// else as the bundle's viewer may see it.
    pub bundle_event: String,
    /// A step's action as shown: whole to its author, its `kind` only to
    /// anyone else.
    pub shown_action: String,
    /// The `kind` of each of its actions.
    pub action_kinds: Vec<String>,
    /// Every schema the above name, by name.
    pub components: Vec<(String, RefOr<Schema>)>,
}

impl GameSchemas {
    /// The concrete schema standing for a placeholder, by placeholder name.
    pub fn concrete(&self, placeholder: &str) -> Option<&str> {
        Some(match placeholder {
            AnyOptions::NAME => &self.options,
            AnyAction::NAME => &self.action,
            AnyEvent::NAME => &self.event,
            AnySeenEvent::NAME => &self.seen_event,
            AnyView::NAME => &self.view,
            AnyLegal::NAME => &self.legal,
            AnyShownAction::NAME => &self.shown_action,
            AnyBundleEvent::NAME => &self.bundle_event,
            _ => return None,
        })
    }
}

fn add<T: ToSchema>(out: &mut Vec<(String, RefOr<Schema>)>) -> String {
    let name = T::name().into_owned();
    T::schemas(out);
    out.push((name.clone(), T::schema()));
    name
}

/// Adds the table's options (`engine::table`, common to every game) to a
/// game's options schema, since clients send them together.
fn with_table_options(components: &mut [(String, RefOr<Schema>)], options: &str) {
    let Some((_, schema)) = components.iter_mut().find(|(name, _)| name == options) else {
        return;
    };
    let mut json = serde_json::to_value(&*schema).unwrap_or(Value::Null);
    if let Some(Value::Object(properties)) = json.get_mut("properties") {
        properties.insert(
            super::table::TURN_TIME.to_owned(),
            json!({
                "type": ["integer", "null"],
                "minimum": 1,
                "maximum": super::table::MAX_TURN_TIME_SECS,
                "description": "Seconds per turn: the turn clock (docs/RULES.md, \"Both games — turn clocks\"). \
                    Left out: no clock. The server's minimum is in the catalog."
            }),
        );
        *schema = from_json(json);
    }
}

/// The kinds of a game's actions, read off its action schema (each variant
/// is an object with a one-value `kind` enum).
fn action_kinds(action: &RefOr<Schema>) -> Vec<String> {
    let json = serde_json::to_value(action).unwrap_or(Value::Null);
    let variants = json
        .get("oneOf")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_else(|| vec![json.clone()]);
    variants
        .iter()
        .filter_map(|v| v.pointer("/properties/kind/enum/0"))
        .filter_map(Value::as_str)
        .map(str::to_owned)
        .collect()
}

/// The schemas of game `G`.
pub fn of<G: Rules>() -> GameSchemas {
    let mut components = Vec::new();
    let options = add::<G::Options>(&mut components);
    with_table_options(&mut components, &options);
    let action = add::<G::Action>(&mut components);
    let event = add::<G::Event>(&mut components);
    let seen_event = add::<G::RedactedEvent>(&mut components);
    let view = add::<G::View>(&mut components);
    let legal = add::<G::Legal>(&mut components);
    let bundle_event = format!("{}BundleEvent", G::SCHEMA_PREFIX);
    components.push((
        bundle_event.clone(),
        any_of(
            &[&event, &seen_event],
            "An event in an audit bundle: the full truth once the game is over, \
                else as the bundle's viewer may see it.",
        ),
    ));
    let redacted_action = format!("{}RedactedAction", G::SCHEMA_PREFIX);
    let shown_action = format!("{}ShownAction", G::SCHEMA_PREFIX);
    // Flattened by the server's document into one union discriminated by
    // `kind`: the action's own variants and `redacted`.
    components.push((
        shown_action.clone(),
        from_json(json!({
            "oneOf": [
                {"$ref": format!("#/components/schemas/{action}")},
                {"$ref": format!("#/components/schemas/{redacted_action}")}
            ],
            "description": "A step's action: whole to its author; anyone else sees only its kind."
        })),
    ));
    components.push((
        redacted_action,
        from_json(json!({
            "type": "object",
            "description": "An action as seen by anyone but its author: only which kind of \
                action it was (what it revealed is in the step's events).",
            "required": ["kind", "of"],
            "properties": {
                "kind": {"type": "string", "enum": [super::REDACTED_ACTION]},
                "of": {"type": "string", "enum": action_kinds(&G::Action::schema())}
            },
            "additionalProperties": false
        })),
    ));
    GameSchemas {
        id: G::ID,
        prefix: G::SCHEMA_PREFIX,
        seats: (G::MIN_SEATS, G::MAX_SEATS),
        options,
        action,
        event,
        seen_event,
        view,
        legal,
        bundle_event,
        shown_action,
        action_kinds: action_kinds(&G::Action::schema()),
        components,
    }
}

/// The union of named schemas.
fn any_of(names: &[&str], description: &str) -> RefOr<Schema> {
    let refs: Vec<Value> = names
        .iter()
        .map(|name| json!({"$ref": format!("#/components/schemas/{name}")}))
        .collect();
    from_json(json!({ "anyOf": refs, "description": description }))
}

fn from_json(value: Value) -> RefOr<Schema> {
    // Only called on literal schemas written in this module.
    serde_json::from_value(value).unwrap_or_else(|_| RefOr::T(Schema::default()))
}

/// An integer schema with an inclusive range.
pub fn integer_range(min: i64, max: i64, description: &str) -> RefOr<Schema> {
    from_json(json!({
        "type": "integer",
        "minimum": min,
        "maximum": max,
        "description": description,
    }))
}

/// A string schema with a closed set of values.
pub fn string_enum(values: &[&str], description: &str) -> RefOr<Schema> {
    from_json(json!({
        "type": "string",
        "enum": values,
        "description": description,
    }))
}

macro_rules! placeholder {
    ($name:ident, $field:ident, $doc:literal) => {
        #[doc = $doc]
        ///
        /// A placeholder in the API's bodies: its schema is the union of every
        /// game's, and `api::openapi` specialises the bodies that hold it.
        pub struct $name;

        impl $name {
            pub const NAME: &'static str = stringify!($name);
        }

        impl utoipa::PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                let games = super::game_schemas();
                let names: Vec<&str> = games.iter().map(|g| g.$field.as_str()).collect();
                any_of(&names, $doc)
            }
        }

        impl ToSchema for $name {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed(Self::NAME)
            }

            fn schemas(out: &mut Vec<(String, RefOr<Schema>)>) {
                for game in super::game_schemas() {
                    out.extend(game.components);
                }
            }
        }
    };
}

placeholder!(AnyOptions, options, "A game's options.");
placeholder!(AnyAction, action, "A game's action.");
placeholder!(AnyEvent, event, "A game's event, with the full truth.");
placeholder!(
    AnySeenEvent,
    seen_event,
    "A game's event as one viewer may see it."
);
placeholder!(AnyView, view, "A game as one viewer may see it.");
placeholder!(AnyLegal, legal, "What the seat on turn may do.");
placeholder!(
    AnyShownAction,
    shown_action,
    "A step's action: whole for its author, its kind only for anyone else."
);

placeholder!(
    AnyBundleEvent,
    bundle_event,
    "An event in an audit bundle: full once the game is over, else redacted."
);

/// Every placeholder's name.
pub const PLACEHOLDERS: [&str; 8] = [
    AnyBundleEvent::NAME,
    AnyOptions::NAME,
    AnyAction::NAME,
    AnyEvent::NAME,
    AnySeenEvent::NAME,
    AnyView::NAME,
    AnyLegal::NAME,
    AnyShownAction::NAME,
];

/// A catalog option's default: a number, a string, an object (the default
/// deck), or null when it is drawn or derived.
pub struct OptionDefault;

impl utoipa::PartialSchema for OptionDefault {
    fn schema() -> RefOr<Schema> {
        from_json(json!({
            "description": "The value used when the option is left out; null when it is drawn or derived.",
            "anyOf": [
                {"type": "integer"},
                {"type": "string"},
                // A deck's counts: kinds to counts, or to counts by number.
                {"type": "object", "additionalProperties": {"anyOf": [
                    {"type": "integer", "minimum": 0},
                    {"$ref": "#/components/schemas/OptionCounts"}
                ]}},
                {"type": "null"}
            ]
        }))
    }
}

impl ToSchema for OptionDefault {
    fn schemas(out: &mut Vec<(String, RefOr<Schema>)>) {
        out.push((
            "OptionCounts".to_owned(),
            from_json(json!({
                "type": "object",
                "description": "Counts by number, e.g. a deck's dogs: {\"2\": 3, …}.",
                "additionalProperties": {"type": "integer", "minimum": 0}
            })),
        ));
    }
}

/// An inclusive range of a catalog option; a bound that depends on the
/// seat count is a formula such as `"seats - 1"`.
pub struct OptionRange;

impl utoipa::PartialSchema for OptionRange {
    fn schema() -> RefOr<Schema> {
        let bound = json!({"anyOf": [{"type": "integer"}, {"type": "string"}]});
        from_json(json!({
            "type": "object",
            "required": ["min", "max"],
            "properties": {"min": bound, "max": bound}
        }))
    }
}

impl ToSchema for OptionRange {}

/// What a catalog option allows: a list of values, a range, or (for a deck)
/// a range of card numbers and of deck sizes.
pub struct OptionAllowed;

impl utoipa::PartialSchema for OptionAllowed {
    fn schema() -> RefOr<Schema> {
        let range = json!({"$ref": "#/components/schemas/OptionRange"});
        from_json(json!({
            "description": "The values allowed: a list of values, a `{min, max}` range, \
                or for a deck `{numbers: range, cards: range}`.",
            "anyOf": [
                {"type": "array", "items": {"type": "string"}},
                range,
                {
                    "type": "object",
                    "required": ["numbers", "cards"],
                    "properties": {"numbers": range, "cards": range}
                }
            ]
        }))
    }
}

impl ToSchema for OptionAllowed {
    fn schemas(out: &mut Vec<(String, RefOr<Schema>)>) {
        out.push((OptionRange::name().into_owned(), OptionRange::schema()));
    }
}

/// A game kind: the id of a registered game (`shake-it-meerkat`, …), as an enum.
pub struct GameId;

impl utoipa::PartialSchema for GameId {
    fn schema() -> RefOr<Schema> {
        let ids: Vec<&str> = super::catalog().iter().map(|g| g.id).collect();
        from_json(json!({
            "type": "string",
            "enum": ids,
            "description": "A game kind: its id in the catalog."
        }))
    }
}

impl ToSchema for GameId {}

/// An example of each kind of action of game `id`, as a client sends it
/// (the document's named examples; validated against the action schemas
/// by the document's lint).
pub fn action_examples(id: &str) -> Vec<(&'static str, Value)> {
    match id {
        "shake-it-meerkat" => vec![
            (
                "play",
                json!({"kind": "play", "cards": [3, 9], "rank": "4"}),
            ),
            ("pass", json!({"kind": "pass"})),
            ("challenge", json!({"kind": "challenge"})),
        ],
        "woof-meow-biscuits" => vec![("play", json!({"kind": "play", "card": 17}))],
        _ => Vec::new(),
    }
}

/// The kind of an action of any registered game, as an enum.
pub struct ActionKind;

impl utoipa::PartialSchema for ActionKind {
    fn schema() -> RefOr<Schema> {
        let games = super::game_schemas();
        let mut kinds: Vec<&str> = games
            .iter()
            .flat_map(|g| g.action_kinds.iter().map(String::as_str))
            .collect();
        kinds.sort_unstable();
        kinds.dedup();
        let each: Vec<String> = games
            .iter()
            .map(|g| format!("{}: {}", g.id, g.action_kinds.join(", ")))
            .collect();
        from_json(json!({
            "type": "string",
            "enum": kinds,
            "description": format!("The kind of a game's action ({}).", each.join("; "))
        }))
    }
}

impl ToSchema for ActionKind {}
